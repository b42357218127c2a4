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
 * into one number (exact in a double): the first single-valued facets (`one`) in a high part of at
 * most 12 bits, every other facet in the low part. Many games share every code, so each distinct
 * number is counted once, by its weight. Numbers are sorted, so games sharing a high part stand
 * together in runs (a few thousand at most); for each choice of the low facets (a crowd's views come
 * in a few dozen) the sums of every run are kept, and a view's counts then take one step per run. A
 * search's matches, few and each its own, are counted one by one.
 */

/** Where a facet sits in a packed number, and the bit that says a game misses its filter. */
interface Field {
  name: FacetName;
  facet: FacetDeclaration;
  shift: number;
  width: number;
  miss: number;
  /** Count slots: one per value (and one for 'not known' of a single value). */
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

function slotsOf(facet: FacetDeclaration): number {
  if (facet.kind === 'flag') return 2;
  if (facet.kind === 'one') return facet.values.length + 1;
  return facet.values.length;
}

function layout(names: FacetName[]): Field[] {
  let shift = 0;
  return names.map((name) => {
    const facet: FacetDeclaration = FACETS[name];
    const width = widthOf(facet);
    const field = { name, facet, shift, width, miss: 1 << FACET_NAMES.indexOf(name), slots: slotsOf(facet) };
    shift += width;
    return field;
  });
}

/**
 * The high part: single-valued facets, in their declared order, while it stays within 12 bits, so
 * that runs stay few. The low part: the rest, flags and sets first. The first 14 bits of the low
 * part are tested by one table per view (an entry for each of their numbers), the rest field by field.
 */
const HIGH_MOST = 12;
const TABLE_MOST = 14;
const HIGH_NAMES: FacetName[] = [];
let highWidth = 0;
for (const name of FACET_NAMES) {
  const facet: FacetDeclaration = FACETS[name];
  if (facet.kind === 'one' && highWidth + widthOf(facet) <= HIGH_MOST) {
    HIGH_NAMES.push(name);
    highWidth += widthOf(facet);
  }
}
const lowNames = FACET_NAMES.filter((name) => !HIGH_NAMES.includes(name));
const isFlagOrSet = (name: FacetName) => FACETS[name].kind === 'flag' || FACETS[name].kind === 'any';
const LOW = layout([...lowNames.filter(isFlagOrSet), ...lowNames.filter((name) => !isFlagOrSet(name))]);
const HIGH = layout(HIGH_NAMES);
const end = (fields: Field[]) =>
  fields.length === 0 ? 0 : fields[fields.length - 1]!.shift + fields[fields.length - 1]!.width;
const LOW_BITS = end(LOW);
if (LOW_BITS > 31 || FACET_NAMES.length > 16) throw new Error('The facet codes no longer fit in their packed number');
/** The low fields tested by the table, and those tested one by one. */
const TABLED = LOW.filter((field) => field.shift + field.width <= TABLE_MOST);
const CODED = LOW.filter((field) => field.shift + field.width > TABLE_MOST);
const TABLE_BITS = end(TABLED);
const TABLE_MASK = (1 << TABLE_BITS) - 1;
/** A packed number is `high * LOW_SCALE + low`. */
const LOW_SCALE = 2 ** LOW_BITS;
const highOf = (packed: number) => Math.floor(packed / LOW_SCALE) >>> 0;
const lowOf = (packed: number) => packed % LOW_SCALE;

/** A field's code in a packed part. */
const codeIn = (part: number, field: Field) => (part >>> field.shift) & ((1 << field.width) - 1);

/** A game's code of a facet as packed: a single value's place, or its 'not known' slot after the values. */
const packedCode = (field: Field, code: number) =>
  field.facet.kind === 'one' && code === UNKNOWN ? field.facet.values.length : code;

/**
 * Adds `weight` to the slot of every value a low field's code holds (a flag's code is its value).
 * For 'Avoid', `open` gives by code the values that, avoided too, would still let the game match.
 */
function addValues(counts: Int32Array, at: number, field: Field, code: number, weight: number, open?: Uint32Array) {
  if (field.facet.kind === 'flag' || field.facet.kind === 'one') {
    counts[at + code]! += weight;
    return;
  }
  const bits = open ? open[code]! : code;
  for (let rest = bits; rest !== 0; rest &= rest - 1) counts[at + 31 - Math.clz32(rest & -rest)]! += weight;
}

/** For an avoidable set: by code, the values that avoided too (with the filter's own) would still match. */
function openValuesOf(field: Field, filter: GameFilter): Uint32Array {
  const open = new Uint32Array(1 << field.width);
  const chosen = (filter[field.name] as string[] | undefined) ?? [];
  const all = (1 << field.facet.values.length) - 1;
  const meets = facetTest(field.name, chosen);
  // A set not known (its own bit) or holding an avoided value stays out whatever is added.
  for (let code = 0; code < open.length; code++)
    open[code] = chosen.length > 0 && !meets(code) ? 0 : code > all ? 0 : ~code & all;
  return open;
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
    for (const field of LOW) low |= packedCode(field, snapshot.codes[field.name][i]!) << field.shift;
    let high = 0;
    for (const field of HIGH) high |= packedCode(field, snapshot.codes[field.name][i]!) << field.shift;
    games[i] = high * LOW_SCALE + (low >>> 0);
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
  next.derived.grouped ??= previous.derived.grouped;
  next.derived.runSums ??= previous.derived.runSums;
}

/** Whether a filter chooses something in a facet. */
const chooses = (filter: GameFilter, name: FacetName) => {
  const choice = filter[name];
  return choice !== undefined && (!Array.isArray(choice) || choice.length > 0);
};

/** A field's miss bit by code, for a filter (all 0 when it chooses nothing there). */
function missesByCode(field: Field, filter: GameFilter): Uint16Array {
  const misses = new Uint16Array(1 << field.width);
  if (!chooses(filter, field.name)) return misses;
  const meets = facetTest(field.name, filter[field.name]);
  for (let code = 0; code < misses.length; code++) if (!meets(code)) misses[code] = field.miss;
  return misses;
}

/** The miss bits of a view's low filters, by low part: the tabled fields' in one table, the others by code. */
interface LowMisses {
  table: Uint16Array;
  coded: { shift: number; mask: number; misses: Uint16Array }[];
  /** For each low field that is an avoidable set, its open values by code (see `addValues`). */
  open: (Uint32Array | undefined)[];
}

function lowMissesOf(filter: GameFilter): LowMisses {
  const table = new Uint16Array(2 ** TABLE_BITS);
  for (const field of TABLED) {
    if (!chooses(filter, field.name)) continue;
    const meets = facetTest(field.name, filter[field.name]);
    for (let low = 0; low < table.length; low++) if (!meets(codeIn(low, field))) table[low]! |= field.miss;
  }
  const coded = CODED.filter((field) => chooses(filter, field.name)).map((field) => ({
    shift: field.shift,
    mask: (1 << field.width) - 1,
    misses: missesByCode(field, filter),
  }));
  const open = LOW.map((field) => (field.facet.kind === 'none' ? openValuesOf(field, filter) : undefined));
  return { table, coded, open };
}

function lowMissesAt(misses: LowMisses, low: number): number {
  let missed = misses.table[low & TABLE_MASK]!;
  for (const field of misses.coded) missed |= field.misses[(low >>> field.shift) & field.mask]!;
  return missed;
}

/** Each high field's miss bit by code. */
const highMissesOf = (filter: GameFilter): Uint16Array[] => HIGH.map((field) => missesByCode(field, filter));

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

function sumsByRun(packed: Packed, lowMisses: LowMisses): Int32Array {
  const { distinct, weights, runs } = packed;
  const sums = new Int32Array((runs.length - 1) * STRIDE);
  for (let run = 0; run < runs.length - 1; run++) {
    const at = run * STRIDE;
    for (let i = runs[run]!; i < runs[run + 1]!; i++) {
      const low = lowOf(distinct[i]!);
      const misses = lowMissesAt(lowMisses, low);
      if (missesSeveral(misses)) continue;
      const weight = weights[i]!;
      if (misses === 0) sums[at]! += weight;
      for (let f = 0; f < LOW.length; f++) {
        const field = LOW[f]!;
        if (misses !== 0 && misses !== field.miss) continue;
        sums[at + LOW_AT[f]!]! += weight;
        addValues(sums, at + LOW_AT[f]! + 1, field, codeIn(low, field), weight, lowMisses.open[f]);
      }
    }
  }
  return sums;
}

/** Run sums are kept per snapshot by the low facets' choice, bounded in bytes. */
const RUN_SUMS_BYTES = 64 * 1024 * 1024;

/**
 * The distinct numbers of each run gathered by their tabled part, for views that choose nothing in
 * the fields tested one by one (most views): each group's weight, and what its games add to those
 * fields' value slots, summed once per snapshot. Such a view's run sums then take a step per group
 * (a few thousand) rather than per distinct number (up to one per game).
 */
interface Grouped {
  /** Where each run's groups start, then the end of the last run's. */
  runs: Uint32Array;
  table: Uint32Array;
  weights: Uint32Array;
  /** `CODED_STRIDE` slots per group: each coded field's value slots in turn. */
  coded: Int32Array;
}

const CODED_AT: number[] = [];
let codedStride = 0;
for (const field of CODED) {
  CODED_AT.push(codedStride);
  codedStride += field.slots;
}
const CODED_STRIDE = codedStride;
/** What each coded field adds when nothing is chosen in it (for 'Avoid', the values still open). */
const OPEN_UNCHOSEN = CODED.map((field) => (field.facet.kind === 'none' ? openValuesOf(field, {}) : undefined));

function groupedOf(snapshot: Snapshot, packed: Packed): Grouped {
  if (snapshot.derived.grouped) return snapshot.derived.grouped as Grouped;
  const { distinct, weights, runs } = packed;
  const groupRuns = [0];
  const table: number[] = [];
  const groupWeights: number[] = [];
  const coded: number[] = [];
  const slots = new Int32Array(CODED_STRIDE);
  for (let run = 0; run < runs.length - 1; run++) {
    const byTable = new Map<number, number>();
    for (let i = runs[run]!; i < runs[run + 1]!; i++) {
      const low = lowOf(distinct[i]!);
      const part = low & TABLE_MASK;
      let group = byTable.get(part);
      if (group === undefined) {
        group = table.length;
        byTable.set(part, group);
        table.push(part);
        groupWeights.push(0);
        for (let slot = 0; slot < CODED_STRIDE; slot++) coded.push(0);
      }
      groupWeights[group]! += weights[i]!;
      slots.fill(0);
      CODED.forEach((field, f) =>
        addValues(slots, CODED_AT[f]!, field, codeIn(low, field), weights[i]!, OPEN_UNCHOSEN[f]),
      );
      for (let slot = 0; slot < CODED_STRIDE; slot++) coded[group * CODED_STRIDE + slot]! += slots[slot]!;
    }
    groupRuns.push(table.length);
  }
  const grouped = {
    runs: Uint32Array.from(groupRuns),
    table: Uint32Array.from(table),
    weights: Uint32Array.from(groupWeights),
    coded: Int32Array.from(coded),
  };
  snapshot.derived.grouped = grouped;
  return grouped;
}

const TABLED_AT = TABLED.map((field) => LOW_AT[LOW.indexOf(field)]!);
const CODED_LOW_AT = CODED.map((field) => LOW_AT[LOW.indexOf(field)]!);

/** `sumsByRun` for a view that chooses nothing in the coded fields, from the groups. */
function sumsByGroup(grouped: Grouped, lowMisses: LowMisses): Int32Array {
  const sums = new Int32Array((grouped.runs.length - 1) * STRIDE);
  for (let run = 0; run < grouped.runs.length - 1; run++) {
    const at = run * STRIDE;
    for (let g = grouped.runs[run]!; g < grouped.runs[run + 1]!; g++) {
      const part = grouped.table[g]!;
      const misses = lowMisses.table[part]!;
      if (missesSeveral(misses)) continue;
      const weight = grouped.weights[g]!;
      TABLED.forEach((field, f) => {
        if (misses !== 0 && misses !== field.miss) return;
        sums[at + TABLED_AT[f]!]! += weight;
        addValues(sums, at + TABLED_AT[f]! + 1, field, codeIn(part, field), weight);
      });
      if (misses !== 0) continue;
      sums[at]! += weight;
      CODED.forEach((field, f) => {
        const into = at + CODED_LOW_AT[f]!;
        sums[into]! += weight;
        const from = g * CODED_STRIDE + CODED_AT[f]!;
        for (let slot = 0; slot < field.slots; slot++) sums[into + 1 + slot]! += grouped.coded[from + slot]!;
      });
    }
  }
  return sums;
}

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
    const misses = lowMissesOf(filter);
    sums = misses.coded.length === 0 ? sumsByGroup(groupedOf(snapshot, packed), misses) : sumsByRun(packed, misses);
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
