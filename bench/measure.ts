import autocannon from 'autocannon';

/** The p99 latency the product owner asks for, at 32 connections on 100,000 games. */
export const P99_GOAL_MS = 100;

export interface BenchCase {
  id: string;
  label: string;
  path: string;
}

export interface MeasureSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** A request without an answer after this long counts as an error. */
  timeoutSeconds: number;
}

export interface CaseResult {
  id: string;
  label: string;
  path: string;
  /** X-Total-Count of the list cases (null for the featured list), and the rows one answer carries. */
  matches: number | null;
  rows: number;
  /** One request on the idle server, before the load. */
  singleRequestMs: number;
  /** Answered requests; `unanswered` were still open when the time was up (not in the latencies). */
  requests: number;
  unanswered: number;
  requestsPerSecond: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  warmupNon2xx: number;
  /** Why this case fails the run; empty when it passes. */
  problems: string[];
}

/** The cases; the deep page starts half way through the catalogue. */
export function benchCases(games: number): BenchCase[] {
  return [
    { id: 'unfiltered', label: 'unfiltered', path: '/api/games?limit=12' },
    {
      id: 'filtered',
      label: 'filtered (switch, no combat)',
      path: '/api/games?platform=switch&combat=false&limit=12',
    },
    {
      id: 'deep-offset',
      label: `deep offset (a-z, offset ${Math.floor(games / 2).toLocaleString('en-US')})`,
      path: `/api/games?sort=a-z&limit=12&offset=${Math.floor(games / 2)}`,
    },
    {
      id: 'typo-search',
      label: "typo search ('stardew valy')",
      path: '/api/games?search=stardew%20valy&limit=12',
    },
    { id: 'featured', label: 'featured', path: '/api/games/featured' },
    {
      id: 'cozy-filtered',
      label: 'cozy filters (no fail states, no or relaxed time pressure, solo)',
      path: '/api/games?failState=none&timePressure=none,relaxed&mode=solo&limit=12',
    },
    { id: 'facets', label: 'facets (unfiltered)', path: '/api/games/facets' },
    {
      id: 'facets-filtered',
      label: 'facets (switch, no fail states, no time pressure)',
      path: '/api/games/facets?platform=switch&failState=none&timePressure=none',
    },
  ];
}

/**
 * Runs every case against the server: a check request, a warm-up, then the measured run, each on
 * a server that has settled after the previous load. Each result is handed over as soon as it is
 * known, so a later failure keeps the earlier figures.
 */
export async function measureCases(
  server: { url: string; settle(): Promise<number> },
  cases: BenchCase[],
  settings: MeasureSettings,
  onResult: (result: CaseResult) => void,
  log: (message: string) => void,
): Promise<void> {
  for (const benchCase of cases) {
    const url = `${server.url}${benchCase.path}`;
    const settle = async () => {
      const waited = await server.settle();
      if (waited >= 1) log(`waited ${waited.toFixed(1)} s for the server to finish the previous requests`);
    };
    await settle();
    const check = await checkOnce(url, benchCase);
    log(
      `${benchCase.label}: ${check.rows} rows` +
        (check.matches === null ? '' : ` of ${check.matches.toLocaleString('en-US')} matches`) +
        ` in ${check.milliseconds} ms on the idle server; warming up ${settings.warmupSeconds} s, measuring ${settings.seconds} s`,
    );
    const load = { url, connections: settings.connections, timeout: settings.timeoutSeconds };
    let warmupNon2xx = 0;
    if (settings.warmupSeconds > 0) {
      warmupNon2xx = (await autocannon({ ...load, duration: settings.warmupSeconds })).non2xx;
      await settle();
    }
    const run = await autocannon({ ...load, duration: settings.seconds });
    onResult(toCaseResult(benchCase, check, run, warmupNon2xx));
  }
}

interface Check {
  matches: number | null;
  rows: number;
  /** How long that one request took on the idle server. */
  milliseconds: number;
}

/** One request before the load: it must answer 200 with a non-empty JSON array. */
async function checkOnce(url: string, benchCase: BenchCase): Promise<Check> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`${benchCase.label}: GET ${benchCase.path} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  const parsed: unknown = JSON.parse(body);
  if (!Array.isArray(parsed)) throw new Error(`${benchCase.label}: GET ${benchCase.path} did not answer a list`);
  if (parsed.length === 0) {
    throw new Error(`${benchCase.label}: GET ${benchCase.path} answered no games; the generated data misses this case`);
  }
  const total = response.headers.get('x-total-count');
  const milliseconds = round(performance.now() - started);
  return { matches: total === null ? null : Number(total), rows: parsed.length, milliseconds };
}

function toCaseResult(benchCase: BenchCase, check: Check, run: autocannon.Result, warmupNon2xx: number): CaseResult {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(run.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  const problems: string[] = [];
  if (run.non2xx > 0) problems.push(`${run.non2xx} non-2xx responses (${JSON.stringify(statusCodes)})`);
  if (run.errors > 0) problems.push(`${run.errors} connection errors (${run.timeouts} timeouts)`);
  if (warmupNon2xx > 0) problems.push(`${warmupNon2xx} non-2xx responses during the warm-up`);
  if (run.requests.total === 0) problems.push('no request completed');
  return {
    id: benchCase.id,
    label: benchCase.label,
    path: benchCase.path,
    matches: check.matches,
    rows: check.rows,
    singleRequestMs: check.milliseconds,
    requests: run.requests.total,
    unanswered: Math.max(0, run.requests.sent - run.requests.total - run.errors),
    requestsPerSecond: round(run.requests.average),
    latencyMs: {
      average: round(run.latency.average),
      p50: round(run.latency.p50),
      p90: round(run.latency.p90),
      p99: round(run.latency.p99),
      max: round(run.latency.max),
    },
    non2xx: run.non2xx,
    errors: run.errors,
    timeouts: run.timeouts,
    statusCodes,
    warmupNon2xx,
    problems,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Whether the case meets the p99 goal; null when no request was answered. */
export function meetsGoal(result: CaseResult): boolean | null {
  return result.requests === 0 ? null : result.latencyMs.p99 < P99_GOAL_MS;
}

/** A plain-text table: case, requests/s, p50, p99, non-2xx, and whether p99 meets the goal. */
export function formatTable(results: CaseResult[]): string {
  const header = [
    'case',
    'req/s (avg)',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'answered',
    `p99 < ${P99_GOAL_MS} ms`,
  ];
  const rows = results.map((r) => {
    const goal = meetsGoal(r);
    return [
      r.label,
      r.requestsPerSecond.toLocaleString('en-US', { maximumFractionDigits: 1 }),
      String(r.latencyMs.p50),
      String(r.latencyMs.p99),
      String(r.non2xx),
      String(r.errors),
      r.requests.toLocaleString('en-US'),
      goal === null ? 'n/a' : goal ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
