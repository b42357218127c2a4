import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundView } from '~/components/not-found-view';
import { FindAGame } from '~/features/games/find-a-game';
import { inFullRows } from '~/features/games/full-rows';
import { toCardGame, type CardGame } from '~/features/games/game-card';

/** A 404 that still offers the featured games: they travel with the error response. */
export async function loader({ context }: Route.LoaderArgs) {
  // The page is not there either way: without the catalogue it offers the search alone.
  const featured = await context.services.games.featured().catch(() => []);
  throw data({ featured: inFullRows(featured).map(toCardGame) }, { status: 404 });
}

function featuredOf(error: unknown): CardGame[] {
  if (!isRouteErrorResponse(error)) return [];
  return (error.data as { featured?: CardGame[] } | null)?.featured ?? [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundView>
      <FindAGame featured={featuredOf(error)} />
    </NotFoundView>
  );
}

export default function NotFound() {
  return (
    <NotFoundView>
      <FindAGame featured={[]} />
    </NotFoundView>
  );
}
