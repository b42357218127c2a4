import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CozyProfile, FailState, GameLength, PlayMode, TimePressure } from '../../common/cozy-profile.ts';
import { slugify } from '../../common/slug.ts';
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

export interface NewGame {
  title: string;
  description: string;
  imageUrl?: string | null;
  platforms: string[];
  genre: string;
  developer?: string | null;
  releaseYear?: number | null;
  features?: string[];
  websiteUrl?: string | null;
  featured?: boolean;
  hasCombat?: boolean;
  failState?: FailState | null;
  timePressure?: TimePressure | null;
  length?: GameLength | null;
  playModes?: PlayMode[];
  review?: string | null;
  createdAt?: Date;
}

/** Adds a game under a free slug; the search text is derived here so no writer can forget it. */
export async function insertGame(db: Database, game: NewGame): Promise<GameRow> {
  const slug = await freeSlug(db, slugify(game.title));
  const [row] = await db
    .insert(games)
    .values({
      ...game,
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
  changes: { imageUrl?: string | null } = {},
): Promise<GameRow | undefined> {
  const [row] = await db
    .update(games)
    .set({ cover, ...changes, updatedAt: new Date() })
    .where(eq(games.id, id))
    .returning(gameColumns);
  return row;
}

export async function updateGameRating(db: Database, gameId: number, rating: number | null): Promise<void> {
  await db.update(games).set({ rating }).where(eq(games.id, gameId));
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
