import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { freshIp, newCaptcha, post } from '../helpers/visitor.ts';
import { createGame } from '../factories/games.ts';
import { sourcePages } from '../helpers/pages.ts';

// These faults need a real server to break: CI runs them with TEST_DATABASE_URL set. Without it
// (the embedded database has no connections to drop) the suite is skipped.
const serverUrl = process.env.TEST_DATABASE_URL;
const ANSWER = 'Fault7';

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

const terminateBackends = (name: string) =>
  onServer(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
  );

describe.skipIf(!serverUrl)('database faults on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let dbName: string;
  let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
  let gameIds: number[];
  let gameSlug: string;
  let site: Awaited<ReturnType<typeof sourcePages>>;

  beforeAll(async () => {
    site = await sourcePages();
    t = await buildTestApp({ CAPTCHA_FIXED_ANSWER: ANSWER }, { pages: site.pages });
    dbName = new URL(t.database.url!).pathname.slice(1);
    admin = await signInAsAdmin(t.app);
    gameIds = [];
    for (let i = 0; i < 5; i++) {
      const game = await createGame(t.database.db, { title: `Fault Game ${i}` });
      gameIds.push(game.id);
      gameSlug = game.slug;
    }
    // The first render compiles the page modules; do it before any fault.
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await onServer(`alter database ${dbName} allow_connections true`).catch(() => {});
    await t?.close();
    await site?.close();
  });

  /** One request of a visitor or admin mix: a vote, a contact message, the review queue, the list. */
  async function request(i: number): Promise<LightMyRequestResponse> {
    switch (i % 4) {
      case 0:
        return post(t.app, `/api/games/${gameIds[i % gameIds.length]}/cozy-rating`, {
          rating: 1 + (i % 5),
          voterFingerprint: `fault-voter-${i}-${Date.now()}`,
        });
      case 1: {
        const captchaId = await newCaptcha(t.app).catch(() => 'missing');
        return post(t.app, '/api/contact', {
          name: 'Robin',
          email: 'robin@example.com',
          subject: 'Still there?',
          message: 'Checking that the site keeps answering.',
          captchaId,
          captcha: ANSWER,
        });
      }
      case 2:
        return t.app.inject({ method: 'GET', url: '/api/submissions', headers: admin.headers });
      default:
        // Every other one a page: its loaders meet the same faults.
        return t.app.inject({ method: 'GET', url: i % 8 === 3 ? '/' : '/api/games', remoteAddress: freshIp() });
    }
  }

  function expectNoFailureBut503(responses: LightMyRequestResponse[]) {
    for (const response of responses) {
      expect(response.statusCode, response.body).not.toBe(500);
      if (response.statusCode >= 500) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toMatch(/^\d+$/);
        expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
      }
    }
  }

  async function untilServing(): Promise<number> {
    const started = Date.now();
    for (;;) {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      const list = await t.app.inject({ method: 'GET', url: '/api/games', remoteAddress: freshIp() });
      if (ready.statusCode === 200 && list.statusCode === 200) return Date.now() - started;
      if (Date.now() - started > 10_000) throw new Error(`still not serving: ${ready.statusCode} ${list.statusCode}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers 503 with Retry-After, never 500, while connections are terminated under load', async () => {
    const responses: LightMyRequestResponse[] = [];
    let stop = false;
    let terminations = 0;
    const killerClient = new pg.Client({ connectionString: serverUrl });
    await killerClient.connect();
    const killer = (async () => {
      while (!stop) {
        await killerClient.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
        terminations++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    // About 40 requests a second, at most 8 in flight: bounded load for 5 seconds.
    const started = Date.now();
    let i = 0;
    const workers = Array.from({ length: 8 }, async () => {
      while (Date.now() - started < 5_000) {
        responses.push(await request(i++));
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    await Promise.all(workers);
    stop = true;
    await killer;
    await killerClient.end();

    expect(terminations).toBeGreaterThan(10);
    expect(responses.length).toBeGreaterThan(30);
    expectNoFailureBut503(responses);
    expect(responses.filter((r) => r.statusCode === 503).length).toBeGreaterThan(0);
    expect(await untilServing()).toBeLessThan(5_000);
  });

  it('answers 503 with Retry-After while the database refuses connections, and recovers by itself', async () => {
    await onServer(`alter database ${dbName} allow_connections false`);
    await terminateBackends(dbName);
    try {
      const responses = [
        await t.app.inject({ method: 'GET', url: '/api/games?search=tea', remoteAddress: freshIp() }),
        await t.app.inject({ method: 'GET', url: `/api/games/${gameIds[0]}` }),
        await t.app.inject({ method: 'GET', url: '/api/submissions', headers: admin.headers }),
        await post(t.app, `/api/games/${gameIds[1]}/cozy-rating`, { rating: 4, voterFingerprint: 'refused-voter-1' }),
      ];
      for (const response of responses) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ message: expect.stringMatching(/temporarily unavailable/) });
      }
      for (const url of ['/', `/game/${gameSlug}`]) {
        const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(page.statusCode, url).toBe(503);
        expect(page.headers['retry-after'], url).toBe('5');
        expect(page.headers['content-type'], url).toMatch(/text\/html/);
      }
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
    } finally {
      await onServer(`alter database ${dbName} allow_connections true`);
    }
    expect(await untilServing()).toBeLessThan(5_000);
  });
});
