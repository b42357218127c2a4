import type { Database } from '../../db/client.ts';
import { insertGame, type NewGame } from '../../db/games/writer.ts';

let sequence = 0;

export function gameInput(overrides: Partial<NewGame> = {}): NewGame {
  sequence++;
  return {
    title: `Test Game ${sequence}`,
    description: 'A calm little game about tending a garden and meeting neighbours.',
    platforms: ['pc'],
    genre: 'simulation',
    developer: 'Quiet Studio',
    releaseYear: 2020,
    features: ['Gentle music', 'No timers'],
    websiteUrl: null,
    hasCombat: false,
    featured: false,
    ...overrides,
  };
}

export function createGame(db: Database, overrides: Partial<NewGame> = {}) {
  return insertGame(db, gameInput(overrides));
}
