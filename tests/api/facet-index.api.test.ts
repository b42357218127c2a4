import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { updateGameRating } from '../../db/games/writer.ts';
import { GENRES, PLATFORMS } from '../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../common/cozy-profile.ts';
import { readSnapshot, UNKNOWN } from '../../server/modules/catalogue/snapshot.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { createGame } from '../factories/games.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the facet index as read from the database', () => {
  it('is empty for an empty catalogue', async () => {
    const index = await readSnapshot(database.db);
    expect(index.size).toBe(0);
    expect(index.ids.length).toBe(0);
  });

  it("holds every game's codes, rating, title length and places in the three orders", async () => {
    const profiled = await createGame(database.db, {
      title: 'Évora Tea Garden',
      genre: 'puzzle',
      platforms: ['switch', 'pc', 'android'],
      hasCombat: true,
      failState: 'gentle',
      timePressure: 'none',
      length: 'endless',
      playModes: ['co-op', 'solo'],
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const bare = await createGame(database.db, {
      title: 'Alder',
      genre: 'simulation',
      platforms: ['other'],
      failState: null,
      timePressure: null,
      length: null,
      playModes: [],
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    await updateGameRating(database.db, profiled.id, 4.3);

    const index = await readSnapshot(database.db);
    expect(index.size).toBe(2);
    expect([...index.ids]).toEqual([profiled.id, bare.id]);
    const at = (values: readonly string[], value: string) => values.indexOf(value);
    expect([index.codes.genre[0], index.codes.genre[1]]).toEqual([at(GENRES, 'puzzle'), at(GENRES, 'simulation')]);
    expect([index.codes.failState[0], index.codes.timePressure[0], index.codes.length[0]]).toEqual([
      at(FAIL_STATES, 'gentle'),
      at(TIME_PRESSURES, 'none'),
      at(LENGTHS, 'endless'),
    ]);
    expect([index.codes.failState[1], index.codes.timePressure[1], index.codes.length[1]]).toEqual([
      UNKNOWN,
      UNKNOWN,
      UNKNOWN,
    ]);
    expect([...index.codes.combat]).toEqual([1, 0]);
    const bits = (values: readonly string[], chosen: string[]) => chosen.reduce((b, v) => b | (1 << at(values, v)), 0);
    expect([...index.codes.platform]).toEqual([
      bits(PLATFORMS, ['switch', 'pc', 'android']),
      bits(PLATFORMS, ['other']),
    ]);
    expect([...index.codes.mode]).toEqual([bits(PLAY_MODES, ['co-op', 'solo']), 0]);
    expect(index.rating[0]).toBeCloseTo(4.3, 5);
    expect(index.rating[1]).toBeNaN();
    // Characters, not bytes: 'É' is one.
    expect([...index.titleLength]).toEqual([16, 5]);
    // Newest first; A-Z; rated first.
    expect([...index.orders.newest]).toEqual([1, 0]);
    expect([...index.orders.title]).toEqual([1, 0]);
    expect([...index.orders.rating]).toEqual([0, 1]);
  });
});
