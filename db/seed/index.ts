import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { games, shippedCatalogueEdition } from '../schema/index.ts';
import { slugify } from '../../common/slug.ts';
import {
  fillLifeFactsWhereUnknown,
  fillListingWhereUnknown,
  fillProfileWhereUnknown,
  insertGame,
  slugsWithoutLifeFacts,
  type NewGame,
} from '../games/writer.ts';
import { listingFor } from './catalogue/listings.ts';
import { shippedCatalogue } from './catalogue/index.ts';
import { lifeFactsFor, profileFor } from './catalogue/profiles.ts';
import type { SeedGame } from './types.ts';

/** The shipped games count as added before anything an admin adds, newest releases first. */
const CATALOGUE_EPOCH = Date.UTC(2026, 0, 1);

function orderForListing(list: SeedGame[]): SeedGame[] {
  return [...list].sort((a, b) => b.releaseYear - a.releaseYear || a.title.localeCompare(b.title));
}

/** A shipped game as its row is written: its facts, researched profile and listing. */
function shippedGame({ edition: _edition, ...game }: SeedGame, createdAt?: Date): NewGame {
  return {
    ...game,
    ...profileFor(game.title),
    ...lifeFactsFor(game.title),
    ...listingFor(game.title),
    featured: game.featured ?? false,
    ...(createdAt ? { createdAt } : {}),
  };
}

/** Adds every shipped game whose slug is not in the catalogue yet; returns how many were added. */
export async function seedCatalogue(db: Database, list: SeedGame[] = shippedCatalogue): Promise<number> {
  const existing = new Set((await db.select({ slug: games.slug }).from(games)).map((r) => r.slug));
  let added = 0;
  const ordered = orderForListing(list);
  for (const [index, game] of ordered.entries()) {
    if (existing.has(slugify(game.title))) continue;
    await insertGame(db, shippedGame(game, new Date(CATALOGUE_EPOCH - index * 60_000)));
    added++;
  }
  await fillShippedProfiles(db, list);
  await fillShippedListings(db, list);
  await recordEdition(db, list);
  return added;
}

const editionOf = (game: SeedGame) => game.edition ?? 1;

/** The edition of the shipped catalogue the database was last given; 1 before editions were recorded. */
async function givenEdition(db: Database): Promise<number> {
  const [row] = await db.select({ edition: shippedCatalogueEdition.edition }).from(shippedCatalogueEdition);
  return row?.edition ?? 1;
}

/** Notes that the database has been given every game of the list (the edition never goes back). */
async function recordEdition(db: Database, list: SeedGame[]): Promise<void> {
  const edition = Math.max(1, ...list.map(editionOf));
  await db
    .insert(shippedCatalogueEdition)
    .values({ id: 1, edition })
    .onConflictDoUpdate({
      target: shippedCatalogueEdition.id,
      set: { edition: sql`greatest(${shippedCatalogueEdition.edition}, excluded.edition)` },
    });
}

/**
 * Adds to a catalogue already running the shipped games of editions newer than the one it was
 * given (a game shipped since), each once, and enters them now: they are new to its visitors. A game
 * of an edition already given is not brought back when an admin has removed it. Returns how many
 * were added.
 */
export async function addNewShippedGames(db: Database, list: SeedGame[] = shippedCatalogue): Promise<number> {
  const given = await givenEdition(db);
  const newer = list.filter((game) => editionOf(game) > given);
  let added = 0;
  if (newer.length > 0) {
    const existing = new Set((await db.select({ slug: games.slug }).from(games)).map((r) => r.slug));
    for (const game of orderForListing(newer)) {
      if (existing.has(slugify(game.title))) continue;
      await insertGame(db, shippedGame(game));
      added++;
    }
  }
  await recordEdition(db, list);
  return added;
}

/**
 * Gives shipped games already in the catalogue what was researched after they were added, each
 * part only where the game has none: a review, store links, hours to finish, art sources. What an
 * admin has set is left alone. Returns how many games gained something.
 */
export async function fillShippedListings(db: Database, list: SeedGame[] = shippedCatalogue): Promise<number> {
  let filled = 0;
  for (const game of list) {
    if (await fillListingWhereUnknown(db, slugify(game.title), listingFor(game.title))) filled++;
  }
  return filled;
}

/**
 * Gives shipped games already in the catalogue their researched profile and life facts, each part
 * when the game has none of it yet (a catalogue seeded before they existed); what an admin has set
 * is left alone. Returns how many games were given something.
 */
export async function fillShippedProfiles(db: Database, list: SeedGame[] = shippedCatalogue): Promise<number> {
  let filled = 0;
  // One read finds the games still without facts, so a start of a catalogue that has them writes nothing.
  const withoutFacts = await slugsWithoutLifeFacts(db);
  for (const game of list) {
    const slug = slugify(game.title);
    const profile = profileFor(game.title);
    const facts = lifeFactsFor(game.title);
    const gained = [
      profile ? await fillProfileWhereUnknown(db, slug, profile) : false,
      facts && withoutFacts.has(slug) ? await fillLifeFactsWhereUnknown(db, slug, facts) : false,
    ];
    if (gained.some(Boolean)) filled++;
  }
  return filled;
}

/**
 * Every start: fill an empty catalogue. A catalogue an admin has curated keeps what it has and
 * gains only what was shipped since: researched parts its shipped games lack, and the games of
 * newer editions. Returns how many games were added.
 */
export async function seedCatalogueIfEmpty(db: Database, list: SeedGame[] = shippedCatalogue): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(games);
  if (row && row.count > 0) {
    await fillShippedProfiles(db, list);
    await fillShippedListings(db, list);
    return addNewShippedGames(db, list);
  }
  return seedCatalogue(db, list);
}
