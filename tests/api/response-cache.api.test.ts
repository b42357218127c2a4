import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { createGame } from '../factories/games.ts';
import { sourcePages } from '../helpers/pages.ts';
import { loadConfig } from '../../server/config.ts';

let t: TestApp;
let gameId: number;
beforeAll(async () => {
  t = await buildTestApp({ RESPONSE_CACHE_MB: '8' });
  gameId = (await createGame(t.database.db, { title: 'Lantern Lane' })).id;
  await createGame(t.database.db, { title: 'Moss Meadow' });
  // Written behind the services' back: the server hears of them before the cache is asked.
  await t.app.catalogueChanges.caughtUp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the shared response cache', () => {
  it('keeps an anonymous list once it is asked for again, then answers it from memory, with an ETag and a shared Cache-Control', async () => {
    const once = await get('/api/games?sort=a-z&limit=5');
    const first = await get('/api/games?limit=5&sort=a-z');
    const second = await get('/api/games?sort=a-z&limit=5');
    // Asked for once, an answer is not kept: most of a crowd's URLs are never asked for again.
    expect(once.headers['x-cache']).toBe('miss');
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.body).toBe(once.body);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(first.headers['x-total-count']).toBe('2');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(first.headers.vary).toContain('Accept-Encoding');
  });

  it('answers 304 with no body when the browser already holds the answer', async () => {
    const first = await get('/api/games/featured');
    const again = await get('/api/games/featured', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses once per encoding and sends the encoding the browser takes', async () => {
    const plain = await get(`/api/games/${gameId}`);
    const br = await get(`/api/games/${gameId}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('renders a burst of requests for one new URL once, and keeps that answer at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => get('/api/games?search=lantern')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect((await get('/api/games?search=lantern')).headers['x-cache']).toBe('hit');
  });

  it('shows an admin change on the next anonymous request', async () => {
    await get(`/api/games/${gameId}`);
    const admin = await signInAsAdmin(t.app);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${gameId}`,
      headers: admin.headers,
      payload: {
        title: 'Lantern Lane Revisited',
        description: 'A calm little game about tending a garden and meeting neighbours.',
        platforms: ['pc'],
        genre: 'simulation',
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = await get(`/api/games/${gameId}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().title).toBe('Lantern Lane Revisited');
  });

  it('never shares what a signed-in admin sees, and never gives the admin a shared answer', async () => {
    const admin = await signInAsAdmin(t.app);
    await get('/api/games?genre=simulation');
    const signedIn = await get('/api/games?genre=simulation', { cookie: `session=${admin.token}` });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const bearer = await get('/api/games?genre=puzzle', { authorization: `Bearer ${admin.token}` });
    expect(bearer.headers['cache-control']).toBe('private, no-store');
    const anonymous = await get('/api/games?genre=puzzle');
    expect(anonymous.headers['x-cache']).toBe('miss');
  });

  it('keeps answers that differ per visitor out of the cache', async () => {
    const url = `/api/games/${gameId}/cozy-rating?fingerprint=abcdefgh12345678`;
    await get(url);
    const again = await get(url);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-store');
  });

  it('does not keep errors', async () => {
    const first = await get('/api/games/999999');
    const second = await get('/api/games/999999');
    expect(first.statusCode).toBe(404);
    expect(second.statusCode).toBe(404);
    expect(second.headers['x-cache']).toBeUndefined();
  });
});

describe('a parameter kept in the key, for measuring (RESPONSE_CACHE_KEY_PARAM)', () => {
  let m: TestApp;
  beforeAll(async () => {
    m = await buildTestApp({ RESPONSE_CACHE_MB: '8', RESPONSE_CACHE_KEY_PARAM: 'floor' });
  });
  afterAll(() => m.close());

  it('makes each of its values a URL of its own, while other unknown parameters still share one copy', async () => {
    const ask = (url: string) => m.app.inject({ method: 'GET', url });
    // Kept once asked again, as any URL is.
    await ask('/api/games/featured?floor=1');
    await ask('/api/games/featured?floor=1');
    expect((await ask('/api/games/featured?floor=1')).headers['x-cache']).toBe('hit');
    expect((await ask('/api/games/featured?floor=2')).headers['x-cache']).toBe('miss');
    expect((await ask('/api/games/featured?junk=3')).headers['x-cache']).toBe('miss');
    await ask('/api/games/featured?junk=4');
    expect((await ask('/api/games/featured?junk=5')).headers['x-cache']).toBe('hit');
  });

  it('is refused unless it is a plain parameter name', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'unused', RESPONSE_CACHE_KEY_PARAM: 'a&b' })).toThrow(
      /RESPONSE_CACHE_KEY_PARAM/,
    );
  });
});

describe('cached pages', () => {
  let site: Awaited<ReturnType<typeof sourcePages>>;
  let p: TestApp;
  beforeAll(async () => {
    site = await sourcePages();
    p = await buildTestApp({ RESPONSE_CACHE_MB: '8' }, { pages: site.pages });
    await createGame(p.database.db, { title: 'Pebble Path' });
  }, 120_000);
  afterAll(async () => {
    await p.close();
    await site.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    p.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
  const html = (response: Awaited<ReturnType<typeof page>>) => brotliDecompressSync(response.rawPayload).toString();
  const policyNonce = (response: Awaited<ReturnType<typeof page>>) =>
    /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];

  it('gives every response of a kept page its own script nonce, in the policy and the scripts alike', async () => {
    await page('/about');
    const first = await page('/about');
    const second = await page('/about');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    const [firstNonce, secondNonce] = [policyNonce(first), policyNonce(second)];
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    for (const [response, nonce] of [
      [first, firstNonce],
      [second, secondNonce],
    ] as const) {
      const scripts = [...html(response).matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      expect(new Set(scripts)).toEqual(new Set([nonce]));
    }
  });

  it("sends a kept page to a browser that takes gzip as gzip built from its stretches, each with the response's nonce", async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    await page('/terms-of-service', browser);
    const first = await page('/terms-of-service', browser);
    expect(first.headers['x-cache']).toBe('miss');
    const firstHtml = html(first).replaceAll(policyNonce(first)!, 'NONCE');
    for (let i = 0; i < 2; i++) {
      const again = await page('/terms-of-service', browser);
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.headers['content-encoding']).toBe('gzip');
      const nonce = policyNonce(again)!;
      const body = gunzipSync(again.rawPayload).toString();
      expect(body).toContain(`nonce="${nonce}"`);
      expect(body.replaceAll(nonce, 'NONCE')).toBe(firstHtml);
    }
  });

  it('answers 304 without a policy, so the browser keeps the one that came with its copy', async () => {
    const first = await page('/about');
    const again = await page('/about', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('never keeps or serves a page for a signed-in admin', async () => {
    await page('/');
    const admin = await signInAsAdmin(p.app);
    const signedIn = await page('/', { cookie: `session=${admin.token}` });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });
});
