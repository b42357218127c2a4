import type { Database } from '../../db/client.ts';
import { submissions } from '../../db/schema/index.ts';
import { createGame } from './games.ts';

let sequence = 0;

/** A submission; an approved one comes with the game its approval made, as approvals do. */
export async function createSubmission(db: Database, overrides: Partial<typeof submissions.$inferInsert> = {}) {
  sequence++;
  const gameId =
    overrides.status === 'approved' && overrides.gameId === undefined
      ? (await createGame(db, { title: `Approved Game ${sequence}` })).id
      : overrides.gameId;
  const [row] = await db
    .insert(submissions)
    .values({
      title: `Submitted Game ${sequence}`,
      description: 'A quiet game about repairing clocks in a seaside town.',
      imageUrl: 'https://example.com/cover.png',
      websiteUrl: 'https://example.com/',
      platforms: ['pc', 'switch'],
      genre: 'puzzle',
      developer: 'Tiny Tick Studio',
      releaseYear: 2024,
      features: ['Clockwork puzzles', 'Seaside town'],
      submitterEmail: null,
      hasCombat: false,
      ...overrides,
      gameId,
    })
    .returning();
  return row!;
}
