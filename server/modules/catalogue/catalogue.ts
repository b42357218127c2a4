import type { Database } from '../../../db/client.ts';
import { FACET_NAMES } from '../../../common/facets.ts';
import {
  LIST_CAP,
  type GameFacetCounts,
  type GameFacetsQuery,
  type GameListQuery,
} from '../../../common/schemas/games.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { countFacets } from './counts.ts';
import type { GameFilter } from './filter.ts';
import { createSnapshotHolder } from './holder.ts';
import { countOf, pageOf } from './pages.ts';
import { correctSearch } from './search.ts';
import { searchIndexOf, warmSearchIndex } from './search-index.ts';
import { groupsOf, similarIds } from './similar.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * The catalogue engine: every list, total, facet count and 'More Like This' of the site, answered
 * from one snapshot of the catalogue (snapshot.ts) as game ids, with answers reused for
 * `cacheSeconds`:
 *
 *   query ──> filter (facets declared in common/facets.ts, the search corrected)
 *         ──> snapshot ──> matcher.ts (one test per filter) ──> pages.ts   (ids of a page, totals)
 *                                                          ──> counts.ts  (disjunctive counts)
 *                     ──> search-index.ts (a search's games)   similar.ts (games most like one)
 *
 * A change to the catalogue clears it (`changed`); a change to ratings alone (votes) keeps the
 * counts, totals and the pages whose order does not depend on ratings.
 */
export interface CatalogueOptions {
  /** How long answers are reused; 0 keeps nothing between calls. */
  cacheSeconds?: number;
}

export type CatalogueChangeKind = 'any' | 'ratings';

export function createCatalogue(db: Database, options: CatalogueOptions = {}) {
  const ttlMs = (options.cacheSeconds ?? 0) * 1000;
  // Pages by filter and page; those whose order rests on ratings (highest rated, and a search's
  // relevance, which ranks ties by rating) apart, as a vote changes them and nothing else.
  const pages = createTtlCache<number[]>(ttlMs);
  const ratedPages = createTtlCache<number[]>(ttlMs);
  const totals = createTtlCache<number>(ttlMs);
  const facetCounts = createTtlCache<GameFacetCounts>(ttlMs);
  const similar = createTtlCache<number[]>(ttlMs);
  const holder = createSnapshotHolder(db, ttlMs > 0, {
    prepare: (next, previous) => warmSearchIndex(db, next, previous),
  });

  /** The filter of a query, its search corrected against the catalogue's words. */
  const filterFor = async (query: GameFacetsQuery): Promise<GameFilter> => {
    const filter: GameFilter = {};
    for (const name of FACET_NAMES) if (query[name] !== undefined) Object.assign(filter, { [name]: query[name] });
    if (query.search)
      filter.search = correctSearch((await searchIndexOf(db, await holder.get())).dictionary, query.search);
    return filter;
  };

  /** One cache key per filter; the order of values within a filter does not matter. */
  const keyOf = (filter: GameFilter) =>
    JSON.stringify(
      Object.entries(filter).map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value]),
    );

  const searchMatches = async (snapshot: Snapshot, filter: GameFilter) =>
    filter.search === undefined ? undefined : (await searchIndexOf(db, snapshot)).matches(filter.search);

  function changed(kind: CatalogueChangeKind) {
    ratedPages.clear();
    similar.clear();
    holder.clear();
    if (kind === 'ratings') return;
    pages.clear();
    totals.clear();
    facetCounts.clear();
  }

  return {
    changed,

    /** The ids of a page of a list, with how many games match its filters. */
    async list(query: GameListQuery): Promise<{ ids: number[]; total: number }> {
      const filter = await filterFor(query);
      const filterKey = keyOf(filter);
      const page = { sort: query.sort, limit: query.limit ?? LIST_CAP, offset: query.offset ?? 0 };
      const byRating = page.sort === 'rating' || (page.sort === undefined && filter.search !== undefined);
      const [ids, total] = await Promise.all([
        (byRating ? ratedPages : pages).get(JSON.stringify([filterKey, page]), async () => {
          const snapshot = await holder.get();
          const search = await searchMatches(snapshot, filter);
          return pageOf(snapshot, filter, page.sort, page.limit, page.offset, search);
        }),
        totals.get(filterKey, async () => {
          const snapshot = await holder.get();
          return countOf(snapshot, filter, await searchMatches(snapshot, filter));
        }),
      ]);
      return { ids, total };
    },

    /** Disjunctive counts for every value of every facet of a view. */
    async facets(query: GameFacetsQuery): Promise<GameFacetCounts> {
      const filter = await filterFor(query);
      return facetCounts.get(keyOf(filter), async () => {
        const snapshot = await holder.get();
        return countFacets(snapshot, filter, await searchMatches(snapshot, filter));
      });
    },

    /** The ids of the games most like one, best first. */
    similar(id: number): Promise<number[]> {
      return similar.get(String(id), async () => similarIds(await holder.get(), id));
    },

    /**
     * Reads the snapshot and works out what every list, count and game page needs of it (the
     * similar-game groups, the packed codes of the counts; the search index readies itself), so
     * that the first visitors after a start do not wait for them. Nothing is kept without a cache.
     */
    async warm(): Promise<void> {
      if (ttlMs === 0) return;
      const snapshot = await holder.get();
      if (snapshot.size === 0) return;
      groupsOf(snapshot);
      countFacets(snapshot, {});
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
