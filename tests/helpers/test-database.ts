import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrate(handle);
    return handle;
  }

  // TEST_DATABASE_PREFIX keeps test databases of several checkouts on one server apart.
  const prefix = (process.env.TEST_DATABASE_PREFIX ?? 'cozy_test').replace(/[^a-z0-9_]/g, '');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * `db` with its raw statements (`execute`, what the indexes read with) counted: how many were
 * made, and the most under way at once.
 */
export function countingStatements(db: Database): { db: Database; made: () => number; mostAtOnce: () => number } {
  let made = 0;
  let underWay = 0;
  let most = 0;
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (key !== 'execute' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        made++;
        underWay++;
        most = Math.max(most, underWay);
        return Promise.resolve(value.apply(target, args)).finally(() => underWay--);
      };
    },
  });
  return { db: counted, made: () => made, mostAtOnce: () => most };
}
