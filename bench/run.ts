/**
 * `npm run bench`: load benchmark of the public games API on generated catalogues.
 *
 * For PGlite (always) and PostgreSQL (when DATABASE_URL is set): a throw-away database, migrated
 * and filled with BENCH_GAMES games, the real server in a child process, then autocannon on five
 * API cases. Prints a table per target, writes bench/results/<timestamp>.json, exits non-zero on
 * any failure and removes everything it created, also on Ctrl-C. See docs/benchmarks.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { projectPath } from '../db/project-path.ts';
import { cleanUpAll, defer, installSignalHandlers, wasInterrupted } from './cleanup.ts';
import { fillGames } from './generate.ts';
import {
  benchCases,
  formatTable,
  measureCases,
  meetsGoal,
  P99_GOAL_MS,
  type CaseResult,
  type MeasureSettings,
} from './measure.ts';
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
}

interface TargetResult {
  target: TargetKind;
  label: string;
  database?: string;
  games: number;
  fillSeconds?: number;
  cases: CaseResult[];
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
    seconds: wholeNumber(env, 'BENCH_SECONDS', 10, 1, 3_600),
    warmupSeconds: wholeNumber(env, 'BENCH_WARMUP_SECONDS', 3, 0, 600),
    timeoutSeconds: wholeNumber(env, 'BENCH_TIMEOUT_SECONDS', 30, 1, 600),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    allowRemote: env.BENCH_ALLOW_REMOTE === '1',
  };
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
  const result: TargetResult = { target: plan.kind, label: plan.label, games: settings.games, cases: [] };
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
    // PGlite allows one process per data folder: the server opens it next.
    await closeHandle();

    const server = await startServer(prepared.serverEnv, settings.catalogueCacheSeconds);
    log(`server ready at ${server.url} (pid ${server.pid})`);
    await measureCases(
      server,
      benchCases(settings.games),
      settings,
      (caseResult) => result.cases.push(caseResult),
      log,
    );
    const exitCode = await server.stop();
    if (exitCode !== 0) throw new Error(`the server exited with code ${String(exitCode)} after SIGTERM`);

    const problems = result.cases.flatMap((c) => c.problems.map((problem) => `${c.label}: ${problem}`));
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
  if (result.cases.length === 0) return `${head}: FAILED: ${result.failure ?? 'no case ran'}`;
  const requests = result.cases.reduce((sum, c) => sum + c.requests, 0);
  const non2xx = result.cases.reduce((sum, c) => sum + c.non2xx, 0);
  const met = result.cases.filter((c) => meetsGoal(c) === true);
  const missed = result.cases.filter((c) => meetsGoal(c) !== true);
  const goal =
    missed.length === 0
      ? `p99 < ${P99_GOAL_MS} ms in every case`
      : `p99 < ${P99_GOAL_MS} ms in ${met.length} of ${result.cases.length} cases ` +
        `(missed: ${missed.map((c) => `${c.id} ${meetsGoal(c) === null ? 'no answer' : `${c.latencyMs.p99} ms`}`).join(', ')})`;
  const verdict = result.failure ? `FAILED: ${result.failure}` : 'passed';
  return `${head}: ${verdict}; ${requests.toLocaleString('en-US')} requests, ${non2xx} non-2xx; ${goal}`;
}

function writeResults(startedAt: Date, loadAtStart: number, settings: Settings, results: TargetResult[]): string {
  const folder = projectPath('bench/results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const { databaseUrl: _url, ...shared } = settings;
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
    p99GoalMs: P99_GOAL_MS,
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
    settings = readSettings(process.env);
    plans = planTargets(settings.databaseUrl, settings.allowRemote);
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
      `${settings.warmupSeconds} s warm-up + ${settings.seconds} s per case (timeout ${settings.timeoutSeconds} s), ` +
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
    if (result.cases.length > 0) console.log(formatTable(result.cases));
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
