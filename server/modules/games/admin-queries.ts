import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { games, type StoredCover } from '../../../db/schema/index.ts';

/** What the admins' changes read before they write (the writes go through `db/games/writer.ts`). */

/** The image address a game's cover came from, and the cover; undefined when there is no such game. */
export async function selectCoverSource(
  db: Database,
  id: number,
): Promise<{ imageUrl: string | null; cover: StoredCover | null } | undefined> {
  const [row] = await db.select({ imageUrl: games.imageUrl, cover: games.cover }).from(games).where(eq(games.id, id));
  return row;
}
