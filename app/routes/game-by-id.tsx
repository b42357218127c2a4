import { data, redirect } from 'react-router';
import type { Route } from './+types/game-by-id';
import { MAX_DATABASE_INT } from '../../common/schemas/input-hygiene';
import { NotFoundError } from '../../common/http-errors';

/** `/games/{id}` is the address structured data links use: it points on to the game's page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_DATABASE_INT) throw data(null, { status: 404 });
  try {
    const game = await context.services.games.getById(id);
    return redirect(`/game/${game.slug}`, 301);
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}
