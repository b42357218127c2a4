import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, games } from '../../db/schema/index.ts';
import type { Game } from '../../common/schemas/games.ts';
import type { ArtImportAgain } from '../../common/schemas/screenshots.ts';
import { buildTestApp, csrfHeaders, type TestApp } from '../helpers/build-test-app.ts';
import { startArtSource, type ArtSource } from '../helpers/art-source.ts';
import { signInAs, signInAsAdmin } from '../helpers/sign-in.ts';
import { makeImage, multipartBody } from '../helpers/images.ts';
import { createGame } from '../factories/games.ts';

let t: TestApp;
let source: ArtSource;
let admin: Awaited<ReturnType<typeof signInAsAdmin>>;

const steam = (appId: number) => ({
  kind: 'steam' as const,
  appId,
  label: 'Steam store page' as const,
  url: `https://store.steampowered.com/app/${appId}/`,
});

beforeAll(async () => {
  source = await startArtSource({ 411: { screenshots: 3 }, 412: { screenshots: 2 }, 413: { screenshots: 2 } });
  t = await buildTestApp({ IMAGE_FETCH_ALLOW_LOOPBACK: 'true', ART_STEAM_URL: source.origin });
  admin = await signInAsAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await source.close();
});

/** Pictures that differ from one another (each upload is a picture of its own). */
let shade = 0;
const picture = () => makeImage('png', 640 + (shade++ % 50), 360);

async function upload(gameId: number, file: Buffer, headers: Record<string, string> = admin.headers) {
  const body = multipartBody(file, { filename: 'shot.png', contentType: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/screenshots`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const order = (gameId: number, ids: unknown, headers = admin.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/games/${gameId}/screenshots/order`,
    headers,
    payload: { order: ids },
  });

const remove = (gameId: number, id: string, headers = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}/screenshots/${id}`, headers });

const importAgain = (gameId: number, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/art/import`, headers });

const publicGame = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/games/${id}` })).json<Game>();
const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
const actionsOn = async (gameId: number) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, gameId))).map((entry) => entry.action);

describe('uploading screenshots', () => {
  it('appends each as renditions an admin added, shown in the public game', async () => {
    const row = await createGame(t.database.db);
    const first = await upload(row.id, await picture());
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(row.id, await makeImage('jpeg', 1280, 720));
    expect(second.statusCode, second.body).toBe(200);
    const game = second.json<Game>();
    expect(game.screenshots).toHaveLength(2);
    expect(game.screenshots[0]!.id).toBe(first.json<Game>().screenshots[0]!.id);
    expect(game.screenshots[1]).toMatchObject({ width: 1280, height: 720 });
    expect(game.screenshots[1]!.avif).toMatch(/^\/covers\/[0-9a-f]{32}-400\.avif 400w, /);
    for (const shot of game.screenshots) expect(await served(shot.src)).toBe(200);
    expect((await publicGame(row.id)).screenshots).toEqual(game.screenshots);
    expect(await actionsOn(row.id)).toEqual(['game.screenshot.upload', 'game.screenshot.upload']);
  });

  it('refuses a ninth screenshot with a 400', async () => {
    const row = await createGame(t.database.db);
    for (let i = 0; i < 8; i++) expect((await upload(row.id, await picture())).statusCode).toBe(200);
    const ninth = await upload(row.id, await picture());
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json().message).toMatch(/at most 8 screenshots/);
    expect((await publicGame(row.id)).screenshots).toHaveLength(8);
  });

  it('refuses the same picture twice, a file that is not an image, and a picture too small', async () => {
    const row = await createGame(t.database.db);
    const image = await picture();
    expect((await upload(row.id, image)).statusCode).toBe(200);
    expect((await upload(row.id, image)).statusCode).toBe(409);
    const text = await upload(row.id, Buffer.from('certainly not a picture, only words'));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/not an image/);
    const small = await upload(row.id, await makeImage('png', 120, 80));
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toMatch(/too small/);
    expect((await upload(999_999, await picture())).statusCode).toBe(404);
    expect((await publicGame(row.id)).screenshots).toHaveLength(1);
  });
});

describe('ordering screenshots', () => {
  it('takes exactly the current ids in a new order', async () => {
    const row = await createGame(t.database.db);
    for (let i = 0; i < 3; i++) await upload(row.id, await picture());
    const ids = (await publicGame(row.id)).screenshots.map((shot) => shot.id);
    const reversed = [...ids].reverse();
    const response = await order(row.id, reversed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Game>().screenshots.map((shot) => shot.id)).toEqual(reversed);
    expect((await publicGame(row.id)).screenshots.map((shot) => shot.id)).toEqual(reversed);
    expect(await actionsOn(row.id)).toContain('game.screenshots.order');

    for (const wrong of [ids.slice(1), [...ids, ids[0]], [ids[0], ids[0], ids[1]], [...ids.slice(1), 'f'.repeat(32)]]) {
      const refused = await order(row.id, wrong);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(refused.json().errors).toEqual([
        { path: 'order', message: expect.stringMatching(/each of the game's 3/) },
      ]);
    }
    expect((await order(row.id, ['not-a-hash'])).statusCode).toBe(400);
    expect((await order(row.id, 'x')).statusCode).toBe(400);
    expect((await publicGame(row.id)).screenshots.map((shot) => shot.id)).toEqual(reversed);
  });
});

describe('removing a screenshot', () => {
  it('takes it off the game, lets its files go and writes the audit log', async () => {
    const row = await createGame(t.database.db);
    await upload(row.id, await picture());
    const game = (await upload(row.id, await picture())).json<Game>();
    const [first, second] = game.screenshots;
    const response = await remove(row.id, first!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Game>().screenshots.map((shot) => shot.id)).toEqual([second!.id]);
    expect(await served(first!.src)).toBe(404);
    expect(await served(second!.src)).toBe(200);
    expect(await actionsOn(row.id)).toContain('game.screenshot.remove');
    expect((await remove(row.id, first!.id)).statusCode).toBe(404);
    expect((await remove(row.id, 'nothash')).statusCode).toBe(400);
  });

  it('keeps files another game shows, as its screenshot or as its cover', async () => {
    const image = await picture();
    const [one, two, three] = await Promise.all([1, 2, 3].map(() => createGame(t.database.db)));
    const shot = (await upload(one!.id, image)).json<Game>().screenshots[0]!;
    await upload(two!.id, image);
    const body = multipartBody(image);
    await t.app.inject({
      method: 'POST',
      url: `/api/games/${three!.id}/cover`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    await remove(one!.id, shot.id);
    expect(await served(shot.src)).toBe(200);
    await remove(two!.id, shot.id);
    // The third game's cover is the same picture: its files stay.
    expect(await served(shot.src)).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/games/${three!.id}/cover`, headers: admin.headers });
    expect(await served(shot.src)).toBe(404);
  });

  it("keeps a removed cover's files while another game shows the picture as a screenshot", async () => {
    const image = await picture();
    const [one, two] = await Promise.all([1, 2].map(() => createGame(t.database.db)));
    const body = multipartBody(image);
    const cover = await t.app.inject({
      method: 'POST',
      url: `/api/games/${one!.id}/cover`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    const coverUrl = cover.json<Game>().coverUrl;
    await upload(two!.id, image);
    await t.app.inject({ method: 'DELETE', url: `/api/games/${one!.id}/cover`, headers: admin.headers });
    expect(await served(coverUrl)).toBe(200);
  });

  it("lets a deleted game's screenshots go", async () => {
    const row = await createGame(t.database.db);
    const shot = (await upload(row.id, await picture())).json<Game>().screenshots[0]!;
    await t.app.inject({ method: 'DELETE', url: `/api/games/${row.id}`, headers: admin.headers });
    expect(await served(shot.src)).toBe(404);
  });
});

describe('who may change screenshots', () => {
  it('admins only, with the anti-forgery token', async () => {
    const row = await createGame(t.database.db);
    const shot = (await upload(row.id, await picture())).json<Game>().screenshots[0]!;
    const visitor = await csrfHeaders(t.app);
    const editor = (await signInAs(t.app, { role: 'editor' })).headers;
    const { 'x-csrf-token': _token, ...withoutToken } = admin.headers;
    for (const [headers, status] of [
      [visitor, 401],
      [editor, 403],
      [withoutToken, 403],
      [{ ...admin.headers, origin: 'https://elsewhere.example' }, 403],
    ] as const) {
      expect((await upload(row.id, await picture(), headers)).statusCode).toBe(status);
      expect((await order(row.id, [shot.id], headers)).statusCode).toBe(status);
      expect((await remove(row.id, shot.id, headers)).statusCode).toBe(status);
      expect((await importAgain(row.id, headers)).statusCode).toBe(status);
    }
    expect((await publicGame(row.id)).screenshots).toHaveLength(1);
  });
});

describe('Import art again', () => {
  it('imports again what was imported, keeping what an admin added', async () => {
    const row = await createGame(t.database.db, { title: 'Mossy Harbour', artSources: [steam(411)] });
    await t.app.services.art.run([row.id]);
    const imported = await publicGame(row.id);
    expect(imported.screenshots).toHaveLength(3);
    expect(imported.cover).not.toBeNull();

    const asked = source.requests.length;
    const response = await importAgain(row.id);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ArtImportAgain>();
    expect(result).toMatchObject({ imported: true, failed: false });
    expect(source.requests.length).toBeGreaterThan(asked);
    // The same pictures again: the same ids, and their files still served.
    expect(result.game.cover).toEqual(imported.cover);
    expect(result.game.screenshots.map((shot) => shot.id)).toEqual(imported.screenshots.map((shot) => shot.id));
    for (const shot of result.game.screenshots) expect(await served(shot.src)).toBe(200);
    expect(result.game.artCredit).toEqual({
      label: 'Steam store page',
      url: 'https://store.steampowered.com/app/411/',
    });
    expect(await actionsOn(row.id)).toContain('game.art.import-again');
  });

  it("keeps an admin's cover and the admin's screenshots", async () => {
    const row = await createGame(t.database.db, { title: 'Fern Lighthouse', artSources: [steam(412)] });
    const body = multipartBody(await makeImage('png', 800, 450));
    const cover = (
      await t.app.inject({
        method: 'POST',
        url: `/api/games/${row.id}/cover`,
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      })
    ).json<Game>().cover;
    await t.app.services.art.run([row.id]);
    const before = await publicGame(row.id);
    expect(before.screenshots).toHaveLength(2);
    const own = (await upload(row.id, await picture())).json<Game>().screenshots[2]!;

    const result = (await importAgain(row.id)).json<ArtImportAgain>();
    expect(result.game.cover).toEqual(cover);
    // The admin's own screenshot stays; with it there, the import brings none, so the imported ones are kept.
    expect(result.game.screenshots.map((shot) => shot.id)).toEqual([...before.screenshots.map((s) => s.id), own.id]);
    expect(result.imported).toBe(false);
    for (const shot of result.game.screenshots) expect(await served(shot.src)).toBe(200);

    // Without an admin's screenshot, the imported ones are fetched again.
    await remove(row.id, own.id);
    const again = (await importAgain(row.id)).json<ArtImportAgain>();
    expect(again).toMatchObject({ imported: true });
    expect(again.game.cover).toEqual(cover);
    expect(again.game.screenshots).toHaveLength(2);
  });

  it('keeps the art it had when its source cannot be read', async () => {
    const row = await createGame(t.database.db, { title: 'Willow Ferry', artSources: [steam(413)] });
    await t.app.services.art.run([row.id]);
    const before = await publicGame(row.id);
    // The game's source now points at an app the store does not know.
    await t.database.db
      .update(games)
      .set({ artSources: [steam(999)] })
      .where(eq(games.id, row.id));
    const result = (await importAgain(row.id)).json<ArtImportAgain>();
    expect(result).toMatchObject({ imported: false, failed: true });
    expect(result.game.cover).toEqual(before.cover);
    expect(result.game.screenshots).toEqual(before.screenshots);
    expect(result.game.artCredit).toEqual(before.artCredit);
    expect(await served(result.game.coverUrl)).toBe(200);
  });

  it('answers 409 for a game without art sources and 404 for none at all', async () => {
    const row = await createGame(t.database.db);
    const response = await importAgain(row.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/no art sources/);
    expect((await importAgain(999_999)).statusCode).toBe(404);
  });
});

describe('the API document', () => {
  it('describes the screenshot routes with the admin tag', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const upload = openapi.paths['/api/games/{id}/screenshots'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    for (const operation of [
      upload,
      openapi.paths['/api/games/{id}/screenshots/{screenshotId}'].delete,
      openapi.paths['/api/games/{id}/screenshots/order'].put,
      openapi.paths['/api/games/{id}/art/import'].post,
    ]) {
      expect(operation.tags).toEqual(['admin']);
      expect(operation.summary).toBeTruthy();
      expect(operation.security).toBeTruthy();
    }
  });
});
