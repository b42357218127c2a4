import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/client.ts';
import type { Game, GameFacetCounts, GameFacetsQuery, GameListQuery } from '../../../common/schemas/games.ts';
import { generateReview } from '../../../common/review.ts';
import { lifeFactsOf } from '../../../common/life-facts.ts';
import { coverImageOf, screenshotOf } from '../../../common/schemas/covers.ts';
import { NotFoundError } from '../../../common/http-errors.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { sanitizeReview } from '../../lib/sanitize-review.ts';
import type { CatalogueChange } from '../../lib/catalogue-changes.ts';
import type { GameRow } from '../../../db/games/columns.ts';
import { createCatalogue } from '../catalogue/catalogue.ts';
import {
  selectFeaturedGames,
  selectGameById,
  selectGameBySlug,
  selectGamesByIds,
  selectSitemapEntries,
} from './queries.ts';
import { selectGamePageBySlug } from './page-queries.ts';

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
    releaseDate: row.releaseDate,
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    features: row.features,
    websiteUrl: row.websiteUrl,
    featured: row.featured,
    hasCombat: row.hasCombat,
    failState: row.failState,
    timePressure: row.timePressure,
    length: row.length,
    playModes: row.playModes,
    ...lifeFactsOf(row),
    review: row.review,
    stores: row.stores,
    hoursToFinish: row.hoursToFinish === null ? null : Math.round(row.hoursToFinish * 10) / 10,
    screenshots: row.screenshots.map(screenshotOf),
    artCredit: row.artCredit,
    createdAt: row.createdAt.toISOString(),
    // A game's row is made when it enters the catalogue: an approval inserts it then.
    publishedAt: row.createdAt.toISOString(),
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

/** Room for games kept by id, as the length of their JSON: about 85,000 games of the generated kind. */
const GAMES_BY_ID_BYTES = 64 * 1024 * 1024;

export interface GamesServiceOptions {
  /** How long list and featured results are reused; 0 turns the cache off. */
  cacheSeconds?: number;
}

export function createGamesService(db: Database, options: GamesServiceOptions = {}) {
  const ttlMs = (options.cacheSeconds ?? 0) * 1000;
  const catalogue = createCatalogue(db, { cacheSeconds: options.cacheSeconds });
  const featuredCache = createTtlCache<Game[]>(ttlMs, 1);
  // Lists and 'More Like This' come from the catalogue as ids; the games behind them are kept by id,
  // so a page of a view not seen before mostly needs no query at all (a crowd's views share games).
  const gamesById =
    ttlMs === 0
      ? null
      : new LRUCache<number, GameText>({ maxSize: GAMES_BY_ID_BYTES, sizeCalculation: (text) => text.length });
  // A read that began before a change must not keep what it read.
  let generation = 0;

  /** The games in the order of `ids` (one that is gone by now is left out): kept ones, then one query for the rest. */
  const gamesInOrder = async (ids: number[]): Promise<GameText[]> => {
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

  /** A page of a list as the texts of its games, with the number of games matching its filters. */
  async function listTexts(query: GameListQuery): Promise<{ texts: GameText[]; total: number }> {
    const { ids, total } = await catalogue.list(query);
    return { texts: await gamesInOrder(ids), total };
  }

  /**
   * Forgets what changed: after votes, the games voted on and the answers whose order rests on
   * ratings; after anything else, everything. Every process calls it on every catalogue change.
   */
  function invalidate(change: CatalogueChange = { kind: 'any' }) {
    generation++;
    featuredCache.clear();
    catalogue.changed(change.kind);
    if (change.kind === 'ratings') for (const game of change.games) gamesById?.delete(game.id);
    else gamesById?.clear();
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
    facets(query: GameFacetsQuery): Promise<GameFacetCounts> {
      return catalogue.facets(query);
    },

    /** Readies the catalogue's snapshot after a start (see `Catalogue.warm`). */
    warm(): Promise<void> {
      return catalogue.warm();
    },

    /** Up to 4 games most like the given one. */
    async similar(id: number): Promise<Game[]> {
      const row = await selectGameById(db, id);
      if (!row) throw new NotFoundError('Game not found');
      return (await gamesInOrder(await catalogue.similar(row.id))).map(gameOf);
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
      const similar = (await gamesInOrder(await catalogue.similar(game.id))).map(gameOf);
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
