import type { PageLoadContext } from '../server/plugins/pages.ts';

declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
