import { sql } from 'drizzle-orm';
import { GENRES } from '../common/catalogue.ts';
import type { Database } from '../db/client.ts';
import { buildSearchText } from '../server/modules/games/search-text.ts';

/**
 * Fills the games table with generated, realistic-looking games in a few set-based statements
 * (`insert … select … from generate_series`), never one round trip per game.
 *
 * Every choice comes from a hash of the row number, so the same count always gives the same
 * catalogue, on PGlite and PostgreSQL alike, whichever pooled connection runs a batch.
 */

/** Title words. A few are close to 'Stardew' and 'Valley', so the typo search has real work. */
const TITLE_FIRST = [
  'Stardew',
  'Starlit',
  'Stardust',
  'Starry',
  'Sunny',
  'Mossy',
  'Maple',
  'Honey',
  'Willow',
  'Moonlit',
  'Misty',
  'Cozy',
  'Little',
  'Golden',
  'Whispering',
  'Amber',
  'Clover',
  'Cedar',
  'Lantern',
  'Pebble',
  'Velvet',
  'Bramble',
  'Tiny',
  'Snowy',
  'Harvest',
  'Rainy',
  'Sleepy',
  'Bright',
  'Berry',
  'Autumn',
  'Spring',
  'Wandering',
  'Lucky',
  'Hazel',
  'Fern',
  'Pumpkin',
  'Juniper',
  'Cotton',
  'Marble',
  'Valiant',
];
const TITLE_PLACES = [
  'Valley',
  'Vale',
  'Hollow',
  'Meadow',
  'Harbor',
  'Grove',
  'Village',
  'Island',
  'Garden',
  'Creek',
  'Fields',
  'Springs',
  'Cove',
  'Ridge',
  'Woods',
  'Town',
  'Bay',
  'Farm',
  'Orchard',
  'Lake',
  'Glen',
  'Heights',
  'Acres',
  'Pines',
  'Falls',
  'Haven',
  'Crossing',
  'Brook',
  'Dell',
  'Marsh',
];
const TITLE_NOUNS = [
  'Stories',
  'Tales',
  'Days',
  'Life',
  'Friends',
  'Diaries',
  'Adventures',
  'Memories',
  'Seasons',
  'Cafe',
  'Bakery',
  'Dreams',
  'Journey',
  'Kitchen',
  'Workshop',
  'Bookshop',
  'Mysteries',
  'Festival',
  'Homestead',
  'Picnic',
  'Letters',
  'Postcards',
  'Inn',
  'Greenhouse',
];

const DEVELOPER_FIRST = [
  'Pixel',
  'Acorn',
  'Lantern',
  'Teapot',
  'Sprout',
  'Moonbeam',
  'Red Fox',
  'Otter',
  'Pinecone',
  'Kettle',
  'Paper Crane',
  'Cloud',
  'Honeybee',
  'Button',
  'Puddle',
  'Tinker',
  'Marigold',
  'Chestnut',
  'Nimbus',
  'Quill',
];
const DEVELOPER_SECOND = [
  'Games',
  'Studio',
  'Studios',
  'Interactive',
  'Works',
  'Collective',
  'Softworks',
  'Labs',
  'Entertainment',
  'Playhouse',
];

/** Three sentences of about 60 + 55 + 40 characters: descriptions of about 150 characters. */
const DESCRIPTION_OPENERS = [
  'Settle into a sleepy seaside town and make a home of your own.',
  'Restore a forgotten family farm one season at a time.',
  'Run a tiny cafe where every regular has a story to share.',
  'Explore a hand-painted island full of secrets and friendly faces.',
  'Tend a rooftop garden high above a busy, rainy city.',
  'Pack your bags and move to a quiet village in the mountains.',
  'Wake up in a cottage by the lake with a whole summer ahead.',
  'Take over the general store in a village that time forgot.',
  'Sail between little islands delivering letters and parcels.',
  'Build a cabin in the woods from whatever you can gather.',
];
const DESCRIPTION_MIDDLES = [
  'Grow crops, cook hearty meals and decorate your rooms.',
  'Befriend the neighbours and help them with small chores.',
  'Fish in quiet rivers, forage berries and collect rare bugs.',
  'Craft furniture, brew tea and fill the shelves with trinkets.',
  'Care for animals, bake bread and trade at the weekly market.',
  'Solve gentle puzzles and uncover the history of the town.',
  'Paint, knit and take photos of the changing seasons.',
  'Repair old machines, plant flowers and brighten the streets.',
];
const DESCRIPTION_CLOSERS = [
  'There is no rush and nothing to lose.',
  'Play at your own pace, alone or with a friend.',
  'Every season brings new festivals to enjoy.',
  'A calm, heartwarming story awaits.',
  'Relax to a soft, hand-played soundtrack.',
  'Perfect for a rainy afternoon under a blanket.',
];

/** 16 features; a game takes 2-4 of them, stepping by 5 (coprime to 16) so none repeats. */
const FEATURES = [
  'Seasonal crops and orchards to look after',
  'Villagers with daily routines and birthdays',
  'Online co-op for up to four friends',
  'Local split-screen co-op',
  'Photo mode with filters and stickers',
  'Hundreds of furniture pieces to place',
  'Relaxed mode with no timers',
  'Fishing spots in every season',
  'Cooking recipes to discover',
  'Pets to adopt and care for',
  'Hand-drawn art and a soft soundtrack',
  'Full controller support',
  'Character creator with many styles',
  'Festivals and events all year round',
  'Crafting benches and upgradeable tools',
  'Optional combat you can skip',
];

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

/** One of the values, drawn with the given shares from the row number and a salt. */
function spread(salt: number, shares: [string, number][]): string {
  let upTo = 0;
  const branches = shares.map(([value, share]) => {
    upTo += share;
    return `when ${pick(salt, 100)} < ${upTo} then ${value}`;
  });
  return `(case ${branches.join(' ')} end)`;
}

/** One batch: games numbered `from` to `to`; the search text is built as `buildSearchText` builds it. */
function batchStatement(from: number, to: number, total: number): string {
  const featuredEvery = Math.max(1, Math.floor(total / FEATURED_GAMES));
  const first = element(TITLE_FIRST, 1);
  const place = element(TITLE_PLACES, 2);
  const noun = element(TITLE_NOUNS, 3);
  return `
insert into games (
  slug, title, description, platforms, genre, developer, release_year, rating, features,
  website_url, featured, has_combat, fail_state, time_pressure, length, play_modes, search_text, created_at,
  updated_at
)
select
  regexp_replace(lower(r.title), '[^a-z0-9]+', '-', 'g') || '-' || r.g,
  r.title, r.description, r.platforms, r.genre, r.developer, r.release_year, r.rating, r.features,
  r.website_url, r.featured, r.has_combat, r.fail_state, r.time_pressure, r.length, r.play_modes,
  trim(regexp_replace(
    concat_ws(' ', r.title, coalesce(r.developer, ''), r.genre, array_to_string(r.features, ' '), r.description),
    '\\s+', ' ', 'g'
  )),
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
    await db.execute(sql.raw(batchStatement(from, to, count)));
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
