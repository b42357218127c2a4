import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gameFacetCounts, games, gameSortMarks } from '../../../db/schema/index.ts';
import { gameColumns, type GameRow } from '../../../db/games/columns.ts';
import type { Sort } from '../../../common/schemas/games.ts';
import { countableFromFacetTable, filterConditions, type GameFilter } from './filters.ts';

export type { GameFilter } from './filters.ts';

/** Lists and counts of games: filters, search, the orders and deep pages. */

export interface ListOptions extends GameFilter {
  sort?: Sort;
  limit: number;
  offset: number;
}

/** A search's corrected full-text query (`correctSearch`); '' (no word at all) matches nothing. */
export function searchCondition(tsQuery: string): SQL {
  return tsQuery ? sql`${games.searchVector} @@ to_tsquery('simple', ${tsQuery})` : sql`false`;
}

function whereClause(filter: GameFilter): SQL | undefined {
  const conditions = filterConditions(filter);
  if (filter.search !== undefined) conditions.push(searchCondition(filter.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Games whose title holds every searched word first, shorter titles (closer to exact) before
 * longer; then the highest rated, as the list sorted by rating orders them. A function of the
 * corrected query alone, so every misspelling that corrects the same way shares one cached answer.
 * The search index orders its pages the same way (`index-pages.ts`).
 */
function relevance(tsQuery: string): SQL[] {
  if (!tsQuery) return [asc(games.id)];
  const query = sql`to_tsquery('simple', ${tsQuery})`;
  return [desc(sql`(${games.titleVector} @@ ${query})`), asc(sql`length(${games.title})`), ...byRating()];
}

/** Highest rated first; unrated games last; ties newest first. */
function byRating(): SQL[] {
  return [
    sql`${games.rating} desc nulls last`,
    sql`${games.createdAt} desc nulls last`,
    sql`${games.id} desc nulls last`,
  ];
}

function ordering(sort: Sort | undefined, search: string | undefined): SQL[] {
  switch (sort ?? (search !== undefined ? 'relevance' : 'newest')) {
    case 'a-z':
      return [asc(games.sortTitle), asc(games.id)];
    case 'z-a':
      return [desc(games.sortTitle), desc(games.id)];
    case 'rating':
      return byRating();
    case 'relevance':
      return relevance(search ?? '');
    default:
      return [desc(games.createdAt), desc(games.id)];
  }
}

function isUnfiltered(filter: GameFilter): boolean {
  return filterConditions(filter).length === 0 && filter.search === undefined;
}

/**
 * A page of the whole catalogue in a main order, from the nearest stored mark before it
 * (`game_sort_marks`): fewer than a hundred index entries walked a thousand pages deep. Newest
 * first and Z-A are the ascending orders read from the other end.
 */
async function selectPageFromMarks(db: Database, sort: 'newest' | 'a-z' | 'z-a', limit: number, offset: number) {
  const byTitle = sort !== 'newest';
  const ascending = sort === 'a-z';
  let start = offset;
  let count = limit;
  if (!ascending) {
    start = (await countGames(db, {})) - offset - limit;
    if (start < 0) [count, start] = [count + start, 0];
    if (count <= 0) return [];
  }
  const [key, markKey] = byTitle
    ? [games.sortTitle, gameSortMarks.sortTitle]
    : [games.createdAt, gameSortMarks.createdAt];
  const order = byTitle ? 'title' : 'created';
  const pageIds = sql`(
    with mark as (
      select ${gameSortMarks.position} as position, ${gameSortMarks.gameId} as game_id, ${markKey} as key
      from ${gameSortMarks}
      where ${gameSortMarks.sort} = ${order} and ${gameSortMarks.position} <= ${start}
      order by ${gameSortMarks.position} desc
      limit 1
    )
    select ${games.id} from ${games}
    where (${key}, ${games.id}) >= (select key, game_id from mark)
    order by ${key}, ${games.id}
    offset (select ${start}::int - position from mark)
    limit ${count}
  )`;
  const rows = await db
    .select(gameColumns)
    .from(games)
    .where(sql`${games.id} in ${pageIds}`)
    .orderBy(asc(key), asc(games.id));
  return ascending ? rows : rows.reverse();
}

/**
 * One page of games. The page's ids are found first (an index-only scan where the order allows,
 * cheap even at a deep offset), then only those rows are read.
 */
export async function selectGames(db: Database, options: ListOptions): Promise<GameRow[]> {
  const sort = options.sort ?? 'newest';
  if (isUnfiltered(options) && sort !== 'rating') return selectPageFromMarks(db, sort, options.limit, options.offset);
  const order = ordering(options.sort, options.search);
  const pageIds = db
    .select({ id: games.id })
    .from(games)
    .where(whereClause(options))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  return db
    .select(gameColumns)
    .from(games)
    .where(inArray(games.id, pageIds))
    .orderBy(...order);
}

/**
 * How many games match. Without a search the facet counts answer from a few rows, whatever the
 * catalogue's size; a search counts the matching games themselves.
 */
export async function countGames(db: Database, filter: GameFilter): Promise<number> {
  if (countableFromFacetTable(filter)) {
    const conditions = [eq(gameFacetCounts.platform, filter.platform?.[0] ?? '')];
    if (filter.genre?.length) conditions.push(inArray(gameFacetCounts.genre, filter.genre));
    if (filter.combat !== undefined) conditions.push(eq(gameFacetCounts.hasCombat, filter.combat));
    const [facets] = await db
      .select({ count: sql<number>`coalesce(sum(${gameFacetCounts.games}), 0)::int` })
      .from(gameFacetCounts)
      .where(and(...conditions));
    return facets?.count ?? 0;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(games)
    .where(whereClause(filter));
  return row?.count ?? 0;
}
