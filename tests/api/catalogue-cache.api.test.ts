import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectGamesByIds } from '../../server/modules/games/queries.ts';
import { games } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { post } from '../helpers/visitor.ts';
import { createGame } from '../factories/games.ts';

// Watched, so a test can tell which games the lists read from the database and which they had kept.
vi.mock('../../server/modules/games/queries.ts', async (importOriginal) => {
  const queries = await importOriginal<typeof import('../../server/modules/games/queries.ts')>();
  return { ...queries, selectGamesByIds: vi.fn(queries.selectGamesByIds) };
});

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ CATALOGUE_CACHE_SECONDS: '60' });
  await createGame(t.database.db, { title: 'Cached Cottage' });
});
afterEach(() => t.close());

const titlesWithIds = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/games?sort=a-z' })).json() as { id: number; title: string }[];
const titles = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/games?sort=a-z' })).json().map((g: { title: string }) => g.title);

describe('the catalogue list cache', () => {
  it('reuses a list while nothing changes, and hears of a change made straight to the database', async () => {
    expect(await titles()).toEqual(['Cached Cottage']);
    vi.mocked(selectGamesByIds).mockClear();
    expect(await titles()).toEqual(['Cached Cottage']);
    expect(selectGamesByIds).not.toHaveBeenCalled();
    // A script or psql writes: the database's own change feed tells the process.
    await t.database.db.execute(sql`update ${games} set title = 'Sneaky Edit'`);
    await expect.poll(titles, { timeout: 2_000, interval: 50 }).toEqual(['Sneaky Edit']);
  });

  it('shows an admin change at once', async () => {
    // The admin's next read, straight after the answer, sees the new game.
    expect(await titles()).toEqual(['Cached Cottage']);
    const admin = await signInAsAdmin(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: admin.headers,
      payload: {
        title: 'Brand New Burrow',
        description: 'A fresh arrival in the catalogue, seen straight away.',
        platforms: ['pc'],
        genre: 'simulation',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await titles()).toEqual(['Brand New Burrow', 'Cached Cottage']);
  });

  it('moves a game in the highest-rated list at once when a visitor votes', async () => {
    const voted = await createGame(t.database.db, { title: 'Voted Valley' });
    const highestRated = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/games?sort=rating' }))
        .json()
        .map((g: { title: string; rating: number | null }) => [g.title, g.rating]);
    expect(await highestRated()).toEqual([
      ['Voted Valley', null],
      ['Cached Cottage', null],
    ]);
    const first = await post(t.app, `/api/games/${voted.id}/cozy-rating`, {
      rating: 2,
      voterFingerprint: 'fp-a-12345678',
    });
    expect(first.statusCode).toBe(201);
    const cottage = (await titlesWithIds()).find((game) => game.title === 'Cached Cottage')!;
    await post(t.app, `/api/games/${cottage.id}/cozy-rating`, { rating: 5, voterFingerprint: 'fp-b-12345678' });
    expect(await highestRated()).toEqual([
      ['Cached Cottage', 5],
      ['Voted Valley', 2],
    ]);
  });

  it('keeps the games it has read across a vote, but for the game voted on', async () => {
    const voted = await createGame(t.database.db, { title: 'Voted Valley' });
    const cottage = (await titlesWithIds()).find((game) => game.title === 'Cached Cottage')!;
    const { games: service } = t.app.services;
    const listed = async () => new Map((await service.list({ sort: 'a-z' })).games.map((game) => [game.title, game]));
    const readAgain = vi.mocked(selectGamesByIds);
    expect([...(await listed()).keys()]).toEqual(['Cached Cottage', 'Voted Valley']);

    const vote = await post(t.app, `/api/games/${voted.id}/cozy-rating`, {
      rating: 4,
      voterFingerprint: 'fp-c-12345678',
    });
    expect(vote.statusCode).toBe(201);
    readAgain.mockClear();
    const afterVote = await listed();
    // The game voted on is read again with its rating; the other is the game kept before.
    expect(afterVote.get('Voted Valley')).toMatchObject({ rating: 4 });
    expect(readAgain.mock.calls.map(([, ids]) => ids)).toEqual([[voted.id]]);

    // Any other change lets go of every game kept.
    await t.database.db.execute(
      sql`update ${games} set description = 'A cottage described anew for this test.' where title = 'Cached Cottage'`,
    );
    await t.app.catalogueChanges.caughtUp();
    readAgain.mockClear();
    const afterEdit = await listed();
    expect(afterEdit.get('Cached Cottage')).toMatchObject({ description: 'A cottage described anew for this test.' });
    expect(readAgain.mock.calls.flatMap(([, ids]) => ids).sort()).toEqual([cottage.id, voted.id].sort());
  });
});
