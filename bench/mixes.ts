import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mulberry32 } from '../common/review.ts';

/**
 * The traffic mixes of the benchmark: each a long list of distinct paths, so that (but for the
 * repeated home page) no URL is asked twice in a run and caches help only as they would a crowd.
 * Every list is built from the generated catalogue itself and shuffled with a fixed seed.
 */
export interface Mix {
  id: string;
  label: string;
  /** Throughput goal as a share of the static file's, and an optional p99 goal. */
  goalRatio: number;
  goalP99Ms?: number;
  /**
   * A page's goal against the framework's floor (the `/about` mix of the same run): its ratio as
   * a share of `/about`'s, and its p99.
   */
  floorGoal?: { share: number; p99Ms: number };
  /** What a request of this mix must answer: HTML pages or JSON. */
  kind: 'page' | 'json';
  paths: string[];
}

const PLATFORMS = ['', 'pc', 'mac', 'switch', 'playstation', 'xbox', 'ios', 'android'];
const COMBAT = ['', 'true', 'false'];
const SORTS = ['newest', 'a-z', 'z-a', 'rating'];
const PAGE_SIZE = 12;
/**
 * The parameter that makes each `/about` request a URL of its own for the response cache: the
 * benchmark starts the server with RESPONSE_CACHE_KEY_PARAM set to it (bench/server.ts). Any other
 * unknown parameter is dropped from the cache's key, and every request would be one kept copy.
 */
export const FLOOR_PARAM = 'floor';
/** The mix every page mix is also compared with. */
export const FLOOR_MIX = 'about';
const FLOOR_URLS = 500_000;
/** Pages per filter combination at most, so the lists stay tens of thousands long. */
const MAX_PAGES = 600;

function shuffle<T>(items: T[], seed: number): T[] {
  const random = mulberry32(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function query(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function rows<T>(db: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** Matches per platform x combat combination, to page within each view. */
async function viewTotals(db: Database): Promise<Map<string, number>> {
  const counts = await rows<{ platform: string; combat: boolean; n: number }>(
    db,
    sql`select p as platform, has_combat as combat, count(*)::int as n
        from games, unnest(platforms) as p group by p, has_combat`,
  );
  const totals = new Map<string, number>();
  const add = (platform: string, combat: string, n: number) =>
    totals.set(`${platform}|${combat}`, (totals.get(`${platform}|${combat}`) ?? 0) + n);
  const [all] = await rows<{ n: number; with_combat: number }>(
    db,
    sql`select count(*)::int as n, count(*) filter (where has_combat)::int as with_combat from games`,
  );
  add('', '', all!.n);
  add('', 'true', all!.with_combat);
  add('', 'false', all!.n - all!.with_combat);
  for (const { platform, combat, n } of counts) {
    add(platform, '', n);
    add(platform, String(combat), n);
  }
  return totals;
}

function filterViews(totals: Map<string, number>): { params: Record<string, string>; pages: number }[] {
  const views = [];
  for (const platform of PLATFORMS) {
    for (const combat of COMBAT) {
      for (const sort of SORTS) {
        const total = totals.get(`${platform}|${combat}`) ?? 0;
        const pages = Math.min(MAX_PAGES, Math.ceil(total / PAGE_SIZE));
        views.push({ params: { platform, combat, sort: sort === 'newest' ? '' : sort }, pages });
      }
    }
  }
  return views;
}

const FACET_VALUES = {
  failState: ['none', 'gentle', 'yes'],
  timePressure: ['none', 'relaxed', 'yes'],
  length: ['short', 'medium', 'long', 'endless'],
  mode: ['solo', 'co-op', 'online'],
  genre: ['farming', 'puzzle', 'life-sim', 'adventure', 'simulation', 'building'],
};

/**
 * Facet counts as the home page asks them: every platform x combat view, with none to three of the
 * cozy filters on, each a value or a pair of values (about 74,000 paths).
 */
function facetViews(): string[] {
  const choices: Record<string, string>[] = [{}];
  const names = Object.keys(FACET_VALUES) as (keyof typeof FACET_VALUES)[];
  const single = names.flatMap((name) => {
    const values = FACET_VALUES[name];
    return [...values.map((v) => ({ [name]: v })), ...values.slice(1).map((v) => ({ [name]: `${values[0]},${v}` }))];
  });
  choices.push(...single);
  // Two or three filters, each of a different facet.
  const extend = (from: Record<string, string>[]) =>
    from.flatMap((choice) => {
      const last = names.indexOf(Object.keys(choice).at(-1) as keyof typeof FACET_VALUES);
      return single
        .filter((one) => names.indexOf(Object.keys(one)[0] as keyof typeof FACET_VALUES) > last)
        .map((one) => ({ ...choice, ...one }));
    });
  const pairs = extend(single);
  choices.push(...pairs, ...extend(pairs));
  const paths: string[] = [];
  for (const platform of PLATFORMS) {
    for (const combat of COMBAT) {
      for (const choice of choices) paths.push(`/api/games/facets${query({ platform, combat, ...choice })}`);
    }
  }
  return paths;
}

/** The facet-count mix's paths, in the order it asks them. */
export const facetMixPaths = () => shuffle(facetViews(), 5);

/** A word with one letter dropped or two neighbours swapped, never the word itself. */
function misspell(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  if (random() < 0.5) return word.slice(0, at) + word.slice(at + 1);
  const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return swapped === word ? word.slice(0, at) + word.slice(at + 1) : swapped;
}

async function typoSearches(db: Database, count: number): Promise<string[]> {
  const words = (
    await rows<{ word: string }>(
      db,
      sql`select distinct lower(w) as word
          from (select regexp_split_to_table(title, '[^A-Za-z]+') as w from games limit 20000) t
          where length(w) >= 5`,
    )
  ).map((r) => r.word);
  const random = mulberry32(7);
  const pick = () => words[Math.floor(random() * words.length)]!;
  const seen = new Set<string>();
  for (let tries = 0; seen.size < count && tries < count * 20; tries++) {
    const first = misspell(pick(), random);
    const text = random() < 0.5 ? first : random() < 0.5 ? `${first} ${pick()}` : `${pick()} ${first}`;
    seen.add(text);
  }
  return [...seen].map((text) => `/api/games${query({ search: text, limit: PAGE_SIZE })}`);
}

/** Builds every mix from the catalogue in the database. */
export async function buildMixes(db: Database, games: number): Promise<Mix[]> {
  const slugs = (await rows<{ slug: string }>(db, sql`select slug from games order by id limit 40000`)).map(
    (r) => `/game/${r.slug}`,
  );
  const views = filterViews(await viewTotals(db));
  const homeViews: string[] = [];
  const apiLists: string[] = [];
  for (const { params, pages } of views) {
    for (let page = 1; page <= pages; page++) {
      homeViews.push(`/${query({ ...params, page: page === 1 ? '' : page })}`);
      apiLists.push(`/api/games${query({ ...params, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })}`);
    }
  }
  const facets = facetMixPaths();
  const deep: string[] = [];
  const deepEnd = Math.min(99_000, games - PAGE_SIZE);
  for (let offset = 10_000; offset <= deepEnd; offset += 3) {
    for (const sort of ['newest', 'a-z']) deep.push(`/api/games${query({ sort, limit: PAGE_SIZE, offset })}`);
  }
  // `/about` holds no data: rendered for every request, it is React Router's own cost of a page.
  const floor = Array.from({ length: FLOOR_URLS }, (_, i) => `/about${query({ [FLOOR_PARAM]: i })}`);
  return [
    { id: FLOOR_MIX, label: '/about, rendered each time', goalRatio: 0.2, kind: 'page', paths: floor },
    { id: 'home-repeat', label: '/ again and again', goalRatio: 0.6, kind: 'page', paths: ['/'] },
    {
      id: 'game-pages',
      label: 'game pages',
      goalRatio: 0.25,
      floorGoal: { share: 0.5, p99Ms: 150 },
      kind: 'page',
      paths: shuffle(slugs, 1),
    },
    {
      id: 'home-views',
      label: 'home views',
      goalRatio: 0.15,
      floorGoal: { share: 0.35, p99Ms: 150 },
      kind: 'page',
      paths: shuffle(homeViews, 2),
    },
    { id: 'api-lists', label: '/api/games lists', goalRatio: 0.3, kind: 'json', paths: shuffle(apiLists, 3) },
    { id: 'deep-pages', label: 'deep pages', goalRatio: 0.3, kind: 'json', paths: shuffle(deep, 4) },
    { id: 'facets', label: 'facet counts', goalRatio: 0.3, kind: 'json', paths: facets },
    {
      id: 'typo-search',
      label: 'typo searches',
      goalRatio: 0.15,
      goalP99Ms: 100,
      kind: 'json',
      paths: await typoSearches(db, 40_000),
    },
  ];
}
