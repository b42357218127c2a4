import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { cozyRatings } from '../../db/schema/index.ts';
import { newVoterId } from '../../common/voter-id.ts';
import { createGame } from '../factories/games.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { countRows, freshIp, post } from '../helpers/visitor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let fingerprints = 0;
/** A browser's voter id, as the site makes one. */
const newFingerprint = () => {
  fingerprints++;
  return newVoterId();
};

function voterCookie(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'voter')?.value;
}

/** The id a signed voter cookie carries. */
function voterIdIn(cookie: string | undefined): string | null {
  return cookie ? t.app.unsignCookie(cookie).value : null;
}

function vote(gameId: number, rating: number, voterFingerprint: string, voter?: string, ip?: string) {
  return post(
    t.app,
    `/api/games/${gameId}/cozy-rating`,
    { rating, voterFingerprint },
    { cookies: voter ? { voter } : undefined, ip },
  );
}

function read(gameId: number, fingerprint?: string, voter?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/games/${gameId}/cozy-rating${fingerprint ? `?fingerprint=${fingerprint}` : ''}`,
    cookies: voter ? { voter } : undefined,
  });
}

async function votesOn(gameId: number): Promise<number> {
  return (await t.database.db.select().from(cozyRatings).where(eq(cozyRatings.gameId, gameId))).length;
}

describe('GET /api/games/{id}/cozy-rating', () => {
  it('answers no rating for a game without votes, and gives the browser a voter cookie', async () => {
    const game = await createGame(t.database.db);
    const response = await read(game.id, newFingerprint());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rating: null, hasRated: false, count: 0, yourRating: null });
    const cookie = response.cookies.find((c) => c.name === 'voter');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('keeps a voter cookie it signed, and replaces one it did not', async () => {
    const game = await createGame(t.database.db);
    const first = voterCookie(await read(game.id))!;
    expect(voterCookie(await read(game.id, undefined, first))).toBeUndefined();
    const forged = voterCookie(await read(game.id, undefined, 'made-up-voter-id-000000'));
    expect(forged).toBeDefined();
    expect(forged).not.toBe('made-up-voter-id-000000');
  });

  it('gives a browser without a voter cookie one that carries the fingerprint it sent', async () => {
    const game = await createGame(t.database.db);
    const fingerprint = newFingerprint();
    expect(voterIdIn(voterCookie(await read(game.id, fingerprint)))).toBe(fingerprint);
  });

  it('keeps a voter cookie it signed over a different fingerprint (storage cleared, cookie kept)', async () => {
    const game = await createGame(t.database.db);
    const first = voterCookie(await read(game.id, newFingerprint()))!;
    expect(voterCookie(await read(game.id, newFingerprint(), first))).toBeUndefined();
  });

  it.each([
    ['/api/games/99999/cozy-rating', 404],
    ['/api/games/abc/cozy-rating', 400],
    ['/api/games/1/cozy-rating?fingerprint=short', 400],
    ['/api/games/1/cozy-rating?fingerprint=not%20a%20voter%20id', 400],
    ['/api/games/1/cozy-rating?fingerprint=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 400],
    [`/api/games/1/cozy-rating?fingerprint=${'a'.repeat(65)}`, 400],
    ['/api/games/1/cozy-rating?fingerprint=caf%C3%A9-voter-id', 400],
  ])('%s answers %i with the error shape', async (url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
    if (status === 400 && url.includes('fingerprint')) {
      expect(response.json().errors).toContainEqual({ path: 'fingerprint', message: 'Invalid voter identifier' });
    }
  });
});

describe('POST /api/games/{id}/cozy-rating', () => {
  it('answers the median after each vote, with odd and even counts, and keeps the game rating in step', async () => {
    const game = await createGame(t.database.db);
    const expected: [number, number][] = [
      [5, 5],
      [4, 4.5],
      [2, 4],
      [3, 3.5],
      [1, 3],
      [2, 2.5],
    ];
    for (const [index, [rating, median]] of expected.entries()) {
      const response = await vote(game.id, rating, newFingerprint());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ medianRating: median, count: index + 1 });
    }
    expect((await read(game.id, newFingerprint())).json()).toEqual({
      rating: 2.5,
      hasRated: false,
      count: 6,
      yourRating: null,
    });
    const shown = await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` });
    expect(shown.json().rating).toBe(2.5);
  });

  it('stores the vote with the fingerprint and the voter cookie it came with', async () => {
    const game = await createGame(t.database.db);
    const voter = voterCookie(await read(game.id))!;
    const fingerprint = newFingerprint();
    const response = await vote(game.id, 4, fingerprint, voter);
    expect(response.statusCode).toBe(201);
    expect(voterCookie(response)).toBeUndefined();
    const [row] = await t.database.db.select().from(cozyRatings).where(eq(cozyRatings.gameId, game.id));
    expect(row).toMatchObject({ rating: 4, voterFingerprint: fingerprint, voterId: expect.any(String) });
    expect(voter).toContain(row!.voterId);
  });

  it('sets the voter cookie on a first vote without one, carrying the fingerprint', async () => {
    const game = await createGame(t.database.db);
    const fingerprint = newFingerprint();
    const response = await vote(game.id, 3, fingerprint);
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((c) => c.name === 'voter')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(voterIdIn(voterCookie(response))).toBe(fingerprint);
    const [row] = await t.database.db.select().from(cozyRatings).where(eq(cozyRatings.gameId, game.id));
    expect(row).toMatchObject({ voterFingerprint: fingerprint, voterId: fingerprint });
  });

  it('counts two browsers of the same kind as two voters', async () => {
    // What once collided: one user agent on one day. Each browser now keeps a random id of its own.
    const game = await createGame(t.database.db);
    const [first, second] = [await vote(game.id, 5, newFingerprint()), await vote(game.id, 3, newFingerprint())];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual({ medianRating: 4, count: 2 });
  });

  it('refuses a second vote from the same fingerprint with 409, and hasRated says so', async () => {
    const game = await createGame(t.database.db);
    const fingerprint = newFingerprint();
    expect((await vote(game.id, 5, fingerprint)).statusCode).toBe(201);
    // A browser without the cookie (another profile, cleared cookies) but the same fingerprint.
    const again = await vote(game.id, 1, fingerprint);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already rated this game', code: 'already-rated' });
    expect(await votesOn(game.id)).toBe(1);
    expect((await read(game.id, fingerprint)).json()).toEqual({ rating: 5, hasRated: true, count: 1, yourRating: 5 });
  });

  it('refuses a second vote with the same voter cookie with 409, and tells the cups given', async () => {
    const game = await createGame(t.database.db);
    const first = await vote(game.id, 4, newFingerprint());
    const voter = voterCookie(first)!;
    // The same browser after its storage was cleared: a new id, the cookie kept.
    const otherId = newFingerprint();
    const again = await vote(game.id, 2, otherId, voter);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already rated this game', code: 'already-rated' });
    expect(await votesOn(game.id)).toBe(1);
    expect((await read(game.id, otherId, voter)).json()).toEqual({
      rating: 4,
      hasRated: true,
      count: 1,
      yourRating: 4,
    });
    expect((await read(game.id, undefined, voter)).json()).toMatchObject({ hasRated: true, yourRating: 4 });
    expect((await read(game.id, otherId)).json()).toMatchObject({ hasRated: false, yourRating: null });
  });

  it('lets the same voter rate another game', async () => {
    const [a, b] = [await createGame(t.database.db), await createGame(t.database.db)];
    const fingerprint = newFingerprint();
    const voter = voterCookie(await vote(a.id, 5, fingerprint))!;
    const other = await vote(b.id, 3, fingerprint, voter);
    expect(other.statusCode).toBe(201);
    expect(other.json()).toEqual({ medianRating: 3, count: 1 });
  });

  it('lets one of several simultaneous votes from one voter through', async () => {
    const game = await createGame(t.database.db);
    const fingerprint = newFingerprint();
    const responses = await Promise.all([1, 2, 3, 4, 5].map((rating) => vote(game.id, rating, fingerprint)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await votesOn(game.id)).toBe(1);
  });

  it('counts every one of many simultaneous votes from different voters', async () => {
    const game = await createGame(t.database.db);
    const ratings = [1, 2, 2, 3, 4, 5, 5, 5];
    const responses = await Promise.all(ratings.map((rating) => vote(game.id, rating, newFingerprint())));
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    expect((await read(game.id)).json()).toMatchObject({ rating: 3.5, count: 8 });
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json().rating).toBe(3.5);
  });

  it('answers 404 for an unknown game and stores nothing', async () => {
    const before = await countRows(t.database.db, cozyRatings);
    const response = await vote(999_999, 4, newFingerprint());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Game not found' });
    expect(await countRows(t.database.db, cozyRatings)).toBe(before);
  });

  it.each([
    ['rating', { rating: 0 }, 'Rating must be at least 1'],
    ['rating', { rating: 6 }, 'Rating must be at most 5'],
    ['rating', { rating: 3.5 }, 'Rating must be a whole number'],
    ['rating', { rating: '4' }, 'Rating must be a number'],
    ['rating', { rating: undefined }, 'Rating must be a number'],
    ['voterFingerprint', { voterFingerprint: 'short' }, 'Invalid voter identifier'],
    ['voterFingerprint', { voterFingerprint: undefined }, 'Invalid voter identifier'],
    ['voterFingerprint', { voterFingerprint: 12345678 }, 'Invalid voter identifier'],
    ['voterFingerprint', { voterFingerprint: 'a'.repeat(65) }, 'Invalid voter identifier'],
    ['voterFingerprint', { voterFingerprint: 'voter id with spaces' }, 'Invalid voter identifier'],
    ['voterFingerprint', { voterFingerprint: '../../etc/passwd' }, 'Invalid voter identifier'],
    ['voterFingerprint', { voterFingerprint: { $ne: null } }, 'Invalid voter identifier'],
  ])('%s: %j → 400 with its message, nothing stored', async (path, overrides, message) => {
    const game = await createGame(t.database.db);
    const response = await post(t.app, `/api/games/${game.id}/cozy-rating`, {
      rating: 4,
      voterFingerprint: newFingerprint(),
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(await votesOn(game.id)).toBe(0);
  });

  it('needs the anti-forgery token', async () => {
    const game = await createGame(t.database.db);
    const response = await post(
      t.app,
      `/api/games/${game.id}/cozy-rating`,
      { rating: 4, voterFingerprint: newFingerprint() },
      { headers: {} },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('invalid csrf token');
    expect(await votesOn(game.id)).toBe(0);
  });

  it('allows one network 30 votes an hour, then answers 429 with Retry-After', async () => {
    const games = await Promise.all(Array.from({ length: 11 }, () => createGame(t.database.db)));
    // Addresses of one /24 count together, whatever the fingerprint or cookie says.
    const network = `10.200.${(fingerprints % 200) + 1}`;
    let sent = 0;
    for (const game of games.slice(0, 10)) {
      for (let i = 0; i < 3; i++) {
        const response = await vote(game.id, 4, newFingerprint(), undefined, `${network}.${++sent}`);
        expect(response.statusCode).toBe(201);
      }
    }
    const limited = await vote(games[10]!.id, 4, newFingerprint(), undefined, `${network}.250`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'too-many-requests' });
    expect(await votesOn(games[10]!.id)).toBe(0);
    // Another network still votes.
    expect((await vote(games[10]!.id, 4, newFingerprint())).statusCode).toBe(201);
  });

  it('allows one address 30 votes an hour: the 31st is 429 with Retry-After', async () => {
    const games = await Promise.all(Array.from({ length: 11 }, () => createGame(t.database.db)));
    const ip = freshIp();
    for (const game of games.slice(0, 10)) {
      for (let i = 0; i < 3; i++)
        expect((await vote(game.id, 3, newFingerprint(), undefined, ip)).statusCode).toBe(201);
    }
    const limited = await vote(games[10]!.id, 3, newFingerprint(), undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect(limited.json()).toMatchObject({ code: 'too-many-requests', message: expect.stringMatching(/try again/) });
    expect(await votesOn(games[10]!.id)).toBe(0);
  });

  it('allows one network 3 votes a day on one game', async () => {
    const game = await createGame(t.database.db);
    const network = `10.201.${(fingerprints % 200) + 1}`;
    for (let i = 1; i <= 3; i++) {
      expect((await vote(game.id, 5, newFingerprint(), undefined, `${network}.${i}`)).statusCode).toBe(201);
    }
    const fourth = await vote(game.id, 5, newFingerprint(), undefined, `${network}.4`);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await votesOn(game.id)).toBe(3);
    const other = await createGame(t.database.db);
    expect((await vote(other.id, 5, newFingerprint(), undefined, `${network}.5`)).statusCode).toBe(201);
  });

  it('documents the rating routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json', remoteAddress: freshIp() })).json();
    const path = doc.paths['/api/games/{id}/cozy-rating'];
    expect(Object.keys(path.get.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(Object.keys(path.post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '403', '404', '409', '429']),
    );
  });
});
