import { sql, type SQL } from 'drizzle-orm';
import { GENRES } from '../common/catalogue.ts';
import type { Database } from '../db/client.ts';
import { buildSearchText, searchTextSql } from '../db/games/search-text.ts';
import words from './generate-words.json' with { type: 'json' };

/**
 * Fills the games table with generated, realistic-looking games in a few set-based statements
 * (`insert … select … from generate_series`), never one round trip per game.
 *
 * Every choice comes from a hash of the row number, so the same count always gives the same
 * catalogue, on PGlite and PostgreSQL alike, whichever pooled connection runs a batch.
 */

/** The word lists generated games are made of (data, not code). */
const {
  titleFirst: TITLE_FIRST,
  titlePlaces: TITLE_PLACES,
  titleNouns: TITLE_NOUNS,
  developerFirst: DEVELOPER_FIRST,
  developerSecond: DEVELOPER_SECOND,
  descriptionOpeners: DESCRIPTION_OPENERS,
  descriptionMiddles: DESCRIPTION_MIDDLES,
  descriptionClosers: DESCRIPTION_CLOSERS,
  features: FEATURES,
} = words;

/** The home page's filter platforms; a game takes 1-4, stepping by 3 (coprime to 7). */
const PLATFORMS = ['pc', 'mac', 'switch', 'playstation', 'xbox', 'ios', 'android'];

/** How many games are featured, whatever the catalogue size: a curated shelf, not a share. */
const FEATURED_GAMES = 24;
const BATCH_SIZE = 25_000;

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function literalArray(values: readonly string[]): string {
  return `array[${values.map(literal).join(', ')}]::text[]`;
}

/** A whole number in [0, n) drawn from the row number `g` and a salt, the same on every run. */
function pick(salt: number, n: number): string {
  return `((hashint4extended(g, ${salt}) & 2147483647) % ${n})`;
}

/** A fraction in [0, 1) drawn like `pick`. */
function fraction(salt: number): string {
  return `((hashint4extended(g, ${salt}) & 2147483647) / 2147483648.0)`;
}

function element(list: readonly string[], salt: number): string {
  return `(${literalArray(list)})[1 + ${pick(salt, list.length)}]`;
}

/**
 * The cozy profile's spread, roughly as in the shipped catalogue: mostly gentle games, a tenth or
 * less unknown. Each entry is a SQL value and its share in percent.
 */
const FAIL_STATE_SPREAD: [string, number][] = [
  ["'none'", 40],
  ["'gentle'", 30],
  ["'yes'", 21],
  ['null', 9],
];
const TIME_PRESSURE_SPREAD: [string, number][] = [
  ["'none'", 46],
  ["'relaxed'", 34],
  ["'yes'", 12],
  ['null', 8],
];
const LENGTH_SPREAD: [string, number][] = [
  ["'short'", 24],
  ["'medium'", 36],
  ["'long'", 25],
  ["'endless'", 8],
  ['null', 7],
];
const PLAY_MODES_SPREAD: [string, number][] = [
  ["'{solo}'", 66],
  ["'{solo,co-op}'", 20],
  ["'{solo,co-op,online}'", 5],
  ["'{co-op,online}'", 3],
  ["'{solo,online}'", 3],
  ["'{}'", 3],
];

/** The life facts, in shares near the shipped catalogue's (some not known). */
const SAVES_SPREAD: [string, number][] = [
  ["'anytime'", 20],
  ["'checkpoints'", 35],
  ["'limited'", 25],
  ['null', 20],
];
const AWAY_COST_SPREAD: [string, number][] = [
  ["'none'", 85],
  ["'mild'", 8],
  ["'real'", 3],
  ['null', 4],
];
const PRICING_SPREAD: [string, number][] = [
  ["'once'", 86],
  ["'store'", 7],
  ["'free'", 3],
  ["'gacha'", 2],
  ['null', 2],
];
const NOTES_SPREAD: [string, number][] = [
  ["'{}'", 55],
  ["'{heavy-themes}'", 12],
  ["'{grief}'", 7],
  ["'{reflex}'", 7],
  ["'{grief,heavy-themes}'", 4],
  ["'{spiders}'", 4],
  ["'{jump-scares}'", 2],
  ["'{flashing-lights}'", 2],
  ['null', 7],
];
const SETTINGS_SPREAD: [string, number][] = [
  ["'{}'", 70],
  ["'{assist}'", 8],
  ["'{clock-control}'", 8],
  ["'{clock-control,assist}'", 5],
  ["'{skip-combat,assist}'", 3],
  ["'{phobia-mode}'", 1],
  ['null', 5],
];

/** One of the values, drawn with the given shares from the row number and a salt. */
function spread(salt: number, shares: [string, number][]): string {
  let upTo = 0;
  const branches = shares.map(([value, share]) => {
    upTo += share;
    return `when ${pick(salt, 100)} < ${upTo} then ${value}`;
  });
  return `(case ${branches.join(' ')} end)`;
}

/** The games writer's search text, over the generated row `r`. */
const SEARCH_TEXT = '\u0000search-text\u0000';
const searchText = searchTextSql({
  title: sql.raw('r.title'),
  developer: sql.raw('r.developer'),
  genre: sql.raw('r.genre'),
  features: sql.raw('r.features'),
  description: sql.raw('r.description'),
});

/** One batch: games numbered `from` to `to`; the search text is the writer's `searchTextSql`. */
function batchStatement(from: number, to: number, total: number): SQL {
  const [before, after] = batchText(from, to, total).split(SEARCH_TEXT);
  return sql`${sql.raw(before!)}${searchText}${sql.raw(after!)}`;
}

function batchText(from: number, to: number, total: number): string {
  const featuredEvery = Math.max(1, Math.floor(total / FEATURED_GAMES));
  const first = element(TITLE_FIRST, 1);
  const place = element(TITLE_PLACES, 2);
  const noun = element(TITLE_NOUNS, 3);
  return `
insert into games (
  slug, title, description, platforms, genre, developer, release_year, rating, features,
  website_url, featured, has_combat, fail_state, time_pressure, length, play_modes, saves, away_cost, pricing,
  notes, settings, search_text, created_at, updated_at
)
select
  regexp_replace(lower(r.title), '[^a-z0-9]+', '-', 'g') || '-' || r.g,
  r.title, r.description, r.platforms, r.genre, r.developer, r.release_year, r.rating, r.features,
  r.website_url, r.featured, r.has_combat, r.fail_state, r.time_pressure, r.length, r.play_modes,
  r.saves, r.away_cost, r.pricing, r.notes, r.settings,
  ${SEARCH_TEXT},
  r.created_at,
  r.created_at + (${fraction(4)} * interval '90 days')
from (
  select
    g,
    case ${pick(5, 10)}
      when 0 then ${first} || ' ' || ${place}
      when 1 then ${first} || ' ' || ${place}
      when 2 then ${first} || ' ' || ${place}
      when 3 then ${first} || ' ' || ${place}
      when 4 then ${first} || ' ' || ${place} || ': ' || ${noun}
      when 5 then ${first} || ' ' || ${place} || ' ' || ${noun}
      when 6 then ${noun} || ' of ' || ${first} || ' ' || ${place}
      when 7 then ${noun} || ' of ' || ${first} || ' ' || ${place}
      when 8 then ${first} || ' ' || ${noun}
      else ${place} || ' ' || ${noun}
    end as title,
    ${element(DESCRIPTION_OPENERS, 6)} || ' ' || ${element(DESCRIPTION_MIDDLES, 7)} || ' ' ||
      ${element(DESCRIPTION_CLOSERS, 8)} as description,
    array(
      select (${literalArray(PLATFORMS)})[1 + (${pick(9, PLATFORMS.length)} + i * 3) % ${PLATFORMS.length}]
      from generate_series(0, (case when ${pick(10, 20)} < 5 then 0 when ${pick(10, 20)} < 11 then 1
        when ${pick(10, 20)} < 16 then 2 else 3 end)) as i
      order by (${pick(9, PLATFORMS.length)} + i * 3) % ${PLATFORMS.length}
    ) as platforms,
    ${element(GENRES, 11)} as genre,
    case when ${pick(12, 20)} = 0 then null
      else ${element(DEVELOPER_FIRST, 13)} || ' ' || ${element(DEVELOPER_SECOND, 14)} end as developer,
    1995 + ${pick(15, 31)} as release_year,
    case when ${fraction(16)} < 0.3 then null else round((1 + ${fraction(17)} * 4)::numeric, 1)::real end as rating,
    array(
      select (${literalArray(FEATURES)})[1 + (${pick(18, FEATURES.length)} + i * 5) % ${FEATURES.length}]
      from generate_series(0, 1 + ${pick(19, 3)}) as i
    ) as features,
    case when ${fraction(20)} < 0.6 then 'https://example.com/games/' || g end as website_url,
    g % ${featuredEvery} = 0 as featured,
    ${fraction(21)} < 0.35 as has_combat,
    ${spread(23, FAIL_STATE_SPREAD)} as fail_state,
    ${spread(24, TIME_PRESSURE_SPREAD)} as time_pressure,
    ${spread(25, LENGTH_SPREAD)} as length,
    ${spread(26, PLAY_MODES_SPREAD)}::text[] as play_modes,
    ${spread(27, SAVES_SPREAD)} as saves,
    ${spread(28, AWAY_COST_SPREAD)} as away_cost,
    ${spread(29, PRICING_SPREAD)} as pricing,
    ${spread(30, NOTES_SPREAD)}::text[] as notes,
    ${spread(31, SETTINGS_SPREAD)}::text[] as settings,
    now() - (${fraction(22)} * interval '6 years') as created_at
  from generate_series(${from}, ${to}) as g
) as r`;
}

export interface FillResult {
  games: number;
  milliseconds: number;
}

/** Inserts `count` games in batches, then refreshes the planner's statistics. */
export async function fillGames(
  db: Database,
  count: number,
  progress: (message: string) => void = () => {},
): Promise<FillResult> {
  const started = performance.now();
  for (let from = 1; from <= count; from += BATCH_SIZE) {
    const to = Math.min(count, from + BATCH_SIZE - 1);
    await db.execute(batchStatement(from, to, count));
    progress(`inserted ${to.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} games`);
  }
  // What autovacuum does after a bulk load: statistics for the planner, the visibility map for
  // index-only scans, and the GIN pending lists merged into the indexes.
  await db.execute(sql`vacuum analyze games`);
  await checkFill(db, count);
  return { games: count, milliseconds: Math.round(performance.now() - started) };
}

interface SampleRow extends Record<string, unknown> {
  title: string;
  developer: string | null;
  genre: string;
  features: string[];
  description: string;
  search_text: string;
}

/** The row count is right and the stored search text is what the service would have written. */
async function checkFill(db: Database, count: number): Promise<void> {
  const counted = await db.execute<{ count: number }>(sql`select count(*)::int as count from games`);
  const stored = rowsOf<{ count: number }>(counted)[0]?.count;
  if (stored !== count) throw new Error(`expected ${count} games after the fill, found ${String(stored)}`);

  const sample = await db.execute<SampleRow>(
    sql`select title, developer, genre, features, description, search_text from games order by id desc limit 500`,
  );
  for (const row of rowsOf<SampleRow>(sample)) {
    const expected = buildSearchText(row);
    if (row.search_text !== expected) {
      throw new Error(
        `search_text differs from buildSearchText for '${row.title}':\n  ${row.search_text}\n  ${expected}`,
      );
    }
  }
}

/** node-postgres and PGlite both answer `execute` with an object holding `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
