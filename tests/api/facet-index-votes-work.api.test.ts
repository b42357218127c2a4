import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillGames } from '../../bench/generate.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { updateGameRating } from '../../db/games/writer.ts';
import { countFacets } from '../../server/modules/catalogue/counts.ts';
import { readSnapshot, type Snapshot } from '../../server/modules/catalogue/snapshot.ts';
import { createSnapshotHolder } from '../../server/modules/catalogue/holder.ts';
import type { GameFilter } from '../../server/modules/catalogue/filter.ts';
import { pageOf } from '../../server/modules/catalogue/pages.ts';
import { similarIds } from '../../server/modules/catalogue/similar.ts';
import { mulberry32 } from '../../common/review.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  // Enough games for deep pages to start from marks (one every 256 matches).
  await fillGames(database.db, 900);
});
afterAll(() => database.close());

const FILTERS: GameFilter[] = [{}, { combat: false }, { platform: ['pc'] }, { genre: ['farming'], combat: false }];
const SORTS = [undefined, 'a-z', 'z-a', 'rating'] as const;
const OFFSETS = [0, 260, 300, 520];

/** What lists, counts and game pages read from an index, for every filter, sort and game. */
function answersOf(index: Snapshot) {
  return {
    counts: FILTERS.map((filter) => countFacets(index, filter)),
    pages: FILTERS.flatMap((filter) =>
      SORTS.flatMap((sort) => OFFSETS.map((offset) => pageOf(index, filter, sort, 12, offset))),
    ),
    similar: [...index.ids].map((id) => similarIds(index, id)),
  };
}

describe('the work kept across votes', () => {
  it('answers lists, counts and similar games after votes as a full build does', async () => {
    const holder = createSnapshotHolder(database.db, true);
    const first = await holder.get();
    // Everything worked out for the first index: codes and sums, marks in every order, groups.
    const before = answersOf(first);

    const random = mulberry32(56);
    for (let vote = 0; vote < 60; vote++) {
      const id = first.ids[Math.floor(random() * first.size)]!;
      await updateGameRating(database.db, id, vote % 7 === 0 ? null : 1 + Math.round(random() * 40) / 10);
    }
    holder.clear();
    const renewed = await holder.get();
    // Renewed from the first, not built again.
    expect(renewed).not.toBe(first);
    expect(renewed.codes).toBe(first.codes);

    const after = answersOf(renewed);
    expect(after).toEqual(answersOf(await readSnapshot(database.db)));
    // The votes moved the rating order and some game's similar games, which were kept from before.
    expect(after.pages).not.toEqual(before.pages);
    expect(after.similar).not.toEqual(before.similar);
  });
});
