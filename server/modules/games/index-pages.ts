import { GENRES, PLATFORMS } from '../../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../../common/cozy-profile.ts';
import type { Sort } from '../../../common/schemas/games.ts';
import { LRUCache } from 'lru-cache';
import type { FacetIndex } from './facet-index.ts';
import type { GameFilter } from './filters.ts';

/**
 * Pages of a filtered or sorted list from the facet index: the index keeps every game's place in
 * each main order, so a page is a walk along one order testing typed arrays, and only the page's
 * own rows are then read from the database. A page costs about the same at offset 0 and at offset
 * 90,000, and the database does no more for a filtered page than for a game by id. A search is not
 * in the index; those lists stay in SQL.
 */

/** A value-code table: 1 for codes the filter chose; null when the filter is off. */
function allowed(values: readonly string[], chosen: string[] | undefined): Uint8Array | null {
  if (!chosen?.length) return null;
  const table = new Uint8Array(256);
  for (const value of chosen) table[values.indexOf(value)] = 1;
  return table;
}

function bits(values: readonly string[], chosen: string[] | undefined): number {
  return (chosen ?? []).reduce((set, value) => set | (1 << values.indexOf(value)), 0);
}

const known = (values: readonly string[], chosen: string[] | undefined) =>
  (chosen ?? []).every((value) => values.includes(value));

/** Whether the index can answer this filter exactly: no search, and only values it has codes for. */
export function indexAnswers(filter: GameFilter): boolean {
  return (
    filter.search === undefined &&
    known(PLATFORMS, filter.platform) &&
    known(GENRES, filter.genre) &&
    known(FAIL_STATES, filter.failState) &&
    known(TIME_PRESSURES, filter.timePressure) &&
    known(LENGTHS, filter.length) &&
    known(PLAY_MODES, filter.mode)
  );
}

function isUnfiltered(filter: GameFilter): boolean {
  return (
    !filter.platform?.length &&
    filter.combat === undefined &&
    !filter.genre?.length &&
    !filter.failState?.length &&
    !filter.timePressure?.length &&
    !filter.length?.length &&
    !filter.mode?.length
  );
}

/** A test of one position in the index against every filter that is set. */
function matcher(index: FacetIndex, filter: GameFilter): (position: number) => boolean {
  const platforms = bits(PLATFORMS, filter.platform);
  const modes = bits(PLAY_MODES, filter.mode);
  const combat = filter.combat === undefined ? -1 : filter.combat ? 1 : 0;
  const genre = allowed(GENRES, filter.genre);
  const failState = allowed(FAIL_STATES, filter.failState);
  const timePressure = allowed(TIME_PRESSURES, filter.timePressure);
  const length = allowed(LENGTHS, filter.length);
  return (i) =>
    (platforms === 0 || (index.platforms[i]! & platforms) !== 0) &&
    (combat === -1 || index.combat[i] === combat) &&
    (genre === null || genre[index.genre[i]!] === 1) &&
    (failState === null || failState[index.failState[i]!] === 1) &&
    (timePressure === null || timePressure[index.timePressure[i]!] === 1) &&
    (length === null || length[index.length[i]!] === 1) &&
    (modes === 0 || (index.modes[i]! & modes) !== 0);
}

/** Every MARK_STRIDE-th match of a filter along an order is marked, so a deep page starts near its rows. */
const MARK_STRIDE = 256;
/** Marks kept per index: one filter's marks along one order are a few hundred bytes. */
const MARKED_WALKS = 2_000;
const marksOf = new WeakMap<FacetIndex, LRUCache<string, Int32Array>>();

/**
 * The step along the walk of each MARK_STRIDE-th match (the 0th, the 256th, ...), found in one pass
 * the first time a filter is paged in an order, then kept with the index it was found in.
 */
function walkMarks(index: FacetIndex, key: string, walk: (step: number) => number, matches: (i: number) => boolean) {
  let marks = marksOf.get(index);
  if (!marks) {
    marks = new LRUCache({ max: MARKED_WALKS });
    marksOf.set(index, marks);
  }
  let found = marks.get(key);
  if (!found) {
    const steps: number[] = [];
    let count = 0;
    for (let step = 0; step < index.size; step++) {
      if (!matches(walk(step))) continue;
      if (count % MARK_STRIDE === 0) steps.push(step);
      count++;
    }
    found = Int32Array.from(steps);
    marks.set(key, found);
  }
  return found;
}

/** The ids of one page of the games the filter matches, in the sort's order. */
export function pageFromIndex(
  index: FacetIndex,
  filter: GameFilter,
  sort: Sort | undefined,
  limit: number,
  offset: number,
): number[] {
  const [order, backwards] =
    sort === 'a-z'
      ? [index.orders.title, false]
      : sort === 'z-a'
        ? [index.orders.title, true]
        : sort === 'rating'
          ? [index.orders.rating, false]
          : [index.orders.newest, false];
  const at = (step: number) => order[backwards ? index.size - 1 - step : step]!;
  const ids: number[] = [];
  if (isUnfiltered(filter)) {
    // The whole catalogue: the page is a slice of the order.
    for (let step = offset; step < Math.min(index.size, offset + limit); step++) ids.push(index.ids[at(step)]!);
    return ids;
  }
  const matches = matcher(index, filter);
  // A first page walks from the start; a deeper one from the last mark before it.
  let start = 0;
  let skipped = 0;
  if (offset >= MARK_STRIDE) {
    const marks = walkMarks(index, JSON.stringify([sort ?? 'newest', filter]), at, matches);
    if (marks.length === 0) return ids;
    const mark = Math.min(Math.floor(offset / MARK_STRIDE), marks.length - 1);
    start = marks[mark]!;
    skipped = mark * MARK_STRIDE;
  }
  for (let step = start; step < index.size && ids.length < limit; step++) {
    const position = at(step);
    if (!matches(position)) continue;
    if (skipped < offset) skipped++;
    else ids.push(index.ids[position]!);
  }
  return ids;
}

/** How many games the filter matches. */
export function countFromIndex(index: FacetIndex, filter: GameFilter): number {
  if (isUnfiltered(filter)) return index.size;
  const matches = matcher(index, filter);
  let count = 0;
  for (let i = 0; i < index.size; i++) if (matches(i)) count++;
  return count;
}
