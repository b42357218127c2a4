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
  hasCombat: boolean;
  /** The official site (developer or publisher page for the game), or null when none is known. */
  websiteUrl: string | null;
  /** Three or four short features, each 3-200 characters. */
  features: string[];
  featured?: boolean;
}
