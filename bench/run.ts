/**
 * `npm run bench`: load benchmark of the site and its API on a generated catalogue.
 *
 * For PostgreSQL (when DATABASE_URL is set) or PGlite (otherwise, or with BENCH_TARGETS): a
 * throw-away database, migrated and filled with BENCH_GAMES games, the built server in a child
 * process, then autocannon on each traffic mix, round by round beside a static file of the same
 * server. Prints a table per target, writes bench/results/<timestamp>.json, exits non-zero on any
 * failure and removes everything it created, also on Ctrl-C. See docs/benchmarks.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { projectPath } from '../db/project-path.ts';
import { cleanUpAll, defer, installSignalHandlers, wasInterrupted } from './cleanup.ts';
import { fillGames } from './generate.ts';
import { formatTable, measureMixes, STATIC_PATH, type MeasureSettings, type MixResult } from './measure.ts';
import { buildMixes } from './mixes.ts';
import { ensureBuilt, startServer } from './server.ts';
import { planTargets, prepareTarget, TargetError, type TargetKind, type TargetPlan } from './targets.ts';

interface Settings extends MeasureSettings {
  games: number;
  /**
   * The server's CATALOGUE_CACHE_SECONDS: 30 by default, as the server ships; 0 sends every request
   * down to the database.
   */
  catalogueCacheSeconds: number;
  databaseUrl?: string;
  allowRemote: boolean;
  /** Which targets to measure; by default PostgreSQL when DATABASE_URL is set, else PGlite. */
  targets: TargetKind[];
  /** Only these mixes (all when empty). */
  mixes: string[];
  /** The PostgreSQL server's processes (BENCH_PROCESSES), which share their limits in Redis (REDIS_URL). */
  redisUrl?: string;
  processes: number;
}

interface TargetResult {
  target: TargetKind;
  label: string;
  database?: string;
  games: number;
  fillSeconds?: number;
  mixes: MixResult[];
  /** Why the target failed; absent when it passed. */
  failure?: string;
}

class SettingsError extends Error {}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SettingsError(`${name} must be a whole number from ${min} to ${max} (got '${raw}').`);
  }
  return value;
}

function readSettings(env: NodeJS.ProcessEnv): Settings {
  return {
    games: wholeNumber(env, 'BENCH_GAMES', 100_000, 1_000, 2_000_000),
    catalogueCacheSeconds: wholeNumber(env, 'BENCH_CATALOGUE_CACHE_SECONDS', 30, 0, 3_600),
    connections: wholeNumber(env, 'BENCH_CONNECTIONS', 32, 1, 1_000),
    seconds: wholeNumber(env, 'BENCH_SECONDS', 5, 1, 3_600),
    rounds: wholeNumber(env, 'BENCH_ROUNDS', 3, 1, 50),
    warmupSeconds: wholeNumber(env, 'BENCH_WARMUP_SECONDS', 2, 0, 600),
    timeoutSeconds: wholeNumber(env, 'BENCH_TIMEOUT_SECONDS', 30, 1, 600),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    allowRemote: env.BENCH_ALLOW_REMOTE === '1',
    targets: list(env.BENCH_TARGETS, ['pglite', 'postgres']) as TargetKind[],
    mixes: list(env.BENCH_MIXES),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    processes: wholeNumber(env, 'BENCH_PROCESSES', 1, 1, 64),
  };
}

function checkProcesses(settings: Settings): Settings {
  if (settings.processes > 1 && !settings.redisUrl) {
    throw new SettingsError('BENCH_PROCESSES above 1 needs REDIS_URL: the server processes share their limits there.');
  }
  return settings;
}

function list(raw: string | undefined, allowed?: string[]): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = allowed ? items.filter((item) => !allowed.includes(item)) : [];
  if (unknown.length > 0) throw new SettingsError(`Unknown value ${unknown.join(', ')}; use ${allowed!.join(', ')}.`);
  return items;
}

function logFor(label: string) {
  return (message: string) => console.log(`[${label}] ${message}`);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One target from an empty throw-away database to the measured cases; always cleaned up. */
async function benchTarget(plan: TargetPlan, settings: Settings): Promise<TargetResult> {
  const log = logFor(plan.label);
  const result: TargetResult = { target: plan.kind, label: plan.label, games: settings.games, mixes: [] };
  try {
    if (wasInterrupted()) throw new Error('interrupted');
    const prepared = await prepareTarget(plan);
    result.database = prepared.location;
    log(`throw-away database: ${prepared.location}`);

    const handle = await openDatabase(prepared.databaseOptions);
    const closeHandle = defer('close the database', () => handle.close());
    await migrate(handle);
    const fill = await fillGames(handle.db, settings.games, log);
    result.fillSeconds = Math.round(fill.milliseconds / 100) / 10;
    log(`filled ${fill.games.toLocaleString('en-US')} games in ${result.fillSeconds} s (vacuum analyze included)`);
    const mixes = (await buildMixes(handle.db, settings.games)).filter(
      (mix) => settings.mixes.length === 0 || settings.mixes.includes(mix.id),
    );
    // PGlite allows one process per data folder: the server opens it next.
    await closeHandle();

    const processes = plan.kind === 'postgres' ? settings.processes : 1;
    const serverEnv =
      processes > 1
        ? { ...prepared.serverEnv, WEB_CONCURRENCY: String(processes), REDIS_URL: settings.redisUrl! }
        : prepared.serverEnv;
    const server = await startServer(serverEnv, settings.catalogueCacheSeconds);
    log(`server ready at ${server.url} (pid ${server.pid}, ${processes} ${processes === 1 ? 'process' : 'processes'})`);
    await measureMixes(server, mixes, settings, (mixResult) => result.mixes.push(mixResult), log);
    const exitCode = await server.stop();
    if (exitCode !== 0) throw new Error(`the server exited with code ${String(exitCode)} after SIGTERM`);

    const problems = result.mixes.flatMap((m) => m.problems.map((problem) => `${m.label}: ${problem}`));
    if (problems.length > 0) result.failure = problems.join('; ');
  } catch (error) {
    result.failure = describe(error);
  } finally {
    await cleanUpAll();
  }
  return result;
}

function summaryLine(result: TargetResult): string {
  const head = `${result.label}, ${result.games.toLocaleString('en-US')} games`;
  if (result.mixes.length === 0) return `${head}: FAILED: ${result.failure ?? 'no mix ran'}`;
  const missed = result.mixes.filter((m) => !m.met);
  const goal =
    missed.length === 0
      ? 'every mix meets its goal'
      : `${result.mixes.length - missed.length} of ${result.mixes.length} mixes meet their goal ` +
        `(missed: ${missed.map((m) => `${m.id} ${m.median.ratio.toFixed(3)}`).join(', ')})`;
  const belowFloor = result.mixes.filter((m) => m.floor && !m.floor.met);
  const floor =
    belowFloor.length === 0
      ? ''
      : `; against /about missed: ${belowFloor.map((m) => `${m.id} ${m.floor!.share.toFixed(3)} (p99 ${m.median.p99} ms)`).join(', ')}`;
  const verdict = result.failure ? `FAILED: ${result.failure}` : 'passed';
  return `${head}: ${verdict}; ${goal}${floor}`;
}

function writeResults(startedAt: Date, loadAtStart: number, settings: Settings, results: TargetResult[]): string {
  const folder = projectPath('bench/results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const { databaseUrl: _url, redisUrl: _redis, ...shared } = settings;
  const document = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: Math.round(loadavg()[0]! * 100) / 100,
    },
    settings: shared,
    staticPath: STATIC_PATH,
    targets: results,
  };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}

async function main(): Promise<number> {
  installSignalHandlers();
  let settings: Settings;
  let plans: TargetPlan[];
  try {
    settings = checkProcesses(readSettings(process.env));
    plans = planTargets(settings.databaseUrl, settings.allowRemote).filter((plan, _index, all) =>
      settings.targets.length > 0 ? settings.targets.includes(plan.kind) : all.length === 1 || plan.kind === 'postgres',
    );
    if (plans.length === 0) throw new SettingsError('No target to measure: BENCH_TARGETS=postgres needs DATABASE_URL.');
  } catch (error) {
    if (error instanceof SettingsError || error instanceof TargetError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }

  const startedAt = new Date();
  console.log(
    `Benchmark: ${settings.games.toLocaleString('en-US')} games, ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up, ${settings.rounds} rounds of ${settings.seconds} s static + ${settings.seconds} s mix ` +
      `(timeout ${settings.timeoutSeconds} s), ` +
      (settings.catalogueCacheSeconds > 0
        ? `catalogue cache ${settings.catalogueCacheSeconds} s; `
        : 'catalogue cache off (every request reaches the database); ') +
      `targets: ${plans.map((p) => p.label).join(', ')}; ${cpus().length} CPUs, Node ${process.version}`,
  );
  // Other work on the machine takes CPU from the server, the database and autocannon alike.
  const loadAtStart = Math.round(loadavg()[0]! * 100) / 100;
  if (loadAtStart > cpus().length / 2) {
    console.warn(
      `Warning: the machine is busy (load average ${loadAtStart} on ${cpus().length} CPUs); ` +
        'the figures will be lower than on a quiet machine.',
    );
  }
  await ensureBuilt();

  const results: TargetResult[] = [];
  for (const plan of plans) {
    results.push(await benchTarget(plan, settings));
    if (wasInterrupted()) break;
  }

  for (const result of results) {
    const cache =
      settings.catalogueCacheSeconds > 0 ? `catalogue cache ${settings.catalogueCacheSeconds} s` : 'no cache';
    console.log(
      `\n${result.label} (${result.games.toLocaleString('en-US')} games, ${settings.connections} connections, ${cache})`,
    );
    if (result.mixes.length > 0) console.log(formatTable(result.mixes));
  }
  console.log('');
  for (const result of results) console.log(summaryLine(result));
  const file = writeResults(startedAt, loadAtStart, settings, results);
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
  return results.some((r) => r.failure !== undefined) ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await cleanUpAll();
    process.exit(1);
  });
