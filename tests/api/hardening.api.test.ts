import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfHeaders, type TestApp } from '../helpers/build-test-app.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { createGame } from '../factories/games.ts';
import { sourcePages } from '../helpers/pages.ts';
import { freshIp, post } from '../helpers/visitor.ts';

/**
 * What an attacker tries against the shared cache, the votes and the request's host: each case
 * is a finding of a probe that held on the code before, and holds no more.
 */

let t: TestApp;
let withSite: TestApp;
let closePages: () => Promise<void>;
let lantern: { id: number; slug: string };
let moss: { id: number; slug: string };

beforeAll(async () => {
  const source = await sourcePages();
  closePages = source.close;
  t = await buildTestApp({ RESPONSE_CACHE_MB: '8' }, { pages: source.pages });
  withSite = await buildTestApp({ RESPONSE_CACHE_MB: '8', SITE_URL: 'https://cozy.example' }, { pages: source.pages });
  // Nothing alike, so neither shows the other under 'More Like This'.
  lantern = await createGame(t.database.db, { title: 'Lantern Lane', genre: 'farming', platforms: ['pc'] });
  moss = await createGame(t.database.db, {
    title: 'Moss Meadow',
    genre: 'puzzle',
    platforms: ['ios'],
    hasCombat: true,
  });
  for (const title of ['Pebble Path', 'Quiet Quarry', 'Reed Rows', 'Sorrel Steps']) {
    await createGame(t.database.db, { title, genre: 'puzzle', platforms: ['ios'], hasCombat: true });
  }
  await createGame(withSite.database.db, { title: 'Lantern Lane' });
  // Written behind the services' back: the servers hear of them before their caches are asked.
  await Promise.all([t.app.catalogueChanges.caughtUp(), withSite.app.catalogueChanges.caughtUp()]);
}, 60_000);
afterAll(async () => {
  await t.close();
  await withSite.close();
  await closePages();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

/** Asks twice, so the answer is kept, then returns a third answer. */
async function warmed(app: TestApp, url: string, headers: Record<string, string> = {}) {
  await get(app, url, headers);
  await get(app, url, headers);
  return get(app, url, headers);
}

describe('the origin is never taken from the request', () => {
  it('without SITE_URL serves loopback hosts as themselves and refuses any other host with 400', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '10.0.0.1']) {
      for (let i = 0; i < 2; i++) {
        const poisoned = await get(t, '/', { host });
        expect(poisoned.statusCode, host).toBe(400);
        expect(poisoned.json()).toMatchObject({ code: 'unknown-host' });
      }
    }
    for (const host of ['localhost:3000', '127.0.0.1:8080', '[::1]:3000', 'localhost']) {
      const page = await get(t, '/', { host });
      expect(page.statusCode, host).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="http://${host}/"`);
    }
  });

  it('never gives one host’s kept page to another', async () => {
    const a = await warmed(t, '/about', { host: 'localhost:3000' });
    const b = await warmed(t, '/about', { host: '127.0.0.1:3000' });
    expect(a.headers['x-cache']).toBe('hit');
    expect(b.body).toContain('http://127.0.0.1:3000/about');
    expect(b.body).not.toContain('http://localhost:3000/about');
  });

  it('with SITE_URL refuses other hosts, and X-Forwarded-Host changes nothing, with or without TRUST_PROXY', async () => {
    const proxied = await buildTestApp({
      SITE_URL: 'https://cozy.example',
      TRUST_PROXY: 'true',
      RESPONSE_CACHE_MB: '8',
    });
    try {
      for (const app of [withSite, proxied]) {
        expect((await get(app, '/api/games', { host: 'evil.example' })).statusCode).toBe(400);
        for (let i = 0; i < 2; i++) {
          await get(app, '/sitemap.xml', { host: 'cozy.example', 'x-forwarded-host': 'evil.example' });
        }
      }
      const sitemap = await get(withSite, '/sitemap.xml', { host: 'cozy.example' });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain('https://cozy.example/');
      expect(sitemap.body).not.toContain('evil.example');
      for (const url of ['/', '/_root.data', '/robots.txt', '/feed.xml']) {
        const page = await warmed(withSite, url, { host: 'cozy.example', 'x-forwarded-host': 'evil.example' });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).not.toContain('evil.example');
      }
    } finally {
      await proxied.close();
    }
  });

  it('answers a missing or malformed Host with 400, never 500', async () => {
    for (const host of ['bad host', 'a/b', 'x:99999', '[zz::1]', 'localhost:3000:1']) {
      const response = await get(t, '/', { host });
      expect(response.statusCode, JSON.stringify(host)).toBe(400);
    }
    // HTTP/1.0 needs no Host header at all.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.0\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw.split('\r\n')[0]).toMatch(/^HTTP\/1\.[01] 400 Bad Request$/);
  });

  it('answers a path that cannot be decoded with 400 in the error shape', async () => {
    for (const url of ['/%E0%A4%A', '/game/%E0%A4%A', '/api/games/%ZZ']) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: 'This address is not valid.' });
    }
  });
});

describe('a shared answer goes only to requests without credentials', () => {
  it('never keeps or shares a page asked for with a session cookie in any spelling, or any Authorization header', async () => {
    const admin = await signInAsAdmin(t.app);
    for (const cookie of [`session =${admin.token}`, `SESSION=${admin.token}`, ` session = ${admin.token}`]) {
      const signedIn = await get(t, '/_root.data', { cookie });
      expect(signedIn.headers['cache-control'], cookie).toBe('private, no-store');
    }
    const basic = await get(t, '/', { authorization: 'Basic eDp5' });
    expect(basic.headers['cache-control']).toBe('private, no-store');
    // The next anonymous visitor sees no admin anywhere.
    for (const url of ['/', '/_root.data']) {
      const anonymous = await warmed(t, url);
      expect(anonymous.body).not.toContain(admin.email);
    }
  });
});

describe('query parameters a page does not read', () => {
  it('neither change the page nor make an entry of their own', async () => {
    const clean = await warmed(t, '/?sort=a-z');
    expect(clean.headers['x-cache']).toBe('hit');
    for (let i = 0; i < 3; i++) {
      const junk = await get(t, `/?sort=a-z&junk=${i}&utm_source=x${i}`);
      expect(junk.headers['x-cache']).toBe('hit');
      expect(junk.body.length).toBeGreaterThan(0);
    }
    const gamePage = await warmed(t, `/game/${lantern.slug}?ref=${Date.now()}`);
    expect(gamePage.headers['x-cache']).toBe('hit');
    expect(gamePage.body).not.toContain('?ref=');
  });
});

describe('Accept-Encoding', () => {
  it('is honoured as written: q=0 refuses an encoding', async () => {
    await warmed(t, '/api/games/featured');
    const noBrotli = await get(t, '/api/games/featured', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const none = await get(t, '/api/games/featured', { 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    const page = await warmed(t, '/about', { 'accept-encoding': 'gzip;q=0, br' });
    expect(page.headers['content-encoding']).toBe('br');
  });
});

describe('a bearer-token client', () => {
  it('writes without an anti-forgery token when it sends no cookie; a cookie-carrying request still needs one', async () => {
    const admin = await signInAsAdmin(t.app);
    const bearer = { authorization: `Bearer ${admin.token}` };
    const review = '<p>Bearer clients may write.</p>';
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${moss.id}/review`,
      headers: bearer,
      payload: { review },
    });
    expect(write.statusCode).toBe(200);
    const withCookie = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${moss.id}/review`,
      headers: { ...bearer, cookie: 'theme=dark' },
      payload: { review },
    });
    expect(withCookie.statusCode).toBe(403);
  });
});

describe('votes', () => {
  it('clear no kept page of another game, and drop the pages that show the game voted on', async () => {
    const other = await warmed(t, `/game/${moss.slug}`);
    const voted = await warmed(t, `/game/${lantern.slug}`);
    const otherApi = await warmed(t, `/api/games/${moss.id}`);
    expect([other, voted, otherApi].map((r) => r.headers['x-cache'])).toEqual(['hit', 'hit', 'hit']);
    const vote = await post(
      t.app,
      `/api/games/${lantern.id}/cozy-rating`,
      { rating: 4, voterFingerprint: `hardening-vote-${Date.now()}` },
      { ip: freshIp() },
    );
    expect(vote.statusCode).toBe(201);
    const otherAfter = await get(t, `/game/${moss.slug}`);
    expect(
      otherAfter.headers['x-cache'],
      otherAfter.body.includes(lantern.slug) ? 'shows the voted game' : 'does not show it',
    ).toBe('hit');
    expect((await get(t, `/api/games/${moss.id}`)).headers['x-cache']).toBe('hit');
    const votedAfter = await get(t, `/game/${lantern.slug}`);
    expect(votedAfter.headers['x-cache']).toBe('miss');
    // The page agrees with the rating the API gives: the number, the votes and the structured data.
    const summary = (await get(t, `/api/games/${lantern.id}/cozy-rating`)).json();
    expect(summary).toMatchObject({ rating: 4, count: 1 });
    expect(votedAfter.body).toContain('4.0 / 5');
    expect(votedAfter.body).toMatch(/From (<!-- -->)?1(<!-- -->)? (<!-- -->)?vote\b/);
    expect(votedAfter.body).toMatch(/"aggregateRating":\{[^}]*"ratingValue":4[^}]*"ratingCount":1/);
  });

  it('are refused after 30 an hour from one /24, whatever the cookie and fingerprint', async () => {
    const games = await Promise.all(
      Array.from({ length: 11 }, (_, i) => createGame(t.database.db, { title: `Vote Field ${i}` })),
    );
    let n = 0;
    for (const game of games.slice(0, 10)) {
      for (let i = 0; i < 3; i++) {
        const response = await post(
          t.app,
          `/api/games/${game.id}/cozy-rating`,
          { rating: 3, voterFingerprint: `network-vote-${++n}-${Date.now()}` },
          { ip: `192.0.2.${n}`, headers: await csrfHeaders(t.app) },
        );
        expect(response.statusCode).toBe(201);
      }
    }
    const last = await post(
      t.app,
      `/api/games/${games[10]!.id}/cozy-rating`,
      { rating: 3, voterFingerprint: `network-vote-last-${Date.now()}` },
      { ip: '192.0.2.200' },
    );
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('one client’s flood of requests', () => {
  it('is held and refused with 429 beyond its budget, while other clients and this machine go on', async () => {
    const budgeted = await buildTestApp({ CLIENT_REQUEST_RATE: '2', TRUST_PROXY: 'true' });
    try {
      const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
        budgeted.app.inject({ method: 'GET', url: '/healthz', remoteAddress, headers });
      // Two a second, ten seconds' worth at once.
      for (let i = 0; i < 20; i++) expect((await ask('203.0.113.7')).statusCode).toBe(200);
      const started = Date.now();
      const refused = await ask('203.0.113.7');
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({ code: 'too-many-requests' });

      expect((await ask('203.0.113.8')).statusCode).toBe(200);
      expect((await ask('127.0.0.1')).statusCode).toBe(200);
      // Behind the proxy, what the client writes further left in X-Forwarded-For changes nothing:
      // the client is the address the proxy saw.
      for (let i = 0; i < 20; i++) {
        const response = await ask('127.0.0.1', { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.77` });
        expect(response.statusCode).toBe(200);
      }
      expect((await ask('127.0.0.1', { 'x-forwarded-for': '198.51.100.99, 192.0.2.77' })).statusCode).toBe(429);

      // A list or page asked for with a credential is rendered for it alone: it costs ten.
      const list = (authorization: string) =>
        budgeted.app.inject({
          method: 'GET',
          url: '/api/games',
          remoteAddress: '203.0.113.9',
          headers: { authorization },
        });
      expect((await list('Bearer made-up-1')).statusCode).toBe(200);
      expect((await list('Bearer made-up-2')).statusCode).toBe(200);
      expect((await list('Bearer made-up-3')).statusCode).toBe(429);
    } finally {
      await budgeted.close();
    }
  });
});
