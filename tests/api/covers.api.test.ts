import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog } from '../../db/schema/index.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Game } from '../../common/schemas/games.ts';
import { buildTestApp, csrfHeaders } from '../helpers/build-test-app.ts';
import { testAppWithAdmin } from '../helpers/test-app-with-admin.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { createGame } from '../factories/games.ts';
import { makeImage, multipartBody } from '../helpers/images.ts';

const t = testAppWithAdmin();

async function upload(
  gameId: number,
  file: Buffer,
  options: Parameters<typeof multipartBody>[1] = {},
  headers = t.admin.headers,
) {
  const body = multipartBody(file, options);
  return t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/cover`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The files a srcset names, with their widths. */
function srcsetEntries(srcset: string): { url: string; width: number }[] {
  return srcset.split(', ').map((entry) => {
    const [url, width] = entry.split(' ');
    return { url: url!, width: Number(width!.slice(0, -1)) };
  });
}

describe('uploading a cover', () => {
  for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
    it(`takes a ${format.toUpperCase()} and serves AVIF and WebP renditions at each width`, async () => {
      const row = await createGame(t.database.db);
      const response = await upload(row.id, await makeImage(format, 1000, 560), { filename: `cover.${format}` });
      expect(response.statusCode, response.body).toBe(200);
      const game = response.json<Game>();
      expect(game.cover).toMatchObject({ width: 1000, height: 560 });
      expect(game.coverUrl).toMatch(/^\/covers\/[0-9a-f]{32}-800\.webp$/);

      const avif = srcsetEntries(game.cover!.avif);
      expect(avif.map((entry) => entry.width)).toEqual([400, 800]);
      for (const [list, expected] of [
        [avif, { format: 'heif', type: 'image/avif' }],
        [srcsetEntries(game.cover!.webp), { format: 'webp', type: 'image/webp' }],
      ] as const) {
        for (const entry of list) {
          const file = await t.app.inject({ method: 'GET', url: entry.url });
          expect(file.statusCode).toBe(200);
          expect(file.headers['content-type']).toBe(expected.type);
          expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(file.headers.etag).toBeTruthy();
          const meta = await sharp(file.rawPayload).metadata();
          expect(meta.format).toBe(expected.format);
          expect(meta.width).toBe(entry.width);
          expect(meta.height).toBe(Math.round((entry.width * 560) / 1000));
        }
      }
      const social = await t.app.inject({ method: 'GET', url: game.cover!.social });
      expect(social.headers['content-type']).toBe('image/jpeg');
      const socialMeta = await sharp(social.rawPayload).metadata();
      expect([socialMeta.format, socialMeta.width, socialMeta.height]).toEqual(['jpeg', 1200, 630]);

      // The public API and the game page show the stored cover, never an outside address.
      const publicGame = (await t.app.inject({ method: 'GET', url: `/api/games/${row.id}` })).json<Game>();
      expect(publicGame.cover).toEqual(game.cover);
    });
  }

  it('answers 304 to a browser that has the rendition', async () => {
    const row = await createGame(t.database.db);
    const game = (await upload(row.id, await makeImage('png'))).json<Game>();
    const first = await t.app.inject({ method: 'GET', url: game.coverUrl });
    const again = await t.app.inject({
      method: 'GET',
      url: game.coverUrl,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a rendition nobody stored and 400 for a name that cannot be one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/covers/${'a'.repeat(32)}-400.avif` })).statusCode).toBe(404);
    for (const name of ['cover.avif', `${'a'.repeat(32)}-400.gif`, `${'A'.repeat(32)}-400.webp`, '..%2F1.svg']) {
      expect((await t.app.inject({ method: 'GET', url: `/covers/${name}` })).statusCode, name).toBe(400);
    }
  });

  it('strips metadata from the renditions', async () => {
    const row = await createGame(t.database.db);
    const source = await makeImage('jpeg', 640, 360, { exifComment: 'secret location' });
    expect((await sharp(source).metadata()).exif).toBeTruthy();
    const game = (await upload(row.id, source)).json<Game>();
    for (const url of [game.coverUrl, game.cover!.social, srcsetEntries(game.cover!.avif)[0]!.url]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
      expect(file.rawPayload.includes('secret location')).toBe(false);
    }
  });

  it('keeps a narrow picture at its own width', async () => {
    const row = await createGame(t.database.db);
    const game = (await upload(row.id, await makeImage('webp', 300, 200))).json<Game>();
    expect(srcsetEntries(game.cover!.webp).map((e) => e.width)).toEqual([300]);
  });

  it('refuses a text file renamed to .png, saying it is not an image', async () => {
    const row = await createGame(t.database.db);
    const response = await upload(row.id, Buffer.from('hello, this is not a picture at all'), {
      filename: 'cover.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/not an image/);
  });

  it('refuses an image over 10 MB, saying it is too large', async () => {
    const row = await createGame(t.database.db);
    const noise = Buffer.alloc(2000 * 1900 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 2000, height: 1900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const response = await upload(row.id, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than 10 MB/);
  });

  it('refuses an image under 200 px wide, saying it is too small', async () => {
    const row = await createGame(t.database.db);
    const response = await upload(row.id, await makeImage('png', 150, 120));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/too small/);
  });

  it('answers 4xx to a broken form, a missing file and a JSON body', async () => {
    const row = await createGame(t.database.db);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/games/${row.id}/cover`,
      headers: { ...t.admin.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nunfinished',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const wrongField = await upload(row.id, await makeImage('png'), { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/games/${row.id}/cover`,
      headers: t.admin.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const missing = await upload(999_999, await makeImage('png'));
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only, with the anti-forgery token', async () => {
    const row = await createGame(t.database.db);
    const image = await makeImage('png');
    expect((await upload(row.id, image, {}, await csrfHeaders(t.app))).statusCode).toBe(401);
    const { 'x-csrf-token': _token, ...withoutToken } = t.admin.headers;
    expect((await upload(row.id, image, {}, withoutToken)).statusCode).toBe(403);
    expect(
      (await upload(row.id, image, {}, { ...t.admin.headers, origin: 'https://elsewhere.example' })).statusCode,
    ).toBe(403);
  });
});

describe('the API document', () => {
  it('describes the upload as multipart/form-data and the removal', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const path = openapi.paths['/api/games/{id}/cover'];
    expect(Object.keys(path.post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(path.post.security).toBeTruthy();
    expect(path.delete.responses['200']).toBeTruthy();
  });
});

describe('removing a cover', () => {
  it('goes back to the generated cover, lets the files go and writes the audit log', async () => {
    const row = await createGame(t.database.db);
    const game = (await upload(row.id, await makeImage('png', 660, 370))).json<Game>();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/${row.id}/cover`,
      headers: t.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Game>()).toMatchObject({ cover: null, coverUrl: `/covers/${row.id}.svg` });
    expect((await t.app.inject({ method: 'GET', url: game.coverUrl })).statusCode).toBe(404);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, row.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['game.cover.upload', 'game.cover.remove']));
  });

  it('keeps files another game still shows', async () => {
    const image = await makeImage('png', 700, 400);
    const first = await createGame(t.database.db);
    const second = await createGame(t.database.db);
    const game = (await upload(first.id, image)).json<Game>();
    await upload(second.id, image);
    await t.app.inject({ method: 'DELETE', url: `/api/games/${first.id}/cover`, headers: t.admin.headers });
    expect((await t.app.inject({ method: 'GET', url: game.coverUrl })).statusCode).toBe(200);
  });
});

describe('deleting a game', () => {
  it('lets its cover files go', async () => {
    const row = await createGame(t.database.db);
    const game = (await upload(row.id, await makeImage('webp', 680, 390))).json<Game>();
    await t.app.inject({ method: 'DELETE', url: `/api/games/${row.id}`, headers: t.admin.headers });
    expect((await t.app.inject({ method: 'GET', url: game.coverUrl })).statusCode).toBe(404);
  });
});

describe('pages kept in the response cache', () => {
  it('show a new cover at once', async () => {
    const cached = await buildTestApp({ RESPONSE_CACHE_MB: '8' });
    try {
      const cachedAdmin = await signInAsAdmin(cached.app);
      const row = await createGame(cached.database.db);
      const url = `/api/games/${row.id}`;
      expect((await cached.app.inject({ method: 'GET', url })).json<Game>().cover).toBeNull();
      expect((await cached.app.inject({ method: 'GET', url })).json<Game>().cover).toBeNull();
      const body = multipartBody(await makeImage('png', 620, 350));
      const uploaded = await cached.app.inject({
        method: 'POST',
        url: `/api/games/${row.id}/cover`,
        headers: { ...cachedAdmin.headers, ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(200);
      expect((await cached.app.inject({ method: 'GET', url })).json<Game>().cover).not.toBeNull();
      await cached.app.inject({ method: 'DELETE', url: `${url}/cover`, headers: cachedAdmin.headers });
      expect((await cached.app.inject({ method: 'GET', url })).json<Game>().cover).toBeNull();
    } finally {
      await cached.close();
    }
  });
});

describe('two instances on one database', () => {
  it('serve the same rendition an admin uploaded through the other', async () => {
    const other = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: 'unused',
        RESPONSE_CACHE_MB: '0',
        CATALOGUE_CACHE_SECONDS: '0',
      }),
      database: t.database,
      secret: 'test-secret-that-is-long-enough-to-sign-things',
      outbox: false,
    });
    try {
      const row = await createGame(t.database.db);
      const game = (await upload(row.id, await makeImage('jpeg'))).json<Game>();
      const here = await t.app.inject({ method: 'GET', url: game.coverUrl });
      const there = await other.inject({ method: 'GET', url: game.coverUrl });
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      const seenThere = (await other.inject({ method: 'GET', url: `/api/games/${row.id}` })).json<Game>();
      expect(seenThere.cover).toEqual(game.cover);
    } finally {
      await other.close();
    }
  });
});
