import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
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

/**
 * Statements that pages make again and again (a game page's lookup by slug, the games of every list
 * page), built and prepared once per database: building a statement's SQL for each request cost
 * about as much as the database's answer.
 */
const preparedPerDatabase = new WeakMap<Database, Map<string, unknown>>();
function prepared<T>(db: Database, name: string, prepare: (name: string) => T): T {
  let statements = preparedPerDatabase.get(db);
  if (!statements) preparedPerDatabase.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, prepare(name));
  return statements.get(name) as T;
}

/**
 * A game by its current slug, or by a slug it had before a title edit, read with the given columns
 * under the given statement name (every lookup by slug goes through here, whatever it reads).
 */
export async function selectBySlug<T extends SelectedFields>(db: Database, slug: string, columns: T, name: string) {
  const byCurrent = prepared(db, name, (statement) =>
    db
      .select(columns)
      .from(games)
      .where(eq(games.slug, sql.placeholder('slug')))
      .prepare(statement),
  );
  const [current] = await byCurrent.execute({ slug });
  if (current) return current;
  const retired = db
    .select({ gameId: gameSlugHistory.gameId })
    .from(gameSlugHistory)
    .where(eq(gameSlugHistory.slug, slug));
  const [previous] = await db.select(columns).from(games).where(inArray(games.id, retired));
  return previous;
}

export async function selectGameBySlug(db: Database, slug: string): Promise<GameRow | undefined> {
  return selectBySlug(db, slug, gameColumns, 'game_by_slug');
}

/** The rows of the given games, in no particular order (one array parameter, whatever their number). */
export async function selectGamesByIds(db: Database, ids: number[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  const byIds = prepared(db, 'games_by_ids', (statement) =>
    db
      .select(gameColumns)
      .from(games)
      .where(sql`${games.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(statement),
  );
  return byIds.execute({ ids });
}

/** Every game's address and last change, for the sitemap. */
export async function selectSitemapEntries(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: games.slug, updatedAt: games.updatedAt }).from(games).orderBy(asc(games.id));
}
