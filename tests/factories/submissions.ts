import type { Database } from '../../db/client.ts';
import { submissions } from '../../db/schema/index.ts';

let sequence = 0;

export async function createSubmission(db: Database, overrides: Partial<typeof submissions.$inferInsert> = {}) {
  sequence++;
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
    })
    .returning();
  return row!;
}
