import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Game } from '../../common/schemas/games.ts';
import { GENRES, PLATFORMS } from '../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../common/cozy-profile.ts';
import { countGames, selectGames } from '../../server/modules/games/list-queries.ts';
import { selectDictionaryWords } from '../../server/modules/games/facet-index-queries.ts';
import { correctSearch } from '../../server/modules/games/search.ts';
import { createSearchDictionary } from '../../server/modules/games/search-dictionary.ts';
import type { GameFilter } from '../../server/modules/games/filters.ts';
import { createGame } from '../factories/games.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/**
 * Lists without a search are paged from the in-memory index; the SQL queries they replace are the
 * reference. A catalogue full of ties (equal titles apart from case, equal dates, equal ratings,
 * no profile) checks that both break every tie alike.
 */
let t: TestApp;
const GAMES = 70;

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  const random = seeded(11);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const some = <T>(values: readonly T[]) => values.filter(() => random() < 0.4);
  for (let i = 0; i < GAMES; i++) {
    const platforms = some(PLATFORMS);
    const game = await createGame(t.database.db, {
      title: `${pick(['Moss', 'moss', 'Amber', 'Zephyr', 'Quiet'])} ${pick(['Bay', 'Acres', 'Inn', 'Harbour Inn'])} ${i % 7}`,
      description: pick([
        'Tend a quiet garden by the bay.',
        'Moss grows on every stone of the inn.',
        'Sail between amber islands and trade tea.',
        'A gardener tending the harbour lights.',
      ]),
      platforms: platforms.length ? platforms : [pick(PLATFORMS)],
      genre: pick(GENRES.slice(0, 4)),
      hasCombat: random() < 0.3,
      failState: random() < 0.2 ? null : pick(FAIL_STATES),
      timePressure: random() < 0.2 ? null : pick(TIME_PRESSURES),
      length: random() < 0.2 ? null : pick(LENGTHS),
      playModes: some(PLAY_MODES),
      createdAt: new Date(Date.UTC(2024, 0, 1 + Math.floor(random() * 10))),
    });
    const rating = random() < 0.4 ? null : pick([2, 3.5, 4, 5]);
    await t.database.db.execute(sql`update games set rating = ${rating} where id = ${game.id}`);
  }
});
afterAll(() => t.close());

const FILTERS: { query: string; filter: GameFilter }[] = [
  { query: '', filter: {} },
  { query: 'platform=switch', filter: { platform: ['switch'] } },
  { query: 'platform=pc,ios&combat=false', filter: { platform: ['pc', 'ios'], combat: false } },
  { query: 'combat=true', filter: { combat: true } },
  { query: `genre=${GENRES[1]}`, filter: { genre: [GENRES[1]] } },
  { query: 'failState=none,gentle&length=short', filter: { failState: ['none', 'gentle'], length: ['short'] } },
  { query: 'timePressure=none&mode=co-op', filter: { timePressure: ['none'], mode: ['co-op'] } },
  {
    query: 'platform=android&mode=solo,online&combat=false',
    filter: { platform: ['android'], mode: ['solo', 'online'], combat: false },
  },
];

describe('lists paged from the index', () => {
  it('hold the same games in the same order, with the same totals, as the SQL queries', async () => {
    for (const { query, filter } of FILTERS) {
      const expectedTotal = await countGames(t.database.db, filter);
      for (const sort of ['newest', 'a-z', 'z-a', 'rating'] as const) {
        for (const [limit, offset] of [
          [12, 0],
          [5, 3],
          [7, 20],
          [100, 0],
          [10, GAMES],
        ] as const) {
          const expected = await selectGames(t.database.db, { ...filter, sort, limit, offset });
          const response = await t.app.inject({
            method: 'GET',
            url: `/api/games?${query}&sort=${sort}&limit=${limit}&offset=${offset}`,
          });
          expect(response.statusCode).toBe(200);
          const label = `${query} ${sort} ${limit}@${offset}`;
          expect(
            response.json<Game[]>().map((game) => game.id),
            label,
          ).toEqual(expected.map((row) => row.id));
          expect(response.headers['x-total-count'], label).toBe(String(expectedTotal));
        }
      }
    }
  });
});

// Words as typed, as prefixes (of one word, of several), corrected to one word and to several ('tendr': 'tend' or 'tending').
const SEARCHES = [
  'moss',
  'gard',
  'bay',
  'inn 3',
  'amber harbor',
  'mos',
  'zephir acres',
  'tendr',
  'quiet bay',
  'nothing here',
];

describe('searches answered from the search index', () => {
  it('find the same games in the same order, with the same totals, as the SQL queries', async () => {
    const dictionary = createSearchDictionary(await selectDictionaryWords(t.database.db));
    expect(correctSearch(dictionary, 'tendr')).toBe("('tend' | 'tending')");
    for (const text of SEARCHES) {
      const search = correctSearch(dictionary, text);
      for (const { query, filter } of FILTERS.slice(0, 5)) {
        const expectedTotal = await countGames(t.database.db, { ...filter, search });
        for (const sort of [undefined, 'newest', 'a-z', 'rating'] as const) {
          for (const [limit, offset] of [
            [12, 0],
            [5, 4],
            [100, 0],
          ] as const) {
            const expected = await selectGames(t.database.db, { ...filter, search, sort, limit, offset });
            const response = await t.app.inject({
              method: 'GET',
              url: `/api/games?${query}&search=${encodeURIComponent(text)}${sort ? `&sort=${sort}` : ''}&limit=${limit}&offset=${offset}`,
            });
            const label = `${text} ${query} ${sort} ${limit}@${offset}`;
            expect(response.statusCode, label).toBe(200);
            expect(
              response.json<Game[]>().map((game) => game.id),
              label,
            ).toEqual(expected.map((row) => row.id));
            expect(response.headers['x-total-count'], label).toBe(String(expectedTotal));
          }
        }
      }
    }
  });

  it('correct words exactly as trigram similarity in the database does', async () => {
    const dictionary = createSearchDictionary(await selectDictionaryWords(t.database.db));
    for (const word of ['zephir', 'harbor', 'quite', 'amberr', 'gardne', 'stoen', 'islnds', 'tae', 'xylophone']) {
      const result = (await t.database.db.execute(sql`
        select array(
          select word from search_words where word % ${word} order by word <-> ${word}, word limit 3
        ) as closest
      `)) as unknown as { rows: { closest: string[] }[] };
      expect(dictionary.closest(word, 3), word).toEqual(result.rows[0]!.closest);
    }
    expect(dictionary.closest('zephir', 3)).toContain('zephyr');
  });
});
