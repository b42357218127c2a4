import { lifeFactsOf } from '../../../common/life-facts';
import type { Game } from '../../../common/schemas/games';

/**
 * What the game page shows of its game, and all that its data carries to the browser for
 * hydration: not the store list as the API gives it (the page gets the stores named, `storeLinks`),
 * the raw review (the page gets it as HTML), the suggested image address or the dates it entered the catalogue, which no
 * part of the page shows.
 */
export type PageGame = Omit<Game, 'review' | 'stores' | 'imageUrl' | 'createdAt' | 'publishedAt'>;

export function toPageGame(game: Game): PageGame {
  return {
    id: game.id,
    slug: game.slug,
    title: game.title,
    description: game.description,
    coverUrl: game.coverUrl,
    cover: game.cover,
    platforms: game.platforms,
    genre: game.genre,
    developer: game.developer,
    releaseYear: game.releaseYear,
    releaseDate: game.releaseDate,
    rating: game.rating,
    features: game.features,
    websiteUrl: game.websiteUrl,
    featured: game.featured,
    hasCombat: game.hasCombat,
    failState: game.failState,
    timePressure: game.timePressure,
    length: game.length,
    playModes: game.playModes,
    ...lifeFactsOf(game),
    hoursToFinish: game.hoursToFinish,
    screenshots: game.screenshots,
    artCredit: game.artCredit,
  };
}
