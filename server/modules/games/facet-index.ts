import type { Database } from '../../../db/client.ts';
import { FILTER_PLATFORMS, GENRES, PLATFORMS } from '../../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../../common/cozy-profile.ts';
import type { GameFacetCounts } from '../../../common/schemas/games.ts';
import type { GameFilter } from './filters.ts';
import { selectIndexRows, selectSearchMatches } from './facet-index-queries.ts';

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
  /** Positions in the index in each main order of the lists (Z-A is A-Z read backwards). */
  orders: { newest: Int32Array; title: Int32Array; rating: Int32Array };
}

/** The code of a value the game does not have (null) or the index does not know. */
export const UNKNOWN = 255;
const codeOf = (values: readonly string[], value: string | null) => {
  const index = value === null ? -1 : values.indexOf(value);
  return index === -1 ? UNKNOWN : index;
};
const bitsOf = (values: readonly string[], chosen: readonly string[]) =>
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
    index.orders.newest[row.newestRank - 1] = i;
    index.orders.title[row.titleRank - 1] = i;
    index.orders.rating[row.ratingRank - 1] = i;
  });
  return index;
}

/** The positions in the index of the games a search matches (ids and index are both in id order). */
async function searchMask(db: Database, index: FacetIndex, tsQuery: string): Promise<Uint8Array> {
  const mask = new Uint8Array(index.size);
  const matches = await selectSearchMatches(db, tsQuery);
  let at = 0;
  for (const { id } of matches) {
    while (at < index.size && index.ids[at]! < id) at++;
    if (index.ids[at] === id) mask[at] = 1;
  }
  return mask;
}

/** A table from value code to 1 when the view chose that value; null when the filter is off. */
function allowedCodes(values: readonly string[], chosen: string[] | undefined): Uint8Array | null {
  if (!chosen?.length) return null;
  const allowed = new Uint8Array(256);
  for (const value of chosen) {
    const code = values.indexOf(value);
    if (code !== -1) allowed[code] = 1;
  }
  return allowed;
}

/** Counts by value code into a facet's object; values the facet does not offer are left out. */
function fill<T extends string>(facet: Record<T, number>, values: readonly string[], counts: Float64Array) {
  values.forEach((value, code) => {
    if (value in facet) facet[value as T] = counts[code]!;
  });
}

/**
 * Turns counts by bit mask (how many games have exactly these platforms, say) into counts by bit:
 * counting masks in the loop is one increment a game, however many bits each has.
 */
function countsByBit(byMask: Float64Array, width: number): Float64Array {
  const counts = new Float64Array(width);
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
 * if its own choice were set aside); one that misses two counts nowhere. The loop reads typed
 * arrays only, so it stays a few milliseconds at 100,000 games.
 */
export async function countFacets(db: Database, index: FacetIndex, filter: GameFilter): Promise<GameFacetCounts> {
  const mask = filter.search === undefined ? null : await searchMask(db, index, filter.search);
  const platformWanted = filter.platform?.length ? bitsOf(PLATFORMS, filter.platform) : 0;
  const modeWanted = filter.mode?.length ? bitsOf(PLAY_MODES, filter.mode) : 0;
  const combatWanted = filter.combat === undefined ? -1 : filter.combat ? 1 : 0;
  const genreAllowed = allowedCodes(GENRES, filter.genre);
  const failAllowed = allowedCodes(FAIL_STATES, filter.failState);
  const timeAllowed = allowedCodes(TIME_PRESSURES, filter.timePressure);
  const lengthAllowed = allowedCodes(LENGTHS, filter.length);
  const platformMasks = new Float64Array(1 << PLATFORMS.length);
  const modeMasks = new Float64Array(1 << PLAY_MODES.length);
  const combatCounts = new Float64Array(2);
  const genreCounts = new Float64Array(256);
  const failCounts = new Float64Array(256);
  const timeCounts = new Float64Array(256);
  const lengthCounts = new Float64Array(256);
  let total = 0;
  let anyPlatform = 0;
  const { platforms, modes, combat, genre, failState, timePressure, length } = index;
  for (let i = 0; i < index.size; i++) {
    if (mask !== null && mask[i] === 0) continue;
    // Which filters the game misses: `missed` names the last one (0 platform … 6 mode).
    let misses = 0;
    let missed = -1;
    if (platformWanted !== 0 && (platforms[i]! & platformWanted) === 0) {
      misses++;
      missed = 0;
    }
    if (combatWanted !== -1 && combat[i] !== combatWanted) {
      misses++;
      missed = 1;
    }
    if (genreAllowed !== null && genreAllowed[genre[i]!] === 0) {
      misses++;
      missed = 2;
    }
    if (misses > 1) continue;
    if (failAllowed !== null && failAllowed[failState[i]!] === 0) {
      misses++;
      missed = 3;
    }
    if (timeAllowed !== null && timeAllowed[timePressure[i]!] === 0) {
      misses++;
      missed = 4;
    }
    if (lengthAllowed !== null && lengthAllowed[length[i]!] === 0) {
      misses++;
      missed = 5;
    }
    if (modeWanted !== 0 && (modes[i]! & modeWanted) === 0) {
      misses++;
      missed = 6;
    }
    if (misses > 1) continue;
    const all = misses === 0;
    if (all) total++;
    if (all || missed === 0) {
      anyPlatform++;
      platformMasks[platforms[i]!]!++;
    }
    if (all || missed === 1) combatCounts[combat[i]!]!++;
    if (all || missed === 2) genreCounts[genre[i]!]!++;
    if (all || missed === 3) failCounts[failState[i]!]!++;
    if (all || missed === 4) timeCounts[timePressure[i]!]!++;
    if (all || missed === 5) lengthCounts[length[i]!]!++;
    if (all || missed === 6) modeMasks[modes[i]!]!++;
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
