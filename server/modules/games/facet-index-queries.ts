import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catalogueVersion, games, searchWords } from '../../../db/schema/index.ts';

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
  /** Characters in the title, as PostgreSQL's length() counts them. */
  titleLength: number;
  /** 1-based places in the lists' orders: newest first, A-Z, highest rated first. */
  newestRank: number;
  titleRank: number;
  ratingRank: number;
}

/** The catalogue's version: it goes up with every statement that changes games, whoever wrote. */
export async function selectCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
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
      titleLength: sql<number>`length(${games.title})::int`,
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

/**
 * The games one term of a corrected search matches, in id order: their ids joined by commas, and
 * for each a 1 where its title matches too (else 0). One row however many games match: a word in
 * 30,000 games is two strings to read, not 30,000 rows.
 */
export interface TermMatches {
  ids: string;
  inTitle: string;
}

export async function selectTermMatches(db: Database, term: string): Promise<TermMatches> {
  const query = sql`to_tsquery('simple', ${term})`;
  const [row] = await db
    .select({
      ids: sql<string>`coalesce(string_agg(${games.id}::text, ',' order by ${games.id}), '')`,
      inTitle: sql<string>`coalesce(string_agg(
        case when ${games.titleVector} @@ ${query} then '1' else '0' end, '' order by ${games.id}
      ), '')`,
    })
    .from(games)
    .where(sql`${games.searchVector} @@ ${query}`);
  return row ?? { ids: '', inTitle: '' };
}

/** Every word of the catalogue's search text (kept by triggers in `search_words`). */
export async function selectDictionaryWords(db: Database): Promise<string[]> {
  const rows = await db.select({ word: searchWords.word }).from(searchWords);
  return rows.map((row) => row.word);
}

/** The words in the most games' search text, most first, with how many games hold each (a read of every game's search text). */
export async function selectFrequentWords(db: Database, limit: number): Promise<{ word: string; games: number }[]> {
  const result = (await db.execute(
    sql`select word, ndoc::int as games from ts_stat('select search_vector from games')
        order by ndoc desc, word limit ${limit}`,
  )) as unknown as { rows: { word: string; games: number }[] };
  return result.rows;
}

/**
 * The games each of `words` (whole words of the dictionary) matches, as `selectTermMatches` gives
 * one term's, in one read of every game's words: cheaper than a query per word once there are more
 * than a few dozen of them (each such query visits every matching row at random). Words no game
 * holds are left out. The words hold letters and digits only, so they travel as one comma-joined
 * parameter.
 */
export async function selectWordsMatches(db: Database, words: string[]): Promise<Map<string, TermMatches>> {
  const result = (await db.execute(
    sql`select w.word,
          string_agg(${games.id}::text, ',' order by ${games.id}) as ids,
          string_agg(case when w.word = any(tsvector_to_array(${games.titleVector})) then '1' else '0' end, ''
            order by ${games.id}) as "inTitle"
        from ${games}, unnest(tsvector_to_array(${games.searchVector})) as w(word)
        where w.word = any(string_to_array(${words.join(',')}, ','))
        group by w.word`,
  )) as unknown as { rows: ({ word: string } & TermMatches)[] };
  return new Map(result.rows.map((row) => [row.word, { ids: row.ids, inTitle: row.inTitle }]));
}
