import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FACET_NAMES, FACETS, type FacetDeclaration, type FacetName } from '../../../common/facets.ts';
import type { Database } from '../../../db/client.ts';
import { catalogueVersion, games, ratingChanges, searchWords } from '../../../db/schema/index.ts';

/**
 * The catalogue's versions: `version` goes up with every statement that changes games, whoever
 * wrote, except one that changes ratings alone (a vote), which raises `ratings` instead; `words`
 * goes up only with those that change a game's words or which games there are.
 */
export interface CatalogueVersion {
  version: number;
  words: number;
  ratings: number;
}

export async function selectCatalogueVersion(db: Database): Promise<CatalogueVersion> {
  const [row] = await db
    .select({
      version: catalogueVersion.version,
      words: catalogueVersion.wordsVersion,
      ratings: catalogueVersion.ratingsVersion,
    })
    .from(catalogueVersion);
  return row ?? { version: 0, words: 0, ratings: 0 };
}

/**
 * The catalogue's versions, the oldest ratings version `rating_changes` still notes (null when it
 * notes none) and, in the same statement, `text` when the catalogue's version is still `version`
 * (null when it moved).
 */
async function selectVersionsAnd(
  db: Database,
  version: number,
  text: SQL,
): Promise<CatalogueVersion & { text: string | null; oldestNoted: number | null }> {
  const result = (await db.execute(sql`
    select v.version, v.words_version as words, v.ratings_version as ratings,
      case when v.version = ${version} then ${text} end as text,
      (select min(${ratingChanges.ratingsVersion}) from ${ratingChanges}) as oldest
    from ${catalogueVersion} as v
  `)) as unknown as {
    rows: { version: unknown; words: unknown; ratings: unknown; text: string | null; oldest: unknown }[];
  };
  const row = result.rows[0];
  return {
    version: Number(row?.version ?? 0),
    words: Number(row?.words ?? 0),
    ratings: Number(row?.ratings ?? 0),
    text: row?.text ?? null,
    oldestNoted: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
  };
}

/**
 * The catalogue's versions and, read in the same statement when its version is still `version`,
 * every game's rating in id order as PostgreSQL writes a real (`n` without votes), joined by
 * spaces; null text when the version moved.
 */
export function selectRatingsText(db: Database, version: number): Promise<CatalogueVersion & { text: string | null }> {
  return selectVersionsAnd(
    db,
    version,
    sql`(select coalesce(string_agg(coalesce(${games.rating}::text, 'n'), ' ' order by ${games.id}), '') from ${games})`,
  );
}

/**
 * The catalogue's versions and, read in the same statement when its version is still `version`,
 * the games whose ratings changed after ratings version `since`, as `id rating` pairs in id order
 * joined by spaces (null when the version moved). `covered` says whether the noted changes
 * (`rating_changes`, the last 1,000 raises) reach back to `since`; when they do not, the pairs
 * are incomplete and every rating must be read.
 */
export async function selectRatingChanges(
  db: Database,
  version: number,
  since: number,
): Promise<CatalogueVersion & { changed: string | null; covered: boolean }> {
  const noted = sql`select ${ratingChanges.gameId} from ${ratingChanges} where ${ratingChanges.ratingsVersion} > ${since}`;
  const read = await selectVersionsAnd(
    db,
    version,
    sql`(select coalesce(string_agg(${games.id} || ' ' || coalesce(${games.rating}::text, 'n'), ' ' order by ${games.id}), '')
      from ${games} where ${games.id} in (${noted}))`,
  );
  const { text, oldestNoted, ...versions } = read;
  return {
    ...versions,
    changed: text,
    covered: read.ratings === since || (read.ratings > since && oldestNoted !== null && oldestNoted <= since + 1),
  };
}

/**
 * What a line of `selectSnapshotText` holds, in order: the id, each facet's code (in the order of
 * `FACET_NAMES`), then these.
 */
export const LINE_TAIL = ['rating', 'titleLength', 'newestRank', 'titleRank', 'ratingRank'] as const;

/** A list of simple values (no commas) as one parameter. */
const listParam = (values: readonly string[]) => sql`string_to_array(${values.join(',')}, ',')`;

/** A set's bits, in SQL: bit i for the i-th value it holds. */
const setBits = (column: AnyColumn, values: SQL) =>
  sql`(select coalesce(bit_or(1 << (array_position(${values}, v) - 1)), 0)
    from unnest(${column}) as v where array_position(${values}, v) is not null)`;

/**
 * A facet's code of a game, in SQL: a value's place, a set's bits, a flag's 0 or 1, an avoidable
 * set's bits or, when not known, the bit after its values' (see `snapshot.ts`).
 */
function codeOf(name: FacetName, unknown: number): SQL {
  const facet: FacetDeclaration = FACETS[name];
  const column = getTableColumns(games)[facet.field];
  const values = listParam(facet.values);
  switch (facet.kind) {
    case 'flag':
      return sql`case when ${column} then 1 else 0 end`;
    case 'one':
      return sql`coalesce(array_position(${values}, ${column}) - 1, ${unknown})`;
    case 'any':
      return setBits(column, values);
    case 'none':
      return sql`case when ${column} is null then ${1 << facet.values.length} else ${setBits(column, values)} end`;
  }
}

/**
 * Every game's facet codes and places in the lists' orders, as text: a line per game in id order,
 * whole numbers joined by spaces (the rating as PostgreSQL writes a real, or `n` without votes;
 * places 1-based). One value however many games: at 100,000 games, 100,000 rows of arrays and
 * strings cost the driver and the ORM about 1.5 s of CPU, and this text a few hundredths of that.
 */
export async function selectSnapshotText(db: Database, unknown: number): Promise<string> {
  const result = (await db.execute(sql`
    select coalesce(string_agg(line, E'\n' order by id), '') as text
    from (
      select ${games.id} as id, concat_ws(' ',
        ${games.id},
        ${sql.join(
          FACET_NAMES.map((name) => codeOf(name, unknown)),
          sql`, `,
        )},
        coalesce(${games.rating}::text, 'n'),
        length(${games.title}),
        -- The lists' orders, ties broken by id.
        row_number() over (order by ${games.createdAt} desc, ${games.id} desc),
        row_number() over (order by ${games.sortTitle}, ${games.id}),
        row_number() over (
          order by ${games.rating} desc nulls last, ${games.createdAt} desc nulls last, ${games.id} desc nulls last
        )
      ) as line
      from ${games}
    ) as lines
  `)) as unknown as { rows: { text: string }[] };
  return result.rows[0]?.text ?? '';
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
