import { GENRES, PLATFORMS } from '../../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../../common/cozy-profile.ts';
import type { Sort } from '../../../common/schemas/games.ts';
import { LRUCache } from 'lru-cache';
import { bitsOf, type FacetIndex } from './facet-index.ts';
import type { GameFilter } from './filters.ts';
import type { SearchMatches } from './search-index.ts';

/**
 * Pages of a filtered or sorted list from the facet index: the index keeps every game's place in
 * each main order, so a page is a walk along one order testing typed arrays, and only the page's
 * own rows are then read from the database. A page costs about the same at offset 0 and at offset
 * 90,000, and the database does no more for a filtered page than for a game by id. A search's
 * matches come from the search index (`search-index.ts`) and are ordered here.
 */

/** A value-code table: 1 for codes the filter chose; null when the filter is off. */
function allowed(values: readonly string[], chosen: string[] | undefined): Uint8Array | null {
  if (!chosen?.length) return null;
  const table = new Uint8Array(256);
  for (const value of chosen) table[values.indexOf(value)] = 1;
  return table;
}

function isUnfiltered(filter: GameFilter): boolean {
  return (
    filter.search === undefined &&
    !filter.platform?.length &&
    filter.combat === undefined &&
    !filter.genre?.length &&
    !filter.failState?.length &&
    !filter.timePressure?.length &&
    !filter.length?.length &&
    !filter.mode?.length
  );
}

/** A test of one position in the index against every filter that is set, a search's matches included. */
function matcher(index: FacetIndex, filter: GameFilter, search?: SearchMatches): (position: number) => boolean {
  const facets = facetMatcher(index, filter);
  if (!search) return facets;
  const found = new Uint8Array(index.size);
  for (const position of search.positions) found[position] = 1;
  return (i) => found[i] === 1 && facets(i);
}

function facetMatcher(index: FacetIndex, filter: GameFilter): (position: number) => boolean {
  const platforms = bitsOf(PLATFORMS, filter.platform ?? []);
  const modes = bitsOf(PLAY_MODES, filter.mode ?? []);
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

/** The key of a filter's marks along a sort's order. */
const marksKey = (sort: Sort | undefined, filter: GameFilter) => `${sort ?? 'newest'} ${JSON.stringify(filter)}`;

/**
 * Hands `next`, an index that differs from `previous` only in its ratings (see `refreshRatings`),
 * the marks found for `previous` along every order but the rating order, which a vote changes.
 */
export function shareMarks(previous: FacetIndex, next: FacetIndex): void {
  const marks = marksOf.get(previous);
  if (!marks || marksOf.has(next)) return;
  const kept = new LRUCache<string, Int32Array>({ max: MARKED_WALKS });
  // Least recently used first, so the copy forgets in the same order.
  for (const key of marks.rkeys()) {
    const steps = marks.peek(key);
    if (steps && !key.startsWith('rating ')) kept.set(key, steps);
  }
  marksOf.set(next, kept);
}

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
  search?: SearchMatches,
): number[] {
  if (search && sort === undefined) {
    return byRelevance(index, filter, search, limit, offset).map((position) => index.ids[position]!);
  }
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
  const matches = matcher(index, filter, search);
  // A first page walks from the start; a deeper one from the last mark before it.
  let start = 0;
  let skipped = 0;
  if (offset >= MARK_STRIDE) {
    const marks = walkMarks(index, marksKey(sort, filter), at, matches);
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

/** How many games the filter (and a search's matches, when it has a search) matches. */
export function countFromIndex(index: FacetIndex, filter: GameFilter, search?: SearchMatches): number {
  if (isUnfiltered(filter)) return index.size;
  const matches = facetMatcher(index, filter);
  let count = 0;
  if (search) {
    for (const position of search.positions) if (matches(position)) count++;
    return count;
  }
  for (let i = 0; i < index.size; i++) if (matches(i)) count++;
  return count;
}

/** Pages this deep or shallower keep only their best games while reading matches; deeper ones sort them all. */
const SELECTED_PAGE_END = 240;

/**
 * A page of a search's matches by relevance: games whose title holds every searched word first,
 * shorter titles (closer to exact) before longer, then in the order of the highest rated (the
 * same order as the list sorted by rating). Each match gets one number that sorts that way: the
 * title flag, then the length, then its place in the rating order, which no two games share.
 */
function byRelevance(
  index: FacetIndex,
  filter: GameFilter,
  search: SearchMatches,
  limit: number,
  offset: number,
): number[] {
  const ratingPlace = ratingPlacesOf(index);
  const matches = facetMatcher(index, filter);
  const size = index.size;
  const keyOf = (i: number) => {
    const position = search.positions[i]!;
    return ((1 - search.inTitle[i]!) * 0x10000 + index.titleLength[position]!) * size + ratingPlace[position]!;
  };
  const end = offset + limit;
  const keys: number[] = [];
  if (end <= SELECTED_PAGE_END) {
    // Keep the best `end` keys in order while reading: most matches lose to the worst one kept.
    for (let i = 0; i < search.positions.length; i++) {
      if (!matches(search.positions[i]!)) continue;
      const key = keyOf(i);
      if (keys.length === end && key >= keys[end - 1]!) continue;
      let at = keys.length === end ? end - 1 : keys.length;
      while (at > 0 && keys[at - 1]! > key) {
        keys[at] = keys[at - 1]!;
        at--;
      }
      keys[at] = key;
    }
  } else {
    for (let i = 0; i < search.positions.length; i++) if (matches(search.positions[i]!)) keys.push(keyOf(i));
  }
  const sorted = end <= SELECTED_PAGE_END ? keys : Float64Array.from(keys).sort();
  return Array.from(sorted.slice(offset, end), (key) => index.orders.rating[key % size]!);
}

const ratingPlaces = new WeakMap<FacetIndex, Int32Array>();

/** Each game's place in the rating order (the order read the other way round). */
function ratingPlacesOf(index: FacetIndex): Int32Array {
  let places = ratingPlaces.get(index);
  if (!places) {
    places = new Int32Array(index.size);
    index.orders.rating.forEach((position, place) => (places![position] = place));
    ratingPlaces.set(index, places);
  }
  return places;
}
