import { LRUCache } from 'lru-cache';
import type { Sort } from '../../../common/schemas/games.ts';
import type { GameFilter } from './filter.ts';
import { facetMatcher, isUnfiltered, matcherOf } from './matcher.ts';
import type { SearchMatches } from './search-index.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * Pages of a list from the snapshot: it keeps every game's place in each main order, so a page is
 * a walk along one order testing each game with the one matcher, and only the page's own games are
 * then read (most of them kept by id). A page costs about the same at offset 0 and at offset
 * 90,000: every 256th match of a filter along an order is marked the first time it is paged deep.
 * A search's matches come from the search index and are ordered here.
 */

/** Every MARK_STRIDE-th match of a filter along an order is marked, so a deep page starts near its rows. */
const MARK_STRIDE = 256;
/** Marks kept per snapshot: one filter's marks along one order are a few hundred bytes. */
const MARKED_WALKS = 2_000;

/** The key of a filter's marks along a sort's order. */
const marksKey = (sort: Sort | undefined, filter: GameFilter) => `${sort ?? 'newest'} ${JSON.stringify(filter)}`;

/**
 * The marks found for `previous` along every order but the rating order, which a vote changes, for
 * `next`, which differs from it only in its ratings.
 */
export function carryMarks(previous: Snapshot, next: Snapshot): void {
  const marks = previous.derived.marks;
  if (!marks || next.derived.marks) return;
  const kept = new LRUCache<string, Int32Array>({ max: MARKED_WALKS });
  // Least recently used first, so the copy forgets in the same order.
  for (const key of marks.rkeys()) {
    const steps = marks.peek(key);
    if (steps && !key.startsWith('rating ')) kept.set(key, steps);
  }
  next.derived.marks = kept;
}

/**
 * The step along the walk of each MARK_STRIDE-th match (the 0th, the 256th, ...), found in one pass
 * the first time a filter is paged in an order, then kept with the snapshot it was found in.
 */
function walkMarks(snapshot: Snapshot, key: string, walk: (step: number) => number, matches: (i: number) => boolean) {
  const marks = (snapshot.derived.marks ??= new LRUCache({ max: MARKED_WALKS }));
  let found = marks.get(key);
  if (!found) {
    const steps: number[] = [];
    let count = 0;
    for (let step = 0; step < snapshot.size; step++) {
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
export function pageOf(
  snapshot: Snapshot,
  filter: GameFilter,
  sort: Sort | undefined,
  limit: number,
  offset: number,
  search?: SearchMatches,
): number[] {
  if (search && sort === undefined) {
    return byRelevance(snapshot, filter, search, limit, offset).map((position) => snapshot.ids[position]!);
  }
  const [order, backwards] =
    sort === 'a-z'
      ? [snapshot.orders.title, false]
      : sort === 'z-a'
        ? [snapshot.orders.title, true]
        : sort === 'rating'
          ? [snapshot.orders.rating, false]
          : [snapshot.orders.newest, false];
  const at = (step: number) => order[backwards ? snapshot.size - 1 - step : step]!;
  const ids: number[] = [];
  if (isUnfiltered(filter)) {
    // The whole catalogue: the page is a slice of the order.
    for (let step = offset; step < Math.min(snapshot.size, offset + limit); step++) ids.push(snapshot.ids[at(step)]!);
    return ids;
  }
  const matches = matcherOf(snapshot, filter, search);
  // A first page walks from the start; a deeper one from the last mark before it.
  let start = 0;
  let skipped = 0;
  if (offset >= MARK_STRIDE) {
    const marks = walkMarks(snapshot, marksKey(sort, filter), at, matches);
    if (marks.length === 0) return ids;
    const mark = Math.min(Math.floor(offset / MARK_STRIDE), marks.length - 1);
    start = marks[mark]!;
    skipped = mark * MARK_STRIDE;
  }
  for (let step = start; step < snapshot.size && ids.length < limit; step++) {
    const position = at(step);
    if (!matches(position)) continue;
    if (skipped < offset) skipped++;
    else ids.push(snapshot.ids[position]!);
  }
  return ids;
}

/** How many games the filter (and a search's matches, when it has a search) matches. */
export function countOf(snapshot: Snapshot, filter: GameFilter, search?: SearchMatches): number {
  if (isUnfiltered(filter)) return snapshot.size;
  const matches = facetMatcher(snapshot, filter);
  let count = 0;
  if (search) {
    for (const position of search.positions) if (matches(position)) count++;
    return count;
  }
  for (let i = 0; i < snapshot.size; i++) if (matches(i)) count++;
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
  snapshot: Snapshot,
  filter: GameFilter,
  search: SearchMatches,
  limit: number,
  offset: number,
): number[] {
  const ratingPlace = ratingPlacesOf(snapshot);
  const matches = facetMatcher(snapshot, filter);
  const size = snapshot.size;
  const keyOf = (i: number) => {
    const position = search.positions[i]!;
    return ((1 - search.inTitle[i]!) * 0x10000 + snapshot.titleLength[position]!) * size + ratingPlace[position]!;
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
  return Array.from(sorted.slice(offset, end), (key) => snapshot.orders.rating[key % size]!);
}

/** Each game's place in the rating order (the order read the other way round). */
function ratingPlacesOf(snapshot: Snapshot): Int32Array {
  let places = snapshot.derived.ratingPlaces;
  if (!places) {
    places = new Int32Array(snapshot.size);
    snapshot.orders.rating.forEach((position, place) => (places![position] = place));
    snapshot.derived.ratingPlaces = places;
  }
  return places;
}
