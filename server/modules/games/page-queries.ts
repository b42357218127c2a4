import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { cozyRatings, games } from '../../../db/schema/index.ts';
import { gameColumns, type GameRow } from '../../../db/games/columns.ts';
import { selectBySlug } from './queries.ts';

/** What a game page reads of its game, in one query: the row and how many visitors rated it. */
const pageColumns = {
  ...gameColumns,
  ratingCount: sql<number>`(select count(*)::int from ${cozyRatings} where ${cozyRatings.gameId} = ${games.id})`,
};

export type GamePageRow = GameRow & { ratingCount: number };

/** A game with its vote count by its current slug, or by a slug it had before a title edit. */
export async function selectGamePageBySlug(db: Database, slug: string): Promise<GamePageRow | undefined> {
  return selectBySlug(db, slug, pageColumns, 'game_page_by_slug');
}
