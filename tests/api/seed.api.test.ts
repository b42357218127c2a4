import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { migrate } from '../../db/migrate.ts';
import { games } from '../../db/schema/index.ts';
import { seedCatalogue, seedCatalogueIfEmpty } from '../../db/seed/index.ts';
import { shippedCatalogue } from '../../db/seed/catalogue/index.ts';
import { GENRES, PLATFORMS } from '../../common/catalogue.ts';
import { slugify } from '../../common/slug.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('the shipped catalogue', () => {
  it('holds at least 100 games with unique titles and slugs, about 8 of them featured', () => {
    expect(shippedCatalogue.length).toBeGreaterThanOrEqual(100);
    expect(new Set(shippedCatalogue.map((g) => slugify(g.title))).size).toBe(shippedCatalogue.length);
    const featured = shippedCatalogue.filter((g) => g.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(10);
  });

  it.each(shippedCatalogue.map((g) => [g.title, g] as const))('%s keeps the catalogue rules', (_title, game) => {
    expect(game.title.length).toBeGreaterThanOrEqual(2);
    expect(game.title.length).toBeLessThanOrEqual(100);
    expect(game.description.length).toBeGreaterThanOrEqual(10);
    expect(game.description.length).toBeLessThanOrEqual(2000);
    expect(game.features.length).toBeGreaterThanOrEqual(1);
    expect(game.features.length).toBeLessThanOrEqual(4);
    for (const feature of game.features) expect(feature.length).toBeGreaterThanOrEqual(3);
    expect(game.platforms.length).toBeGreaterThanOrEqual(1);
    for (const platform of game.platforms) expect(PLATFORMS).toContain(platform);
    expect(GENRES).toContain(game.genre);
    expect(game.releaseYear).toBeGreaterThanOrEqual(1980);
    expect(game.releaseYear).toBeLessThanOrEqual(new Date().getFullYear() + 1);
    if (game.websiteUrl) expect(() => new URL(game.websiteUrl!)).not.toThrow();
  });
});

describe('seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('fills an empty catalogue, and seeding again adds nothing twice', async () => {
    expect(await seedCatalogueIfEmpty(t.database.db)).toBe(shippedCatalogue.length);
    expect(await seedCatalogueIfEmpty(t.database.db)).toBe(0);
    expect(await seedCatalogue(t.database.db)).toBe(0);
    const response = await t.app.inject({ method: 'GET', url: '/api/games' });
    expect(response.headers['x-total-count']).toBe(String(shippedCatalogue.length));
  });

  it('brings back a removed shipped game only when seeded by hand', async () => {
    await t.database.db.execute(sql`delete from ${games} where slug = 'stardew-valley'`);
    expect(await seedCatalogueIfEmpty(t.database.db)).toBe(0);
    expect(await seedCatalogue(t.database.db)).toBe(1);
  });

  it('finds Stardew Valley first for "stardew valy" in the real catalogue', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/games?search=stardew%20valy' });
    expect(response.json()[0].title).toBe('Stardew Valley');
  });
});

describe('the embedded database on disk', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cozy-data-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was stored across a restart', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(first);
    await seedCatalogueIfEmpty(first.db);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(second);
    expect(await seedCatalogueIfEmpty(second.db)).toBe(0);
    const [row] = await second.db.select({ count: sql<number>`count(*)::int` }).from(games);
    expect(row!.count).toBe(shippedCatalogue.length);
    await second.close();
  });

  it('refuses a second process on the same data folder with a clear message', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by another Cozy Games process/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });
});
