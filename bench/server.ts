import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { projectPath } from '../db/project-path.ts';
import { atExit, defer } from './cleanup.ts';
import { FLOOR_PARAM } from './mixes.ts';

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LINES_KEPT = 40;

/**
 * What the server inherits from the shell running the benchmark: only these. None of its own
 * settings (server/config.ts) leak in, say a DATABASE_URL meant for the PostgreSQL target into the
 * PGlite one, or an ADMIN_EMAIL; the benchmark sets the ones it needs.
 */
const INHERITED_ENV = ['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT'];

export interface RunningServer {
  url: string;
  pid: number;
  /** Waits until the server has worked off earlier requests; resolves with the seconds waited. */
  settle(): Promise<number>;
  /** SIGTERM, then waits for the exit; resolves with the exit code (null when killed by a signal). */
  stop(): Promise<number | null>;
}

/**
 * Production mode serves the built site, so the benchmark measures what `npm start` runs: it builds
 * first, unless BENCH_SKIP_BUILD=1 and a build is there.
 */
export async function ensureBuilt(): Promise<void> {
  const built = existsSync(projectPath('build/server/index.js')) && existsSync(projectPath('dist/server/index.js'));
  if (built && process.env.BENCH_SKIP_BUILD === '1') return;
  console.log('Running `npm run build` first…');
  const child = spawn('npm', ['run', 'build'], { cwd: projectPath(), stdio: 'inherit' });
  const forget = atExit(() => child.kill('SIGKILL'));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  forget();
  if (code !== 0) throw new Error(`npm run build failed (exit code ${String(code)})`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * Starts the built server (`node dist/server/index.js`, as `npm start` does) in production mode on a free port, with the given
 * database settings and catalogue cache, and waits until GET /readyz answers 200.
 */
export async function startServer(
  databaseEnv: Record<string, string>,
  catalogueCacheSeconds: number,
): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {};
  for (const key of INHERITED_ENV) if (process.env[key] !== undefined) env[key] = process.env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // As `npm start` runs it: glibc gives memory back after image work (scripts/start.mjs).
    MALLOC_ARENA_MAX: '2',
    // Keeps the server from writing a generated secret into the project's ./data.
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    // The server reuses list and featured answers for this long; 0 measures the database path.
    CATALOGUE_CACHE_SECONDS: String(catalogueCacheSeconds),
    // Each `/about?floor=N` is a new URL to the response cache, as each game page of the crowd is.
    RESPONSE_CACHE_KEY_PARAM: FLOOR_PARAM,
    ...databaseEnv,
  });

  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: projectPath(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      if (output.length > OUTPUT_LINES_KEPT) output.shift();
      console.error(`  [server] ${line}`);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));
  const forget = atExit(() => {
    if (isRunning(child)) child.kill('SIGKILL');
  });

  const stop = async (): Promise<number | null> => {
    if (child.pid === undefined) return null; // never started
    if (isRunning(child)) child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS, 'timeout').unref());
    const result = await Promise.race([exited, timeout]);
    if (result === 'timeout') {
      child.kill('SIGKILL');
      await exited;
      forget();
      throw new Error(`the server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM and was killed`);
    }
    forget();
    return result.code;
  };
  let exitCode: number | null = null;
  const stopNow = defer(`stop the server (pid ${String(child.pid)})`, async () => {
    exitCode = await stop();
  });

  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForReady(url),
      spawnFailed,
      exited.then(({ code, signal }) => {
        throw new Error(
          `the server exited before it was ready (code ${String(code)}, signal ${String(signal)}):\n` +
            output.map((line) => `    ${line}`).join('\n'),
        );
      }),
    ]);
  } catch (error) {
    await stopNow().catch(() => {});
    throw error;
  }

  return {
    url,
    pid: child.pid!,
    settle: () => settle(url, child.pid!),
    stop: async () => {
      await stopNow();
      return exitCode;
    },
  };
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function waitForReady(url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `GET /readyz answered ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s (${last})`);
}

const SETTLE_TIMEOUT_MS = 600_000;
const IDLE_WINDOW_MS = 250;
/** Below this share of one core over a window, the server counts as idle. */
const IDLE_CPU_SHARE = 0.1;
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Requests still open when autocannon stops are dropped by the client, not by the server: their
 * queries run on. First GET /readyz, whose ping queues behind the requests waiting for a pooled
 * connection; then, on Linux, until the server process stops using CPU, which covers PGlite, whose
 * queries run inside the server process and do not always queue ahead of the ping.
 */
async function settle(url: string, pid: number): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(SETTLE_TIMEOUT_MS) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /readyz answered ${response.status}`);
  let quietWindows = 0;
  while (quietWindows < 2) {
    const before = cpuTicks(pid);
    if (before === null) break; // not Linux, or no /proc
    await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
    const after = cpuTicks(pid);
    if (after === null) break;
    const share = (after - before) / CLOCK_TICKS_PER_SECOND / (IDLE_WINDOW_MS / 1000);
    quietWindows = share < IDLE_CPU_SHARE ? quietWindows + 1 : 0;
    if (Date.now() > deadline) throw new Error(`the server was still busy after ${SETTLE_TIMEOUT_MS / 1000} s`);
  }
  return (performance.now() - started) / 1000;
}

/** User plus system CPU time of a process in clock ticks, from /proc/<pid>/stat (Linux). */
function cpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}
