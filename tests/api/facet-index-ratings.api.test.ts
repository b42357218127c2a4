import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { updateGame, updateGameRating } from '../../db/games/writer.ts';
import { readSnapshot, withNewRatings, type Snapshot } from '../../server/modules/catalogue/snapshot.ts';
import { selectCatalogueVersion } from '../../server/modules/catalogue/snapshot-queries.ts';
import { createSnapshotHolder } from '../../server/modules/catalogue/holder.ts';
import { createCatalogueChanges, type CatalogueChange } from '../../server/lib/catalogue-changes.ts';
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
const contentsOf = ({ derived: _derived, ...index }: Snapshot) => ({
  ...index,
  ids: [...index.ids],
  codes: Object.fromEntries(Object.entries(index.codes).map(([name, codes]) => [name, [...codes]])),
  rating: [...index.rating],
  orders: {
    newest: [...index.orders.newest],
    title: [...index.orders.title],
    rating: [...index.orders.rating],
  },
});

describe('the facet index after votes', () => {
  it('raises only the ratings version for a vote, and reads the ratings again into what a full build gives', async () => {
    const first = await readSnapshot(database.db);
    await updateGameRating(database.db, ids[6]!, 4);
    await updateGameRating(database.db, ids[3]!, 2.5);
    await updateGameRating(database.db, ids[0]!, null);

    const versions = await selectCatalogueVersion(database.db);
    expect(versions.version).toBe(first.version);
    expect(versions.words).toBe(first.wordsVersion);
    expect(versions.ratings).toBe(first.ratingsVersion + 3);

    const refreshed = await withNewRatings(database.db, first);
    expect(refreshed).not.toBeNull();
    const built = await readSnapshot(database.db);
    expect(contentsOf(refreshed!)).toEqual(contentsOf(built));
    // Highest first, ties newest first, games without votes last.
    const order = [...refreshed!.orders.rating].map((at) => refreshed!.ids[at]);
    expect(order.slice(0, 4)).toEqual([ids[6], ids[5], ids[1], ids[2]]);
    // Only the ratings were read: everything else is the first index's own.
    expect(refreshed!.codes).toBe(first.codes);
    expect(refreshed!.orders.newest).toBe(first.orders.newest);
  });

  it('reads every rating when the noted changes do not reach back to the index, and nothing when none changed', async () => {
    const first = await readSnapshot(database.db);
    expect(await withNewRatings(database.db, first)).toBe(first);

    await updateGameRating(database.db, ids[1]!, 1.5);
    await updateGameRating(database.db, ids[2]!, null);
    // As if more than the kept number of votes had come since: the notes begin after the first.
    await database.db.execute(sql`delete from rating_changes`);
    await updateGameRating(database.db, ids[4]!, 3);
    const refreshed = await withNewRatings(database.db, first);
    expect(contentsOf(refreshed!)).toEqual(contentsOf(await readSnapshot(database.db)));
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
    const first = await readSnapshot(database.db);
    await updateGame(database.db, ids[7]!, { platforms: ['pc', 'switch'] });
    expect((await selectCatalogueVersion(database.db)).version).toBeGreaterThan(first.version);
    expect(await withNewRatings(database.db, first)).toBeNull();

    const second = await readSnapshot(database.db);
    await createGame(database.db, { title: 'Rated Retreat Late' });
    expect(await withNewRatings(database.db, second)).toBeNull();
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
    const holder = createSnapshotHolder(database.db, true);
    const first = await holder.get();
    await updateGameRating(database.db, ids[2]!, 5);
    holder.clear();
    const next = await holder.get();
    expect(next.codes).toBe(first.codes);
    expect(next.ids[next.orders.rating[0]!]).toBe(ids[2]);
    expect(contentsOf(next)).toEqual(contentsOf(await readSnapshot(database.db)));
  });

  it('reads the catalogue once at a time however fast votes come, and keeps the last', async () => {
    const counted = countingStatements(database.db);
    const holder = createSnapshotHolder(counted.db, true);
    const first = await holder.get();
    const asked: Promise<Snapshot>[] = [];
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
    expect(last.codes).toBe(first.codes);
    expect(contentsOf(last)).toEqual(contentsOf(await readSnapshot(database.db)));
  });

  it("hears of a rating set straight in the database as a change of that game's rating", async () => {
    const changes = createCatalogueChanges(database);
    const heard: CatalogueChange[] = [];
    changes.subscribe((change) => heard.push(change));
    try {
      await changes.caughtUp();
      await database.db.execute(sql`update games set rating = 3 where id = ${ids[7]!}`);
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(1);
      expect(heard[0]).toMatchObject({ kind: 'ratings', games: [{ id: ids[7] }] });
    } finally {
      await changes.close();
    }
  });
});
