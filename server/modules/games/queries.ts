import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
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
 * A game by its current slug, or by a slug it had before a title edit, read with the given columns
 * (every lookup by slug goes through here, whatever it reads). The lookup by current slug, which
 * every game page makes, is prepared once per database and column set: building its SQL again for
 * each page cost about as much as the database's answer.
 */
export async function selectBySlug<T extends SelectedFields>(db: Database, slug: string, columns: T) {
  const [current] = await bySlug(db, columns).execute({ slug });
  if (current) return current as SelectResultFields<T>;
  const retired = db
    .select({ gameId: gameSlugHistory.gameId })
    .from(gameSlugHistory)
    .where(eq(gameSlugHistory.slug, slug));
  const [previous] = await db.select(columns).from(games).where(inArray(games.id, retired));
  return previous;
}

const preparedBySlug = new WeakMap<
  Database,
  Map<SelectedFields, { execute(values: { slug: string }): Promise<unknown[]> }>
>();
function bySlug(db: Database, columns: SelectedFields) {
  let forDb = preparedBySlug.get(db);
  if (!forDb) preparedBySlug.set(db, (forDb = new Map()));
  let prepared = forDb.get(columns);
  if (!prepared) {
    prepared = db
      .select(columns)
      .from(games)
      .where(eq(games.slug, sql.placeholder('slug')))
      .prepare(`game_by_slug_${forDb.size}`);
    forDb.set(columns, prepared);
  }
  return prepared;
}

export async function selectGameBySlug(db: Database, slug: string): Promise<GameRow | undefined> {
  return selectBySlug(db, slug, gameColumns);
}

/** The rows of the given games, in no particular order. */
export async function selectGamesByIds(db: Database, ids: number[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  return gamesByIds(db).execute({ ids });
}

/**
 * Every list page without a search ends in this read, so it is built and prepared once per
 * database (one array parameter, whatever the page's length) rather than for every request.
 */
const preparedByIds = new WeakMap<Database, ReturnType<typeof prepareGamesByIds>>();
function prepareGamesByIds(db: Database) {
  return db
    .select(gameColumns)
    .from(games)
    .where(sql`${games.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('games_by_ids');
}
function gamesByIds(db: Database) {
  let prepared = preparedByIds.get(db);
  if (!prepared) {
    prepared = prepareGamesByIds(db);
    preparedByIds.set(db, prepared);
  }
  return prepared;
}

/** Every game's address and last change, for the sitemap. */
export async function selectSitemapEntries(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: games.slug, updatedAt: games.updatedAt }).from(games).orderBy(asc(games.id));
}
