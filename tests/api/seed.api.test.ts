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
import { shippedCatalogue, shippedCatalogueData } from '../../db/seed/catalogue/index.ts';
import { lifeFactsResearchSchema, profileResearchSchema, shippedGameSchema } from '../../db/seed/catalogue/check.ts';
import { lifeFactsFor, profileFor, shippedLifeFacts, shippedProfiles } from '../../db/seed/catalogue/profiles.ts';
import { LIFE_FACT_KEYS } from '../../common/life-facts.ts';
import { slugify } from '../../common/slug.ts';
import { FORM_FIRST_RELEASE_YEAR, releaseYear } from '../../common/game-fields.ts';
import type { Game } from '../../common/schemas/games.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const formReleaseYear = releaseYear(FORM_FIRST_RELEASE_YEAR);

describe('the shipped catalogue', () => {
  it('holds at least 100 games with unique titles and slugs, about 8 of them featured', () => {
    expect(shippedCatalogue.length).toBeGreaterThanOrEqual(100);
    expect(new Set(shippedCatalogue.map((g) => slugify(g.title))).size).toBe(shippedCatalogue.length);
    const featured = shippedCatalogue.filter((g) => g.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(10);
  });

  it.each(shippedCatalogueData.map((g, i) => [(g as { title?: string }).title ?? `game ${i}`, g] as const))(
    '%s keeps the catalogue rules',
    (_title, game) => {
      const result = shippedGameSchema.safeParse(game);
      expect(result.error?.issues ?? []).toEqual([]);
      // Parsing trims and removes duplicates: the shipped text must already be in its stored form.
      expect(result.data).toEqual(game);
      // Every shipped game is also one a visitor could submit today (the forms' release-year range).
      const year = result.data?.releaseYear;
      expect(formReleaseYear.safeParse(year).error?.issues ?? []).toEqual([]);
      // …and one already released: the catalogue lists games people can play.
      expect(year).toBeLessThanOrEqual(new Date().getFullYear() + 1);
    },
  );
});

describe('the shipped cozy profiles', () => {
  const titles = new Set(shippedCatalogue.map((game) => game.title));

  it.each(Object.entries(shippedProfiles))('%s has a valid profile of a shipped game', (title, profile) => {
    expect(titles.has(title)).toBe(true);
    expect(profileResearchSchema.safeParse(profile).error?.issues ?? []).toEqual([]);
  });

  it('covers every shipped game', () => {
    const missing = shippedCatalogue.filter((game) => !shippedProfiles[game.title]).map((game) => game.title);
    expect(missing).toEqual([]);
  });

  it('leaves at most 1 in 10 values of any dimension unknown', () => {
    const unknown = { failState: 0, timePressure: 0, length: 0, playModes: 0 };
    for (const game of shippedCatalogue) {
      const profile = profileFor(game.title);
      if (!profile || profile.failState === null) unknown.failState++;
      if (!profile || profile.timePressure === null) unknown.timePressure++;
      if (!profile || profile.length === null) unknown.length++;
      if (!profile || profile.playModes.length === 0) unknown.playModes++;
    }
    const limit = Math.floor(shippedCatalogue.length / 10);
    for (const [dimension, count] of Object.entries(unknown)) {
      expect({ dimension, unknown: count }).toEqual({ dimension, unknown: Math.min(count, limit) });
    }
  });
});

describe('the shipped life facts', () => {
  const titles = new Set(shippedCatalogue.map((game) => game.title));

  it.each(Object.entries(shippedLifeFacts))(
    '%s has valid facts of a shipped game, each with basis and source',
    (title, facts) => {
      expect(titles.has(title)).toBe(true);
      expect(lifeFactsResearchSchema.safeParse(facts).error?.issues ?? []).toEqual([]);
    },
  );

  it('covers every shipped game', () => {
    const missing = shippedCatalogue.filter((game) => !shippedLifeFacts[game.title]).map((game) => game.title);
    expect(missing).toEqual([]);
  });

  it('leaves at most 1 in 10 games with any one fact unknown, but how games save', () => {
    const unknown = Object.fromEntries(LIFE_FACT_KEYS.map((key) => [key, 0]));
    for (const game of shippedCatalogue) {
      const facts = lifeFactsFor(game.title);
      for (const key of LIFE_FACT_KEYS) if (!facts || facts[key] === null) unknown[key]!++;
    }
    const limit = Math.floor(shippedCatalogue.length / 10);
    for (const key of LIFE_FACT_KEYS.filter((key) => key !== 'saves')) {
      expect({ key, unknown: unknown[key] }).toEqual({ key, unknown: Math.min(unknown[key]!, limit) });
    }
    // How a game saves is rarely written down where it can be read: an open gap of the research,
    // held here so it only shrinks.
    expect(unknown.saves).toBeLessThanOrEqual(63);
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

  it('gives every shipped game its researched profile', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/games' });
    for (const game of response.json<Game[]>()) {
      const profile = profileFor(game.title);
      if (!profile) continue;
      expect({ title: game.title, ...profile }).toEqual({
        title: game.title,
        failState: game.failState,
        timePressure: game.timePressure,
        length: game.length,
        playModes: game.playModes,
      });
    }
  });

  it('fills a missing profile of a shipped game already in the catalogue, never an edited one', async () => {
    await t.database.db.execute(
      sql`update ${games} set fail_state = null, time_pressure = null, length = null, play_modes = '{}'`,
    );
    await t.database.db.execute(sql`update ${games} set fail_state = 'yes' where slug = 'unpacking'`);
    await seedCatalogueIfEmpty(t.database.db);
    const [stardew] = await t.database.db
      .select()
      .from(games)
      .where(sql`slug = 'stardew-valley'`);
    expect(stardew).toMatchObject({ failState: 'gentle', length: 'long', playModes: ['solo', 'co-op'] });
    const [unpacking] = await t.database.db
      .select()
      .from(games)
      .where(sql`slug = 'unpacking'`);
    expect(unpacking).toMatchObject({ failState: 'yes', timePressure: null, length: null, playModes: [] });
  });

  it('gives every shipped game its life facts, and fills them where missing but never over an edit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/games' });
    for (const game of response.json<Game[]>()) {
      expect({ title: game.title, ...lifeFactsFor(game.title) }).toEqual({
        title: game.title,
        saves: game.saves,
        awayCost: game.awayCost,
        pricing: game.pricing,
        notes: game.notes,
        settings: game.settings,
      });
    }
    // A catalogue seeded before the facts existed.
    await t.database.db.execute(
      sql`update ${games} set saves = null, away_cost = null, pricing = null, notes = null, settings = null`,
    );
    await t.database.db.execute(sql`update ${games} set pricing = 'gacha' where slug = 'unpacking'`);
    await seedCatalogueIfEmpty(t.database.db);
    const [stardew] = await t.database.db
      .select()
      .from(games)
      .where(sql`slug = 'stardew-valley'`);
    expect(stardew).toMatchObject(lifeFactsFor('Stardew Valley')!);
    const [unpacking] = await t.database.db
      .select()
      .from(games)
      .where(sql`slug = 'unpacking'`);
    expect(unpacking).toMatchObject({ pricing: 'gacha', saves: null, awayCost: null, notes: null, settings: null });
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
