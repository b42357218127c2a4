import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { cozyRatings, gameFacetCounts, games, gameSlugHistory, gameSortMarks } from '../../../db/schema/index.ts';
import type { Sort } from '../../../common/schemas/games.ts';
import { slugify } from '../../../common/slug.ts';
import type { FailState, GameLength, PlayMode, TimePressure } from '../../../common/cozy-profile.ts';
import { countableFromFacetTable, filterConditions, type GameFilter } from './filters.ts';
import { buildSearchText } from './search-text.ts';

export type { GameFilter } from './filters.ts';

export interface ListOptions extends GameFilter {
  sort?: Sort;
  limit: number;
  offset: number;
}

export const gameColumns = {
  id: games.id,
  slug: games.slug,
  title: games.title,
  description: games.description,
  imageUrl: games.imageUrl,
  cover: games.cover,
  platforms: games.platforms,
  genre: games.genre,
  developer: games.developer,
  releaseYear: games.releaseYear,
  rating: games.rating,
  features: games.features,
  websiteUrl: games.websiteUrl,
  featured: games.featured,
  hasCombat: games.hasCombat,
  failState: games.failState,
  timePressure: games.timePressure,
  length: games.length,
  playModes: games.playModes,
  review: games.review,
  createdAt: games.createdAt,
  updatedAt: games.updatedAt,
};

export type GameRow = Pick<typeof games.$inferSelect, keyof typeof gameColumns>;

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
 * longer; then the full-text rank over everything searched. A function of the corrected query
 * alone, so every misspelling that corrects the same way shares one cached answer.
 */
function relevance(tsQuery: string): SQL[] {
  if (!tsQuery) return [asc(games.id)];
  const query = sql`to_tsquery('simple', ${tsQuery})`;
  return [
    desc(sql`(${games.titleVector} @@ ${query})`),
    asc(sql`length(${games.title})`),
    desc(sql`ts_rank(${games.searchVector}, ${query})`),
    asc(games.id),
  ];
}

function ordering(sort: Sort | undefined, search: string | undefined): SQL[] {
  switch (sort ?? (search !== undefined ? 'relevance' : 'newest')) {
    case 'a-z':
      return [asc(games.sortTitle), asc(games.id)];
    case 'z-a':
      return [desc(games.sortTitle), desc(games.id)];
    case 'rating':
      return [
        sql`${games.rating} desc nulls last`,
        sql`${games.createdAt} desc nulls last`,
        sql`${games.id} desc nulls last`,
      ];
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

/** The slug for a title that no other game holds now or held before. */
export async function freeSlug(db: Database, base: string, exceptGameId?: number): Promise<string> {
  // Slugs hold only a-z, 0-9 and dashes, so the pattern needs no escaping.
  const pattern = `${base}-%`;
  const [current, retired] = await Promise.all([
    db
      .select({ slug: games.slug, gameId: games.id })
      .from(games)
      .where(or(eq(games.slug, base), like(games.slug, pattern))),
    db
      .select({ slug: gameSlugHistory.slug, gameId: gameSlugHistory.gameId })
      .from(gameSlugHistory)
      .where(or(eq(gameSlugHistory.slug, base), like(gameSlugHistory.slug, pattern))),
  ]);
  const used = new Set([...current, ...retired].filter((r) => r.gameId !== exceptGameId).map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

export interface NewGame {
  title: string;
  description: string;
  imageUrl?: string | null;
  platforms: string[];
  genre: string;
  developer?: string | null;
  releaseYear?: number | null;
  features?: string[];
  websiteUrl?: string | null;
  featured?: boolean;
  hasCombat?: boolean;
  failState?: FailState | null;
  timePressure?: TimePressure | null;
  length?: GameLength | null;
  playModes?: PlayMode[];
  review?: string | null;
  createdAt?: Date;
}

/** Adds a game under a free slug; the search text is derived here so no writer can forget it. */
export async function insertGame(db: Database, game: NewGame): Promise<GameRow> {
  const slug = await freeSlug(db, slugify(game.title));
  const [row] = await db
    .insert(games)
    .values({
      ...game,
      slug,
      features: game.features ?? [],
      searchText: buildSearchText(game),
    })
    .returning(gameColumns);
  return row!;
}

export async function countRatings(db: Database, gameId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cozyRatings)
    .where(eq(cozyRatings.gameId, gameId));
  return row?.count ?? 0;
}

/** Every game's address and last change, for the sitemap. */
export async function selectSitemapEntries(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: games.slug, updatedAt: games.updatedAt }).from(games).orderBy(asc(games.id));
}

export type GameChanges = Partial<Omit<NewGame, 'createdAt'>>;

/**
 * Applies an admin's edit. A new title moves the game to a new slug and keeps the old one in the
 * history, so old links still lead to it; the search text follows every change.
 */
export async function updateGame(db: Database, id: number, changes: GameChanges): Promise<GameRow | undefined> {
  const [current] = await db.select().from(games).where(eq(games.id, id)).for('update');
  if (!current) return undefined;
  const next = { ...current, ...changes };
  let slug = current.slug;
  if (changes.title !== undefined && slugify(changes.title) !== current.slug) {
    slug = await freeSlug(db, slugify(changes.title), id);
    await db.delete(gameSlugHistory).where(eq(gameSlugHistory.slug, slug));
    await db.insert(gameSlugHistory).values({ slug: current.slug, gameId: id }).onConflictDoNothing();
  }
  const [row] = await db
    .update(games)
    .set({ ...changes, slug, searchText: buildSearchText(next), updatedAt: new Date() })
    .where(eq(games.id, id))
    .returning(gameColumns);
  return row;
}

export async function deleteGame(db: Database, id: number): Promise<GameRow | undefined> {
  const [row] = await db.delete(games).where(eq(games.id, id)).returning(gameColumns);
  return row;
}

export interface SimilarGame {
  id: number;
  slug: string;
  title: string;
}

/**
 * Catalogue games whose title looks like each given title (possible duplicates of submissions), in
 * one round trip for a whole page: a lateral subquery per title, each answered from the trigram
 * index on titles and the index on lower(title). The answer has one list per title, in order.
 */
export async function selectSimilarTitles(db: Database, titles: string[], limit = 3): Promise<SimilarGame[][]> {
  if (titles.length === 0) return [];
  const wanted = sql`array[${sql.join(
    titles.map((title) => sql`${title}`),
    sql`, `,
  )}]::text[]`;
  // Each test picks its own candidates from its index, so the costly word similarity is computed
  // only for the few rows that pass it (an OR would recheck all three tests on every candidate).
  const result = (await db.execute(sql`
    select wanted.n::int as n, found.id, found.slug, found.title
    from unnest(${wanted}) with ordinality as wanted(title, n)
    cross join lateral (
      select candidate.id, candidate.slug, candidate.title,
        greatest(similarity(candidate.title, wanted.title), word_similarity(wanted.title, candidate.title)) as score
      from (
        select ${games.id}, ${games.slug}, ${games.title} from ${games} where ${games.title} % wanted.title
        union
        select ${games.id}, ${games.slug}, ${games.title} from ${games} where wanted.title <% ${games.title}
        union
        select ${games.id}, ${games.slug}, ${games.title} from ${games} where lower(${games.title}) = lower(wanted.title)
      ) as candidate
      order by score desc, candidate.id
      limit ${limit}
    ) as found
    order by wanted.n, found.score desc, found.id
  `)) as unknown as { rows: (SimilarGame & { n: number })[] };
  const lists: SimilarGame[][] = titles.map(() => []);
  for (const { n, id, slug, title } of result.rows) lists[n - 1]!.push({ id, slug, title });
  return lists;
}

/** The rows of the given games, in no particular order. */
export async function selectGamesByIds(db: Database, ids: number[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  return db.select(gameColumns).from(games).where(inArray(games.id, ids));
}
