import { and, count, desc, eq, inArray, isNotNull, isNull, not, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { submissions } from '../../../db/schema/index.ts';

export type QueueRow = typeof submissions.$inferSelect;
export type SubmissionStatus = QueueRow['status'];

export interface QueuePage {
  status?: SubmissionStatus;
  limit: number;
  offset: number;
}

/**
 * The submissions a queue holds. An approved one whose game was deleted since has left the
 * catalogue, and so the Approved queue: it stays in the table as the record of the review.
 */
function inQueue(status?: SubmissionStatus): SQL | undefined {
  if (!status) return undefined;
  const hasStatus = eq(submissions.status, status);
  return status === 'approved' ? and(hasStatus, isNotNull(submissions.gameId)) : hasStatus;
}

/** Approved submissions whose game is gone: counted in no queue. */
const gameDeleted = and(eq(submissions.status, 'approved'), isNull(submissions.gameId))!;

/** One page of submissions, newest first; the (status, created_at, id) index gives the order. */
export async function selectSubmissions(db: Database, { status, limit, offset }: QueuePage): Promise<QueueRow[]> {
  return db
    .select()
    .from(submissions)
    .where(inQueue(status))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit)
    .offset(offset);
}

/** The pending submissions among the ids, with their titles. */
export async function selectPendingTitles(db: Database, ids: number[]): Promise<{ id: number; title: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: submissions.id, title: submissions.title })
    .from(submissions)
    .where(and(inArray(submissions.id, ids), eq(submissions.status, 'pending')));
}

/** How many submissions a queue holds (all of them without a status). */
export async function countSubmissions(db: Database, status?: SubmissionStatus): Promise<number> {
  const [row] = await db.select({ count: count() }).from(submissions).where(inQueue(status));
  return row?.count ?? 0;
}

/** How many submissions each queue holds (a queue without any is left out). */
export async function countSubmissionsByStatus(db: Database): Promise<{ status: SubmissionStatus; count: number }[]> {
  return db
    .select({ status: submissions.status, count: count() })
    .from(submissions)
    .where(not(gameDeleted))
    .groupBy(submissions.status);
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
