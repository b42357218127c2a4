import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CozyProfile, FailState, GameLength, PlayMode, TimePressure } from '../../common/cozy-profile.ts';
import { LIFE_FACT_KEYS, type LifeFacts } from '../../common/life-facts.ts';
import { slugify } from '../../common/slug.ts';
import { releaseYearOf } from '../../common/game-fields.ts';
import type { ArtCredit, ArtSource, StoredScreenshot } from '../../common/schemas/covers.ts';
import type { StoreLink } from '../../common/stores.ts';
import type { Database } from '../client.ts';
import { games, gameSlugHistory, type StoredCover } from '../schema/index.ts';
import { gameColumns, type GameRow } from './columns.ts';
import { buildSearchText } from './search-text.ts';
import { freeSlug } from './slugs.ts';

/**
 * Every write to the games table goes through here (the seed, an approved submission, the admin's
 * create, edit and delete, a new cover, a new rating, the test factories), so the slug, its history and the
 * search text are kept the same way by all of them. The benchmark's set-based fill is the one
 * exception: it writes the search text with `searchTextSql`, tested to agree with this.
 */

export interface NewGame extends Partial<LifeFacts> {
  title: string;
  description: string;
  imageUrl?: string | null;
  platforms: string[];
  genre: string;
  developer?: string | null;
  releaseYear?: number | null;
  /** The release day (`YYYY-MM-DD`); when given, its year is stored as the release year. */
  releaseDate?: string | null;
  features?: string[];
  websiteUrl?: string | null;
  featured?: boolean;
  hasCombat?: boolean;
  failState?: FailState | null;
  timePressure?: TimePressure | null;
  length?: GameLength | null;
  playModes?: PlayMode[];
  review?: string | null;
  stores?: StoreLink[];
  hoursToFinish?: number | null;
  artSources?: ArtSource[];
  createdAt?: Date;
}

/** Adds a game under a free slug; the search text is derived here so no writer can forget it. */
export async function insertGame(db: Database, game: NewGame): Promise<GameRow> {
  const slug = await freeSlug(db, slugify(game.title));
  const [row] = await db
    .insert(games)
    .values({
      ...game,
      releaseYear: releaseYearOf(game),
      slug,
      features: game.features ?? [],
      searchText: buildSearchText(game),
    })
    .returning(gameColumns);
  return row!;
}

export type GameChanges = Partial<Omit<NewGame, 'createdAt'>>;

/**
 * Applies an admin's edit. A new title moves the game to a new slug and keeps the old one in the
 * history, so old links still lead to it; the search text follows every change.
 */
export async function updateGame(db: Database, id: number, changes: GameChanges): Promise<GameRow | undefined> {
  const [current] = await db.select().from(games).where(eq(games.id, id)).for('update');
  if (!current) return undefined;
  const next = { ...current, ...changes };
  // A date (kept or new) settles the year, whichever of the two the edit changed.
  if (next.releaseDate) changes = { ...changes, releaseYear: releaseYearOf(next) };
  let slug = current.slug;
  if (changes.title !== undefined && slugify(changes.title) !== current.slug) {
    slug = await freeSlug(db, slugify(changes.title), id);
    await db.delete(gameSlugHistory).where(eq(gameSlugHistory.slug, slug));
    await db.insert(gameSlugHistory).values({ slug: current.slug, gameId: id }).onConflictDoNothing();
  }
  const [row] = await db
    .update(games)
    .set({ ...changes, slug, searchText: buildSearchText(next), updatedAt: new Date() })
    .where(eq(games.id, id))
    .returning(gameColumns);
  return row;
}

export async function deleteGame(db: Database, id: number): Promise<GameRow | undefined> {
  const [row] = await db.delete(games).where(eq(games.id, id)).returning(gameColumns);
  return row;
}

/**
 * Points the game at a new cover (null: the generated one), with the image address it came from
 * when it was fetched. Neither is searched, so the search text stays as it is.
 */
export async function setGameCover(
  db: Database,
  id: number,
  cover: StoredCover | null,
  changes: { imageUrl?: string | null; coverOrigin?: 'admin' | 'import' } = {},
): Promise<GameRow | undefined> {
  const [row] = await db
    .update(games)
    .set({ cover, coverOrigin: cover ? 'admin' : null, ...changes, updatedAt: new Date() })
    .where(eq(games.id, id))
    .returning(gameColumns);
  return row;
}

/**
 * The art import's result, written only where nothing stands yet: the cover when the game has none
 * (an admin's cover always stays), the screenshots when it has none. Returns the row when anything
 * was written.
 */
export async function setImportedArt(
  db: Database,
  id: number,
  art: { cover: StoredCover | null; screenshots: StoredScreenshot[]; credit: ArtCredit },
): Promise<GameRow | undefined> {
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const takesCover = art.cover ? sql`${games.cover} is null` : sql`false`;
  const takesShots = art.screenshots.length > 0 ? sql`${games.screenshots} = '[]'::jsonb` : sql`false`;
  const [row] = await db
    .update(games)
    .set({
      cover: sql`case when ${takesCover} then ${json(art.cover)} else ${games.cover} end`,
      coverOrigin: sql`case when ${takesCover} then 'import' else ${games.coverOrigin} end`,
      screenshots: sql`case when ${takesShots} then ${json(art.screenshots)} else ${games.screenshots} end`,
      artCredit: art.credit,
      updatedAt: new Date(),
    })
    .where(and(eq(games.id, id), sql`(${takesCover} or ${takesShots})`))
    .returning(gameColumns);
  return row;
}

/** An admin's screenshots, in the order given (the import adds its own only to a game with none). */
export async function setGameScreenshots(
  db: Database,
  id: number,
  screenshots: StoredScreenshot[],
): Promise<GameRow | undefined> {
  const [row] = await db
    .update(games)
    .set({ screenshots, updatedAt: new Date() })
    .where(eq(games.id, id))
    .returning(gameColumns);
  return row;
}

/**
 * An admin's change to a game's pictures as a whole ('Import art again' dropping what was imported,
 * or putting it back): the parts given are written as they are.
 */
export async function setGameArt(
  db: Database,
  id: number,
  art: {
    cover?: StoredCover | null;
    coverOrigin?: 'admin' | 'import' | null;
    screenshots?: StoredScreenshot[];
    artCredit?: ArtCredit | null;
  },
): Promise<GameRow | undefined> {
  const [row] = await db
    .update(games)
    .set({ ...art, updatedAt: new Date() })
    .where(eq(games.id, id))
    .returning(gameColumns);
  return row;
}

export async function updateGameRating(db: Database, gameId: number, rating: number | null): Promise<void> {
  await db.update(games).set({ rating }).where(eq(games.id, gameId));
}

/**
 * A shipped game's researched listing, each part only where the game has none (an admin's review,
 * links or hours stay); true when anything was filled. The search text does not read these.
 */
export async function fillListingWhereUnknown(
  db: Database,
  slug: string,
  listing: { review: string | null; stores: StoreLink[]; hoursToFinish: number | null; artSources: ArtSource[] },
): Promise<boolean> {
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const updated = await db
    .update(games)
    .set({
      review: sql`coalesce(${games.review}, ${listing.review})`,
      hoursToFinish: sql`coalesce(${games.hoursToFinish}, ${listing.hoursToFinish}::real)`,
      stores: sql`case when ${games.stores} = '[]'::jsonb then ${json(listing.stores)} else ${games.stores} end`,
      artSources: sql`case when ${games.artSources} = '[]'::jsonb then ${json(listing.artSources)} else ${games.artSources} end`,
    })
    .where(
      and(
        eq(games.slug, slug),
        sql`(${games.review} is null and ${listing.review}::text is not null
          or ${games.hoursToFinish} is null and ${listing.hoursToFinish}::real is not null
          or ${games.stores} = '[]'::jsonb and ${json(listing.stores)} <> '[]'::jsonb
          or ${games.artSources} = '[]'::jsonb and ${json(listing.artSources)} <> '[]'::jsonb)`,
      ),
    )
    .returning({ id: games.id });
  return updated.length > 0;
}

/** Gives the game with this slug the profile when it has none at all yet; true when it did. */
export async function fillProfileWhereUnknown(db: Database, slug: string, profile: CozyProfile): Promise<boolean> {
  const updated = await db
    .update(games)
    .set(profile)
    .where(
      and(
        eq(games.slug, slug),
        isNull(games.failState),
        isNull(games.timePressure),
        isNull(games.length),
        sql`cardinality(${games.playModes}) = 0`,
      ),
    )
    .returning({ id: games.id });
  return updated.length > 0;
}

/** The slugs of the games that have none of the life facts yet. */
export async function slugsWithoutLifeFacts(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ slug: games.slug })
    .from(games)
    .where(and(...LIFE_FACT_KEYS.map((key) => isNull(games[key]))));
  return new Set(rows.map((row) => row.slug));
}

/** Gives the game with this slug the life facts when it has none of them yet; true when it did. */
export async function fillLifeFactsWhereUnknown(db: Database, slug: string, facts: LifeFacts): Promise<boolean> {
  const updated = await db
    .update(games)
    .set(facts)
    .where(and(eq(games.slug, slug), ...LIFE_FACT_KEYS.map((key) => isNull(games[key]))))
    .returning({ id: games.id });
  return updated.length > 0;
}
