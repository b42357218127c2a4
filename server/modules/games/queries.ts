import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { games, gameSlugHistory } from '../../../db/schema/index.ts';
import { gameColumns, type GameRow } from '../../../db/games/columns.ts';

/** Single games and fixed sets of them: featured, by id, by slug (current or retired), the sitemap. */

export async function selectFeaturedGames(db: Database): Promise<GameRow[]> {
  return db
    .select(gameColumns)
    .from(games)
    .where(eq(games.featured, true))
    .orderBy(desc(games.createdAt), desc(games.id));
}

export async function selectGameById(db: Database, id: number): Promise<GameRow | undefined> {
  const [row] = await db.select(gameColumns).from(games).where(eq(games.id, id));
  return row;
}

/** A game by its current slug, or by a slug it had before a title edit. */
export async function selectGameBySlug(db: Database, slug: string): Promise<GameRow | undefined> {
  const [current] = await db.select(gameColumns).from(games).where(eq(games.slug, slug));
  if (current) return current;
  const [previous] = await db
    .select(gameColumns)
    .from(gameSlugHistory)
    .innerJoin(games, eq(games.id, gameSlugHistory.gameId))
    .where(eq(gameSlugHistory.slug, slug));
  return previous;
}

/** The rows of the given games, in no particular order. */
export async function selectGamesByIds(db: Database, ids: number[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  return db.select(gameColumns).from(games).where(inArray(games.id, ids));
}

/** Every game's address and last change, for the sitemap. */
export async function selectSitemapEntries(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: games.slug, updatedAt: games.updatedAt }).from(games).orderBy(asc(games.id));
}
