import { games } from '../schema/index.ts';
import { lifeFactColumnsOf } from '../schema/cozy-profile.ts';

/** The columns a game is read with everywhere: every field but the search text and its index data. */
export const gameColumns = {
  id: games.id,
  slug: games.slug,
  title: games.title,
  description: games.description,
  imageUrl: games.imageUrl,
  cover: games.cover,
  platforms: games.platforms,
  genre: games.genre,
  developer: games.developer,
  releaseYear: games.releaseYear,
  releaseDate: games.releaseDate,
  rating: games.rating,
  features: games.features,
  websiteUrl: games.websiteUrl,
  featured: games.featured,
  hasCombat: games.hasCombat,
  failState: games.failState,
  timePressure: games.timePressure,
  length: games.length,
  playModes: games.playModes,
  ...lifeFactColumnsOf(games),
  review: games.review,
  stores: games.stores,
  hoursToFinish: games.hoursToFinish,
  coverOrigin: games.coverOrigin,
  screenshots: games.screenshots,
  artSources: games.artSources,
  artCredit: games.artCredit,
  createdAt: games.createdAt,
  updatedAt: games.updatedAt,
};

export type GameRow = Pick<typeof games.$inferSelect, keyof typeof gameColumns>;
