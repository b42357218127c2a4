import { LRUCache } from 'lru-cache';
import { FACET_NAMES, FACETS, type FacetDeclaration, type FacetName } from '../../../common/facets.ts';
import type { GameFacetCounts } from '../../../common/schemas/games.ts';
import type { GameFilter } from './filter.ts';
import { facetTest } from './matcher.ts';
import type { SearchMatches } from './search-index.ts';
import { bitsOf, UNKNOWN, type Snapshot } from './snapshot.ts';

/**
 * Disjunctive facet counts: a game that meets every filter counts for each of its values in every
 * facet; one that misses exactly one filter counts only in that filter's facet (a facet counts as if
 * its own choice were set aside); one that misses two counts nowhere.
 *
 * The one exception is 'Avoid' (a `none` facet): for each value it counts the games that would match
 * were that value avoided too, its own choice kept.
 *
 * That is the whole idea; the rest is making it cheap at 100,000 games. Each game's codes are packed
 * into one number (up to 53 bits, exact in a double): flags and the first sets (`any`) as bits in
 * a low part of at most 14 bits, every other facet's code in the high part. Many games share every code, so each
 * distinct number is counted once, by its weight. Numbers are sorted, so games sharing a high part
 * stand together in runs; for each choice of the low facets (a crowd's views come in a few dozen) the
 * sums of every run are kept, and a view's counts then take one step per run. A search's matches,
 * few and each its own, are counted one by one.
 */

/** Where a facet sits in a packed number, and the bit that says a game misses its filter. */
interface Field {
  name: FacetName;
  facet: FacetDeclaration;
  shift: number;
  width: number;
  miss: number;
  /** Count slots: one per value. */
  slots: number;
}

const bitWidth = (codes: number) => Math.max(1, Math.ceil(Math.log2(codes)));

/** The bits a facet's code takes: a flag 1, a set one per value (and one for 'not known' when avoided), a value its place or 'not known'. */
function widthOf(facet: FacetDeclaration): number {
  if (facet.kind === 'flag') return 1;
  if (facet.kind === 'any') return facet.values.length;
  if (facet.kind === 'none') return facet.values.length + 1;
  return bitWidth(facet.values.length + 1);
}

/** The low part's most bits: every filter makes a table with an entry for each of its numbers. */
const LOW_MOST = 14;

function layout(names: FacetName[]): Field[] {
  let shift = 0;
  return names.map((name) => {
    const facet: FacetDeclaration = FACETS[name];
    const width = widthOf(facet);
    const field = {
      name,
      facet,
      shift,
      width,
      miss: 1 << FACET_NAMES.indexOf(name),
      slots: facet.kind === 'flag' ? 2 : facet.values.length + (facet.kind === 'one' ? 1 : 0),
    };
    shift += width;
    return field;
  });
}

/** Flags and sets go low, in their declared order, while they fit; the rest go high. */
const LOW_NAMES: FacetName[] = [];
let lowWidth = 0;
for (const name of FACET_NAMES) {
  const facet: FacetDeclaration = FACETS[name];
  if ((facet.kind === 'flag' || facet.kind === 'any') && lowWidth + widthOf(facet) <= LOW_MOST) {
    LOW_NAMES.push(name);
    lowWidth += widthOf(facet);
  }
}
const LOW = layout(LOW_NAMES);
const HIGH = layout(FACET_NAMES.filter((name) => !LOW_NAMES.includes(name)));
const end = (fields: Field[]) =>
  fields.length === 0 ? 0 : fields[fields.length - 1]!.shift + fields[fields.length - 1]!.width;
const LOW_BITS = end(LOW);
if (end(HIGH) > 32 || FACET_NAMES.length > 16) throw new Error('The facet codes no longer fit in their packed number');
/** A packed number is `high * LOW_SCALE + low`. */
const LOW_SCALE = 2 ** LOW_BITS;
const highOf = (packed: number) => Math.floor(packed / LOW_SCALE) >>> 0;
const lowOf = (packed: number) => packed % LOW_SCALE;

/** A field's code in a packed part. */
const codeIn = (part: number, field: Field) => (part >>> field.shift) & ((1 << field.width) - 1);

/** Adds `weight` to the slot of every value a low field's code holds (a flag's code is its value). */
function addValues(counts: Int32Array, at: number, field: Field, code: number, weight: number) {
  if (field.facet.kind !== 'any') {
    counts[at + code]! += weight;
    return;
  }
  for (let rest = code; rest !== 0; rest &= rest - 1) counts[at + 31 - Math.clz32(rest & -rest)]! += weight;
}

/** The packed numbers of every game, and the distinct ones with how many games have each. */
interface Packed {
  games: Float64Array;
  /** Ascending: numbers that share their high part stand together. */
  distinct: Float64Array;
  weights: Uint32Array;
  /** Where each run of one high part starts in `distinct`, then the end of the last run. */
  runs: Uint32Array;
}

function packedOf(snapshot: Snapshot): Packed {
  if (snapshot.derived.packed) return snapshot.derived.packed as Packed;
  const games = new Float64Array(snapshot.size);
  for (let i = 0; i < snapshot.size; i++) {
    let low = 0;
    for (const field of LOW) low |= snapshot.codes[field.name][i]! << field.shift;
    let high = 0;
    for (const field of HIGH) {
      const code = snapshot.codes[field.name][i]!;
      high |= (field.facet.kind === 'one' && code === UNKNOWN ? field.facet.values.length : code) << field.shift;
    }
    games[i] = (high >>> 0) * LOW_SCALE + low;
  }
  const sorted = games.slice().sort();
  const distinct: number[] = [];
  const weights: number[] = [];
  const runs: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1]) {
      weights[weights.length - 1]!++;
      continue;
    }
    if (i === 0 || highOf(sorted[i]!) !== highOf(sorted[i - 1]!)) runs.push(distinct.length);
    distinct.push(sorted[i]!);
    weights.push(1);
  }
  runs.push(distinct.length);
  const packed = {
    games,
    distinct: Float64Array.from(distinct),
    weights: Uint32Array.from(weights),
    runs: Uint32Array.from(runs),
  };
  snapshot.derived.packed = packed;
  return packed;
}

/** Hands `next` (the same games, new ratings) the packed codes and run sums of `previous`: counts do not depend on ratings. */
export function carryCounts(previous: Snapshot, next: Snapshot): void {
  next.derived.packed ??= previous.derived.packed;
  next.derived.runSums ??= previous.derived.runSums;
}

/** For every possible low part, the miss bits of the low facets' filters. */
function lowMissesOf(filter: GameFilter): Uint16Array {
  const misses = new Uint16Array(2 ** LOW_BITS);
  for (const field of LOW) {
    if (filter[field.name] === undefined) continue;
    const meets = facetTest(field.name, filter[field.name]);
    for (let low = 0; low < misses.length; low++) if (!meets(codeIn(low, field))) misses[low]! |= field.miss;
  }
  return misses;
}

/** Each high field's miss bit by code. */
function highMissesOf(filter: GameFilter): Uint16Array[] {
  return HIGH.map((field) => {
    const misses = new Uint16Array(1 << field.width);
    const choice = filter[field.name];
    if (choice === undefined || (Array.isArray(choice) && choice.length === 0)) return misses;
    const meets = facetTest(field.name, choice);
    for (let code = 0; code < misses.length; code++) if (!meets(code)) misses[code] = field.miss;
    return misses;
  });
}

/** Two filters or more missed. */
const missesSeveral = (misses: number) => (misses & (misses - 1)) !== 0;

/**
 * A run's sums under one choice of the low facets: how many games meet all of them, then for each
 * low field how many meet all but perhaps that one, and how many of those hold each value.
 */
const LOW_AT: number[] = [];
let stride = 1;
for (const field of LOW) {
  LOW_AT.push(stride);
  stride += 1 + field.slots;
}
const STRIDE = stride;

function sumsByRun(packed: Packed, lowMisses: Uint16Array): Int32Array {
  const { distinct, weights, runs } = packed;
  const sums = new Int32Array((runs.length - 1) * STRIDE);
  for (let run = 0; run < runs.length - 1; run++) {
    const at = run * STRIDE;
    for (let i = runs[run]!; i < runs[run + 1]!; i++) {
      const low = lowOf(distinct[i]!);
      const misses = lowMisses[low]!;
      if (missesSeveral(misses)) continue;
      const weight = weights[i]!;
      if (misses === 0) sums[at]! += weight;
      for (let f = 0; f < LOW.length; f++) {
        const field = LOW[f]!;
        if (misses !== 0 && misses !== field.miss) continue;
        sums[at + LOW_AT[f]!]! += weight;
        addValues(sums, at + LOW_AT[f]! + 1, field, codeIn(low, field), weight);
      }
    }
  }
  return sums;
}

/** Run sums are kept per snapshot by the low facets' choice, bounded in bytes. */
const RUN_SUMS_BYTES = 16 * 1024 * 1024;

function runSums(snapshot: Snapshot, packed: Packed, filter: GameFilter): Int32Array {
  const kept = (snapshot.derived.runSums ??= new LRUCache({
    maxSize: RUN_SUMS_BYTES,
    sizeCalculation: (sums) => Math.max(1, sums.byteLength),
  }));
  let key = '';
  for (const field of LOW) {
    const choice = filter[field.name];
    key += `${choice === undefined ? '-' : Array.isArray(choice) ? bitsOf(field.facet.values, choice) : Number(choice)} `;
  }
  let sums = kept.get(key);
  if (!sums) {
    sums = sumsByRun(packed, lowMissesOf(filter));
    kept.set(key, sums);
  }
  return sums;
}

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
    let misses = lowMisses[low]!;
    for (let f = 0; f < HIGH.length; f++) misses |= highMisses[f]![codeIn(high, HIGH[f]!)]!;
    if (missesSeveral(misses)) continue;
    if (misses === 0) tally.low[0]!++;
    for (let f = 0; f < LOW.length; f++) {
      const field = LOW[f]!;
      if (misses !== 0 && misses !== field.miss) continue;
      tally.low[LOW_AT[f]!]!++;
      addValues(tally.low, LOW_AT[f]! + 1, field, codeIn(low, field), 1);
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

/**
 * A high field's count of one value from its games by code (each meeting every other filter): a
 * value's own code, the codes holding a set's value, or for 'Avoid' the codes that would still
 * match with the value avoided too.
 */
function highCount(field: Field, byCode: Int32Array, slot: number, filter: GameFilter): number {
  if (field.facet.kind === 'one') return byCode[slot]!;
  let count = 0;
  if (field.facet.kind === 'any') {
    for (let code = 0; code < byCode.length; code++) if ((code & (1 << slot)) !== 0) count += byCode[code]!;
    return count;
  }
  const avoided = facetTest(field.name, [
    ...((filter[field.name] as string[] | undefined) ?? []),
    field.facet.values[slot],
  ]);
  for (let code = 0; code < byCode.length; code++) if (avoided(code)) count += byCode[code]!;
  return count;
}

/** The counts of a view, each facet's by its offered values; `anyPlatform` counts as if no platform were chosen. */
export function countFacets(snapshot: Snapshot, filter: GameFilter, search?: SearchMatches): GameFacetCounts {
  const tally = search === undefined ? tallyByRuns(snapshot, filter) : tallyMatches(snapshot, filter, search);
  const counts: Record<string, unknown> = { total: tally.low[0] };
  LOW.forEach((field, f) => {
    const slots = tally.low.subarray(LOW_AT[f]! + 1, LOW_AT[f]! + 1 + field.slots);
    counts[field.name] = Object.fromEntries(OFFERED_SLOTS.get(field)!.map(([value, slot]) => [value, slots[slot]!]));
  });
  HIGH.forEach((field, f) => {
    counts[field.name] = Object.fromEntries(
      OFFERED_SLOTS.get(field)!.map(([value, slot]) => [value, highCount(field, tally.high[f]!, slot, filter)]),
    );
  });
  const platform = LOW.findIndex((field) => field.name === 'platform');
  counts.anyPlatform = platform === -1 ? tally.low[0] : tally.low[LOW_AT[platform]!];
  return counts as GameFacetCounts;
}
