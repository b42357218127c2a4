import { useRouteLoaderData } from 'react-router';

interface RootData {
  user: { email: string; role: 'admin' | 'editor' } | null;
}

/** The signed-in user as the root loader saw it, or null. The server still checks every action. */
export function useUser() {
  return useRouteLoaderData<RootData>('root')?.user ?? null;
}
