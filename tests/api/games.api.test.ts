import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { games as gamesTable } from '../../db/schema/index.ts';
import { z } from 'zod';
import { gameFacetsSchema, gameSchema, type Game } from '../../common/schemas/games.ts';
import { gameInput, createGame } from '../factories/games.ts';
import { buildTestApp, csrfHeaders, type TestApp } from '../helpers/build-test-app.ts';
import type { NewGame } from '../../db/games/writer.ts';

// Distinct first words, none a prefix of another, so every collation orders them alike.
const WORDS = [
  'amber',
  'birch',
  'cider',
  'daisy',
  'ember',
  'fable',
  'ginger',
  'hazel',
  'ivy',
  'juniper',
  'kettle',
  'lantern',
  'maple',
  'nutmeg',
  'orchard',
  'pebble',
  'quilt',
  'raindrop',
  'saffron',
  'thistle',
  'umber',
  'velvet',
  'willow',
  'yarrow',
  'zephyr',
  'acorn',
  'bramble',
  'clover',
  'dewberry',
  'elder',
  'fern',
  'gossamer',
  'heather',
  'iris',
  'jasmine',
  'kelp',
  'lilac',
  'moss',
  'nectar',
  'olive',
];
const PLATFORM_SETS = [
  ['switch', 'pc'],
  ['switch'],
  ['pc', 'mac'],
  ['switch', 'playstation', 'xbox'],
  ['ios', 'android'],
  ['switch', 'ios'],
];
const GENRES = ['farming', 'puzzle', 'adventure', 'life-sim'];

const fixtures: (NewGame & { createdAt: Date })[] = WORDS.map(
  (word, i) =>
    gameInput({
      title: `${word[0]!.toUpperCase()}${word.slice(1)} Hollow`,
      platforms: PLATFORM_SETS[i % PLATFORM_SETS.length]!,
      hasCombat: i % 3 === 0,
      genre: GENRES[i % GENRES.length]!,
      featured: i % 10 === 0,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000),
    }) as NewGame & { createdAt: Date },
);

const named = [
  gameInput({
    title: 'Stardew Valley',
    developer: 'ConcernedApe',
    genre: 'farming',
    platforms: ['pc', 'switch'],
    hasCombat: true,
    description: 'Inherit an overgrown farm and bring it back to life, season by season.',
    features: ['Crops and animals', 'Mines to explore'],
    createdAt: new Date(Date.UTC(2024, 0, 1)),
  }),
  gameInput({
    title: 'Starlight Harbour',
    developer: 'Lamplight Games',
    description: 'Run a seaside lighthouse and help sailors find their way home at night.',
    createdAt: new Date(Date.UTC(2024, 0, 2)),
  }),
  gameInput({
    title: 'Dew Drop Diner',
    developer: 'Morning Cup',
    description: 'Cook breakfasts for a valley full of sleepy regulars in a tiny roadside diner.',
    features: ['Pancake physics', 'Regulars with stories'],
    createdAt: new Date(Date.UTC(2024, 0, 3)),
  }),
];

const all = [...fixtures, ...named];

let t: TestApp;

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/games${query}` });
  return { response, body: response.json(), total: Number(response.headers['x-total-count']) };
}

const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : 0;

beforeAll(async () => {
  t = await buildTestApp();
  for (const game of all) await createGame(t.database.db, game);
});
afterAll(() => t.close());

describe('GET /api/games', () => {
  it('lists every game, newest first, with the total in X-Total-Count', async () => {
    const { response, body, total } = await list('');
    expect(response.statusCode).toBe(200);
    expect(total).toBe(all.length);
    const expected = [...all].sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime()).map((g) => g.title);
    expect(body.map((g: Game) => g.title)).toEqual(expected);
  });

  it('returns games in the public shape, with a slug and a cover', async () => {
    const { body } = await list('?search=stardew%20valley&limit=1');
    const [game] = body as Game[];
    expect(Object.keys(game!).sort()).toEqual(
      [
        'artCredit',
        'awayCost',
        'cover',
        'coverUrl',
        'createdAt',
        'description',
        'developer',
        'failState',
        'features',
        'featured',
        'genre',
        'hasCombat',
        'hoursToFinish',
        'id',
        'imageUrl',
        'length',
        'notes',
        'platforms',
        'playModes',
        'pricing',
        'publishedAt',
        'rating',
        'releaseDate',
        'releaseYear',
        'review',
        'saves',
        'screenshots',
        'settings',
        'slug',
        'stores',
        'timePressure',
        'title',
        'websiteUrl',
      ].sort(),
    );
    expect(game).toMatchObject({
      slug: 'stardew-valley',
      developer: 'ConcernedApe',
      imageUrl: null,
      coverUrl: `/covers/${game!.id}.svg`,
      cover: null,
    });
  });

  it('answers lists, counts, featured and similar games exactly in their documented shape', async () => {
    // These answers are written as built, without a check on the way out: nothing more, nothing less.
    const [first] = (await list('?limit=1')).body as Game[];
    const answers = [
      ['/api/games?limit=5&sort=a-z', z.array(gameSchema)],
      ['/api/games?search=stardew', z.array(gameSchema)],
      ['/api/games/facets?platform=switch', gameFacetsSchema],
      ['/api/games/featured', z.array(gameSchema)],
      [`/api/games/${first!.id}/similar`, z.array(gameSchema)],
    ] as const;
    for (const [url, schema] of answers) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      const body: unknown = response.json();
      expect(schema.parse(body), url).toEqual(body);
    }
  });

  it.each(['pc', 'mac', 'switch', 'playstation', 'xbox', 'ios', 'android'])(
    'filters by platform %s',
    async (platform) => {
      const { body, total } = await list(`?platform=${platform}`);
      const expected = all.filter((g) => g.platforms.includes(platform));
      expect(total).toBe(expected.length);
      expect(body.map((g: Game) => g.title).sort()).toEqual(expected.map((g) => g.title).sort());
    },
  );

  it('accepts iOS in any casing', async () => {
    const { total } = await list('?platform=iOS');
    expect(total).toBe(all.filter((g) => g.platforms.includes('ios')).length);
  });

  it.each([
    ['false', false],
    ['true', true],
  ])('filters by combat=%s', async (value, hasCombat) => {
    const { body, total } = await list(`?combat=${value}`);
    expect(total).toBe(all.filter((g) => g.hasCombat === hasCombat).length);
    expect(body.every((g: Game) => g.hasCombat === hasCombat)).toBe(true);
  });

  it('filters by genre', async () => {
    const { body, total } = await list('?genre=puzzle');
    expect(total).toBe(all.filter((g) => g.genre === 'puzzle').length);
    expect(body.every((g: Game) => g.genre === 'puzzle')).toBe(true);
  });

  it('combines platform, combat, sort and paging: Switch without combat, A-Z, from the 13th on', async () => {
    const matching = all.filter((g) => g.platforms.includes('switch') && !g.hasCombat).sort(byTitle);
    expect(matching.length).toBeGreaterThan(12);
    const { body, total } = await list('?platform=switch&combat=false&sort=a-z&limit=12&offset=12');
    expect(total).toBe(matching.length);
    expect(body.map((g: Game) => g.title)).toEqual(matching.slice(12, 24).map((g) => g.title));
  });

  it('combines genre, platform and combat', async () => {
    const { body } = await list('?genre=farming&platform=switch&combat=true');
    const expected = all.filter((g) => g.genre === 'farming' && g.platforms.includes('switch') && g.hasCombat);
    expect(body.map((g: Game) => g.title).sort()).toEqual(expected.map((g) => g.title).sort());
  });

  it('sorts A-Z and Z-A', async () => {
    const az = (await list('?sort=a-z')).body.map((g: Game) => g.title);
    const za = (await list('?sort=z-a')).body.map((g: Game) => g.title);
    expect(az).toEqual([...all].sort(byTitle).map((g) => g.title));
    expect(za).toEqual([...az].reverse());
  });

  it('sorts by cozy rating, unrated games last', async () => {
    await t.database.db.execute(sql`update ${gamesTable} set rating = 4.5 where slug = 'dew-drop-diner'`);
    await t.database.db.execute(sql`update ${gamesTable} set rating = 3 where slug = 'starlight-harbour'`);
    const { body } = await list('?sort=rating&limit=3');
    expect(body.map((g: Game) => [g.title, g.rating])).toEqual([
      ['Dew Drop Diner', 4.5],
      ['Starlight Harbour', 3],
      [expect.any(String), null],
    ]);
  });

  describe('paging edges', () => {
    it('returns the last partial page', async () => {
      const { body, total } = await list(`?sort=a-z&limit=12&offset=36`);
      expect(total).toBe(all.length);
      expect(body).toHaveLength(all.length - 36);
    });

    it('returns an empty page past the end, with the real total', async () => {
      const { response, body, total } = await list('?limit=12&offset=500');
      expect(response.statusCode).toBe(200);
      expect(body).toEqual([]);
      expect(total).toBe(all.length);
    });

    it('accepts limit 1 and limit 100', async () => {
      expect((await list('?limit=1')).body).toHaveLength(1);
      expect((await list('?limit=100')).body).toHaveLength(all.length);
    });
  });

  describe('search', () => {
    it('finds Stardew Valley first despite a typo', async () => {
      const { body } = await list('?search=stardew%20valy');
      expect(body[0].title).toBe('Stardew Valley');
    });

    it('ranks title matches above matches in other fields', async () => {
      const { body } = await list('?search=valley');
      expect(body[0].title).toBe('Stardew Valley');
      expect(body.map((g: Game) => g.title)).toContain('Dew Drop Diner');
    });

    it('searches developer, features, genre and description, by word prefix', async () => {
      expect((await list('?search=concerned')).body.map((g: Game) => g.title)).toEqual(['Stardew Valley']);
      expect((await list('?search=pancake')).body.map((g: Game) => g.title)).toEqual(['Dew Drop Diner']);
      expect((await list('?search=lighthouse')).body.map((g: Game) => g.title)).toEqual(['Starlight Harbour']);
      expect((await list('?search=lampligt')).body.map((g: Game) => g.title)).toEqual(['Starlight Harbour']);
    });

    it('tolerates a typo in a title word', async () => {
      const { body } = await list('?search=junipr%20hollow');
      expect(body[0].title).toBe('Juniper Hollow');
    });

    it('combines search with filters and counts only matches', async () => {
      const { body, total } = await list('?search=stardew&combat=false');
      expect(body).toEqual([]);
      expect(total).toBe(0);
    });

    it('treats punctuation-only and SQL-looking text as plain text', async () => {
      expect((await list(`?search=${encodeURIComponent("'); drop table games; --")}`)).response.statusCode).toBe(200);
      expect((await list(`?search=${encodeURIComponent('%_\\')}`)).response.statusCode).toBe(200);
      expect((await list('')).total).toBe(all.length);
    });

    it('ignores an empty search', async () => {
      expect((await list('?search=')).total).toBe(all.length);
    });
  });

  describe('bad query values', () => {
    it.each([
      ['?limit=abc', 'limit'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=1.5', 'limit'],
      ['?offset=-1', 'offset'],
      ['?platform=gameboy', 'platform'],
      ['?combat=maybe', 'combat'],
      ['?sort=random', 'sort'],
      ['?genre=racing', 'genre'],
      [`?search=${'x'.repeat(101)}`, 'search'],
    ])('%s is a 400 with the error shape', async (query, path) => {
      const { response, body } = await list(query);
      expect(response.statusCode).toBe(400);
      expect(body.message).toEqual(expect.any(String));
      expect(body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path, message: expect.any(String) })]),
      );
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    });
  });
});

describe('GET /api/games without a limit', () => {
  it('returns at most 1,000 games but counts them all', async () => {
    const extra = await buildTestApp();
    try {
      await extra.database.db.execute(sql`
        insert into games (slug, title, description, platforms, genre, search_text)
        select 'bulk-' || n, 'Bulk Game ' || n, 'A generated game for the cap test.', array['pc'], 'puzzle', 'bulk game'
        from generate_series(1, 1005) as n`);
      const response = await extra.app.inject({ method: 'GET', url: '/api/games' });
      expect(response.json()).toHaveLength(1000);
      expect(response.headers['x-total-count']).toBe('1005');
    } finally {
      await extra.close();
    }
  }, 90_000);
});

describe('single games', () => {
  it('GET /api/games/featured lists only featured games', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/games/featured' });
    const body = response.json<Game[]>();
    expect(body.map((g) => g.title).sort()).toEqual(
      all
        .filter((g) => g.featured)
        .map((g) => g.title)
        .sort(),
    );
  });

  it('GET /api/games/{id} and /by-slug/{slug} return the game', async () => {
    const { body } = await list('?search=stardew');
    const id = body[0].id;
    const byId = await t.app.inject({ method: 'GET', url: `/api/games/${id}` });
    expect(byId.json()).toMatchObject({ id, title: 'Stardew Valley' });
    const bySlug = await t.app.inject({ method: 'GET', url: '/api/games/by-slug/stardew-valley' });
    expect(bySlug.json()).toMatchObject({ id, title: 'Stardew Valley' });
  });

  it('finds a game by a slug it had before', async () => {
    const { body } = await list('?search=dew%20drop');
    await t.database.db.execute(
      sql`insert into game_slug_history (slug, game_id) values ('dewdrop-diner-old', ${body[0].id})`,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/games/by-slug/dewdrop-diner-old' });
    expect(response.json()).toMatchObject({ title: 'Dew Drop Diner', slug: 'dew-drop-diner' });
  });

  it('gives a second game with the same title its own slug', async () => {
    const copy = await createGame(t.database.db, {
      title: 'Stardew Valley',
      createdAt: new Date(Date.UTC(2020, 0, 1)),
    });
    expect(copy.slug).toBe('stardew-valley-2');
    await t.database.db.execute(sql`delete from games where id = ${copy.id}`);
  });

  it.each([
    ['/api/games/99999', 404],
    ['/api/games/by-slug/no-such-game', 404],
    ['/api/games/abc', 400],
    ['/api/games/0', 400],
    ['/api/nothing-here', 404],
  ])('%s answers %i with the error shape', async (url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});

describe('covers', () => {
  it('draws an SVG cover for a game without an image', async () => {
    const { body } = await list('?search=stardew');
    const response = await t.app.inject({ method: 'GET', url: body[0].coverUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('Stardew Valley');
    const again = await t.app.inject({ method: 'GET', url: body[0].coverUrl });
    expect(again.body).toBe(response.body);
  });

  it('answers 404 for an unknown game', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/covers/424242.svg' })).statusCode).toBe(404);
  });
});

describe('anti-forgery token', () => {
  it('GET /api/csrf-token returns a token and keeps its secret in an HttpOnly cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
    const { csrfToken } = response.json<{ csrfToken: string }>();
    expect(csrfToken).toMatch(/\S{20,}/);
    expect(response.headers['cache-control']).toBe('no-store');
    const secret = response.cookies.find((c) => c.name === 'csrf-secret');
    expect(secret).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(secret?.value).not.toContain(csrfToken);
  });

  it('refuses a write without a token, or with a token not made from its secret', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toContain('invalid csrf token');
    const headers = await csrfHeaders(t.app);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      payload: {},
      headers: { ...headers, 'x-csrf-token': 'forged.value' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('lets a write with a matching token through to its route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      payload: {},
      headers: await csrfHeaders(t.app),
    });
    expect(response.statusCode).toBe(404);
  });
});
