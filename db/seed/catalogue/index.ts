import { z } from 'zod';
import type { SeedGame } from '../types.ts';
import { shippedGameSchema } from './check.ts';
import data from './games.json' with { type: 'json' };
import { checked } from './load.ts';

/** games.json as stored, before the check (the test compares the two: the file holds the stored form). */
export const shippedCatalogueData: unknown[] = data;

/**
 * The catalogue shipped with the product: real games, facts checked, text our own. The facts are
 * data in games.json, checked with the catalogue's field rules when loaded.
 */
export const shippedCatalogue: SeedGame[] = checked('games.json', z.array(shippedGameSchema), data);
