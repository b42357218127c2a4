import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtImport } from '../../server/modules/art/import.ts';
import { createDatabaseCoverStore } from '../../server/modules/covers/store.ts';
import type { Game } from '../../common/schemas/games.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startArtSource, type ArtSource } from '../helpers/art-source.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { makeImage, multipartBody } from '../helpers/images.ts';
import { createGame } from '../factories/games.ts';

let t: TestApp;
let source: ArtSource;
const steam = (appId: number) => ({
  kind: 'steam' as const,
  appId,
  label: 'Steam store page' as const,
  url: `https://store.steampowered.com/app/${appId}/`,
});

beforeAll(async () => {
  source = await startArtSource({ 111: { screenshots: 5 }, 222: 'unknown', 333: { screenshots: 2 } });
  t = await buildTestApp({ IMAGE_FETCH_ALLOW_LOOPBACK: 'true', ART_STEAM_URL: source.origin });
});
afterAll(async () => {
  await t.close();
  await source.close();
});

const publicGame = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/games/${id}` })).json<Game>();

describe('the art import', () => {
  it('stores a cover and up to four screenshots as renditions, credited, and fetches nothing the second time', async () => {
    const game = await createGame(t.database.db, { title: 'Harbour Lights', artSources: [steam(111)] });
    const first = await t.app.services.art.run([game.id]);
    expect(first).toMatchObject({ tried: 1, imported: 1, failed: 0 });

    const shown = await publicGame(game.id);
    expect(shown.cover).toMatchObject({ width: 920, height: 430 });
    expect(shown.coverUrl).toMatch(/^\/covers\/[0-9a-f]{32}-\d+\.webp$/);
    expect(shown.screenshots).toHaveLength(4);
    for (const shot of shown.screenshots) {
      expect(shot).toMatchObject({ width: 1280, height: 720 });
      expect(shot.avif).toMatch(/^\/covers\/[0-9a-f]{32}-400\.avif 400w, /);
      // Served by us, never by the source.
      expect((await t.app.inject({ method: 'GET', url: shot.src })).statusCode).toBe(200);
    }
    expect(new Set(shown.screenshots.map((shot) => shot.id)).size).toBe(4);
    expect(shown.artCredit).toEqual({ label: 'Steam store page', url: 'https://store.steampowered.com/app/111/' });
    expect(JSON.stringify(shown)).not.toContain(source.origin);

    const asked = source.requests.length;
    const second = await t.app.services.art.run([game.id]);
    expect(second).toMatchObject({ tried: 0, imported: 0 });
    expect(source.requests.length).toBe(asked);
  });

  it("keeps an admin's uploaded cover and still adds the screenshots", async () => {
    const game = await createGame(t.database.db, { title: 'Lantern Quay', artSources: [steam(333)] });
    const admin = await signInAsAdmin(t.app);
    const { payload, headers } = multipartBody(await makeImage('png', 800, 450), { contentType: 'image/png' });
    // The import must not take the cover back.
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/cover`,
      headers: { ...admin.headers, ...headers },
      payload,
    });
    expect(upload.statusCode).toBe(200);
    const uploaded = upload.json<Game>().cover;

    await t.app.services.art.run([game.id]);
    const shown = await publicGame(game.id);
    expect(shown.cover).toEqual(uploaded);
    expect(shown.screenshots).toHaveLength(2);
  });

  it('leaves the generated cover when the source fails, says so once, and tries again next time', async () => {
    const game = await createGame(t.database.db, { title: 'Quiet Moor', artSources: [steam(222)] });
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args), info: () => {} };
    const art = createArtImport(t.database.db, {
      store: createDatabaseCoverStore(t.database.db),
      fetchLimits: { timeoutMs: 2000, maxBytes: 10 * 1024 * 1024, maxRedirects: 3, allowLoopback: true },
      steamStoreUrl: source.origin,
      log,
    });
    expect(await art.run([game.id])).toMatchObject({ tried: 1, imported: 0, failed: 1 });
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain('Quiet Moor');
    const shown = await publicGame(game.id);
    expect(shown.cover).toBeNull();
    expect(shown.coverUrl).toBe(`/covers/${game.id}.svg`);
    const asked = source.requests.length;
    await art.run([game.id]);
    expect(source.requests.length).toBeGreaterThan(asked);
  });

  it('gives up quietly and fast when no host can be reached', async () => {
    const gamesWithoutNetwork = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        createGame(t.database.db, { title: `Offline Isle ${n}`, artSources: [steam(9000 + n)] }),
      ),
    );
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args), info: () => {} };
    const art = createArtImport(t.database.db, {
      store: createDatabaseCoverStore(t.database.db),
      // A name that never resolves stands in for a machine without a network.
      steamStoreUrl: 'https://store.invalid',
      log,
    });
    const started = Date.now();
    const result = await art.run(gamesWithoutNetwork.map((game) => game.id));
    expect(result.unreachable).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
