/**
 * `npm run bench:counts`: what the facet counts of one home view cost in this process, from the
 * catalogue engine (codes packed, distinct numbers weighed, run sums kept by the low facets'
 * choice; server/modules/catalogue/counts.ts) and from a direct count written as plainly as it can
 * be (every game, every view, the one matcher's test of each facet), on BENCH_GAMES generated games
 * (100,000 unless given) in a throw-away database (PostgreSQL when DATABASE_URL is set, else PGlite).
 *
 * The views are the facet-count mix of `npm run bench`, in its order. The engine is measured from a
 * snapshot with nothing worked out (its first views make their run sums) and again once they are
 * made; both answers are compared on every view the direct count measures.
 */
import { FACET_NAMES, FACETS, offeredValues, type FacetName } from '../common/facets.ts';
import { gameFacetsQuerySchema, type GameFacetCounts } from '../common/schemas/games.ts';
import { countFacets } from '../server/modules/catalogue/counts.ts';
import type { GameFilter } from '../server/modules/catalogue/filter.ts';
import { chosenFacets, facetTest } from '../server/modules/catalogue/matcher.ts';
import { readSnapshot, type Snapshot } from '../server/modules/catalogue/snapshot.ts';
import { cleanUpAll } from './cleanup.ts';
import { fillGames } from './generate.ts';
import { facetMixPaths } from './mixes.ts';
import { openInProcessTarget } from './targets.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const ENGINE_VIEWS = 2_000;
const DIRECT_VIEWS = 100;
const ROUNDS = 3;

/** A view's filter, as the catalogue reads it from the query (no search). */
function filterOf(path: string): GameFilter {
  const params = Object.fromEntries(new URL(path, 'http://bench').searchParams);
  const query = gameFacetsQuerySchema.parse(params);
  const filter: GameFilter = {};
  for (const name of FACET_NAMES) if (query[name] !== undefined) Object.assign(filter, { [name]: query[name] });
  return filter;
}

/**
 * The counts as the engine defines them (counts.ts), game by game: a game meeting every filter counts
 * for each of its values; one missing exactly one filter counts in that filter's facet only; for
 * 'Avoid', a value counts the games that would still match were it avoided too.
 */
function directCounts(snapshot: Snapshot, filter: GameFilter): GameFacetCounts {
  const tests = chosenFacets(filter).map((name) => ({
    name,
    codes: snapshot.codes[name],
    meets: facetTest(name, filter[name]),
  }));
  const counts: Record<string, Record<string, number>> = {};
  for (const name of FACET_NAMES) counts[name] = Object.fromEntries(offeredValues(name).map((value) => [value, 0]));
  const avoided = Object.fromEntries(
    FACET_NAMES.filter((name) => FACETS[name].kind === 'none').map((name) => [
      name,
      facetTest(name, filter[name] ?? []),
    ]),
  );
  let total = 0;
  let anyPlatform = 0;
  const add = (name: FacetName, code: number) => {
    const facet = FACETS[name];
    const into = counts[name]!;
    if (facet.kind === 'flag') into[code === 1 ? 'true' : 'false']!++;
    else if (facet.kind === 'one') {
      const value = facet.values[code];
      if (value !== undefined && value in into) into[value]!++;
    } else if (facet.kind === 'any') {
      facet.values.forEach((value, bit) => code & (1 << bit) && into[value]!++);
    } else if (avoided[name]!(code)) {
      facet.values.forEach((value, bit) => (code & (1 << bit)) === 0 && into[value]!++);
    }
  };
  for (let game = 0; game < snapshot.size; game++) {
    let missed: FacetName | null = null;
    let misses = 0;
    for (const test of tests) {
      if (test.meets(test.codes[game]!)) continue;
      missed = test.name;
      if (++misses > 1) break;
    }
    if (misses > 1) continue;
    if (misses === 0) total++;
    if (misses === 0 || missed === 'platform') anyPlatform++;
    for (const name of FACET_NAMES) if (misses === 0 || name === missed) add(name, snapshot.codes[name][game]!);
  }
  return { total, anyPlatform, ...counts } as GameFacetCounts;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds a view, over `views`. */
function timed(views: GameFilter[], count: (filter: GameFilter) => unknown): number {
  const started = performance.now();
  for (const view of views) count(view);
  return (performance.now() - started) / views.length;
}

async function main() {
  const { label, database } = await openInProcessTarget();
  await fillGames(database.db, GAMES);
  const snapshot = await readSnapshot(database.db);
  const views = facetMixPaths().slice(0, ENGINE_VIEWS).map(filterOf);

  for (const view of views.slice(0, DIRECT_VIEWS)) {
    const engine = JSON.stringify(countFacets(snapshot, view));
    const direct = directCounts(snapshot, view) as unknown as Record<string, unknown>;
    const ordered = JSON.stringify(
      Object.fromEntries(Object.keys(JSON.parse(engine)).map((key) => [key, direct[key]])),
    );
    if (engine !== ordered) throw new Error(`The two counts differ for ${JSON.stringify(view)}`);
  }

  const rounds = { direct: [] as number[], cold: [] as number[], warm: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    rounds.direct.push(timed(views.slice(0, DIRECT_VIEWS), (view) => directCounts(snapshot, view)));
    const fresh: Snapshot = { ...snapshot, derived: {} };
    rounds.cold.push(timed(views, (view) => countFacets(fresh, view)));
    rounds.warm.push(timed(views, (view) => countFacets(fresh, view)));
  }
  console.log(`${label}, ${snapshot.size.toLocaleString('en-US')} games; medians of ${ROUNDS} rounds`);
  console.log(`direct count, ${DIRECT_VIEWS} views:                ${median(rounds.direct).toFixed(3)} ms a view`);
  console.log(`engine, ${ENGINE_VIEWS} views, nothing worked out:  ${median(rounds.cold).toFixed(3)} ms a view`);
  console.log(`engine, the same views again:            ${median(rounds.warm).toFixed(3)} ms a view`);
  console.log('both counts agree on every view the direct count measured');
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUpAll());
