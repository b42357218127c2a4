import { LRUCache } from 'lru-cache';
import type { GameFilter } from './filter.ts';
import {
  addValues,
  CODED,
  codeIn,
  LOW,
  lowOf,
  missesSeveral,
  openValuesOf,
  lowMissesOf,
  lowMissesAt,
  TABLE_MASK,
  TABLED,
  type LowMisses,
  type Packed,
} from './packing.ts';
import { bitsOf, type Snapshot } from './snapshot.ts';

/**
 * A run's sums under one choice of the low facets: how many games meet all of them, then for each
 * low field how many meet all but perhaps that one, and how many of those hold each value.
 */
export const LOW_AT: number[] = [];
let stride = 1;
for (const field of LOW) {
  LOW_AT.push(stride);
  stride += 1 + field.slots;
}
export const STRIDE = stride;

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

export function runSums(snapshot: Snapshot, packed: Packed, filter: GameFilter): Int32Array {
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
