import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { games } from '../../../db/schema/index.ts';
import { FILTER_PLATFORMS, GENRES, PLATFORMS } from '../../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../../common/cozy-profile.ts';
import type { GameFacetCounts } from '../../../common/schemas/games.ts';
import { FACETS, type FacetName, type GameFilter } from './filters.ts';
import { searchCondition } from './queries.ts';

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
}

const UNKNOWN = 255;
const codeOf = (values: readonly string[], value: string | null) => {
  const index = value === null ? -1 : values.indexOf(value);
  return index === -1 ? UNKNOWN : index;
};
const bitsOf = (values: readonly string[], chosen: readonly string[]) =>
  chosen.reduce((bits, value) => {
    const index = values.indexOf(value);
    return index === -1 ? bits : bits | (1 << index);
  }, 0);

interface IndexRow {
  id: number;
  genre: string;
  failState: string | null;
  timePressure: string | null;
  length: string | null;
  hasCombat: boolean;
  platforms: string[];
  playModes: string[];
  rating: number | null;
}

export async function loadFacetIndex(db: Database): Promise<FacetIndex> {
  const rows: IndexRow[] = await db
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
    })
    .from(games)
    .orderBy(asc(games.id));
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
  });
  return index;
}

/** The positions in the index of the games a search matches (ids and index are both in id order). */
async function searchMask(db: Database, index: FacetIndex, tsQuery: string): Promise<Uint8Array> {
  const mask = new Uint8Array(index.size);
  const matches = await db.select({ id: games.id }).from(games).where(searchCondition(tsQuery)).orderBy(asc(games.id));
  let at = 0;
  for (const { id } of matches) {
    while (at < index.size && index.ids[at]! < id) at++;
    if (index.ids[at] === id) mask[at] = 1;
  }
  return mask;
}

/** For each facet, a test of one game against the view's choice of that facet (absent: no choice). */
function tests(index: FacetIndex, filter: GameFilter): Partial<Record<FacetName, (i: number) => boolean>> {
  const among = (values: readonly string[], chosen: string[] | undefined, codes: Uint8Array) => {
    if (!chosen?.length) return undefined;
    const allowed = new Set(chosen.map((value) => values.indexOf(value)));
    return (i: number) => allowed.has(codes[i]!);
  };
  const overlaps = (values: readonly string[], chosen: string[] | undefined, bits: Uint8Array | Uint16Array) => {
    if (!chosen?.length) return undefined;
    const wanted = bitsOf(values, chosen);
    return (i: number) => (bits[i]! & wanted) !== 0;
  };
  const combat = filter.combat === undefined ? undefined : filter.combat ? 1 : 0;
  return {
    platform: overlaps(PLATFORMS, filter.platform, index.platforms),
    combat: combat === undefined ? undefined : (i: number) => index.combat[i] === combat,
    genre: among(GENRES, filter.genre, index.genre),
    failState: among(FAIL_STATES, filter.failState, index.failState),
    timePressure: among(TIME_PRESSURES, filter.timePressure, index.timePressure),
    length: among(LENGTHS, filter.length, index.length),
    mode: overlaps(PLAY_MODES, filter.mode, index.modes),
  };
}

const zeros = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;

/**
 * Disjunctive facet counts: a game that meets every filter counts for each of its values in every
 * facet; one that misses exactly one filter counts only in that filter's facet (a facet counts as
 * if its own choice were set aside); one that misses two counts nowhere.
 */
export async function countFacets(db: Database, index: FacetIndex, filter: GameFilter): Promise<GameFacetCounts> {
  const mask = filter.search === undefined ? null : await searchMask(db, index, filter.search);
  const active = Object.entries(tests(index, filter)).filter(([, test]) => test !== undefined) as [
    FacetName,
    (i: number) => boolean,
  ][];
  const counts: GameFacetCounts = {
    total: 0,
    anyPlatform: 0,
    platform: zeros(FILTER_PLATFORMS),
    combat: zeros(['true', 'false'] as const),
    genre: zeros(GENRES),
    failState: zeros(FAIL_STATES),
    timePressure: zeros(TIME_PRESSURES),
    length: zeros(LENGTHS),
    mode: zeros(PLAY_MODES),
  };
  const addCode = (facet: Record<string, number>, values: readonly string[], code: number) => {
    if (code !== UNKNOWN && values[code]! in facet) facet[values[code]!]!++;
  };
  const addBits = (facet: Record<string, number>, values: readonly string[], bits: number) => {
    values.forEach((value, bit) => {
      if (bits & (1 << bit) && value in facet) facet[value]!++;
    });
  };
  const countIn = (facet: FacetName, i: number) => {
    switch (facet) {
      case 'platform':
        return addBits(counts.platform, PLATFORMS, index.platforms[i]!);
      case 'combat':
        return counts.combat[index.combat[i] ? 'true' : 'false']++;
      case 'genre':
        return addCode(counts.genre, GENRES, index.genre[i]!);
      case 'failState':
        return addCode(counts.failState, FAIL_STATES, index.failState[i]!);
      case 'timePressure':
        return addCode(counts.timePressure, TIME_PRESSURES, index.timePressure[i]!);
      case 'length':
        return addCode(counts.length, LENGTHS, index.length[i]!);
      case 'mode':
        return addBits(counts.mode, PLAY_MODES, index.modes[i]!);
    }
  };
  for (let i = 0; i < index.size; i++) {
    if (mask && !mask[i]) continue;
    let missed: FacetName | null = null;
    let misses = 0;
    for (const [name, test] of active) {
      if (!test(i)) {
        missed = name;
        if (++misses > 1) break;
      }
    }
    if (misses > 1) continue;
    if (missed !== null) {
      countIn(missed, i);
      if (missed === 'platform') counts.anyPlatform++;
      continue;
    }
    counts.total++;
    counts.anyPlatform++;
    for (const name of FACETS) countIn(name, i);
  }
  return counts;
}

/**
 * The ids of up to `limit` games most like the one at `at`, never itself: the same genre weighs
 * most, then each cozy dimension it shares (fail states and time pressure more than length, combat
 * and play modes), then a shared platform; better rated first on a tie, then the older id.
 */
export function similarIds(index: FacetIndex, id: number, limit = 4): number[] {
  const at = index.ids.indexOf(id);
  if (at === -1) return [];
  const same = (codes: Uint8Array, i: number) => (codes[at] !== UNKNOWN && codes[i] === codes[at] ? 1 : 0);
  const best: { i: number; score: number; rating: number }[] = [];
  const better = (a: (typeof best)[number], b: (typeof best)[number]) =>
    a.score !== b.score
      ? a.score > b.score
      : a.rating !== b.rating
        ? a.rating > b.rating
        : index.ids[a.i]! < index.ids[b.i]!;
  for (let i = 0; i < index.size; i++) {
    if (i === at) continue;
    const score =
      4 * same(index.genre, i) +
      3 * same(index.failState, i) +
      3 * same(index.timePressure, i) +
      2 * (index.combat[i] === index.combat[at] ? 1 : 0) +
      2 * same(index.length, i) +
      2 * ((index.modes[i]! & index.modes[at]!) !== 0 ? 1 : 0) +
      ((index.platforms[i]! & index.platforms[at]!) !== 0 ? 1 : 0);
    const rating = Number.isNaN(index.rating[i]!) ? -1 : index.rating[i]!;
    const candidate = { i, score, rating };
    if (best.length === limit && !better(candidate, best[limit - 1]!)) continue;
    best.push(candidate);
    best.sort((a, b) => (better(a, b) ? -1 : 1));
    if (best.length > limit) best.pop();
  }
  return best.map(({ i }) => index.ids[i]!);
}

/**
 * Keeps one index per process, built by the first request that needs it after each change. Like the
 * other catalogue caches it also lives at most `maxAgeMs` (0: built for every request), which
 * bounds how long a write made outside the services (a script on the database) goes unseen.
 */
export function createFacetIndexHolder(db: Database, maxAgeMs: number) {
  let current: { index: Promise<FacetIndex>; expires: number } | null = null;
  return {
    get(): Promise<FacetIndex> {
      if (current && current.expires > Date.now()) return current.index;
      const loading = loadFacetIndex(db);
      const entry = { index: loading, expires: Date.now() + maxAgeMs };
      current = entry;
      loading.catch(() => {
        if (current === entry) current = null;
      });
      return loading;
    },
    clear() {
      current = null;
    },
  };
}
