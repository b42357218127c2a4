import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coverRenditions, games, type StoredCover } from '../../../db/schema/index.ts';
import { gameColumns, type GameRow } from '../../../db/games/columns.ts';
import type { CoverFile } from './process.ts';

/** The covers games point at, and the renditions kept in the database (the default cover store). */

export async function selectGame(db: Database, gameId: number): Promise<GameRow | undefined> {
  const [row] = await db.select(gameColumns).from(games).where(eq(games.id, gameId));
  return row;
}

/** The game's cover, null for the generated one; undefined when there is no such game. */
export async function selectCover(db: Database, gameId: number): Promise<{ cover: StoredCover | null } | undefined> {
  const [row] = await db.select({ cover: games.cover }).from(games).where(eq(games.id, gameId));
  return row;
}

/** A game's pictures and where imported ones come from, locked until the transaction ends. */
export async function selectArtForUpdate(db: Database, gameId: number) {
  const [row] = await db
    .select({
      title: games.title,
      cover: games.cover,
      coverOrigin: games.coverOrigin,
      screenshots: games.screenshots,
      artSources: games.artSources,
      artCredit: games.artCredit,
    })
    .from(games)
    .where(eq(games.id, gameId))
    .for('update');
  return row;
}

/**
 * Whether any game shows the picture with this hash, as its cover or as one of its screenshots.
 * Asked after a change is written, so the game that let the picture go no longer counts, but its
 * other images (a screenshot that is also its cover) do.
 */
export async function imageInUse(db: Database, hash: string): Promise<boolean> {
  const [shared] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      or(sql`${games.cover}->>'hash' = ${hash}`, sql`${games.screenshots} @> ${JSON.stringify([{ hash }])}::jsonb`),
    )
    .limit(1);
  return shared !== undefined;
}

/** Adds renditions; one already stored under its name is kept (the name stands for its bytes). */
export async function insertRenditions(db: Database, files: CoverFile[]): Promise<void> {
  await db
    .insert(coverRenditions)
    .values(
      files.map((file) => ({ key: file.key, contentType: file.contentType, bytes: file.data.length, data: file.data })),
    )
    .onConflictDoNothing();
}

export async function selectRendition(db: Database, key: string) {
  const [row] = await db
    .select({ contentType: coverRenditions.contentType, data: coverRenditions.data })
    .from(coverRenditions)
    .where(inArray(coverRenditions.key, [key]));
  return row;
}

export async function deleteRenditions(db: Database, keys: string[]): Promise<void> {
  await db.delete(coverRenditions).where(inArray(coverRenditions.key, keys));
}
