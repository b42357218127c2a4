import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { games } from '../schema/index.ts';
import { slugify } from '../../common/slug.ts';
import { fillListingWhereUnknown, fillProfileWhereUnknown, insertGame } from '../games/writer.ts';
import { listingFor } from './catalogue/listings.ts';
import { shippedCatalogue } from './catalogue/index.ts';
import { profileFor } from './catalogue/profiles.ts';
import type { SeedGame } from './types.ts';

/** The shipped games count as added before anything an admin adds, newest releases first. */
const CATALOGUE_EPOCH = Date.UTC(2026, 0, 1);

function orderForListing(list: SeedGame[]): SeedGame[] {
  return [...list].sort((a, b) => b.releaseYear - a.releaseYear || a.title.localeCompare(b.title));
}

/** Adds every shipped game whose slug is not in the catalogue yet; returns how many were added. */
export async function seedCatalogue(db: Database, list: SeedGame[] = shippedCatalogue): Promise<number> {
  const existing = new Set((await db.select({ slug: games.slug }).from(games)).map((r) => r.slug));
  let added = 0;
  const ordered = orderForListing(list);
  for (const [index, game] of ordered.entries()) {
    if (existing.has(slugify(game.title))) continue;
    await insertGame(db, {
      ...game,
      ...profileFor(game.title),
      ...listingFor(game.title),
      featured: game.featured ?? false,
      createdAt: new Date(CATALOGUE_EPOCH - index * 60_000),
    });
    added++;
  }
  await fillShippedProfiles(db, list);
  await fillShippedListings(db, list);
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
 * Gives shipped games already in the catalogue their researched profile when they have none yet
 * (a catalogue seeded before profiles existed); a profile an admin has set is left alone.
 * Returns how many games were given one.
 */
export async function fillShippedProfiles(db: Database, list: SeedGame[] = shippedCatalogue): Promise<number> {
  let filled = 0;
  for (const game of list) {
    const profile = profileFor(game.title);
    if (!profile) continue;
    if (await fillProfileWhereUnknown(db, slugify(game.title), profile)) filled++;
  }
  return filled;
}

/** First start: fill an empty catalogue. A catalogue an admin has curated is left as it is. */
export async function seedCatalogueIfEmpty(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(games);
  if (row && row.count > 0) {
    await fillShippedProfiles(db);
    await fillShippedListings(db);
    return 0;
  }
  return seedCatalogue(db);
}
