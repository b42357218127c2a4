import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { games } from '../../../db/schema/index.ts';
import { gameColumns, type GameRow } from '../../../db/games/columns.ts';

/** The most upcoming games one list holds: far more than are ever announced at once. */
export const UPCOMING_LIMIT = 200;

/** Games whose release date is after `today` (`YYYY-MM-DD`), soonest first, then by title. */
export async function selectUpcomingGames(db: Database, today: string): Promise<GameRow[]> {
  return db
    .select(gameColumns)
    .from(games)
    .where(gt(games.releaseDate, today))
    .orderBy(asc(games.releaseDate), asc(games.sortTitle), asc(games.id))
    .limit(UPCOMING_LIMIT);
}
