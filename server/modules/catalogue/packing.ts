import { FACET_NAMES, FACETS, type FacetDeclaration, type FacetName } from '../../../common/facets.ts';
import type { GameFilter } from './filter.ts';
import { facetTest } from './matcher.ts';
import { UNKNOWN, type Snapshot } from './snapshot.ts';

/**
 * Each game's facet codes packed into one number, exact in a double: the first single-valued facets
 * in a high part of at most 12 bits, every other facet in the low part; and, for a view, which of
 * its filters a packed number misses, one bit per facet (counts.ts says what the counts make of it).
 */

/** Where a facet sits in a packed number, and the bit that says a game misses its filter. */
export interface Field {
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
export const LOW = layout([...lowNames.filter(isFlagOrSet), ...lowNames.filter((name) => !isFlagOrSet(name))]);
export const HIGH = layout(HIGH_NAMES);
const end = (fields: Field[]) =>
  fields.length === 0 ? 0 : fields[fields.length - 1]!.shift + fields[fields.length - 1]!.width;
const LOW_BITS = end(LOW);
if (LOW_BITS > 31 || FACET_NAMES.length > 16) throw new Error('The facet codes no longer fit in their packed number');
/** The low fields tested by the table, and those tested one by one. */
export const TABLED = LOW.filter((field) => field.shift + field.width <= TABLE_MOST);
export const CODED = LOW.filter((field) => field.shift + field.width > TABLE_MOST);
const TABLE_BITS = end(TABLED);
export const TABLE_MASK = (1 << TABLE_BITS) - 1;
/** A packed number is `high * LOW_SCALE + low`. */
const LOW_SCALE = 2 ** LOW_BITS;
export const highOf = (packed: number) => Math.floor(packed / LOW_SCALE) >>> 0;
export const lowOf = (packed: number) => packed % LOW_SCALE;

/** A field's code in a packed part. */
export const codeIn = (part: number, field: Field) => (part >>> field.shift) & ((1 << field.width) - 1);

/** A game's code of a facet as packed: a single value's place, or its 'not known' slot after the values. */
const packedCode = (field: Field, code: number) =>
  field.facet.kind === 'one' && code === UNKNOWN ? field.facet.values.length : code;

/**
 * Adds `weight` to the slot of every value a low field's code holds (a flag's code is its value).
 * For 'Avoid', `open` gives by code the values that, avoided too, would still let the game match.
 */
export function addValues(
  counts: Int32Array,
  at: number,
  field: Field,
  code: number,
  weight: number,
  open?: Uint32Array,
) {
  if (field.facet.kind === 'flag' || field.facet.kind === 'one') {
    counts[at + code]! += weight;
    return;
  }
  const bits = open ? open[code]! : code;
  for (let rest = bits; rest !== 0; rest &= rest - 1) counts[at + 31 - Math.clz32(rest & -rest)]! += weight;
}

/** For an avoidable set: by code, the values that avoided too (with the filter's own) would still match. */
export function openValuesOf(field: Field, filter: GameFilter): Uint32Array {
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
export interface Packed {
  games: Float64Array;
  /** Ascending: numbers that share their high part stand together. */
  distinct: Float64Array;
  weights: Uint32Array;
  /** Where each run of one high part starts in `distinct`, then the end of the last run. */
  runs: Uint32Array;
}

export function packedOf(snapshot: Snapshot): Packed {
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
export interface LowMisses {
  table: Uint16Array;
  coded: { shift: number; mask: number; misses: Uint16Array }[];
  /** For each low field that is an avoidable set, its open values by code (see `addValues`). */
  open: (Uint32Array | undefined)[];
}

export function lowMissesOf(filter: GameFilter): LowMisses {
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

export function lowMissesAt(misses: LowMisses, low: number): number {
  let missed = misses.table[low & TABLE_MASK]!;
  for (const field of misses.coded) missed |= field.misses[(low >>> field.shift) & field.mask]!;
  return missed;
}

/** Each high field's miss bit by code. */
export const highMissesOf = (filter: GameFilter): Uint16Array[] => HIGH.map((field) => missesByCode(field, filter));

/** Two filters or more missed. */
export const missesSeveral = (misses: number) => (misses & (misses - 1)) !== 0;
