import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { updateGame, updateGameRating } from '../../db/games/writer.ts';
import { loadFacetIndex, refreshRatings, type FacetIndex } from '../../server/modules/games/facet-index.ts';
import { selectCatalogueVersion } from '../../server/modules/games/facet-index-queries.ts';
import { createFacetIndexHolder } from '../../server/modules/games/facet-index-holder.ts';
import { countingStatements, createTestDatabase } from '../helpers/test-database.ts';
import { createGame } from '../factories/games.ts';

let database: DatabaseHandle;
let ids: number[];
beforeAll(async () => {
  database = await createTestDatabase();
  ids = [];
  for (let i = 0; i < 8; i++) ids.push((await createGame(database.db, { title: `Rated Retreat ${i}` })).id);
  // Ties, a fraction and games without votes, so the rating order leans on its tie-breaks.
  for (const [at, rating] of [
    [0, 4],
    [1, 4],
    [2, 3.5],
    [3, 4.5],
    [5, 4],
  ] as const) {
    await updateGameRating(database.db, ids[at]!, rating);
  }
});
afterAll(() => database.close());

/** Everything an index holds, as plain values (NaN compares equal to NaN). */
const contentsOf = (index: FacetIndex) => ({
  ...index,
  ids: [...index.ids],
  genre: [...index.genre],
  platforms: [...index.platforms],
  rating: [...index.rating],
  orders: {
    newest: [...index.orders.newest],
    title: [...index.orders.title],
    rating: [...index.orders.rating],
  },
});

describe('the facet index after votes', () => {
  it('raises only the ratings version for a vote, and reads the ratings again into what a full build gives', async () => {
    const first = await loadFacetIndex(database.db);
    await updateGameRating(database.db, ids[6]!, 4);
    await updateGameRating(database.db, ids[3]!, 2.5);
    await updateGameRating(database.db, ids[0]!, null);

    const versions = await selectCatalogueVersion(database.db);
    expect(versions.version).toBe(first.version);
    expect(versions.words).toBe(first.wordsVersion);
    expect(versions.ratings).toBe(first.ratingsVersion + 3);

    const refreshed = await refreshRatings(database.db, first);
    expect(refreshed).not.toBeNull();
    const built = await loadFacetIndex(database.db);
    expect(contentsOf(refreshed!)).toEqual(contentsOf(built));
    // Highest first, ties newest first, games without votes last.
    const order = [...refreshed!.orders.rating].map((at) => refreshed!.ids[at]);
    expect(order.slice(0, 4)).toEqual([ids[6], ids[5], ids[1], ids[2]]);
    // Only the ratings were read: everything else is the first index's own.
    expect(refreshed!.genre).toBe(first.genre);
    expect(refreshed!.orders.newest).toBe(first.orders.newest);
  });

  it('reads every rating when the noted changes do not reach back to the index, and nothing when none changed', async () => {
    const first = await loadFacetIndex(database.db);
    expect(await refreshRatings(database.db, first)).toBe(first);

    await updateGameRating(database.db, ids[1]!, 1.5);
    await updateGameRating(database.db, ids[2]!, null);
    // As if more than the kept number of votes had come since: the notes begin after the first.
    await database.db.execute(sql`delete from rating_changes`);
    await updateGameRating(database.db, ids[4]!, 3);
    const refreshed = await refreshRatings(database.db, first);
    expect(contentsOf(refreshed!)).toEqual(contentsOf(await loadFacetIndex(database.db)));
  });

  it('keeps notes of the last 1,000 raises of the ratings version only', async () => {
    for (let i = 0; i < 1_010; i++) await updateGameRating(database.db, ids[7]!, i % 2 === 0 ? 2 : 3);
    const rows = (await database.db.execute(
      sql`select count(*)::int as notes, min(ratings_version)::int as oldest, max(ratings_version)::int as newest
          from rating_changes`,
    )) as unknown as { rows: { notes: number; oldest: number; newest: number }[] };
    const { notes, oldest, newest } = rows.rows[0]!;
    expect(notes).toBe(1_000);
    expect(newest - oldest).toBe(999);
    expect(newest).toBe((await selectCatalogueVersion(database.db)).ratings);
  });

  it('needs a full build after any other change', async () => {
    const first = await loadFacetIndex(database.db);
    await updateGame(database.db, ids[7]!, { platforms: ['pc', 'switch'] });
    expect((await selectCatalogueVersion(database.db)).version).toBeGreaterThan(first.version);
    expect(await refreshRatings(database.db, first)).toBeNull();

    const second = await loadFacetIndex(database.db);
    await createGame(database.db, { title: 'Rated Retreat Late' });
    expect(await refreshRatings(database.db, second)).toBeNull();
  });

  it('raises no version for an update that changes nothing, and only the version for ratings with more', async () => {
    const before = await selectCatalogueVersion(database.db);
    await database.db.execute(sql`update games set rating = rating`);
    expect(await selectCatalogueVersion(database.db)).toEqual(before);

    await database.db.execute(sql`update games set rating = 1, featured = true where id = ${ids[4]!}`);
    const after = await selectCatalogueVersion(database.db);
    expect(after.version).toBe(before.version + 1);
    expect(after.ratings).toBe(before.ratings);
  });

  it('gives the holder the cleared index with its ratings read again after a vote', async () => {
    const holder = createFacetIndexHolder(database.db, 60_000);
    const first = await holder.get();
    await updateGameRating(database.db, ids[2]!, 5);
    holder.clear();
    const next = await holder.get();
    expect(next.genre).toBe(first.genre);
    expect(next.ids[next.orders.rating[0]!]).toBe(ids[2]);
    expect(contentsOf(next)).toEqual(contentsOf(await loadFacetIndex(database.db)));
  });

  it('reads the catalogue once at a time however fast votes come, and keeps the last', async () => {
    const counted = countingStatements(database.db);
    const holder = createFacetIndexHolder(counted.db, 60_000);
    const first = await holder.get();
    const asked: Promise<FacetIndex>[] = [];
    for (const [at, rating] of [
      [4, 1],
      [5, 2],
      [6, 3],
      [7, 4.5],
    ] as const) {
      await updateGameRating(database.db, ids[at]!, rating);
      holder.clear();
      asked.push(holder.get());
    }
    await Promise.all(asked);
    expect(counted.mostAtOnce()).toBe(1);
    const last = await holder.get();
    expect(last).toBe(await asked.at(-1));
    expect(last.genre).toBe(first.genre);
    expect(contentsOf(last)).toEqual(contentsOf(await loadFacetIndex(database.db)));
  });

  it('finds a rating set straight in the database', async () => {
    let told = 0;
    const holder = createFacetIndexHolder(database.db, 20, { onOutsideChange: () => told++ });
    await holder.get();
    await database.db.execute(sql`update games set rating = 3 where id = ${ids[7]!}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await holder.get();
    await expect.poll(() => told, { timeout: 5_000 }).toBe(1);
  });
});
