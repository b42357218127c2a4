import type { SeedGame } from '../types.ts';
import { gamesA } from './games-a.ts';
import { gamesB } from './games-b.ts';

/** The catalogue shipped with the product: real games, facts checked, text our own. */
export const shippedCatalogue: SeedGame[] = [...gamesA, ...gamesB];
