import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fillGames } from '../../bench/generate.ts';
import { buildSearchText, searchTextSql } from '../../db/games/search-text.ts';
import { games } from '../../db/schema/index.ts';
import { createGame } from '../factories/games.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const twin = searchTextSql({
  title: sql`${games.title}`,
  developer: sql`${games.developer}`,
  genre: sql`${games.genre}`,
  features: sql`${games.features}`,
  description: sql`${games.description}`,
});

describe('the one writer of games', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['plain fields', {}],
    ['no developer and no features', { developer: null, features: [] }],
    [
      'runs of spaces, tabs and line breaks',
      { title: 'Tea  \t Time', description: 'Steep the\n\nleaves   slowly and wait.' },
    ],
  ])('stores the search text its SQL twin computes (%s)', async (_case, overrides) => {
    const game = await createGame(t.database.db, overrides);
    const [row] = await t.database.db
      .select({ stored: games.searchText, twin: sql<string>`${twin}` })
      .from(games)
      .where(eq(games.id, game.id));
    expect(row!.stored).toBe(buildSearchText(game));
    expect(row!.twin).toBe(row!.stored);
  });

  it("lets the benchmark's set-based fill write the same search text", async () => {
    await t.database.db.delete(games);
    await expect(fillGames(t.database.db, 60)).resolves.toMatchObject({ games: 60 });
    const rows = await t.database.db
      .select({
        title: games.title,
        developer: games.developer,
        genre: games.genre,
        features: games.features,
        description: games.description,
        searchText: games.searchText,
      })
      .from(games);
    expect(rows).toHaveLength(60);
    for (const row of rows) expect(row.searchText).toBe(buildSearchText(row));
  });
});
