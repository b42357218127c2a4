import { createServer, type ViteDevServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { projectPath } from '../../db/project-path.ts';
import type { PagesOptions } from '../../server/plugins/pages.ts';

/**
 * The server-rendered site from the sources, through Vite in middleware mode (as `npm run dev`
 * does), so page tests need no build. React Router runs in production mode, as for visitors.
 */
export async function sourcePages(): Promise<{ pages: PagesOptions; close(): Promise<void> }> {
  const vite: ViteDevServer = await createServer({
    root: projectPath('.'),
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  return {
    pages: {
      mode: 'production',
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    },
    close: () => vite.close(),
  };
}
