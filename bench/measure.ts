import autocannon from 'autocannon';
import { FLOOR_MIX, type Mix } from './mixes.ts';

/** The file every mix is compared with: served by the same server, from disk, in the same run. */
export const STATIC_PATH = '/favicon.svg';

/** What browsers send; every response is measured as a visitor would receive it. */
const HEADERS = { 'accept-encoding': 'br, gzip' };

export interface MeasureSettings {
  connections: number;
  /** Seconds of each measured run; each round runs the static file, then the mix. */
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  /** A request without an answer after this long counts as an error. */
  timeoutSeconds: number;
}

export interface RunFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface MixResult {
  id: string;
  label: string;
  distinctPaths: number;
  /** Paths asked more than once because the list ran out (0 when none repeated). */
  repeatedPaths: number;
  goalRatio: number;
  goalP99Ms?: number;
  rounds: { static: RunFigures; mix: RunFigures; ratio: number }[];
  /** Medians over the rounds. */
  median: { requestsPerSecond: number; p50: number; p99: number; staticRequestsPerSecond: number; ratio: number };
  met: boolean;
  /**
   * A page mix against `/about` rendered each time in the same run (the framework's floor): its
   * ratio to the static file as a share of `/about`'s, so that both are taken against the same
   * rounds' static file. Absent when the run had no `/about` mix.
   */
  floor?: { share: number; goalShare: number; goalP99Ms: number; met: boolean };
  problems: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Hands out a mix's paths in order, one per request, counting how many come round again. */
function pathCursor(paths: string[]) {
  let next = 0;
  let repeated = 0;
  return {
    take(): string {
      if (next >= paths.length) repeated++;
      return paths[next++ % paths.length]!;
    },
    get repeated() {
      return paths.length === 1 ? 0 : repeated;
    },
  };
}

async function load(url: string, settings: MeasureSettings, seconds: number, nextPath?: () => string) {
  const run = await autocannon({
    url,
    connections: settings.connections,
    duration: seconds,
    timeout: settings.timeoutSeconds,
    headers: HEADERS,
    requests: nextPath ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] : undefined,
  });
  return {
    requestsPerSecond: round(run.requests.average),
    p50: round(run.latency.p50),
    p99: round(run.latency.p99),
    requests: run.requests.total,
    non2xx: run.non2xx,
    errors: run.errors,
  } satisfies RunFigures;
}

/** A few of the mix's paths, one at a time: each must answer 200 with the kind of body the mix expects. */
async function check(baseUrl: string, mix: Mix): Promise<void> {
  const samples = [mix.paths[0]!, mix.paths[Math.floor(mix.paths.length / 2)]!, mix.paths.at(-1)!];
  for (const path of samples) {
    const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(60_000) });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`${mix.label}: GET ${path} answered ${response.status}: ${body.slice(0, 200)}`);
    const type = response.headers.get('content-type') ?? '';
    const expected = mix.kind === 'page' ? 'text/html' : 'application/json';
    if (!type.includes(expected)) throw new Error(`${mix.label}: GET ${path} answered ${type}, not ${expected}`);
  }
}

/**
 * Measures each mix in rounds, every round a run of the static file and then a run of the mix, so
 * that the ratio compares the two under the same conditions. Results are handed over as they come.
 */
export async function measureMixes(
  server: { url: string; settle(): Promise<number> },
  mixes: Mix[],
  settings: MeasureSettings,
  onResult: (result: MixResult) => void,
  log: (message: string) => void,
): Promise<void> {
  const floorGoals = new Map(mixes.map((mix) => [mix.id, mix.floorGoal]));
  const results: MixResult[] = [];
  const report = (result: MixResult) => {
    results.push(result);
    onResult(result);
  };
  for (const mix of mixes) {
    await check(server.url, mix);
    const cursor = pathCursor(mix.paths);
    const nextPath = () => cursor.take();
    log(`${mix.label}: ${mix.paths.length.toLocaleString('en-US')} distinct paths, ${settings.rounds} rounds`);
    if (settings.warmupSeconds > 0) await load(server.url, settings, settings.warmupSeconds, nextPath);
    const rounds: MixResult['rounds'] = [];
    for (let i = 0; i < settings.rounds; i++) {
      await server.settle();
      const staticRun = await load(`${server.url}${STATIC_PATH}`, settings, settings.seconds);
      await server.settle();
      const mixRun = await load(server.url, settings, settings.seconds, nextPath);
      const ratio = round(mixRun.requestsPerSecond / Math.max(1, staticRun.requestsPerSecond), 3);
      rounds.push({ static: staticRun, mix: mixRun, ratio });
      log(
        `  round ${i + 1}: ${mixRun.requestsPerSecond} req/s (p99 ${mixRun.p99} ms) against ` +
          `${staticRun.requestsPerSecond} req/s static: ratio ${ratio}`,
      );
    }
    const figures = {
      requestsPerSecond: round(median(rounds.map((r) => r.mix.requestsPerSecond))),
      p50: round(median(rounds.map((r) => r.mix.p50))),
      p99: round(median(rounds.map((r) => r.mix.p99))),
      staticRequestsPerSecond: round(median(rounds.map((r) => r.static.requestsPerSecond))),
      ratio: round(median(rounds.map((r) => r.ratio)), 3),
    };
    const problems: string[] = [];
    const non2xx = rounds.reduce((sum, r) => sum + r.mix.non2xx + r.static.non2xx, 0);
    const errors = rounds.reduce((sum, r) => sum + r.mix.errors + r.static.errors, 0);
    if (non2xx > 0) problems.push(`${non2xx} non-2xx responses`);
    if (errors > 0) problems.push(`${errors} connection errors or timeouts`);
    const met = figures.ratio >= mix.goalRatio && (mix.goalP99Ms === undefined || figures.p99 <= mix.goalP99Ms);
    report({
      id: mix.id,
      label: mix.label,
      distinctPaths: mix.paths.length,
      repeatedPaths: cursor.repeated,
      goalRatio: mix.goalRatio,
      goalP99Ms: mix.goalP99Ms,
      rounds,
      median: figures,
      met,
      problems,
    });
  }
  compareWithFloor(results, floorGoals);
}

/** Adds to each page mix with a floor goal its share of the `/about` mix's ratio (see `MixResult.floor`). */
function compareWithFloor(results: MixResult[], goals: Map<string, Mix['floorGoal']>): void {
  const floor = results.find((result) => result.id === FLOOR_MIX);
  if (!floor || floor.median.ratio <= 0) return;
  for (const result of results) {
    const goal = goals.get(result.id);
    if (!goal) continue;
    const share = round(result.median.ratio / floor.median.ratio, 3);
    result.floor = {
      share,
      goalShare: goal.share,
      goalP99Ms: goal.p99Ms,
      met: share >= goal.share && result.median.p99 < goal.p99Ms,
    };
  }
}

/**
 * A plain-text table of the medians: mix, req/s, p50, p99, static req/s, ratio, goal; and, when the
 * run measured `/about`, each page mix's share of it with its goal.
 */
export function formatTable(results: MixResult[]): string {
  const withFloor = results.some((r) => r.floor !== undefined);
  const header = ['mix', 'req/s', 'p50 ms', 'p99 ms', 'static req/s', 'ratio', 'goal', 'met'];
  if (withFloor) header.push('of /about', 'goal', 'met');
  const rows = results.map((r) => [
    r.label + (r.repeatedPaths > 0 ? ` (${r.repeatedPaths} repeats)` : ''),
    r.median.requestsPerSecond.toLocaleString('en-US'),
    String(r.median.p50),
    String(r.median.p99),
    r.median.staticRequestsPerSecond.toLocaleString('en-US'),
    r.median.ratio.toFixed(3),
    `>= ${r.goalRatio}` + (r.goalP99Ms ? `, p99 <= ${r.goalP99Ms} ms` : ''),
    r.met ? 'yes' : 'NO',
    ...(!withFloor
      ? []
      : r.floor
        ? [
            r.floor.share.toFixed(3),
            `>= ${r.floor.goalShare}, p99 < ${r.floor.goalP99Ms} ms`,
            r.floor.met ? 'yes' : 'NO',
          ]
        : ['', '', '']),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
