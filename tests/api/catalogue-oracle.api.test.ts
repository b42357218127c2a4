import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { FILTER_PLATFORMS, GENRES } from '../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../common/cozy-profile.ts';
import { FACET_NAMES } from '../../common/facets.ts';
import { AWAY_COSTS, NOTES, PRICINGS, SAVES, SETTINGS } from '../../common/life-facts.ts';
import { SORTS, type Game, type GameFacets, type Sort } from '../../common/schemas/games.ts';
import { seedCatalogue } from '../../db/seed/index.ts';
import { fillGames } from '../../bench/generate.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/**
 * The catalogue's answers against filtering the full list by hand: random combinations of every
 * filter, a search, a sort and a page (fast-check, fixed seeds), for the list, `X-Total-Count` and
 * the facet counts, on the shipped catalogue and on a generated one of 5,000 games. The orders are
 * the database's own (`order by`), the filtering and counting are done here, game by game.
 */

/** What a game is filtered on, as the database holds it. */
interface Held {
  id: number;
  platforms: string[];
  hasCombat: boolean;
  genre: string;
  failState: string | null;
  timePressure: string | null;
  length: string | null;
  playModes: string[];
  saves: string | null;
  awayCost: string | null;
  pricing: string | null;
  notes: string[] | null;
  settings: string[] | null;
}

interface Filter {
  platform?: string[];
  combat?: boolean;
  genre?: string[];
  failState?: string[];
  timePressure?: string[];
  length?: string[];
  mode?: string[];
  saves?: string[];
  awayCost?: string[];
  pricing?: string[];
  setting?: string[];
  avoid?: string[];
}

/** Each filter by hand: one value of the game among the chosen, or any of its values among them. */
const MATCHES: Record<keyof Filter, (game: Held, filter: Filter) => boolean> = {
  platform: (game, { platform }) => !platform?.length || game.platforms.some((p) => platform.includes(p)),
  combat: (game, { combat }) => combat === undefined || game.hasCombat === combat,
  genre: (game, { genre }) => !genre?.length || genre.includes(game.genre),
  failState: (game, { failState }) =>
    !failState?.length || (game.failState !== null && failState.includes(game.failState)),
  timePressure: (game, { timePressure }) =>
    !timePressure?.length || (game.timePressure !== null && timePressure.includes(game.timePressure)),
  length: (game, { length }) => !length?.length || (game.length !== null && length.includes(game.length)),
  mode: (game, { mode }) => !mode?.length || game.playModes.some((m) => mode.includes(m)),
  saves: (game, { saves }) => !saves?.length || (game.saves !== null && saves.includes(game.saves)),
  awayCost: (game, { awayCost }) => !awayCost?.length || (game.awayCost !== null && awayCost.includes(game.awayCost)),
  pricing: (game, { pricing }) => !pricing?.length || (game.pricing !== null && pricing.includes(game.pricing)),
  setting: (game, { setting }) => !setting?.length || (game.settings ?? []).some((s) => setting.includes(s)),
  // Avoiding notes: known, and none of them avoided.
  avoid: (game, { avoid }) => !avoid?.length || (game.notes !== null && !game.notes.some((n) => avoid.includes(n))),
};
const FILTERS = Object.keys(MATCHES) as (keyof Filter)[];

it('filters by hand on every facet the catalogue declares', () => {
  expect([...FILTERS].sort()).toEqual([...FACET_NAMES].sort());
});

const meets = (game: Held, filter: Filter, except?: keyof Filter) =>
  FILTERS.every((name) => name === except || MATCHES[name](game, filter));

/** The values a game counts for in one facet. */
function valuesOf(game: Held, facet: keyof Filter): string[] {
  switch (facet) {
    case 'platform':
      return game.platforms;
    case 'combat':
      return [String(game.hasCombat)];
    case 'mode':
      return game.playModes;
    case 'setting':
      return game.settings ?? [];
    case 'avoid':
      return [];
    default:
      return game[facet] === null ? [] : [game[facet]];
  }
}

/** Disjunctive counts by hand: each facet as if its own choice were off. */
function countsByHand(all: Held[], filter: Filter, within: Set<number> | null): GameFacets {
  const games = within ? all.filter((game) => within.has(game.id)) : all;
  const zeros = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, 0]));
  const counts = {
    total: games.filter((game) => meets(game, filter)).length,
    platform: zeros(FILTER_PLATFORMS),
    combat: zeros(['true', 'false']),
    genre: zeros(GENRES),
    failState: zeros(FAIL_STATES),
    timePressure: zeros(TIME_PRESSURES),
    length: zeros(LENGTHS),
    mode: zeros(PLAY_MODES),
    saves: zeros(SAVES),
    awayCost: zeros(AWAY_COSTS),
    pricing: zeros(PRICINGS),
    setting: zeros(SETTINGS),
    // For each note: the games that would match were it avoided too.
    avoid: Object.fromEntries(
      NOTES.map((note) => [
        note,
        games.filter((game) => meets(game, { ...filter, avoid: [...(filter.avoid ?? []), note] })).length,
      ]),
    ),
  } as unknown as GameFacets;
  for (const facet of FILTERS) {
    if (facet === 'avoid') continue;
    const tally = counts[facet] as Record<string, number>;
    for (const game of games) {
      if (!meets(game, filter, facet)) continue;
      for (const value of new Set(valuesOf(game, facet))) if (value in tally) tally[value]!++;
    }
  }
  return counts;
}

/** A query's text: lists as comma-separated values, in the order given. */
function queryOf(filter: Filter, extra: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) params.set(name, String(value));
  return params.toString();
}

// Each filter is on for about half of the views, so that views with several filters still match games.
const some = (values: readonly string[]) =>
  fc.option(fc.subarray([...values], { minLength: 1 }), { nil: undefined, freq: 2 });
const filterArbitrary: fc.Arbitrary<Filter> = fc.record({
  platform: some(FILTER_PLATFORMS),
  combat: fc.option(fc.boolean(), { nil: undefined, freq: 2 }),
  genre: some(GENRES),
  failState: some(FAIL_STATES),
  timePressure: some(TIME_PRESSURES),
  length: some(LENGTHS),
  mode: some(PLAY_MODES),
  saves: some(SAVES),
  awayCost: some(AWAY_COSTS),
  pricing: some(PRICINGS),
  setting: some(SETTINGS),
  avoid: some(NOTES),
});

interface Catalogue {
  games: Held[];
  /** Ids in each sort's order, as the database orders them. */
  orders: Record<Sort, number[]>;
  /** Searches that match some games, and one that matches none. */
  searches: string[];
}

async function readCatalogue(t: TestApp, words: string[]): Promise<Catalogue> {
  const rows = (await t.database.db.execute(sql`
    select id, platforms, has_combat as "hasCombat", genre, fail_state as "failState",
      time_pressure as "timePressure", length, play_modes as "playModes", saves, away_cost as "awayCost",
      pricing, notes, settings,
      row_number() over (order by created_at desc, id desc)::int as newest,
      row_number() over (order by sort_title, id)::int as title,
      row_number() over (order by rating desc nulls last, created_at desc nulls last, id desc nulls last)::int as rating
    from games
  `)) as unknown as { rows: (Held & { newest: number; title: number; rating: number })[] };
  const by = (key: 'newest' | 'title' | 'rating') =>
    [...rows.rows].sort((a, b) => a[key] - b[key]).map((row) => row.id);
  const aToZ = by('title');
  return {
    games: rows.rows.map(({ newest: _n, title: _t, rating: _r, ...game }) => game),
    orders: { newest: by('newest'), 'a-z': aToZ, 'z-a': [...aToZ].reverse(), rating: by('rating') },
    searches: [...words, 'zzqxv'],
  };
}

async function get(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response;
}

/** Every game a search alone matches, in the order of relevance the API gives it. */
async function searched(t: TestApp, search: string, total: number): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; offset < total; offset += 100) {
    const page = await get(t, `/api/games?${queryOf({}, { search, limit: 100, offset })}`);
    ids.push(...(page.json() as Game[]).map((game) => game.id));
  }
  return ids;
}

function checksAgainstTheFullList(name: string, fill: (t: TestApp) => Promise<string[]>, runs: number) {
  describe(`${name}: lists, totals and facet counts agree with filtering by hand`, () => {
    let t: TestApp;
    let catalogue: Catalogue;
    const searchResults = new Map<string, number[]>();
    beforeAll(async () => {
      t = await buildTestApp();
      catalogue = await readCatalogue(t, await fill(t));
      for (const search of catalogue.searches) {
        const total = Number(
          (await get(t, `/api/games?${queryOf({}, { search, limit: 1 })}`)).headers['x-total-count'],
        );
        searchResults.set(search, await searched(t, search, total));
      }
      expect([...searchResults.values()].filter((ids) => ids.length > 0).length).toBeGreaterThan(0);
    }, 180_000);
    afterAll(() => t?.close());

    it('for a page of any filters, search and sort', async () => {
      const byId = new Map(catalogue.games.map((game) => [game.id, game]));
      await fc.assert(
        fc.asyncProperty(
          filterArbitrary,
          fc.option(fc.constantFrom(...catalogue.searches), { nil: undefined }),
          fc.option(fc.constantFrom(...SORTS), { nil: undefined }),
          fc.integer({ min: 1, max: 100 }),
          fc.integer({ min: 0, max: 60 }),
          async (filter, search, sort, limit, pageShift) => {
            const found = search === undefined ? null : searchResults.get(search)!;
            // Without a sort, a search is in order of relevance (the search's own order), the rest newest first.
            const order =
              found && sort === undefined
                ? found
                : catalogue.orders[sort ?? 'newest'].filter((id) => !found || found.includes(id));
            const expected = order.filter((id) => meets(byId.get(id)!, filter));
            // Pages anywhere in the list, and one past its end now and then.
            const offset = (pageShift * 13) % (expected.length + 5);
            const list = await get(t, `/api/games?${queryOf(filter, { search, sort, limit, offset })}`);
            expect(Number(list.headers['x-total-count'])).toBe(expected.length);
            expect((list.json() as Game[]).map((game) => game.id)).toEqual(expected.slice(offset, offset + limit));
            const facets = await get(t, `/api/games/facets?${queryOf(filter, { search })}`);
            expect(facets.json()).toEqual(countsByHand(catalogue.games, filter, found ? new Set(found) : null));
          },
        ),
        { seed: 20261125, numRuns: runs, endOnFailure: true },
      );
    }, 300_000);
  });
}

checksAgainstTheFullList(
  'the shipped catalogue',
  async (t) => {
    await seedCatalogue(t.database.db);
    return ['valley', 'farm', 'cozy', 'tea garden', 'stardew', 'pupzle'];
  },
  120,
);

checksAgainstTheFullList(
  'a generated catalogue of 5,000 games',
  async (t) => {
    await fillGames(t.database.db, 5_000);
    const [row] = (
      (await t.database.db.execute(sql`select title from games order by id limit 1`)) as unknown as {
        rows: { title: string }[];
      }
    ).rows;
    const first = row?.title.split(' ')[0]?.toLowerCase() ?? 'moss';
    return [first, `${first.slice(0, -1)}`, 'meadow', 'lantern harbour'];
  },
  80,
);
