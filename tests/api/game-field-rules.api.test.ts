import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../common/catalogue.ts';
import { FEATURES_MAX, PLATFORMS_MAX, REVIEW_NOTES_MAX } from '../../common/game-fields.ts';
import { createGame } from '../factories/games.ts';
import { createSubmission } from '../factories/submissions.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** The database's checks hold the same limits as the schemas in common/game-fields.ts. */
describe('the database keeps the game field rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores up to the platform limit and refuses one more', async () => {
    await expect(
      createGame(t.database.db, { platforms: [...PLATFORMS.slice(0, PLATFORMS_MAX)] }),
    ).resolves.toMatchObject({
      id: expect.any(Number),
    });
    await expect(
      createGame(t.database.db, { platforms: [...PLATFORMS.slice(0, PLATFORMS_MAX + 1)] }),
    ).rejects.toThrow();
    await expect(createGame(t.database.db, { platforms: [] })).rejects.toThrow();
  });

  it('refuses more features than the limit', async () => {
    const features = Array.from({ length: FEATURES_MAX + 1 }, (_, i) => `Feature ${i}`);
    await expect(createGame(t.database.db, { features })).rejects.toThrow();
    await expect(createSubmission(t.database.db, { features })).rejects.toThrow();
  });

  it('refuses review notes over the limit', async () => {
    await expect(createSubmission(t.database.db, { reviewNotes: 'x'.repeat(REVIEW_NOTES_MAX) })).resolves.toBeDefined();
    await expect(createSubmission(t.database.db, { reviewNotes: 'x'.repeat(REVIEW_NOTES_MAX + 1) })).rejects.toThrow();
  });
});
