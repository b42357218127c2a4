import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNKNOWN, type Snapshot } from '../../server/modules/catalogue/snapshot.ts';
import { similarIds } from '../../server/modules/catalogue/similar.ts';
import { facetIndexOf as indexOf } from '../helpers/facet-index.ts';

/** The ranking as its rule states it: score every other game, sort, take the first `limit`. */
function rankEveryGame(index: Snapshot, id: number, limit: number): number[] {
  const at = index.ids.indexOf(id);
  if (at === -1) return [];
  const same = (values: Uint32Array, i: number) => values[i] === values[at] && values[at] !== UNKNOWN;
  const ranked = [];
  for (let i = 0; i < index.size; i++) {
    if (i === at) continue;
    const score =
      (same(index.codes.genre, i) ? 4 : 0) +
      (same(index.codes.failState, i) ? 3 : 0) +
      (same(index.codes.timePressure, i) ? 3 : 0) +
      (index.codes.combat[i] === index.codes.combat[at] ? 2 : 0) +
      (same(index.codes.length, i) ? 2 : 0) +
      ((index.codes.mode[i]! & index.codes.mode[at]!) !== 0 ? 2 : 0) +
      ((index.codes.platform[i]! & index.codes.platform[at]!) !== 0 ? 1 : 0) +
      (same(index.codes.awayCost, i) ? 2 : 0) +
      (same(index.codes.pricing, i) ? 2 : 0) +
      (same(index.codes.saves, i) ? 1 : 0) +
      ((index.codes.setting[i]! & index.codes.setting[at]!) !== 0 ? 1 : 0);
    const rating = Number.isNaN(index.rating[i]!) ? -1 : index.rating[i]!;
    ranked.push({ id: index.ids[i]!, score, rating });
  }
  ranked.sort((a, b) => b.score - a.score || b.rating - a.rating || a.id - b.id);
  return ranked.slice(0, limit).map((game) => game.id);
}

const code = (values: number) => fc.oneof(fc.integer({ min: 0, max: values - 1 }), fc.constant(UNKNOWN));

const gameArbitrary = fc.record({
  genre: code(4),
  failState: code(3),
  timePressure: code(3),
  length: code(3),
  combat: fc.integer({ min: 0, max: 1 }),
  platforms: fc.integer({ min: 0, max: 7 }),
  modes: fc.integer({ min: 0, max: 3 }),
  saves: code(3),
  awayCost: code(3),
  pricing: code(4),
  settings: fc.integer({ min: 0, max: 15 }),
  // Notes are not weighed: any of them, or not known.
  notes: fc.integer({ min: 0, max: 64 }),
  // Few distinct ratings, so ties on score and rating (decided by age) come up often.
  rating: fc.oneof(fc.constant(Number.NaN), fc.constantFrom(1, 2.5, 4, 5)),
});

describe('similar games', () => {
  it('ranks exactly as scoring every game would, ties included', () => {
    fc.assert(
      fc.property(
        fc.array(gameArbitrary, { minLength: 1, maxLength: 120 }),
        fc.nat(),
        fc.integer({ min: 1, max: 6 }),
        (games, pick, limit) => {
          const index = indexOf(games);
          const id = index.ids[pick % index.size]!;
          expect(similarIds(index, id, limit)).toEqual(rankEveryGame(index, id, limit));
        },
      ),
      { seed: 20261123, numRuns: 400 },
    );
  });

  it('finds nothing for a game the index does not hold, and never the game itself', () => {
    const index = indexOf([
      { genre: 1, failState: 1, timePressure: 1, length: 1, combat: 0, platforms: 1, modes: 1, rating: 4 },
      { genre: 1, failState: 1, timePressure: 1, length: 1, combat: 0, platforms: 1, modes: 1, rating: 5 },
    ]);
    expect(similarIds(index, 8)).toEqual([]);
    expect(similarIds(index, 7)).toEqual([10]);
  });

  it('prefers, all else equal, a game that waits for you like the one you are looking at', () => {
    const base = { genre: 1, failState: 0, timePressure: 0, length: 1, combat: 0, platforms: 1, modes: 1, rating: 4 };
    const index = indexOf([
      { ...base, awayCost: 0 },
      // Rated higher, but a week away costs for good.
      { ...base, awayCost: 2, rating: 5 },
      { ...base, awayCost: 0, rating: 3 },
    ]);
    expect(similarIds(index, index.ids[0]!, 2)).toEqual([index.ids[2], index.ids[1]]);
  });
});
