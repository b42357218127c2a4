import type { Genre, Platform } from '../../common/catalogue.ts';

/** One game of the shipped catalogue. Facts are real; the prose is our own. */
export interface SeedGame {
  title: string;
  /** Two to four sentences, 120-600 characters, written for this catalogue. */
  description: string;
  platforms: Platform[];
  genre: Genre;
  developer: string;
  releaseYear: number;
  /** The announced release day (`YYYY-MM-DD`) of a game not out yet; its source is in listings.json. */
  releaseDate?: string;
  hasCombat: boolean;
  /** The official site (developer or publisher page for the game), or null when none is known. */
  websiteUrl: string | null;
  /** Three or four short features, each 3-200 characters. */
  features: string[];
  featured?: boolean;
  /**
   * The edition of the shipped catalogue that first held the game (1 when absent). A catalogue
   * already running gets the games of editions newer than the one it was given (db/seed/index.ts).
   */
  edition?: number;
}
