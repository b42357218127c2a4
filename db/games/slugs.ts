import { eq, like, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { games, gameSlugHistory } from '../schema/index.ts';

/** The slug for a title that no other game holds now or held before. */
export async function freeSlug(db: Database, base: string, exceptGameId?: number): Promise<string> {
  // Slugs hold only a-z, 0-9 and dashes, so the pattern needs no escaping.
  const pattern = `${base}-%`;
  const [current, retired] = await Promise.all([
    db
      .select({ slug: games.slug, gameId: games.id })
      .from(games)
      .where(or(eq(games.slug, base), like(games.slug, pattern))),
    db
      .select({ slug: gameSlugHistory.slug, gameId: gameSlugHistory.gameId })
      .from(gameSlugHistory)
      .where(or(eq(gameSlugHistory.slug, base), like(gameSlugHistory.slug, pattern))),
  ]);
  const used = new Set([...current, ...retired].filter((r) => r.gameId !== exceptGameId).map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
