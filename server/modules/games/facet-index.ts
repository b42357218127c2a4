import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/client.ts';
import { FILTER_PLATFORMS, GENRES, PLATFORMS } from '../../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../../common/cozy-profile.ts';
import type { GameFacetCounts } from '../../../common/schemas/games.ts';
import type { GameFilter } from './filters.ts';
import {
  INDEX_FIELDS,
  selectCatalogueVersion,
  selectIndexText,
  selectRatingChanges,
  selectRatingsText,
} from './facet-index-queries.ts';
import type { SearchMatches } from './search-index.ts';

/**
 * What facet counts and 'More Like This' read of every game, held in this process as typed arrays
 * (about ten bytes a game): one pass over them counts every facet of a view, or scores every game
 * against another, in a few milliseconds at 100,000 games, where the same work in SQL reads the
 * whole table each time. Built on first use from one query, dropped on every catalogue change.
 */
export interface FacetIndex {
  /**
   * The catalogue's version read just before its rows: a later version means the index may be out
   * of date (a write between the two reads makes it look older than it is, never newer).
   */
  version: number;
  /**
   * The catalogue's words version, the same just before and just after its rows were read; -1 when
   * it moved in between. Two indexes with the same one (not -1) hold the same games with the same
   * words, so a search index made for one serves the other.
   */
  wordsVersion: number;
  /** The catalogue's ratings version read just before its ratings, as `version` is. */
  ratingsVersion: number;
  size: number;
  ids: Int32Array;
  genre: Uint8Array;
  failState: Uint8Array;
  timePressure: Uint8Array;
  length: Uint8Array;
  combat: Uint8Array;
  /** Bit i set: the game is on PLATFORMS[i]. */
  platforms: Uint16Array;
  /** Bit i set: the game is playable in PLAY_MODES[i]. */
  modes: Uint8Array;
  /** NaN without votes. */
  rating: Float32Array;
  /** Characters in the title (at most 65,535), for ranking a search's matches. */
  titleLength: Uint16Array;
  /** Positions in the index in each main order of the lists (Z-A is A-Z read backwards). */
  orders: { newest: Int32Array; title: Int32Array; rating: Int32Array };
}

/** The code of a value the game does not have (null) or the index does not know. */
export const UNKNOWN = 255;
/** The bit set of the chosen values (values it does not know are left out). */
export const bitsOf = (values: readonly string[], chosen: readonly string[]) =>
  chosen.reduce((bits, value) => {
    const index = values.indexOf(value);
    return index === -1 ? bits : bits | (1 << index);
  }, 0);

const SPACE = 32;
const NEWLINE = 10;
const ZERO = 48;
const FIELD = Object.fromEntries(INDEX_FIELDS.map((name, at) => [name, at])) as Record<
  (typeof INDEX_FIELDS)[number],
  number
>;

export async function loadFacetIndex(db: Database): Promise<FacetIndex> {
  const before = await selectCatalogueVersion(db);
  const text = await selectIndexText(db, {
    genre: GENRES,
    failState: FAIL_STATES,
    timePressure: TIME_PRESSURES,
    length: LENGTHS,
    platform: PLATFORMS,
    mode: PLAY_MODES,
    unknown: UNKNOWN,
  });
  const after = await selectCatalogueVersion(db);
  let size = text === '' ? 0 : 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) size++;
  const index: FacetIndex = {
    version: before.version,
    wordsVersion: before.words === after.words ? before.words : -1,
    ratingsVersion: before.ratings,
    size,
    ids: new Int32Array(size),
    genre: new Uint8Array(size),
    failState: new Uint8Array(size),
    timePressure: new Uint8Array(size),
    length: new Uint8Array(size),
    combat: new Uint8Array(size),
    platforms: new Uint16Array(size),
    modes: new Uint8Array(size),
    rating: new Float32Array(size),
    titleLength: new Uint16Array(size),
    orders: { newest: new Int32Array(size), title: new Int32Array(size), rating: new Int32Array(size) },
  };
  // Read digit by digit; the rating, the one field that is not a whole number, is read as written.
  const fields = new Array<number>(INDEX_FIELDS.length).fill(0);
  let game = 0;
  let field = 0;
  let value = 0;
  let ratingStart = 0;
  for (let at = 0; at <= text.length && size > 0; at++) {
    const char = at < text.length ? text.charCodeAt(at) : NEWLINE;
    if (char !== SPACE && char !== NEWLINE) {
      if (field !== FIELD.rating) value = value * 10 + (char - ZERO);
      continue;
    }
    if (field === FIELD.rating) {
      const written = text.slice(ratingStart, at);
      index.rating[game] = written === 'n' ? Number.NaN : Number(written);
    } else fields[field] = value;
    value = 0;
    field++;
    if (field === FIELD.rating) ratingStart = at + 1;
    if (char === NEWLINE) {
      index.ids[game] = fields[FIELD.id]!;
      index.genre[game] = fields[FIELD.genre]!;
      index.failState[game] = fields[FIELD.failState]!;
      index.timePressure[game] = fields[FIELD.timePressure]!;
      index.length[game] = fields[FIELD.length]!;
      index.combat[game] = fields[FIELD.combat]!;
      index.platforms[game] = fields[FIELD.platforms]!;
      index.modes[game] = fields[FIELD.modes]!;
      index.titleLength[game] = Math.min(fields[FIELD.titleLength]!, 0xffff);
      index.orders.newest[fields[FIELD.newestRank]! - 1] = game;
      index.orders.title[fields[FIELD.titleRank]! - 1] = game;
      index.orders.rating[fields[FIELD.ratingRank]! - 1] = game;
      game++;
      field = 0;
    }
  }
  return index;
}

/**
 * The index after changes to ratings alone (votes): `previous` with the ratings of the games that
 * changed since it was read, or of every game when the noted changes do not reach back that far,
 * and the rating order made again; everything else is shared. Null when anything else changed
 * since `previous` was read (or changes while the ratings are read): only a full build is then
 * right. `previous` itself when nothing changed.
 */
export async function refreshRatings(db: Database, previous: FacetIndex): Promise<FacetIndex | null> {
  const noted = await selectRatingChanges(db, previous.version, previous.ratingsVersion);
  if (noted.changed === null) return null;
  if (noted.covered && noted.ratings === previous.ratingsVersion) return previous;
  const changedOnly = noted.covered ? withChanges(previous, noted.changed) : null;
  const read = changedOnly ? { ratings: noted.ratings, rating: changedOnly } : await readEveryRating(db, previous);
  if (read === null) return null;
  return {
    ...previous,
    ratingsVersion: read.ratings,
    rating: read.rating,
    orders: { ...previous.orders, rating: ratingOrder(read.rating, previous.orders.newest) },
  };
}

/**
 * The positions whose rating differs in `later` from `earlier`, when `later` was renewed from it
 * after votes (`refreshRatings`: the same version, the very same games and facets); null when
 * `later` was built some other way, and anything may differ.
 */
export function ratingChangesSince(earlier: FacetIndex, later: FacetIndex): number[] | null {
  if (later.version !== earlier.version || later.ids !== earlier.ids) return null;
  const moved: number[] = [];
  // Object.is: NaN (no votes) equals NaN.
  for (let i = 0; i < later.size; i++) if (!Object.is(earlier.rating[i], later.rating[i])) moved.push(i);
  return moved;
}

/** Whether `index` was read before `other` (an older catalogue version, or older ratings). */
export function readBefore(index: FacetIndex, other: FacetIndex): boolean {
  return (
    index.version < other.version || (index.version === other.version && index.ratingsVersion < other.ratingsVersion)
  );
}

/** A rating as PostgreSQL writes a real, or `n` without votes. */
const ratingOf = (written: string) => (written === 'n' ? Number.NaN : Number(written));

/** `previous`'s ratings with `changed` (`id rating` pairs) applied; null for a game it does not hold. */
function withChanges(previous: FacetIndex, changed: string): Float32Array | null {
  const rating = previous.rating.slice();
  const words = changed === '' ? [] : changed.split(' ');
  for (let at = 0; at + 1 < words.length; at += 2) {
    const place = positionOf(previous, Number(words[at]));
    if (place === -1) return null;
    rating[place] = ratingOf(words[at + 1]!);
  }
  return rating;
}

/** Binary search: the position of the game with `id` in the index (ids are in ascending order), or -1. */
export function positionOf(index: Pick<FacetIndex, 'ids' | 'size'>, id: number): number {
  let low = 0;
  let high = index.size - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = index.ids[middle]!;
    if (found === id) return middle;
    if (found < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Every game's rating, in the index's order; null when the catalogue's version moved. */
async function readEveryRating(
  db: Database,
  previous: FacetIndex,
): Promise<{ ratings: number; rating: Float32Array } | null> {
  const { version, ratings, text } = await selectRatingsText(db, previous.version);
  if (text === null || version !== previous.version) return null;
  const rating = new Float32Array(previous.size);
  let game = 0;
  let start = 0;
  for (let at = 0; at <= text.length && text !== ''; at++) {
    if (at < text.length && text.charCodeAt(at) !== SPACE) continue;
    if (game === previous.size) return null;
    rating[game++] = ratingOf(text.slice(start, at));
    start = at + 1;
  }
  return game === previous.size ? { ratings, rating } : null;
}

/**
 * The lists' rating order: highest first, games without votes last, ties newest first (as the
 * newest order breaks them). The newest order dealt into one pile per rating, piles highest
 * first: a few milliseconds at 100,000 games, where sorting them took tens.
 */
function ratingOrder(rating: Float32Array, newest: Int32Array): Int32Array {
  const piles = new Map<number, number[]>();
  for (const game of newest) {
    const value = rating[game]!;
    const key = Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
    const pile = piles.get(key);
    if (pile) pile.push(game);
    else piles.set(key, [game]);
  }
  const order = new Int32Array(newest.length);
  let at = 0;
  for (const key of [...piles.keys()].sort((a, b) => b - a)) for (const game of piles.get(key)!) order[at++] = game;
  return order;
}

/**
 * Every game's facet codes packed into one number, for counting: the platforms, combat and play
 * modes in the low bits, the genre and the cozy profile's single values in the high bits, so that
 * two table lookups tell which filters a game misses. A game without a value (UNKNOWN) gets the
 * code after its facet's last value.
 */
interface Field {
  values: readonly string[];
  shift: number;
  width: number;
}
const bitWidth = (codes: number) => Math.max(1, Math.ceil(Math.log2(codes)));
function fields<T extends string>(layout: [T, readonly string[], number][]): Record<T, Field> {
  let shift = 0;
  return Object.fromEntries(
    layout.map(([name, values, width]) => {
      const field = { values, shift, width };
      shift += width;
      return [name, field];
    }),
  ) as Record<T, Field>;
}
const LOW = fields([
  ['platform', PLATFORMS, PLATFORMS.length],
  ['combat', ['false', 'true'], 1],
  ['mode', PLAY_MODES, PLAY_MODES.length],
]);
const HIGH = fields([
  ['genre', GENRES, bitWidth(GENRES.length + 1)],
  ['failState', FAIL_STATES, bitWidth(FAIL_STATES.length + 1)],
  ['timePressure', TIME_PRESSURES, bitWidth(TIME_PRESSURES.length + 1)],
  ['length', LENGTHS, bitWidth(LENGTHS.length + 1)],
]);
const LOW_BITS = LOW.mode.shift + LOW.mode.width;
const HIGH_BITS = HIGH.length.shift + HIGH.length.width;
if (LOW_BITS + HIGH_BITS > 32) throw new Error('The facet codes no longer fit in 32 bits');
const LOW_MASK = (1 << LOW_BITS) - 1;

/** The packed codes of every game, and the distinct ones with how many games have each. */
interface Packed {
  games: Uint32Array;
  /** Ascending: codes that share their high part (genre and cozy profile) stand together. */
  distinct: Uint32Array;
  weights: Uint32Array;
  /** Where each run of one high part starts in `distinct`, then the end of the last run. */
  runs: Uint32Array;
}
const packedIndexes = new WeakMap<FacetIndex, Packed>();

/**
 * Hands `next`, an index that differs from `previous` only in its ratings (see `refreshRatings`),
 * the facet codes and run sums found for `previous`: counts do not depend on ratings, and working
 * them out again after every vote costs tens of milliseconds at 100,000 games.
 */
export function shareCountingWork(previous: FacetIndex, next: FacetIndex): void {
  const packed = packedIndexes.get(previous);
  if (packed && !packedIndexes.has(next)) packedIndexes.set(next, packed);
  const sums = runSumsOf.get(previous);
  if (sums && !runSumsOf.has(next)) runSumsOf.set(next, sums);
}

function packedOf(index: FacetIndex): Packed {
  const found = packedIndexes.get(index);
  if (found) return found;
  const single = (code: number, field: Field) => (code === UNKNOWN ? field.values.length : code) << field.shift;
  const games = new Uint32Array(index.size);
  for (let i = 0; i < index.size; i++) {
    const low = index.platforms[i]! | (index.combat[i]! << LOW.combat.shift) | (index.modes[i]! << LOW.mode.shift);
    const high =
      single(index.genre[i]!, HIGH.genre) |
      single(index.failState[i]!, HIGH.failState) |
      single(index.timePressure[i]!, HIGH.timePressure) |
      single(index.length[i]!, HIGH.length);
    games[i] = (low | (high << LOW_BITS)) >>> 0;
  }
  // Many games share every code: counting each distinct set once, by its weight, is fewer steps.
  const sorted = games.slice().sort();
  const distinct: number[] = [];
  const weights: number[] = [];
  const runs: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1]) {
      weights[weights.length - 1]!++;
      continue;
    }
    if (i === 0 || sorted[i]! >>> LOW_BITS !== sorted[i - 1]! >>> LOW_BITS) runs.push(distinct.length);
    distinct.push(sorted[i]!);
    weights.push(1);
  }
  runs.push(distinct.length);
  const packed = {
    games,
    distinct: Uint32Array.from(distinct),
    weights: Uint32Array.from(weights),
    runs: Uint32Array.from(runs),
  };
  packedIndexes.set(index, packed);
  return packed;
}

/** Which filter each facet is, as a bit of a game's misses. */
const MISS = { platform: 1, combat: 2, genre: 4, failState: 8, timePressure: 16, length: 32, mode: 64 } as const;

/** A field's miss bit by code: `missed(code)` says whether a game with that code misses the filter. */
function fieldMisses(field: Field, bit: number, missed: (code: number) => boolean): Uint8Array {
  const misses = new Uint8Array(1 << field.width);
  for (let code = 0; code < misses.length; code++) misses[code] = missed(code) ? bit : 0;
  return misses;
}

/** For every possible packed part, the bits of the filters its fields' codes miss. */
function missTable(parts: [Field, Uint8Array][]): Uint8Array {
  const [last] = parts[parts.length - 1]!;
  const table = new Uint8Array(1 << (last.shift + last.width));
  for (const [field, misses] of parts) {
    const bits = (1 << field.width) - 1;
    for (let value = 0; value < table.length; value++) table[value]! |= misses[(value >>> field.shift) & bits]!;
  }
  return table;
}

/** A bit-set facet's filter: a game misses it when it has none of the chosen values. */
const missesAll = (wanted: number) => (code: number) => wanted !== 0 && (code & wanted) === 0;

/** A single-valued facet's filter: a game misses it when its code is not among the chosen. */
function missesChosen(field: Field, chosen: string[] | undefined): (code: number) => boolean {
  if (!chosen?.length) return () => false;
  const allowed = new Set(chosen.map((value) => field.values.indexOf(value)).filter((code) => code !== -1));
  return (code) => !allowed.has(code);
}

/** The platform, combat and mode filters as the bits a low part must have: 0 (or -1) for none. */
function lowWanted(filter: GameFilter) {
  return {
    platform: bitsOf(PLATFORMS, filter.platform ?? []),
    combat: filter.combat === undefined ? -1 : filter.combat ? 1 : 0,
    mode: bitsOf(PLAY_MODES, filter.mode ?? []),
  };
}

/** For every low part, the bits of the platform, combat and mode filters it misses. */
function lowMissesOf(wanted: ReturnType<typeof lowWanted>): Uint8Array {
  return missTable([
    [LOW.platform, fieldMisses(LOW.platform, MISS.platform, missesAll(wanted.platform))],
    [LOW.combat, fieldMisses(LOW.combat, MISS.combat, (code) => wanted.combat !== -1 && code !== wanted.combat)],
    [LOW.mode, fieldMisses(LOW.mode, MISS.mode, missesAll(wanted.mode))],
  ]);
}

const HIGH_FACETS = ['genre', 'failState', 'timePressure', 'length'] as const;
type HighFacet = (typeof HIGH_FACETS)[number];

/** Each high field's miss bit by code. */
function highMissesOf(filter: GameFilter): Record<HighFacet, Uint8Array> {
  const misses = (name: HighFacet) => fieldMisses(HIGH[name], MISS[name], missesChosen(HIGH[name], filter[name]));
  return {
    genre: misses('genre'),
    failState: misses('failState'),
    timePressure: misses('timePressure'),
    length: misses('length'),
  };
}

/** A field's code in a packed part. */
const codeIn = (part: number, field: Field) => (part >>> field.shift) & ((1 << field.width) - 1);

/** Counts by value code, as the facet counts are gathered before they are named. */
interface Tally {
  total: number;
  anyPlatform: number;
  platform: Int32Array;
  combat: Int32Array;
  mode: Int32Array;
  genre: Int32Array;
  failState: Int32Array;
  timePressure: Int32Array;
  length: Int32Array;
}

function emptyTally(): Tally {
  const byCode = (field: Field) => new Int32Array(1 << field.width);
  return {
    total: 0,
    anyPlatform: 0,
    platform: new Int32Array(PLATFORMS.length),
    combat: new Int32Array(2),
    mode: new Int32Array(PLAY_MODES.length),
    genre: byCode(HIGH.genre),
    failState: byCode(HIGH.failState),
    timePressure: byCode(HIGH.timePressure),
    length: byCode(HIGH.length),
  };
}

/** Adds `weight` to the count of every bit set in `bits`. */
function addBits(counts: Int32Array, at: number, bits: number, weight: number) {
  for (let rest = bits; rest !== 0; rest &= rest - 1) counts[at + 31 - Math.clz32(rest & -rest)]! += weight;
}

/**
 * What the counts need of one run of games sharing a high part, under one set of platform, combat
 * and mode filters: how many meet all three; how many meet all but perhaps the platform one, and
 * how many of those are on each platform; and likewise by combat and by play mode.
 */
const AT_MEETS = 0;
const AT_ANY_PLATFORM = 1;
const AT_PLATFORM = 2;
const AT_COMBAT = AT_PLATFORM + PLATFORMS.length;
const AT_MODE = AT_COMBAT + 2;
const STRIDE = AT_MODE + PLAY_MODES.length;

function sumsByRun(packed: Packed, lowMisses: Uint8Array): Int32Array {
  const { distinct, weights, runs } = packed;
  const sums = new Int32Array((runs.length - 1) * STRIDE);
  for (let run = 0; run < runs.length - 1; run++) {
    const at = run * STRIDE;
    for (let i = runs[run]!; i < runs[run + 1]!; i++) {
      const low = distinct[i]! & LOW_MASK;
      const misses = lowMisses[low]!;
      // Two filters or more missed: the games count nowhere.
      if ((misses & (misses - 1)) !== 0) continue;
      const weight = weights[i]!;
      if (misses === 0) sums[at + AT_MEETS]! += weight;
      if (misses === 0 || misses === MISS.platform) {
        sums[at + AT_ANY_PLATFORM]! += weight;
        addBits(sums, at + AT_PLATFORM, codeIn(low, LOW.platform), weight);
      }
      if (misses === 0 || misses === MISS.combat) sums[at + AT_COMBAT + codeIn(low, LOW.combat)]! += weight;
      if (misses === 0 || misses === MISS.mode) addBits(sums, at + AT_MODE, codeIn(low, LOW.mode), weight);
    }
  }
  return sums;
}

/**
 * Run sums by platform, combat and mode filters, per index: a crowd's views come in a few dozen of
 * those, each with many choices of genre and cozy profile, and a view's counts then take one step
 * per run (a few thousand) instead of one per distinct game (up to one per game). Bounded in bytes.
 */
const RUN_SUMS_BYTES = 16 * 1024 * 1024;
const runSumsOf = new WeakMap<FacetIndex, LRUCache<string, Int32Array>>();

function runSums(index: FacetIndex, packed: Packed, filter: GameFilter): Int32Array {
  let cache = runSumsOf.get(index);
  if (!cache) {
    cache = new LRUCache({ maxSize: RUN_SUMS_BYTES, sizeCalculation: (sums) => Math.max(1, sums.byteLength) });
    runSumsOf.set(index, cache);
  }
  const wanted = lowWanted(filter);
  const key = `${wanted.platform} ${wanted.combat} ${wanted.mode}`;
  let sums = cache.get(key);
  if (!sums) {
    sums = sumsByRun(packed, lowMissesOf(wanted));
    cache.set(key, sums);
  }
  return sums;
}

/** Every game's counts, from the run sums of its platform, combat and mode filters. */
function tallyByRuns(index: FacetIndex, filter: GameFilter): Tally {
  const packed = packedOf(index);
  const sums = runSums(index, packed, filter);
  const highMisses = highMissesOf(filter);
  const tally = emptyTally();
  for (let run = 0; run < packed.runs.length - 1; run++) {
    const high = packed.distinct[packed.runs[run]!]! >>> LOW_BITS;
    const genre = codeIn(high, HIGH.genre);
    const failState = codeIn(high, HIGH.failState);
    const timePressure = codeIn(high, HIGH.timePressure);
    const length = codeIn(high, HIGH.length);
    const misses =
      highMisses.genre[genre]! |
      highMisses.failState[failState]! |
      highMisses.timePressure[timePressure]! |
      highMisses.length[length]!;
    const at = run * STRIDE;
    const meets = sums[at + AT_MEETS]!;
    if (misses === 0) {
      tally.total += meets;
      tally.anyPlatform += sums[at + AT_ANY_PLATFORM]!;
      for (let i = 0; i < PLATFORMS.length; i++) tally.platform[i]! += sums[at + AT_PLATFORM + i]!;
      tally.combat[0]! += sums[at + AT_COMBAT]!;
      tally.combat[1]! += sums[at + AT_COMBAT + 1]!;
      for (let i = 0; i < PLAY_MODES.length; i++) tally.mode[i]! += sums[at + AT_MODE + i]!;
      tally.genre[genre]! += meets;
      tally.failState[failState]! += meets;
      tally.timePressure[timePressure]! += meets;
      tally.length[length]! += meets;
    } else if (misses === MISS.genre) tally.genre[genre]! += meets;
    else if (misses === MISS.failState) tally.failState[failState]! += meets;
    else if (misses === MISS.timePressure) tally.timePressure[timePressure]! += meets;
    else if (misses === MISS.length) tally.length[length]! += meets;
  }
  return tally;
}

/** The counts of a search's matches, one step a match: a search matches few games, each its own. */
function tallyMatches(index: FacetIndex, filter: GameFilter, search: SearchMatches): Tally {
  const { games } = packedOf(index);
  const lowMisses = lowMissesOf(lowWanted(filter));
  const byField = highMissesOf(filter);
  const highMisses = missTable(HIGH_FACETS.map((name) => [HIGH[name], byField[name]]));
  const tally = emptyTally();
  for (const position of search.positions) {
    const value = games[position]!;
    const low = value & LOW_MASK;
    const high = value >>> LOW_BITS;
    const misses = lowMisses[low]! | highMisses[high]!;
    // Two filters or more missed: the game counts nowhere.
    if ((misses & (misses - 1)) !== 0) continue;
    if (misses === 0) tally.total++;
    if (misses === 0 || misses === MISS.platform) {
      tally.anyPlatform++;
      addBits(tally.platform, 0, codeIn(low, LOW.platform), 1);
    }
    if (misses === 0 || misses === MISS.combat) tally.combat[codeIn(low, LOW.combat)]!++;
    if (misses === 0 || misses === MISS.mode) addBits(tally.mode, 0, codeIn(low, LOW.mode), 1);
    for (const name of HIGH_FACETS) {
      if (misses === 0 || misses === MISS[name]) tally[name][codeIn(high, HIGH[name])]!++;
    }
  }
  return tally;
}

/** Counts by value code into a facet's object; values the facet does not offer are left out. */
function fill<T extends string>(facet: Record<T, number>, values: readonly string[], counts: Int32Array) {
  values.forEach((value, code) => {
    if (value in facet) facet[value as T] = counts[code]!;
  });
}

const zeros = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;

/**
 * Disjunctive facet counts: a game that meets every filter counts for each of its values in every
 * facet; one that misses exactly one filter counts only in that filter's facet (a facet counts as
 * if its own choice were set aside); one that misses two counts nowhere. Without a search, the
 * games are counted in runs that share their genre and cozy profile, from sums kept per platform,
 * combat and mode filters; a search's matches are counted one by one.
 */
export function countFacets(index: FacetIndex, filter: GameFilter, search?: SearchMatches): GameFacetCounts {
  const tally = search === undefined ? tallyByRuns(index, filter) : tallyMatches(index, filter, search);
  const counts: GameFacetCounts = {
    total: tally.total,
    anyPlatform: tally.anyPlatform,
    platform: zeros(FILTER_PLATFORMS),
    combat: { true: tally.combat[1]!, false: tally.combat[0]! },
    genre: zeros(GENRES),
    failState: zeros(FAIL_STATES),
    timePressure: zeros(TIME_PRESSURES),
    length: zeros(LENGTHS),
    mode: zeros(PLAY_MODES),
  };
  fill(counts.platform, PLATFORMS, tally.platform);
  fill(counts.genre, GENRES, tally.genre);
  fill(counts.failState, FAIL_STATES, tally.failState);
  fill(counts.timePressure, TIME_PRESSURES, tally.timePressure);
  fill(counts.length, LENGTHS, tally.length);
  fill(counts.mode, PLAY_MODES, tally.mode);
  return counts;
}
