import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { updateGame, updateGameRating } from '../../db/games/writer.ts';
import { readSnapshot } from '../../server/modules/catalogue/snapshot.ts';
import { searchIndexOf, warmSearchIndex } from '../../server/modules/catalogue/search-index.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { createGame } from '../factories/games.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await createGame(database.db, {
    title: 'Lantern Harbour',
    description: 'Mend nets and lanterns by a quiet harbour.',
  });
  await createGame(database.db, { title: 'Harbour Tea', description: 'Serve tea to sailors; no lanterns here.' });
  await createGame(database.db, { title: 'Moss Garden', description: 'Grow moss between old stones by the harbour.' });
});
afterAll(() => database.close());

const asArrays = (matches: { positions: Int32Array; inTitle: Uint8Array }) => ({
  positions: [...matches.positions],
  inTitle: [...matches.inTitle],
});

describe('the search index', () => {
  it("keeps a new process's commonest words from one read, each as a query of its own would find it", async () => {
    const warmed = await readSnapshot(database.db);
    await warmSearchIndex(database.db, warmed);
    const search = await searchIndexOf(database.db, warmed);
    const words = search
      .kept()
      .filter((key) => key.startsWith('word '))
      .map((key) => key.slice(5));
    expect(words).toEqual(expect.arrayContaining(['harbour', 'lanterns', 'moss', 'tea']));

    // Another index asks for each word on its own.
    const cold = await searchIndexOf(database.db, await readSnapshot(database.db));
    for (const word of words) {
      expect(asArrays(await search.matches(`'${word}'`)), word).toEqual(asArrays(await cold.matches(`'${word}'`)));
    }
    expect(asArrays(await search.matches("'harbour'"))).toEqual({ positions: [0, 1, 2], inTitle: [1, 1, 0] });
  });

  it('carries the words a cleared index kept over to the next one in one read', async () => {
    const first = await readSnapshot(database.db);
    const search = await searchIndexOf(database.db, first);
    await search.matches("'lantern' & 'harbour'");
    await createGame(database.db, { title: 'Lantern Lane', description: 'A lane of lanterns to light.' });
    const next = await readSnapshot(database.db);
    await warmSearchIndex(database.db, next, first);
    const warmed = await searchIndexOf(database.db, next);
    expect(warmed.kept()).toEqual(expect.arrayContaining(['word lantern', 'word harbour']));
    expect(asArrays(await warmed.matches("'lantern'"))).toEqual({ positions: [0, 3], inTitle: [1, 1] });
  });

  it("serves the next index with the same search index when no game's words changed, and not after a title did", async () => {
    const [first] = await Promise.all([readSnapshot(database.db)]);
    const search = await searchIndexOf(database.db, first);
    await search.matches("'harbour'");
    const id = first.ids[0]!;

    // A vote: the same games, the same words.
    await updateGameRating(database.db, id, 4);
    const afterVote = await readSnapshot(database.db);
    expect(afterVote.ratingsVersion).toBeGreaterThan(first.ratingsVersion);
    expect(afterVote.wordsVersion).toBe(first.wordsVersion);
    await warmSearchIndex(database.db, afterVote, first);
    expect(await searchIndexOf(database.db, afterVote)).toBe(search);

    // An edit that leaves every word: the writer sets the same search text again.
    await updateGame(database.db, id, { platforms: ['pc', 'switch'] });
    const afterPlatforms = await readSnapshot(database.db);
    expect(afterPlatforms.version).toBeGreaterThan(afterVote.version);
    expect(afterPlatforms.wordsVersion).toBe(first.wordsVersion);

    // A title: its words may differ.
    await updateGame(database.db, id, { title: 'Quayside Tea' });
    const afterTitle = await readSnapshot(database.db);
    expect(afterTitle.wordsVersion).toBeGreaterThan(afterVote.wordsVersion);
    await warmSearchIndex(database.db, afterTitle, afterVote);
    const renewed = await searchIndexOf(database.db, afterTitle);
    expect(renewed).not.toBe(search);
    expect([...(await renewed.matches("'quayside'")).positions]).toEqual([0]);
  });
});
