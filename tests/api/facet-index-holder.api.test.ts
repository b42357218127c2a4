import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createFacetIndexHolder } from '../../server/modules/games/facet-index-holder.ts';
import { correctSearch } from '../../server/modules/games/search.ts';
import { searchIndexOf, warmSearchIndex } from '../../server/modules/games/search-index.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { createGame } from '../factories/games.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await createGame(database.db, { title: 'Indexed Inn' });
});
afterAll(() => database.close());

describe('the facet index holder', () => {
  it('with no age allowed, shares a build among the calls made while it runs and keeps nothing after it', async () => {
    const holder = createFacetIndexHolder(database.db, 0);
    const [first, second] = await Promise.all([holder.get(), holder.get()]);
    expect(second).toBe(first);
    // A row written behind the services' back shows at the next call.
    await createGame(database.db, { title: 'Quietly Added' });
    const next = await holder.get();
    expect(next).not.toBe(first);
    expect(next.size).toBe(first.size + 1);
  });

  it('with an age, keeps one index until a change clears it', async () => {
    const holder = createFacetIndexHolder(database.db, 60_000);
    const first = await holder.get();
    await createGame(database.db, { title: 'Unseen Until Cleared' });
    expect(await holder.get()).toBe(first);
    holder.clear();
    const next = await holder.get();
    expect(next.size).toBe(first.size + 1);
    expect(await holder.get()).toBe(next);
  });

  it('does not keep a build that began before a change', async () => {
    const holder = createFacetIndexHolder(database.db, 60_000);
    const building = holder.get();
    holder.clear();
    const begun = await building;
    const after = await holder.get();
    expect(after).not.toBe(begun);
    expect(await holder.get()).toBe(after);
  });

  it('rebuilds an index past its age in the background, warming the search index before it is used', async () => {
    const holder = createFacetIndexHolder(database.db, 50, {
      prepare: (next, previous) => warmSearchIndex(database.db, next, previous),
    });
    const first = await holder.get();
    const search = await searchIndexOf(database.db, first);
    await search.matches(correctSearch(search.dictionary, 'indexed'));
    await createGame(database.db, { title: 'Indexed Annex' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Past its age: this call still gets the old index and starts the new one.
    expect(await holder.get()).toBe(first);
    await expect.poll(() => holder.get(), { timeout: 5_000 }).not.toBe(first);
    const next = await holder.get();
    const warmed = await searchIndexOf(database.db, next);
    expect(warmed.kept()).toEqual(search.kept());
    const matches = await warmed.matches(correctSearch(warmed.dictionary, 'indexed'));
    expect(matches.positions.length).toBe(2);
  });

  it('readies its first index with the commonest words, and one after a change with what the cleared one kept', async () => {
    await createGame(database.db, { title: 'Indexing Isle' });
    const holder = createFacetIndexHolder(database.db, 60_000, {
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

    holder.clear();
    const next = await holder.get();
    expect(next).not.toBe(first);
    const warmed = await searchIndexOf(database.db, next);
    await expect.poll(() => warmed.kept(), { timeout: 5_000 }).toEqual(expect.arrayContaining(terms));
  });
});
