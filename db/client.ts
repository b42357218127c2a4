import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The server's address (PostgreSQL only), for connections of their own such as LISTEN. */
  url?: string;
  /**
   * The embedded database only: calls `onPayload` with every notification on `channel`, as each
   * transaction that sent one commits. Resolves to a function that stops listening.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; connectTimeoutMs?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

const DEFAULT_CONNECT_TIMEOUT_MS = 3000;

/**
 * A pool whose checked-out clients go back (and are discarded) when their connection ends. Drizzle's
 * transaction checks a client out and sends `begin` before its try/finally: when the connection
 * drops right then, nothing releases the client, the pool shrinks by one for good and closing it
 * waits forever. Here the client's end releases it, and a later release is ignored.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | void {
    // pool.query checks out with a callback and always releases; only promise checkouts need a guard.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const onEnd = () => guarded(new Error('Connection terminated while checked out'));
      const guarded = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', onEnd);
        release(error);
      };
      client.once('end', onEnd);
      client.release = guarded;
      return client;
    });
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new ReleasingPool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A database that does not answer fails the request quickly (a 503) instead of queueing it.
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A client losing its connection, idle in the pool or checked out by a query, emits 'error';
    // unheard, that event would end the process. The query it was running fails on its own and the
    // pool replaces the client.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Database,
      kind: 'postgres',
      url: options.url,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  let releaseLock = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(path.resolve(options.dataDir));
  }
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    return {
      db: drizzlePglite({ client, schema }) as unknown as Database,
      kind: 'pglite',
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export function databaseOptionsFromConfig(config: { databaseUrl?: string; dataDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}
