import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { createSnapshotHolder } from '../../server/modules/catalogue/holder.ts';
import { correctSearch } from '../../server/modules/catalogue/search.ts';
import { searchIndexOf, warmSearchIndex } from '../../server/modules/catalogue/search-index.ts';
import { createCatalogueChanges } from '../../server/lib/catalogue-changes.ts';
import { createCatalogue } from '../../server/modules/catalogue/catalogue.ts';
import { countingStatements, createTestDatabase } from '../helpers/test-database.ts';
import { createGame } from '../factories/games.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await createGame(database.db, { title: 'Indexed Inn' });
});
afterAll(() => database.close());

describe('the facet index holder', () => {
  it('with no age allowed, shares a build among the calls made while it runs and keeps nothing after it', async () => {
    const holder = createSnapshotHolder(database.db, false);
    const [first, second] = await Promise.all([holder.get(), holder.get()]);
    expect(second).toBe(first);
    // A row written behind the services' back shows at the next call.
    await createGame(database.db, { title: 'Quietly Added' });
    const next = await holder.get();
    expect(next).not.toBe(first);
    expect(next.size).toBe(first.size + 1);
  });

  it('with an age, keeps one index until a change clears it', async () => {
    const holder = createSnapshotHolder(database.db, true);
    const first = await holder.get();
    await createGame(database.db, { title: 'Unseen Until Cleared' });
    expect(await holder.get()).toBe(first);
    holder.clear();
    const next = await holder.get();
    expect(next.size).toBe(first.size + 1);
    expect(await holder.get()).toBe(next);
  });

  it('does not keep a build that began before a change', async () => {
    const counted = countingStatements(database.db);
    const holder = createSnapshotHolder(counted.db, true);
    const building = holder.get();
    holder.clear();
    await building;
    const readsBefore = counted.made();
    // The database is asked again (and, nothing having changed, the same index may come back).
    const after = await holder.get();
    expect(counted.made()).toBeGreaterThan(readsBefore);
    expect(await holder.get()).toBe(after);
    expect(counted.made()).toBe(readsBefore + 1);
  });

  it('keeps its snapshot until cleared, however old', async () => {
    const holder = createSnapshotHolder(database.db, true);
    const first = await holder.get();
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(await holder.get()).toBe(first);
    }
  });

  it('hears of a write made straight to the database from the change feed, and readies the next snapshot from what the old one kept', async () => {
    const holder = createSnapshotHolder(database.db, true, {
      prepare: (next, previous) => warmSearchIndex(database.db, next, previous),
    });
    const changes = createCatalogueChanges(database);
    const heard: string[] = [];
    changes.subscribe((change) => {
      heard.push(change.kind);
      holder.clear();
    });
    try {
      await changes.caughtUp();
      const first = await holder.get();
      const search = await searchIndexOf(database.db, first);
      await search.matches(correctSearch(search.dictionary, 'indexed'));
      await createGame(database.db, { title: 'Indexed Annex' });
      await database.db.execute(sql`update games set title = 'Indexed Inn Renamed' where title = 'Indexed Inn'`);
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      expect(new Set(heard)).toEqual(new Set(['any']));
      const next = await holder.get();
      expect(next).not.toBe(first);
      expect(next.size).toBe(first.size + 1);
      expect(next.version).toBeGreaterThan(first.version);
      const warmed = await searchIndexOf(database.db, next);
      await expect.poll(() => warmed.kept(), { timeout: 5_000 }).toEqual(expect.arrayContaining(search.kept()));
      const matches = await warmed.matches(correctSearch(warmed.dictionary, 'indexed'));
      expect(matches.positions.length).toBe(2);
    } finally {
      await changes.close();
    }
  });

  it('readies its first index with the commonest words, and one after a change with what the cleared one kept', async () => {
    await createGame(database.db, { title: 'Indexing Isle' });
    const holder = createSnapshotHolder(database.db, true, {
      prepare: (next, previous) => warmSearchIndex(database.db, next, previous),
    });
    const first = await holder.get();
    const search = await searchIndexOf(database.db, first);
    // Behind the request that waited for the index, not before it.
    await expect.poll(() => search.kept(), { timeout: 5_000 }).toContain('word indexed');
    // A prefix of two words is kept as a term of its own.
    await search.matches(correctSearch(search.dictionary, 'index'));
    const terms = search.kept().filter((key) => key.startsWith('term '));
    expect(terms).not.toEqual([]);

    await createGame(database.db, { title: 'Indexing Inlet' });
    holder.clear();
    const next = await holder.get();
    expect(next).not.toBe(first);
    const warmed = await searchIndexOf(database.db, next);
    await expect.poll(() => warmed.kept(), { timeout: 5_000 }).toEqual(expect.arrayContaining(terms));
  });
});

describe("the catalogue's warm-up after a start", () => {
  it('reads the catalogue before anyone asks, so the first lists and counts ask the database nothing', async () => {
    const counted = countingStatements(database.db);
    const catalogue = createCatalogue(counted.db, { cacheSeconds: 30 });
    await catalogue.warm();
    expect(counted.made()).toBeGreaterThan(0);
    const before = counted.made();
    const { total } = await catalogue.list({ combat: false });
    const counts = await catalogue.facets({});
    expect(total).toBeGreaterThan(0);
    expect(counts.total).toBeGreaterThan(0);
    expect(counted.made()).toBe(before);
  });

  it('keeps nothing, and so reads nothing, when the catalogue cache is off', async () => {
    const counted = countingStatements(database.db);
    await createCatalogue(counted.db, { cacheSeconds: 0 }).warm();
    expect(counted.made()).toBe(0);
  });
});
