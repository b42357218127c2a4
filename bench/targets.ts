import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { defer } from './cleanup.ts';

export type TargetKind = 'pglite' | 'postgres';

export interface TargetPlan {
  kind: TargetKind;
  label: string;
  /** The server URL the throw-away database is created on (postgres only). */
  serverUrl?: string;
}

/** A throw-away database, ready to be migrated and filled; dropped by the cleanup steps. */
export interface PreparedTarget {
  /** Where the data is, for the log (no password). */
  location: string;
  /** How this process opens it. */
  databaseOptions: DatabaseOptions;
  /** How the server process finds it. */
  serverEnv: Record<string, string>;
}

export class TargetError extends Error {}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** Local means a loopback name or address, or a Unix socket folder, in the host and in `?host=`. */
export function isLocalDatabaseUrl(url: URL): boolean {
  const hosts = [url.hostname.replace(/^\[|\]$/g, ''), ...url.searchParams.getAll('host')];
  return hosts.every((host) => host === '' || host.startsWith('/') || LOCAL_HOSTS.has(host.toLowerCase()));
}

export function redactUrl(url: string | URL): string {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set (a local server unless allowed). */
export function planTargets(databaseUrl: string | undefined, allowRemote: boolean): TargetPlan[] {
  const plans: TargetPlan[] = [{ kind: 'pglite', label: 'PGlite' }];
  if (!databaseUrl) return plans;
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new TargetError('DATABASE_URL is not a URL.');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new TargetError('DATABASE_URL must be a postgres:// URL.');
  }
  if (!allowRemote && !isLocalDatabaseUrl(url)) {
    throw new TargetError(
      `DATABASE_URL points at ${url.host}, which is not this machine. The benchmark creates and drops ` +
        'a database there and loads the server hard; set BENCH_ALLOW_REMOTE=1 if that is really wanted.',
    );
  }
  plans.push({ kind: 'postgres', label: 'PostgreSQL', serverUrl: databaseUrl });
  return plans;
}

/** Creates the throw-away database of a target and registers its removal. */
export async function prepareTarget(plan: TargetPlan): Promise<PreparedTarget> {
  return plan.kind === 'pglite' ? preparePglite() : preparePostgres(plan.serverUrl!);
}

function preparePglite(): PreparedTarget {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cozy-bench-'));
  defer(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    location: dataDir,
    databaseOptions: { kind: 'pglite', dataDir },
    serverEnv: { DATA_DIR: dataDir },
  };
}

async function preparePostgres(serverUrl: string): Promise<PreparedTarget> {
  // Lower case letters and digits only, so the name needs no quoting.
  const name = `cozy_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  defer(`drop database ${name}`, () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`));

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: redactUrl(url),
    databaseOptions: { kind: 'postgres', url: url.toString(), poolSize: 2 },
    serverEnv: { DATABASE_URL: url.toString() },
  };
}

/** One statement on the database the URL names, on a connection of its own. */
async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated throw-away database for a benchmark run in this process: on PostgreSQL when
 * DATABASE_URL is set, otherwise PGlite in memory; closed (and dropped) when the run ends.
 */
export async function openInProcessTarget(): Promise<{ label: string; database: DatabaseHandle }> {
  const plan = planTargets(process.env.DATABASE_URL, false).at(-1)!;
  const prepared =
    plan.kind === 'postgres' ? await prepareTarget(plan) : { databaseOptions: { kind: 'pglite' as const } };
  const database = await openDatabase(prepared.databaseOptions);
  defer('close the database', () => database.close());
  await migrate(database);
  return { label: plan.label, database };
}
