import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Game } from '../../common/schemas/games.ts';
import { createGame } from '../factories/games.ts';
import { testAppWithAdmin } from '../helpers/test-app-with-admin.ts';

// Titles chosen so that several orders differ, with created dates out of insertion order.
const TITLES = [
  'Quiet Quarry',
  'Amber Acres',
  'Moss Manor',
  'Cart Racers',
  'Hat Shop',
  'Catnap Café',
  'Willow Way',
  'Bramble Bay',
  'Lantern Lake',
  'Pebble Pond',
  'Zephyr Zoo',
  'Ember Inn',
];

const t = testAppWithAdmin();
beforeAll(async () => {
  for (const [index, title] of TITLES.entries()) {
    await createGame(t.database.db, {
      title,
      createdAt: new Date(Date.UTC(2024, 0, 1 + ((index * 5) % TITLES.length))),
      description: `A gentle game about ${title.toLowerCase()} and the people around it.`,
    });
  }
});

async function titles(query: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/games${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Game[]>().map((game) => game.title);
}

/** Every page of a sort, walked with small pages, must equal the one long list. */
async function expectPagesAgree(sort: string) {
  const whole = await titles(`?sort=${sort}`);
  const paged: string[] = [];
  for (let offset = 0; offset < whole.length; offset += 5)
    paged.push(...(await titles(`?sort=${sort}&limit=5&offset=${offset}`)));
  expect(paged).toEqual(whole);
  expect(await titles(`?sort=${sort}&limit=5&offset=${whole.length}`)).toEqual([]);
}

describe('pages of the whole catalogue, read by stored place', () => {
  it('agree with the full list in every main order', async () => {
    for (const sort of ['newest', 'a-z', 'z-a']) await expectPagesAgree(sort);
    expect((await titles('?sort=a-z&limit=3')).slice(0, 3)).toEqual(['Amber Acres', 'Bramble Bay', 'Cart Racers']);
  });

  it('stay right after games are added, renamed and deleted', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: t.admin.headers,
      payload: {
        title: 'Acorn Alley',
        description: 'A brand new game placed first from A to Z.',
        platforms: ['pc'],
        genre: 'puzzle',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Game>().id;
    expect(await titles('?sort=a-z&limit=1')).toEqual(['Acorn Alley']);
    expect(await titles('?limit=1')).toEqual(['Acorn Alley']);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${id}`,
      headers: t.admin.headers,
      payload: {
        title: 'Zinnia Zone',
        description: 'A brand new game placed first from A to Z.',
        platforms: ['pc'],
        genre: 'puzzle',
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await titles('?sort=z-a&limit=1')).toEqual(['Zinnia Zone']);
    await expectPagesAgree('a-z');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/games/${id}`, headers: t.admin.headers });
    expect(deleted.statusCode).toBe(204);
    for (const sort of ['newest', 'a-z', 'z-a']) await expectPagesAgree(sort);
  });
});

describe('typo-tolerant search from the dictionary', () => {
  it('corrects a misspelt word of four letters or more', async () => {
    expect(await titles('?search=lantren')).toEqual(['Lantern Lake']);
    expect(await titles('?search=brambel%20bay')).toEqual(['Bramble Bay']);
  });

  it('takes a three-letter word as typed, as the start of a word', async () => {
    expect(await titles('?search=cat')).toEqual(['Catnap Café']);
  });

  it('ranks games whose title holds every word first, the closest title before longer ones', async () => {
    await createGame(t.database.db, {
      title: 'Moss Manor Deluxe',
      description: 'The bigger edition of a gentle game about moss manor.',
    });
    const found = await titles('?search=mos%20manor');
    expect(found.slice(0, 2)).toEqual(['Moss Manor', 'Moss Manor Deluxe']);
  });

  it('finds nothing for a search without a single word, and says so with a count of 0', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/games?search=%21%21%21' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('learns the words of a game added later', async () => {
    await createGame(t.database.db, { title: 'Gossamer Glade', description: 'Spin silk among the quiet trees.' });
    expect(await titles('?search=gosamer')).toEqual(['Gossamer Glade']);
  });
});

describe('deep pages past many marks', () => {
  it('agree with the full list on both sides of every hundredth game', async () => {
    await t.database.db.execute(sql`
      insert into games (slug, title, description, platforms, genre, search_text, created_at)
      select 'bulk-' || n, 'Bulk ' || lpad(((n * 37) % 250)::text, 3, '0'), 'One of many quiet games.', '{pc}',
        'puzzle', 'bulk', timestamp '2020-01-01' + (((n * 53) % 250) || ' hours')::interval
      from generate_series(1, 250) as n
    `);
    for (const sort of ['newest', 'a-z', 'z-a']) {
      const whole = await titles(`?sort=${sort}`);
      expect(whole.length).toBeGreaterThan(250);
      for (const offset of [0, 95, 99, 100, 101, 199, 200, 201, whole.length - 7]) {
        expect(await titles(`?sort=${sort}&limit=7&offset=${offset}`)).toEqual(whole.slice(offset, offset + 7));
      }
    }
  });
});
