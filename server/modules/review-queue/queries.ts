import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { submissions } from '../../../db/schema/index.ts';

export type QueueRow = typeof submissions.$inferSelect;
export type SubmissionStatus = QueueRow['status'];

export async function selectSubmissions(db: Database, status?: SubmissionStatus): Promise<QueueRow[]> {
  return db
    .select()
    .from(submissions)
    .where(status ? eq(submissions.status, status) : undefined)
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
}

export async function selectSubmissionForUpdate(db: Database, id: number): Promise<QueueRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).for('update');
  return row;
}

export async function updateSubmission(
  db: Database,
  id: number,
  changes: Partial<Omit<QueueRow, 'id' | 'createdAt'>>,
): Promise<QueueRow | undefined> {
  const [row] = await db
    .update(submissions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(submissions.id, id))
    .returning();
  return row;
}

export async function deleteSubmission(db: Database, id: number): Promise<QueueRow | undefined> {
  const [row] = await db.delete(submissions).where(eq(submissions.id, id)).returning();
  return row;
}
