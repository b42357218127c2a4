import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { coverRenditions } from '../../db/schema/index.ts';
import type { Game } from '../../common/schemas/games.ts';
import { createS3CoverStore, objectKey, type S3Settings } from '../../server/modules/covers/s3-store.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { createGame } from '../factories/games.ts';
import { makeImage, multipartBody } from '../helpers/images.ts';

/**
 * A small stand-in for an S3-compatible service on loopback: path-style PUT, GET and the batch
 * delete (POST ?delete), enough for the store's real AWS SDK calls to go over HTTP and back.
 */
const objects = new Map<string, { contentType: string; cacheControl?: string; data: Buffer }>();
const calls: string[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://s3.local');
      const path = decodeURIComponent(url.pathname);
      calls.push(`${request.method} ${path}${url.search}`);
      if (request.method === 'PUT') {
        objects.set(path, {
          contentType: String(request.headers['content-type']),
          cacheControl: request.headers['cache-control'],
          data: Buffer.concat(chunks),
        });
        return response.writeHead(200, { etag: '"x"' }).end();
      }
      if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          return response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>');
        }
        return response
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.data.length })
          .end(object.data);
      }
      if (request.method === 'POST' && url.searchParams.has('delete')) {
        const bucket = path.replace(/\/$/, '');
        for (const match of Buffer.concat(chunks)
          .toString()
          .matchAll(/<Key>([^<]+)<\/Key>/g)) {
          objects.delete(`${bucket}/${match[1]}`);
        }
        return response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><DeleteResult></DeleteResult>');
      }
      response.writeHead(400).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const settings = (): S3Settings => ({
  bucket: 'cozy-covers',
  region: 'us-east-1',
  endpoint,
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  prefix: 'covers/',
  forcePathStyle: true,
});

describe('the S3 cover store', () => {
  it('names objects by the prefix and the rendition', () => {
    expect(objectKey({ prefix: 'covers/' }, 'abc-400.avif')).toBe('covers/abc-400.avif');
    expect(objectKey({ prefix: '' }, 'abc-400.avif')).toBe('abc-400.avif');
  });

  it('puts, gets and deletes renditions in the bucket', async () => {
    const store = createS3CoverStore(settings());
    const data = Buffer.from([1, 2, 3, 4]);
    await store.put([{ key: 'feed-400.webp', contentType: 'image/webp', data }]);
    expect(objects.get('/cozy-covers/covers/feed-400.webp')).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const stored = await store.get('feed-400.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.data.equals(data)).toBe(true);
    await store.delete(['feed-400.webp']);
    expect(objects.has('/cozy-covers/covers/feed-400.webp')).toBe(false);
    expect(await store.get('feed-400.webp')).toBeNull();
  });
});

describe('the site with S3 settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      S3_BUCKET: 'cozy-covers',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(() => t.close());

  it('keeps uploaded renditions in the bucket and still serves them itself', async () => {
    const admin = await signInAsAdmin(t.app);
    const row = await createGame(t.database.db);
    const body = multipartBody(await makeImage('png', 500, 300));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/games/${row.id}/cover`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const game = uploaded.json<Game>();
    expect(objects.has(`/cozy-covers/covers${game.coverUrl.slice('/covers'.length)}`)).toBe(true);
    expect((await t.database.db.select({ n: count() }).from(coverRenditions))[0]!.n).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: game.coverUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: `/covers/${'0'.repeat(32)}-400.avif` })).statusCode).toBe(404);
  });
});
