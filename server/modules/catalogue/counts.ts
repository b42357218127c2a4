import type { GameFacetCounts } from '../../../common/schemas/games.ts';
import type { GameFilter } from './filter.ts';
import {
  addValues,
  codeIn,
  HIGH,
  highMissesOf,
  highOf,
  LOW,
  lowMissesAt,
  lowMissesOf,
  lowOf,
  missesSeveral,
  packedOf,
  type Field,
} from './packing.ts';
import { LOW_AT, runSums, STRIDE } from './run-sums.ts';
import type { SearchMatches } from './search-index.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * Disjunctive facet counts: a game that meets every filter counts for each of its values in every
 * facet; one that misses exactly one filter counts only in that filter's facet (a facet counts as if
 * its own choice were set aside); one that misses two counts nowhere.
 *
 * The one exception is 'Avoid' (a `none` facet): for each value it counts the games that would match
 * were that value avoided too, its own choice kept.
 *
 * That is the whole idea; the rest is making it cheap at 100,000 games. Each game's codes are packed
 * into one number (exact in a double): the first single-valued facets (`one`) in a high part of at
 * most 12 bits, every other facet in the low part. Many games share every code, so each distinct
 * number is counted once, by its weight. Numbers are sorted, so games sharing a high part stand
 * together in runs (a few thousand at most); for each choice of the low facets (a crowd's views come
 * in a few dozen) the sums of every run are kept, and a view's counts then take one step per run. A
 * search's matches, few and each its own, are counted one by one.
 */

/**
 * Counts by slot, as gathered before they are named: `low` laid out as a run's sums are (how many
 * meet every filter, then for each low field how many meet all but perhaps its own, and by value),
 * `high` by code for each high field.
 */
interface Tally {
  low: Int32Array;
  high: Int32Array[];
}

const emptyTally = (): Tally => ({
  low: new Int32Array(STRIDE),
  high: HIGH.map((field) => new Int32Array(1 << field.width)),
});

const HIGH_SHIFT = Int32Array.from(HIGH, (field) => field.shift);
const HIGH_MASK = Int32Array.from(HIGH, (field) => (1 << field.width) - 1);
/** Which high field a single miss bit belongs to (-1 for a low one). */
const HIGH_BY_MISS = Int8Array.from({ length: 32 }, (_, bit) => HIGH.findIndex((field) => field.miss === 1 << bit));

function tallyByRuns(snapshot: Snapshot, filter: GameFilter): Tally {
  const packed = packedOf(snapshot);
  const sums = runSums(snapshot, packed, filter);
  const highMisses = highMissesOf(filter);
  const { low, high } = emptyTally();
  const codes = new Int32Array(HIGH.length);
  for (let run = 0; run < packed.runs.length - 1; run++) {
    const part = highOf(packed.distinct[packed.runs[run]!]!);
    let misses = 0;
    for (let f = 0; f < codes.length; f++) {
      const code = (part >>> HIGH_SHIFT[f]!) & HIGH_MASK[f]!;
      codes[f] = code;
      misses |= highMisses[f]![code]!;
    }
    const at = run * STRIDE;
    if (misses === 0) {
      // The run meets every high filter: its sums count as they are.
      for (let slot = 0; slot < STRIDE; slot++) low[slot]! += sums[at + slot]!;
      for (let f = 0; f < codes.length; f++) high[f]![codes[f]!]! += sums[at]!;
    } else if (!missesSeveral(misses)) {
      const f = HIGH_BY_MISS[31 - Math.clz32(misses)]!;
      high[f]![codes[f]!]! += sums[at]!;
    }
  }
  return { low, high };
}

function tallyMatches(snapshot: Snapshot, filter: GameFilter, search: SearchMatches): Tally {
  const { games } = packedOf(snapshot);
  const lowMisses = lowMissesOf(filter);
  const highMisses = highMissesOf(filter);
  const tally = emptyTally();
  for (const position of search.positions) {
    const value = games[position]!;
    const low = lowOf(value);
    const high = highOf(value);
    let misses = lowMissesAt(lowMisses, low);
    for (let f = 0; f < HIGH.length; f++) misses |= highMisses[f]![codeIn(high, HIGH[f]!)]!;
    if (missesSeveral(misses)) continue;
    if (misses === 0) tally.low[0]!++;
    for (let f = 0; f < LOW.length; f++) {
      const field = LOW[f]!;
      if (misses !== 0 && misses !== field.miss) continue;
      tally.low[LOW_AT[f]!]!++;
      addValues(tally.low, LOW_AT[f]! + 1, field, codeIn(low, field), 1, lowMisses.open[f]);
    }
    for (let f = 0; f < HIGH.length; f++) {
      if (misses === 0 || misses === HIGH[f]!.miss) tally.high[f]![codeIn(high, HIGH[f]!)]!++;
    }
  }
  return tally;
}

/** Each field's offered values with their slots, in the order the counts name them. */
const OFFERED_SLOTS = new Map(
  [...LOW, ...HIGH].map((field) => [
    field,
    (field.facet.offered ?? field.facet.values).map((value) => [value, field.facet.values.indexOf(value)] as const),
  ]),
);

/** The counts of a view, each facet's by its offered values; `anyPlatform` counts as if no platform were chosen. */
export function countFacets(snapshot: Snapshot, filter: GameFilter, search?: SearchMatches): GameFacetCounts {
  const tally = search === undefined ? tallyByRuns(snapshot, filter) : tallyMatches(snapshot, filter, search);
  const counts: Record<string, unknown> = { total: tally.low[0] };
  const name = (field: Field, slots: Int32Array) => {
    counts[field.name] = Object.fromEntries(OFFERED_SLOTS.get(field)!.map(([value, slot]) => [value, slots[slot]!]));
  };
  LOW.forEach((field, f) => name(field, tally.low.subarray(LOW_AT[f]! + 1, LOW_AT[f]! + 1 + field.slots)));
  HIGH.forEach((field, f) => name(field, tally.high[f]!));
  const platform = LOW.findIndex((field) => field.name === 'platform');
  counts.anyPlatform = platform === -1 ? tally.low[0] : tally.low[LOW_AT[platform]!];
  return counts as GameFacetCounts;
}
