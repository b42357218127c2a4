import type { Database } from '../../../db/client.ts';
import { FILTER_PLATFORMS, GENRES, PLATFORMS } from '../../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../../common/cozy-profile.ts';
import type { GameFacetCounts } from '../../../common/schemas/games.ts';
import type { GameFilter } from './filters.ts';
import { selectIndexRows } from './facet-index-queries.ts';
import type { SearchMatches } from './search-index.ts';

/**
 * What facet counts and 'More Like This' read of every game, held in this process as typed arrays
 * (about ten bytes a game): one pass over them counts every facet of a view, or scores every game
 * against another, in a few milliseconds at 100,000 games, where the same work in SQL reads the
 * whole table each time. Built on first use from one query, dropped on every catalogue change.
 */
export interface FacetIndex {
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
const codeOf = (values: readonly string[], value: string | null) => {
  const index = value === null ? -1 : values.indexOf(value);
  return index === -1 ? UNKNOWN : index;
};
/** The bit set of the chosen values (values it does not know are left out). */
export const bitsOf = (values: readonly string[], chosen: readonly string[]) =>
  chosen.reduce((bits, value) => {
    const index = values.indexOf(value);
    return index === -1 ? bits : bits | (1 << index);
  }, 0);

export async function loadFacetIndex(db: Database): Promise<FacetIndex> {
  const rows = await selectIndexRows(db);
  const size = rows.length;
  const index: FacetIndex = {
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
  rows.forEach((row, i) => {
    index.ids[i] = row.id;
    index.genre[i] = codeOf(GENRES, row.genre);
    index.failState[i] = codeOf(FAIL_STATES, row.failState);
    index.timePressure[i] = codeOf(TIME_PRESSURES, row.timePressure);
    index.length[i] = codeOf(LENGTHS, row.length);
    index.combat[i] = row.hasCombat ? 1 : 0;
    index.platforms[i] = bitsOf(PLATFORMS, row.platforms);
    index.modes[i] = bitsOf(PLAY_MODES, row.playModes);
    index.rating[i] = row.rating ?? Number.NaN;
    index.titleLength[i] = Math.min(row.titleLength, 0xffff);
    index.orders.newest[row.newestRank - 1] = i;
    index.orders.title[row.titleRank - 1] = i;
    index.orders.rating[row.ratingRank - 1] = i;
  });
  return index;
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
  distinct: Uint32Array;
  weights: Uint32Array;
}
const packedIndexes = new WeakMap<FacetIndex, Packed>();

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
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1]) weights[weights.length - 1]!++;
    else {
      distinct.push(sorted[i]!);
      weights.push(1);
    }
  }
  const packed = { games, distinct: Uint32Array.from(distinct), weights: Uint32Array.from(weights) };
  packedIndexes.set(index, packed);
  return packed;
}

/** The games a search matches, packed, each of weight one. */
function matchedGames(packed: Packed, matches: SearchMatches): Packed {
  const games = new Uint32Array(matches.positions.length);
  matches.positions.forEach((position, i) => (games[i] = packed.games[position]!));
  return { games, distinct: games, weights: new Uint32Array(games.length).fill(1) };
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

/** Counts by value code into a facet's object; values the facet does not offer are left out. */
function fill<T extends string>(facet: Record<T, number>, values: readonly string[], counts: Int32Array) {
  values.forEach((value, code) => {
    if (value in facet) facet[value as T] = counts[code]!;
  });
}

/**
 * Turns counts by bit mask (how many games have exactly these platforms, say) into counts by bit:
 * counting masks in the loop is one increment a game, however many bits each has.
 */
function countsByBit(byMask: Int32Array, width: number): Int32Array {
  const counts = new Int32Array(width);
  for (let mask = 1; mask < byMask.length; mask++) {
    const count = byMask[mask]!;
    if (count === 0) continue;
    for (let bit = 0; bit < width; bit++) if (mask & (1 << bit)) counts[bit]! += count;
  }
  return counts;
}

const zeros = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;

/**
 * Disjunctive facet counts: a game that meets every filter counts for each of its values in every
 * facet; one that misses exactly one filter counts only in that filter's facet (a facet counts as
 * if its own choice were set aside); one that misses two counts nowhere. Games with the same codes
 * are counted together, and two table lookups a set of codes tell which filters it misses, so the
 * loop stays around a millisecond at 100,000 games.
 */
export function countFacets(index: FacetIndex, filter: GameFilter, search?: SearchMatches): GameFacetCounts {
  const all = packedOf(index);
  const { distinct, weights } = search === undefined ? all : matchedGames(all, search);
  const combatWanted = filter.combat === undefined ? -1 : filter.combat ? 1 : 0;
  const lowMisses = missTable([
    [LOW.platform, fieldMisses(LOW.platform, MISS.platform, missesAll(bitsOf(PLATFORMS, filter.platform ?? [])))],
    [LOW.combat, fieldMisses(LOW.combat, MISS.combat, (code) => combatWanted !== -1 && code !== combatWanted)],
    [LOW.mode, fieldMisses(LOW.mode, MISS.mode, missesAll(bitsOf(PLAY_MODES, filter.mode ?? [])))],
  ]);
  const highMisses = missTable(
    (['genre', 'failState', 'timePressure', 'length'] as const).map((name) => [
      HIGH[name],
      fieldMisses(HIGH[name], MISS[name], missesChosen(HIGH[name], filter[name])),
    ]),
  );
  // Whole-number counts: a game count never reaches 2^31.
  const platformMasks = new Int32Array(1 << LOW.platform.width);
  const modeMasks = new Int32Array(1 << LOW.mode.width);
  const combatCounts = new Int32Array(2);
  const genreCounts = new Int32Array(1 << HIGH.genre.width);
  const failCounts = new Int32Array(1 << HIGH.failState.width);
  const timeCounts = new Int32Array(1 << HIGH.timePressure.width);
  const lengthCounts = new Int32Array(1 << HIGH.length.width);
  let total = 0;
  let anyPlatform = 0;
  // The parts' places as plain numbers, read once: the loop below runs for every distinct game.
  const platformBits = (1 << LOW.platform.width) - 1;
  const [combatShift, modeShift, modeBits] = [LOW.combat.shift, LOW.mode.shift, (1 << LOW.mode.width) - 1];
  const [genreShift, genreBits] = [HIGH.genre.shift, (1 << HIGH.genre.width) - 1];
  const [failShift, failBits] = [HIGH.failState.shift, (1 << HIGH.failState.width) - 1];
  const [timeShift, timeBits] = [HIGH.timePressure.shift, (1 << HIGH.timePressure.width) - 1];
  const [lengthShift, lengthBits] = [HIGH.length.shift, (1 << HIGH.length.width) - 1];
  for (let i = 0; i < distinct.length; i++) {
    const value = distinct[i]!;
    const low = value & LOW_MASK;
    const high = value >>> LOW_BITS;
    const misses = lowMisses[low]! | highMisses[high]!;
    // Two filters or more missed: the game counts nowhere.
    if ((misses & (misses - 1)) !== 0) continue;
    const weight = weights[i]!;
    if (misses === 0) {
      total += weight;
      anyPlatform += weight;
      platformMasks[low & platformBits]! += weight;
      combatCounts[(low >>> combatShift) & 1]! += weight;
      modeMasks[(low >>> modeShift) & modeBits]! += weight;
      genreCounts[(high >>> genreShift) & genreBits]! += weight;
      failCounts[(high >>> failShift) & failBits]! += weight;
      timeCounts[(high >>> timeShift) & timeBits]! += weight;
      lengthCounts[(high >>> lengthShift) & lengthBits]! += weight;
    } else if (misses === MISS.platform) {
      anyPlatform += weight;
      platformMasks[low & platformBits]! += weight;
    } else if (misses === MISS.combat) combatCounts[(low >>> combatShift) & 1]! += weight;
    else if (misses === MISS.mode) modeMasks[(low >>> modeShift) & modeBits]! += weight;
    else if (misses === MISS.genre) genreCounts[(high >>> genreShift) & genreBits]! += weight;
    else if (misses === MISS.failState) failCounts[(high >>> failShift) & failBits]! += weight;
    else if (misses === MISS.timePressure) timeCounts[(high >>> timeShift) & timeBits]! += weight;
    else lengthCounts[(high >>> lengthShift) & lengthBits]! += weight;
  }
  const platformCounts = countsByBit(platformMasks, PLATFORMS.length);
  const modeCounts = countsByBit(modeMasks, PLAY_MODES.length);
  const counts: GameFacetCounts = {
    total,
    anyPlatform,
    platform: zeros(FILTER_PLATFORMS),
    combat: { true: combatCounts[1]!, false: combatCounts[0]! },
    genre: zeros(GENRES),
    failState: zeros(FAIL_STATES),
    timePressure: zeros(TIME_PRESSURES),
    length: zeros(LENGTHS),
    mode: zeros(PLAY_MODES),
  };
  fill(counts.platform, PLATFORMS, platformCounts);
  fill(counts.genre, GENRES, genreCounts);
  fill(counts.failState, FAIL_STATES, failCounts);
  fill(counts.timePressure, TIME_PRESSURES, timeCounts);
  fill(counts.length, LENGTHS, lengthCounts);
  fill(counts.mode, PLAY_MODES, modeCounts);
  return counts;
}
