import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/client.ts';
import {
  LIST_CAP,
  type Game,
  type GameFacetCounts,
  type GameFacetsQuery,
  type GameListQuery,
} from '../../../common/schemas/games.ts';
import { generateReview } from '../../../common/review.ts';
import { coverImageOf, screenshotOf } from '../../../common/schemas/covers.ts';
import { NotFoundError } from '../../../common/http-errors.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { sanitizeReview } from '../../lib/sanitize-review.ts';
import type { GameRow } from '../../../db/games/columns.ts';
import {
  selectFeaturedGames,
  selectGameById,
  selectGameBySlug,
  selectGamesByIds,
  selectSitemapEntries,
} from './queries.ts';
import { countFacets, ratingChangesSince, readBefore, type FacetIndex } from './facet-index.ts';
import { createFacetIndexHolder } from './facet-index-holder.ts';
import { countFromIndex, pageFromIndex } from './index-pages.ts';
import { selectGamePageBySlug } from './page-queries.ts';
import { similarIds } from './similar-games.ts';
import type { GameFilter } from './filters.ts';
import { correctSearch } from './search.ts';
import type { SearchDictionary } from './search-dictionary.ts';
import { searchIndexOf, warmSearchIndex } from './search-index.ts';

export function coverPath(id: number): string {
  return `/covers/${id}.svg`;
}

export function toGame(row: GameRow): Game {
  const cover = row.cover ? coverImageOf(row.cover) : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    coverUrl: cover ? cover.src : coverPath(row.id),
    cover,
    platforms: row.platforms,
    genre: row.genre,
    developer: row.developer,
    releaseYear: row.releaseYear,
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    features: row.features,
    websiteUrl: row.websiteUrl,
    featured: row.featured,
    hasCombat: row.hasCombat,
    failState: row.failState,
    timePressure: row.timePressure,
    length: row.length,
    playModes: row.playModes,
    review: row.review,
    stores: row.stores,
    hoursToFinish: row.hoursToFinish === null ? null : Math.round(row.hoursToFinish * 10) / 10,
    screenshots: row.screenshots.map(screenshotOf),
    artCredit: row.artCredit,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface GamePage {
  game: Game;
  reviewHtml: string;
  ratingCount: number;
  /** 'More Like This', best first. */
  similar: Game[];
}

export interface GameList {
  games: Game[];
  total: number;
}

/**
 * A game as the JSON text the API sends of it. Lists, 'More Like This' and the games kept by id
 * hold games this way: one string where a game object is some twenty (its strings and arrays), so
 * the collector's passes over the tens of thousands kept stay short, and an API list is those texts
 * strung together, with nothing to serialise.
 */
type GameText = string;

const textOf = (row: GameRow): GameText => JSON.stringify(toGame(row));
/** Made only by `textOf`, so the text is a whole `Game`. */
const gameOf = (text: GameText): Game => JSON.parse(text) as Game;

/**
 * The filters of a list or facet query, in the shape the queries take. A search is corrected
 * against the catalogue's words here, so every misspelling that corrects alike shares one cached answer.
 */
function filterOf(query: GameFacetsQuery, dictionary: SearchDictionary | undefined): GameFilter {
  return {
    platform: query.platform,
    combat: query.combat,
    genre: query.genre,
    failState: query.failState,
    timePressure: query.timePressure,
    length: query.length,
    mode: query.mode,
    search: query.search && dictionary ? correctSearch(dictionary, query.search) : undefined,
  };
}

/** One cache key per filter; list order within a filter does not matter. */
function keyOf(filter: GameFilter): string {
  return JSON.stringify(
    Object.entries(filter).map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value]),
  );
}

/** Room for games kept by id, as the length of their JSON: about 85,000 games of the generated kind. */
const GAMES_BY_ID_BYTES = 64 * 1024 * 1024;

export interface GamesServiceOptions {
  /** How long list and featured results are reused; 0 turns the cache off. */
  cacheSeconds?: number;
  /**
   * Told when this process finds the catalogue changed by a write made outside the services (see
   * `createFacetIndexHolder`); it must clear what the process keeps, this service included. The
   * service clears only itself when not given one.
   */
  onOutsideChange?: () => void;
}

export function createGamesService(db: Database, options: GamesServiceOptions = {}) {
  // The catalogue is read far more than written: list pages are reused for a few seconds, and every
  // write through the services clears them. Other processes' writes show within cacheSeconds.
  // Totals are kept per filter, so paging or re-sorting a view counts its matches only once.
  const ttlMs = (options.cacheSeconds ?? 0) * 1000;
  const pages = createTtlCache<GameText[]>(ttlMs);
  const totals = createTtlCache<number>(ttlMs);
  const featuredCache = createTtlCache<Game[]>(ttlMs, 1);
  const facetCache = createTtlCache<GameFacetCounts>(ttlMs);
  // The in-memory indexes cost a read of every game to build: a change (from any process) clears
  // them at once, and they are kept while the catalogue's version in the database says nothing
  // else changed; it is asked at most every cacheSeconds, which bounds how long a write made
  // straight to the database goes unseen, as it does for the lists.
  const facetIndex = createFacetIndexHolder(db, ttlMs, {
    prepare: (next, previous) => warmSearchIndex(db, next, previous),
    onOutsideChange: () => (options.onOutsideChange ?? invalidate)(),
  });
  const similarCache = createTtlCache<GameText[]>(ttlMs);
  // Lists and 'More Like This' come from the indexes as ids; the games behind them are kept by id,
  // so a page of a view not seen before mostly needs no query at all (a crowd's views share games).
  const gamesById =
    ttlMs === 0
      ? null
      : new LRUCache<number, GameText>({
          maxSize: GAMES_BY_ID_BYTES,
          sizeCalculation: (text) => text.length,
          // Like the indexes the ids come from, kept until a change (or a write the indexes find
          // made straight to the database) clears them.
        });
  // A query that began before a change must not keep what it read.
  let generation = 0;
  // The index the games kept by id agree with. Votes change ratings alone, and the index is then
  // renewed from this one: only the games whose rating moved go. An index built in full (after an
  // edit, a new game, a removal) may differ in anything, and every kept game goes.
  let keptFor: FacetIndex | undefined;
  const agreeWith = (index: FacetIndex) => {
    if (!gamesById || index === keptFor || (keptFor && readBefore(index, keptFor))) return;
    const moved = keptFor ? ratingChangesSince(keptFor, index) : null;
    if (moved) for (const position of moved) gamesById.delete(index.ids[position]!);
    else gamesById.clear();
    keptFor = index;
  };

  /**
   * The games in the order of `ids`, which come from `index` (one that is gone by now is left
   * out): kept ones, then one query for the rest.
   */
  const gamesInOrder = async (index: FacetIndex, ids: number[]): Promise<GameText[]> => {
    agreeWith(index);
    const found = new Map<number, GameText>();
    const missing: number[] = [];
    for (const id of ids) {
      const text = gamesById?.get(id);
      if (text) found.set(id, text);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const started = generation;
      for (const row of await selectGamesByIds(db, missing)) {
        const text = textOf(row);
        found.set(row.id, text);
        if (started === generation) gamesById?.set(row.id, text);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  };

  /** The filter of a query, with its search (if any) corrected against the current dictionary. */
  const filterFor = async (query: GameFacetsQuery): Promise<GameFilter> =>
    filterOf(query, query.search ? (await searchIndexOf(db, await facetIndex.get())).dictionary : undefined);

  /** The search index's matches for a filter's search; none without one. */
  const searchMatches = async (index: FacetIndex, filter: GameFilter) =>
    filter.search === undefined ? undefined : (await searchIndexOf(db, index)).matches(filter.search);

  /** The games most like a game that exists, best first. */
  const similarTo = (id: number): Promise<GameText[]> =>
    similarCache.get(String(id), async () => {
      const index = await facetIndex.get();
      return gamesInOrder(index, similarIds(index, id));
    });

  /** A page of a list as the texts of its games, with the number of games matching its filters. */
  async function listTexts(query: GameListQuery): Promise<{ texts: GameText[]; total: number }> {
    const filter = await filterFor(query);
    const filterKey = keyOf(filter);
    const page = { sort: query.sort, limit: query.limit ?? LIST_CAP, offset: query.offset ?? 0 };
    const pageKey = JSON.stringify([filterKey, page.sort, page.limit, page.offset]);
    // The page's ids from the indexes, then just those rows.
    const [texts, total] = await Promise.all([
      pages.get(pageKey, async () => {
        const index = await facetIndex.get();
        const search = await searchMatches(index, filter);
        return gamesInOrder(index, pageFromIndex(index, filter, page.sort, page.limit, page.offset, search));
      }),
      totals.get(filterKey, async () => {
        const index = await facetIndex.get();
        return countFromIndex(index, filter, await searchMatches(index, filter));
      }),
    ]);
    return { texts, total };
  }

  /** Forgets cached lists; called by every service that changes the catalogue. */
  function invalidate() {
    pages.clear();
    totals.clear();
    featuredCache.clear();
    facetCache.clear();
    facetIndex.clear();
    similarCache.clear();
    // The games kept by id are sorted out against the next index (`agreeWith`).
    generation++;
  }

  return {
    invalidate,

    /** A page of a list (as `GET /api/games` gives it), with the number of games matching its filters. */
    async list(query: GameListQuery): Promise<GameList> {
      const { texts, total } = await listTexts(query);
      return { games: texts.map(gameOf), total };
    },

    /** The same, its games as the JSON array the API sends. */
    async listAsJson(query: GameListQuery): Promise<{ json: string; total: number }> {
      const { texts, total } = await listTexts(query);
      return { json: `[${texts.join(',')}]`, total };
    },

    /** Disjunctive counts for every filter value of a view, reused like the lists. */
    async facets(query: GameFacetsQuery): Promise<GameFacetCounts> {
      const filter = await filterFor(query);
      return facetCache.get(keyOf(filter), async () => {
        const index = await facetIndex.get();
        return countFacets(index, filter, await searchMatches(index, filter));
      });
    },

    /** Up to 4 games most like the given one. */
    async similar(id: number): Promise<Game[]> {
      const row = await selectGameById(db, id);
      if (!row) throw new NotFoundError('Game not found');
      return (await similarTo(row.id)).map(gameOf);
    },

    featured(): Promise<Game[]> {
      return featuredCache.get('featured', async () => (await selectFeaturedGames(db)).map(toGame));
    },

    async getById(id: number): Promise<Game> {
      const row = await selectGameById(db, id);
      if (!row) throw new NotFoundError('Game not found');
      return toGame(row);
    },

    async getBySlug(slug: string): Promise<Game> {
      const row = await selectGameBySlug(db, slug.toLowerCase());
      if (!row) throw new NotFoundError('Game not found');
      return toGame(row);
    },

    /**
     * Everything a game page shows of the catalogue, in two queries: the game, its review as safe
     * HTML (the stored one sanitised, otherwise the generated one), how many votes its cozy rating
     * rests on, and the games most like it.
     */
    async page(slug: string): Promise<GamePage> {
      const row = await selectGamePageBySlug(db, slug.toLowerCase());
      if (!row) throw new NotFoundError('Game not found');
      const game = toGame(row);
      const reviewHtml = game.review ? sanitizeReview(game.review) : generateReview(game);
      const similar = (await similarTo(game.id)).map(gameOf);
      return { game: { ...game, review: null }, reviewHtml, ratingCount: row.ratingCount, similar };
    },

    async sitemapEntries() {
      return selectSitemapEntries(db);
    },

    /** The raw row, for rendering a generated cover. */
    async findRow(id: number): Promise<GameRow | undefined> {
      return selectGameById(db, id);
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
