/**
 * `npm run bench:attack`: what requests meant to force renders do to everyone else. The built
 * server on a throw-away embedded database with the shipped catalogue; the cached home page is
 * measured alone, then beside 32 connections that each ask for it with a junk query parameter of
 * their own, then beside 32 that send an Authorization header (never shared, so always rendered),
 * then alone again. The server runs as behind a proxy (`TRUST_PROXY=true`): the attacker is one
 * client address, given in X-Forwarded-For, and the home page's visitors come from this machine,
 * which no client budget counts (each real visitor stays well inside one). Prints each run's
 * requests per second and p99, and the attackers' answers by status; exits non-zero when the home
 * page beside junk parameters answers at less than half its rate alone, or when it has not
 * recovered afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cleanUpAll, defer, installSignalHandlers } from './cleanup.ts';
import { ensureBuilt, startServer } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const HEADERS = { 'accept-encoding': 'br, gzip' };
/** The attacking client, as the proxy in front names it. */
const ATTACKER = '203.0.113.7';

async function home(url: string) {
  const run = await autocannon({ url: `${url}/`, connections: 8, duration: SECONDS, headers: HEADERS });
  return { rate: Math.round(run.requests.average), p50: run.latency.p50, p99: run.latency.p99, non2xx: run.non2xx };
}

async function attack(url: string, kind: 'junk' | 'authorization') {
  let n = 0;
  const run = await autocannon({
    url: `${url}/`,
    connections: 32,
    duration: SECONDS,
    timeout: 30,
    headers: {
      ...HEADERS,
      'x-forwarded-for': ATTACKER,
      ...(kind === 'authorization' ? { authorization: 'Bearer not-a-session' } : {}),
    },
    requests: [{ setupRequest: (request) => ({ ...request, path: kind === 'junk' ? `/?utm_junk=${++n}` : '/' }) }],
  });
  return {
    rate: Math.round(run.requests.average),
    statuses: { '2xx': run['2xx'], '4xx': run['4xx'], '5xx': run['5xx'] },
  };
}

async function main() {
  installSignalHandlers();
  await ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cozy-attack-'));
  defer('remove the data folder', async () => rmSync(dataDir, { recursive: true, force: true }));
  // OVERLOAD_DELAY_MS passes through, to try other thresholds of load shedding.
  const overload = process.env.OVERLOAD_DELAY_MS;
  const server = await startServer(
    { DATA_DIR: dataDir, TRUST_PROXY: 'true', ...(overload ? { OVERLOAD_DELAY_MS: overload } : {}) },
    30,
  );
  for (let i = 0; i < 3; i++) await fetch(`${server.url}/`).then((r) => r.arrayBuffer());

  const alone = await home(server.url);
  console.log(`Home page alone: ${alone.rate} requests/s, p50 ${alone.p50} ms, p99 ${alone.p99} ms`);
  const results: Record<string, { alone: number; beside: number; attackers: unknown }> = {};
  for (const kind of ['junk', 'authorization'] as const) {
    const [beside, attackers] = await Promise.all([home(server.url), attack(server.url, kind)]);
    console.log(
      `Home page beside 32 connections with ${kind === 'junk' ? 'junk query parameters' : 'an Authorization header'}: ` +
        `${beside.rate} requests/s (${((beside.rate / alone.rate) * 100).toFixed(0)}% of alone), p50 ${beside.p50} ms, p99 ${beside.p99} ms, ` +
        `${beside.non2xx} not 2xx; attackers answered ${JSON.stringify(attackers.statuses)}`,
    );
    results[kind] = { alone: alone.rate, beside: beside.rate, attackers };
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = await home(server.url);
  console.log(`Home page alone again: ${after.rate} requests/s, p99 ${after.p99} ms, ${after.non2xx} not 2xx`);

  const misses = [
    results.junk!.beside < alone.rate / 2 ? 'the home page fell below half its rate beside junk parameters' : '',
    after.rate < alone.rate / 2 || after.non2xx > 0 ? 'the home page did not recover' : '',
  ].filter(Boolean);
  console.log(misses.length === 0 ? 'Every goal met.' : `Missed: ${misses.join('; ')}`);
  await server.stop();
  process.exitCode = misses.length === 0 ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUpAll());
