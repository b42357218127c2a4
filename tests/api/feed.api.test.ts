import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { sourcePages } from '../helpers/pages.ts';
import { createGame } from '../factories/games.ts';

let site: Awaited<ReturnType<typeof sourcePages>>;
let t: TestApp;

const SITE = 'https://cozy.example';
const START = Date.UTC(2025, 0, 1, 12, 0);
/** Game n entered the catalogue n hours after START. */
const hoursAfter = (n: number) => new Date(START + n * 3_600_000);

beforeAll(async () => {
  site = await sourcePages();
  t = await buildTestApp({ RESPONSE_CACHE_MB: '8', SITE_URL: SITE }, { pages: site.pages });
  // 56 games: every third on Switch, every fourth with combat, two lanterns, entered an hour apart;
  // every other one bought once, every seventh with spiders, and notes not known for every tenth.
  for (let n = 1; n <= 56; n++) {
    await createGame(t.database.db, {
      title: n === 7 || n === 40 ? `Lantern Harbour ${n}` : `Quiet Game ${n}`,
      platforms: n % 3 === 0 ? ['switch', 'pc'] : ['pc'],
      hasCombat: n % 4 === 0,
      genre: n % 5 === 0 ? 'puzzle' : 'simulation',
      pricing: n % 2 === 0 ? 'once' : 'store',
      notes: n % 10 === 0 ? null : n % 7 === 0 ? ['spiders'] : [],
      createdAt: hoursAfter(n),
    });
  }
  // Written behind the services' back: the server hears of them before the cache is asked.
  await t.app.catalogueChanges.caughtUp();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'cozy.example' } });

interface Item {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
}

function itemsOf(xml: string): Item[] {
  return [...xml.matchAll(/<item>(.*?)<\/item>/g)].map(([, item]) => {
    const field = (name: string) => item!.match(new RegExp(`<${name}[^>]*>(.*?)</${name}>`))?.[1] ?? '';
    return { title: field('title'), link: field('link'), guid: field('guid'), pubDate: field('pubDate') };
  });
}

const numberOf = (item: Item) => Number(item.title.match(/\d+$/)?.[0]);

describe('GET /feed.xml', () => {
  it('is RSS 2.0 of the 50 newest games by the time they entered the catalogue, each with its link, guid and date', async () => {
    const response = await get('/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = itemsOf(response.body);
    expect(items).toHaveLength(50);
    expect(items.map(numberOf)).toEqual(Array.from({ length: 50 }, (_, i) => 56 - i));
    const newest = items[0]!;
    expect(newest.link).toBe('https://cozy.example/game/quiet-game-56');
    expect(newest.guid).toMatch(/^cozy-games-\d+$/);
    expect(newest.pubDate).toBe(hoursAfter(56).toUTCString());
    expect(new Set(items.map((item) => item.guid)).size).toBe(50);
  });

  it('takes the same filters and search as /api/games', async () => {
    const cases: [string, (n: number) => boolean][] = [
      ['platform=switch', (n) => n % 3 === 0],
      ['platform=Switch&combat=false', (n) => n % 3 === 0 && n % 4 !== 0],
      ['combat=true&genre=puzzle', (n) => n % 4 === 0 && n % 5 === 0],
      ['genre=puzzle,simulation&combat=true', (n) => n % 4 === 0],
      ['platform=switch&platform=mac', (n) => n % 3 === 0],
      ['search=lantern', (n) => n === 7 || n === 40],
      ['search=lantern&platform=switch', () => false],
      ['pricing=once&avoid=spiders', (n) => n % 2 === 0 && n % 10 !== 0 && n % 7 !== 0],
      ['avoid=spiders,grief&platform=switch', (n) => n % 3 === 0 && n % 10 !== 0 && n % 7 !== 0],
    ];
    for (const [query, matches] of cases) {
      const response = await get(`/feed.xml?${query}`);
      expect(response.statusCode, query).toBe(200);
      const got = itemsOf(response.body).map(numberOf);
      const newestFirst = (a: number, b: number) => b - a;
      if (query.startsWith('search')) expect(got.sort(newestFirst), query).toEqual([40, 7].filter(matches));
      else
        expect(got, query).toEqual(
          Array.from({ length: 56 }, (_, i) => 56 - i)
            .filter(matches)
            .slice(0, 50),
        );
      // The API agrees on the same view.
      const api = await get(`/api/games?${query}&sort=newest&limit=50`);
      expect(
        api
          .json<{ title: string }[]>()
          .map((game) => game.title)
          .sort(),
        query,
      ).toEqual(
        itemsOf(response.body)
          .map((item) => item.title)
          .sort(),
      );
    }
  });

  it('names the view it follows in its channel and self link', async () => {
    const body = (await get('/feed.xml?platform=switch&combat=false')).body;
    expect(body).toContain('<link>https://cozy.example/?platform=switch&amp;combat=false</link>');
    expect(body).toContain(
      '<atom:link href="https://cozy.example/feed.xml?platform=switch&amp;combat=false" rel="self" type="application/rss+xml"/>',
    );
  });

  it('keeps its own order and size: a sort, a limit or any other parameter changes nothing', async () => {
    const plain = (await get('/feed.xml?platform=switch')).body;
    expect((await get('/feed.xml?platform=switch&sort=a-z&limit=2&offset=3&utm_source=x')).body).toBe(plain);
  });

  it('answers 400 with a short plain-text message for a filter value it does not know', async () => {
    for (const query of [
      'platform=gameboy',
      'genre=puzzle,shooter',
      'combat=maybe',
      'mode=alone',
      'length=forever',
      'avoid=snakes',
      'pricing=subscription',
    ]) {
      const response = await get(`/feed.xml?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type'], query).toBe('text/plain; charset=utf-8');
      expect(response.body.length, query).toBeLessThan(300);
      expect(response.body, query).not.toContain('<');
    }
    expect((await get('/feed.xml?platform=gameboy')).body).toMatch(/^Unknown platform 'gameboy'/);
  });

  it('keeps a shared copy per view: the filters are part of its key, other parameters are not', async () => {
    for (let i = 0; i < 2; i++) await get('/feed.xml?platform=switch');
    const kept = await get('/feed.xml?platform=switch&ref=newsletter');
    expect(kept.headers['x-cache']).toBe('hit');
    const other = await get('/feed.xml?platform=pc');
    expect(other.headers['x-cache']).toBe('miss');
    expect(itemsOf(other.body)).toHaveLength(50);
    expect(itemsOf(kept.body).length).toBeLessThan(50);
  });
});

describe('the home page and its feed', () => {
  it("offers 'Follow these games (RSS)' on a filtered view, linking to the feed of exactly that view and naming it in the head", async () => {
    const html = (await get('/?platform=switch&combat=false&search=lantern&sort=a-z')).body;
    const href = '/feed.xml?platform=switch&amp;combat=false&amp;search=lantern';
    expect(html).toMatch(
      new RegExp(`<a href="${href.replace(/[?.]/g, '\\$&')}"[^>]*>.*?Follow these games \\(RSS\\)</a>`),
    );
    const alternate = html.match(/<link[^>]*title="Cozy Games: newest games in this view"[^>]*>/)?.[0];
    expect(alternate).toContain('rel="alternate"');
    expect(alternate).toContain('type="application/rss+xml"');
    expect(alternate).toContain(`href="${SITE}${href}"`);
    const feed = await get('/feed.xml?platform=switch&combat=false&search=lantern');
    expect(feed.statusCode).toBe(200);
  });

  it('offers no view feed on the whole catalogue', async () => {
    const html = (await get('/')).body;
    expect(html).not.toContain('Follow these games (RSS)');
    expect(html).not.toContain('newest games in this view');
  });
});
