/**
 * `npm run bench:render`: what one server render costs, in CPU milliseconds of the server process.
 *
 * Builds the real app with the built pages on a throw-away database holding the shipped catalogue
 * (PostgreSQL when DATABASE_URL is set, so the database's own work is not counted; otherwise PGlite
 * in memory, whose work is), turns the response cache off, and asks each path again and again
 * through `inject`, one request at a time. CPU time, unlike wall time, hardly moves when other work
 * shares the machine. With BENCH_PROFILE_DIR set, the measured renders of each path are also
 * profiled (V8's sampling profiler, nothing of the set-up or warm-up) into `<dir>/<path>.cpuprofile`,
 * which `npx tsx bench/profile-buckets.ts <file>` sorts into where the time went.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { projectPath } from '../db/project-path.ts';
import { seedCatalogueIfEmpty } from '../db/seed/index.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { cleanUpAll, defer } from './cleanup.ts';
import { ensureBuilt } from './server.ts';
import { openInProcessTarget } from './targets.ts';

const PATHS = process.env.BENCH_PATHS?.split(' ') ?? [
  '/',
  '/game/stardew-valley',
  '/about',
  '/?platform=switch&combat=false&sort=a-z&page=2',
  '/api/games?limit=12&offset=24',
];
const WARMUP = 60;
const MEASURED = Number(process.env.BENCH_RENDERS ?? 300);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

/** Profiles what `run` does, when asked to, into a file named after the path. */
async function profiled(url: string, run: () => Promise<void>): Promise<void> {
  if (!PROFILE_DIR) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(PROFILE_DIR, { recursive: true });
    const name = url.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
    writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  }
}

async function main() {
  await ensureBuilt();
  const { label, database } = await openInProcessTarget();
  await seedCatalogueIfEmpty(database.db);
  const build = (await import(pathToFileURL(projectPath('build/server/index.js')).href)) as ServerBuild;
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', DATA_DIR: 'unused', RESPONSE_CACHE_MB: '0', LOG_LEVEL: 'silent' }),
    database,
    secret: 'render-cost-secret-that-is-long-enough-to-sign',
    outbox: false,
    pages: { mode: 'production', build, clientDir: projectPath('build/client') },
  });
  defer('close the app', () => app.close());
  await app.ready();

  console.log(`${label}, shipped catalogue; ${MEASURED} renders per path after ${WARMUP} to warm up`);
  for (const url of PATHS) {
    const ask = async () => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': process.env.BENCH_ENCODING ?? 'br, gzip' },
      });
      if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
      return response.rawPayload.length;
    };
    for (let i = 0; i < WARMUP; i++) await ask();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let bytes = 0;
    await profiled(url, async () => {
      for (let i = 0; i < MEASURED; i++) bytes = await ask();
    });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000 / MEASURED;
    const wallMs = (performance.now() - started) / MEASURED;
    console.log(
      `${url.padEnd(48)} ${cpuMs.toFixed(2).padStart(6)} ms CPU, ${wallMs.toFixed(2).padStart(6)} ms wall, ` +
        `${(bytes / 1024).toFixed(1)} KiB sent`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUpAll());
