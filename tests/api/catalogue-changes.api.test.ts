import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { sql } from 'drizzle-orm';
import {
  createCatalogueChanges,
  decodeChange,
  LISTENER_APPLICATION_NAME,
  type CatalogueChange,
} from '../../server/lib/catalogue-changes.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { createGame } from '../factories/games.ts';

async function waitFor(check: () => Promise<boolean> | boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('the change feed', () => {
  it('reads what the triggers send: a change of anything, or the ratings of named games', () => {
    expect(decodeChange('any')).toEqual({ kind: 'any' });
    expect(decodeChange('ratings|4:moss-bay,12:tea-inn')).toEqual({
      kind: 'ratings',
      games: [
        { id: 4, slug: 'moss-bay' },
        { id: 12, slug: 'tea-inn' },
      ],
    });
    expect(decodeChange('ratings|x:moss')).toEqual({ kind: 'any' });
    expect(decodeChange('something else')).toEqual({ kind: 'any' });
  });

  it('tells every subscriber of a write made straight to the database, whoever made it, and unsubscribes', async () => {
    const database = await createTestDatabase();
    const changes = createCatalogueChanges(database);
    const heard: CatalogueChange[] = [];
    try {
      changes.subscribe(() => {
        throw new Error('a broken subscriber');
      });
      const stop = changes.subscribe((change) => heard.push(change));
      await changes.caughtUp();
      const game = await createGame(database.db, { title: 'Feed Fjord' });
      await changes.caughtUp();
      await expect.poll(() => heard.length).toBe(1);
      expect(heard[0]).toEqual({ kind: 'any' });

      await database.db.execute(sql`update games set rating = 4 where id = ${game.id}`);
      await changes.caughtUp();
      await expect.poll(() => heard.length).toBe(2);
      expect(heard[1]).toEqual({ kind: 'ratings', games: [{ id: game.id, slug: 'feed-fjord' }] });

      // An update that changes nothing says nothing.
      await database.db.execute(sql`update games set rating = 4 where id = ${game.id}`);
      await changes.caughtUp();
      stop();
      await database.db.execute(sql`delete from games`);
      await changes.caughtUp();
      expect(heard.length).toBe(2);
    } finally {
      await changes.close();
      await database.close();
    }
  });
});

// Two processes need a real server: CI runs this with TEST_DATABASE_URL set.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the catalogue-changed signal across processes (needs TEST_DATABASE_URL)', () => {
  let first: TestApp;
  let secondDatabase: DatabaseHandle;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await buildTestApp({ CATALOGUE_CACHE_SECONDS: '60' });
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url!, poolSize: 2 });
    second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: 'unused', CATALOGUE_CACHE_SECONDS: '60' }),
      database: secondDatabase,
      secret: 'test-secret-that-is-long-enough-to-sign-things',
      outbox: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  const titlesOn = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/games?sort=a-z' })).json().map((g: { title: string }) => g.title);

  it("shows an admin edit made through one instance on the other's cached list within 2 s", async () => {
    const game = await createGame(first.database.db, { title: 'Quiet Quarry' });
    // Both instances now hold the list in their caches for a minute.
    expect(await titlesOn(first.app)).toEqual(['Quiet Quarry']);
    expect(await titlesOn(second)).toEqual(['Quiet Quarry']);

    const admin = await signInAsAdmin(first.app);
    const edit = await first.app.inject({
      method: 'PATCH',
      url: `/api/games/${game.id}`,
      headers: admin.headers,
      payload: {
        title: 'Quieter Quarry',
        description: 'A calm quarry where stones are sorted by colour.',
        platforms: ['pc'],
        genre: 'puzzle',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(await titlesOn(first.app)).toEqual(['Quieter Quarry']);
    const took = await waitFor(async () => (await titlesOn(second)).includes('Quieter Quarry'), 2_000);
    expect(took).toBeLessThan(2_000);
  });

  it('calls subscribers when a lost LISTEN connection is back, and hears changes again', async () => {
    const changes = createCatalogueChanges(secondDatabase, { reconnectDelayMs: { min: 50, max: 400 } });
    let calls = 0;
    changes.subscribe(() => calls++);
    try {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const dbName = new URL(first.database.url!).pathname.slice(1);
      try {
        // The three listeners: the two apps' and this one.
        await waitFor(async () => (await listenersOn(admin, dbName)) >= 3, 5_000);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
          [dbName, LISTENER_APPLICATION_NAME],
        );
        await waitFor(() => calls >= 1, 5_000);
        await waitFor(async () => (await listenersOn(admin, dbName)) >= 3, 5_000);

        const before = calls;
        await first.database.db.execute(sql`update games set description = description || ' Again.'`);
        await waitFor(() => calls > before, 2_000);
      } finally {
        await admin.end();
      }
    } finally {
      await changes.close();
    }
  });
  it('calls subscribers once a listener that could not connect at first finally listens', async () => {
    // A database that does not exist yet: every attempt fails until it is made.
    const lateName = `cozy_late_${Date.now()}_${process.pid}`;
    const lateUrl = new URL(serverUrl!);
    lateUrl.pathname = `/${lateName}`;
    const late = { ...secondDatabase, url: lateUrl.toString() } as DatabaseHandle;
    const changes = createCatalogueChanges(late, { reconnectDelayMs: { min: 50, max: 200 } });
    let calls = 0;
    changes.subscribe(() => calls++);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toBe(0);
      await admin.query(`create database ${lateName}`);
      await waitFor(() => calls >= 1, 5_000);
    } finally {
      await changes.close();
      await admin.query(`drop database if exists ${lateName} with (force)`);
      await admin.end();
    }
  });
});

async function listenersOn(admin: pg.Client, dbName: string): Promise<number> {
  const result = await admin.query<{ count: string }>(
    'select count(*) from pg_stat_activity where datname = $1 and application_name = $2',
    [dbName, LISTENER_APPLICATION_NAME],
  );
  return Number(result.rows[0]!.count);
}
