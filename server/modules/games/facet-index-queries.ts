import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { games } from '../../../db/schema/index.ts';
import { searchCondition } from './list-queries.ts';

/** What the facet index reads of every game (see `facet-index.ts`). */

export interface IndexRow {
  id: number;
  genre: string;
  failState: string | null;
  timePressure: string | null;
  length: string | null;
  hasCombat: boolean;
  platforms: string[];
  playModes: string[];
  rating: number | null;
  /** 1-based places in the lists' orders: newest first, A-Z, highest rated first. */
  newestRank: number;
  titleRank: number;
  ratingRank: number;
}

/** Every game's facet values and places in the lists' orders, in id order. */
export async function selectIndexRows(db: Database): Promise<IndexRow[]> {
  return db
    .select({
      id: games.id,
      genre: games.genre,
      failState: games.failState,
      timePressure: games.timePressure,
      length: games.length,
      hasCombat: games.hasCombat,
      platforms: games.platforms,
      playModes: games.playModes,
      rating: games.rating,
      // The same orders as the list queries (list-queries.ts), ties broken by id.
      newestRank: sql<number>`(row_number() over (order by ${games.createdAt} desc, ${games.id} desc))::int`,
      titleRank: sql<number>`(row_number() over (order by ${games.sortTitle}, ${games.id}))::int`,
      ratingRank: sql<number>`(row_number() over (
        order by ${games.rating} desc nulls last, ${games.createdAt} desc nulls last, ${games.id} desc nulls last
      ))::int`,
    })
    .from(games)
    .orderBy(asc(games.id));
}

/** The ids of the games a search's corrected full-text query matches, in id order. */
export async function selectSearchMatches(db: Database, tsQuery: string): Promise<{ id: number }[]> {
  return db.select({ id: games.id }).from(games).where(searchCondition(tsQuery)).orderBy(asc(games.id));
}
