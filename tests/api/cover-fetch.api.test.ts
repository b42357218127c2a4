import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import type { Game } from '../../common/schemas/games.ts';
import {
  DEFAULT_FETCH_LIMITS,
  fetchImage,
  ImageFetchError,
  isAllowedAddress,
  type FetchLimits,
} from '../../server/modules/covers/safe-fetch.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { createGame } from '../factories/games.ts';
import { createSubmission } from '../factories/submissions.ts';
import { makeImage } from '../helpers/images.ts';

/** A local image host: what each path answers, and every request it was asked. */
let server: Server;
let origin: string;
let port: number;
const requests: string[] = [];
const streamed = { bytes: 0 };
let png: Buffer;

const routes: Record<string, (response: ServerResponse) => void> = {
  '/cover.png': (response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  '/notes.png': (response) => response.writeHead(200, { 'content-type': 'image/png' }).end('just some text'),
  '/missing.png': (response) => response.writeHead(404).end(),
  '/to-metadata': (response) => response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/to-private': (response) => response.writeHead(301, { location: 'http://10.0.0.1/cover.png' }).end(),
  '/to-file': (response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/to-cover': (response) => response.writeHead(302, { location: '/cover.png' }).end(),
  '/loop': (response) => response.writeHead(302, { location: '/loop' }).end(),
  '/declared-gigabyte': (response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(1024 ** 3) });
    response.write(Buffer.alloc(1024));
  },
  '/endless': (response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    const chunk = Buffer.alloc(64 * 1024, 7);
    const pump = () => {
      while (!response.destroyed && streamed.bytes < 1024 ** 3) {
        streamed.bytes += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
    };
    response.on('close', () => {});
    pump();
  },
  '/silent': () => {},
};

const loopbackLimits: FetchLimits = { ...DEFAULT_FETCH_LIMITS, allowLoopback: true };

beforeAll(async () => {
  png = await makeImage('png', 800, 450);
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const route = routes[request.url ?? ''];
    if (route) route(response);
    else response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function refusal(address: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS): Promise<string> {
  const error = await fetchImage(address, limits).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ImageFetchError);
  return (error as Error).message;
}

describe('which addresses may be fetched', () => {
  it('allows public addresses and refuses private, local, reserved and mapped ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isAllowedAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      // IPv4-compatible and translated forms reach the IPv4 host inside them.
      '::127.0.0.1',
      '::ffff:0:7f00:1',
      '::ffff:0:a00:1',
      '2002:7f00:1::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '127.1',
      '198.18.0.1',
      'not an address',
    ]) {
      expect(isAllowedAddress(address), address).toBe(false);
    }
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
  });
});

describe('fetching an image address', () => {
  it('fetches from a host the guard allows, following a redirect', async () => {
    expect((await fetchImage(`${origin}/to-cover`, loopbackLimits)).equals(png)).toBe(true);
  });

  it('refuses loopback, by address or by a name resolving to it, without connecting', async () => {
    const before = requests.length;
    for (const address of [
      `${origin}/cover.png`,
      `http://localhost:${port}/cover.png`,
      `http://[::1]:${port}/cover.png`,
      `http://[::ffff:127.0.0.1]:${port}/cover.png`,
    ]) {
      expect(await refusal(address)).toMatch(/private or local network/);
    }
    expect(requests.length).toBe(before);
  });

  it('refuses private and metadata addresses at once', async () => {
    const started = Date.now();
    expect(await refusal('http://10.0.0.1/cover.png')).toMatch(/private or local network/);
    expect(await refusal('http://169.254.169.254/latest/meta-data/')).toMatch(/private or local network/);
    expect(await refusal('https://192.168.0.10/cover.png')).toMatch(/private or local network/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses other schemes', async () => {
    expect(await refusal('file:///etc/passwd')).toMatch(/Only http and https/);
    expect(await refusal('ftp://example.com/cover.png')).toMatch(/Only http and https/);
    expect(await refusal('not a url')).toMatch(/not a valid URL/);
  });

  it('checks every redirect again', async () => {
    expect(await refusal(`${origin}/to-metadata`, loopbackLimits)).toMatch(/private or local network/);
    expect(await refusal(`${origin}/to-private`, loopbackLimits)).toMatch(/private or local network/);
    expect(await refusal(`${origin}/to-file`, loopbackLimits)).toMatch(/Only http and https/);
    expect(await refusal(`${origin}/loop`, loopbackLimits)).toMatch(/redirected too many times/);
  });

  it('refuses a response over the limit without reading it all', async () => {
    const started = Date.now();
    expect(await refusal(`${origin}/declared-gigabyte`, loopbackLimits)).toMatch(/larger than 10 MB/);
    expect(await refusal(`${origin}/endless`, loopbackLimits)).toMatch(/larger than 10 MB/);
    expect(Date.now() - started).toBeLessThan(4000);
    // The server stopped well short of the gigabyte it meant to send.
    expect(streamed.bytes).toBeLessThan(64 * 1024 * 1024);
  });

  it('gives up on a host that does not answer in time', async () => {
    const started = Date.now();
    expect(await refusal(`${origin}/silent`, { ...loopbackLimits, timeoutMs: 300 })).toMatch(/too long/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('covers taken from image URLs', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
  beforeAll(async () => {
    t = await buildTestApp({ IMAGE_FETCH_ALLOW_LOOPBACK: 'true' });
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const approve = (id: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${id}/status`,
      headers: admin.headers,
      payload: { status: 'approved' },
    });
  const gameOf = async (gameId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/games/${gameId}` })).json<Game>();
  const auditOf = (gameId: number, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, gameId), eq(auditLog.action, action)));

  it("approving a submission stores its image as the game's cover, keeping the URL as the source", async () => {
    const submission = await createSubmission(t.database.db, { imageUrl: `${origin}/cover.png` });
    const response = await approve(submission.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().coverError).toBeUndefined();
    const game = await gameOf(response.json().gameId);
    expect(game.cover).toMatchObject({ width: 800, height: 450 });
    expect(game.imageUrl).toBe(`${origin}/cover.png`);
    expect(game.coverUrl).toMatch(/^\/covers\/[0-9a-f]{32}-800\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: game.coverUrl })).statusCode).toBe(200);
    expect(await auditOf(game.id, 'game.cover.fetch')).toHaveLength(1);
  });

  for (const [label, path, reason] of [
    ['a file that is not an image', '/notes.png', /not an image/],
    ['an address that answers 404', '/missing.png', /answered 404/],
    ['a redirect to the metadata address', '/to-metadata', /private or local network/],
  ] as const) {
    it(`approves with the generated cover and says why, for ${label}`, async () => {
      const submission = await createSubmission(t.database.db, { imageUrl: `${origin}${path}` });
      const response = await approve(submission.id);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ gameId: number; status: string; coverError?: string }>();
      expect(body.status).toBe('approved');
      expect(body.coverError).toMatch(reason);
      const game = await gameOf(body.gameId);
      expect(game).toMatchObject({ cover: null, coverUrl: `/covers/${body.gameId}.svg` });
      const [entry] = await auditOf(body.gameId, 'game.cover.fetch-failed');
      expect(entry?.details).toMatchObject({ source: `${origin}${path}` });
      expect(String(entry?.details?.reason)).toMatch(reason);
    });
  }

  it('does not slow approval down for an address it refuses', async () => {
    const submission = await createSubmission(t.database.db, { imageUrl: 'http://169.254.169.254/latest/meta-data/' });
    const started = Date.now();
    const response = await approve(submission.id);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.json().coverError).toMatch(/private or local network/);
  });

  it("an admin's new image URL is fetched on save; a refused one keeps the edit and the cover", async () => {
    const row = await createGame(t.database.db);
    const body = {
      title: row.title,
      description: row.description,
      platforms: row.platforms,
      genre: row.genre,
      developer: row.developer,
      releaseYear: row.releaseYear,
      features: row.features,
    };
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${row.id}`,
      headers: admin.headers,
      payload: { ...body, imageUrl: `${origin}/to-cover` },
    });
    expect(saved.statusCode).toBe(200);
    const withCover = saved.json<Game & { coverError?: string }>();
    expect(withCover.coverError).toBeUndefined();
    expect(withCover.cover).not.toBeNull();

    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${row.id}`,
      headers: admin.headers,
      payload: { ...body, imageUrl: 'http://10.0.0.1/cover.png', developer: 'Renamed Studio' },
    });
    expect(refused.statusCode).toBe(200);
    const kept = refused.json<Game & { coverError?: string }>();
    expect(kept.coverError).toMatch(/private or local network/);
    expect(kept.developer).toBe('Renamed Studio');
    expect(kept.cover).toEqual(withCover.cover);
  });
});

describe('without the test setting', () => {
  it('refuses to fetch a loopback image when a submission is approved', async () => {
    const t = await buildTestApp();
    try {
      const admin = await signInAsAdmin(t.app);
      const before = requests.length;
      const submission = await createSubmission(t.database.db, { imageUrl: `${origin}/cover.png` });
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/submissions/${submission.id}/status`,
        headers: admin.headers,
        payload: { status: 'approved' },
      });
      expect(response.json().coverError).toMatch(/private or local network/);
      expect(requests.length).toBe(before);
    } finally {
      await t.close();
    }
  });
});
