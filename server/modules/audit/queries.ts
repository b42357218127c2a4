import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { auditLog, games, submissions } from '../../../db/schema/index.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** Written inside the change it describes: `db` is that change's transaction. */
export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/**
 * The latest entries, each with the current title of the game or submission it names (null when
 * that is gone, or the entry is about something else), for entries that did not keep a title.
 */
export async function selectRecentAuditEntries(db: Database, limit: number) {
  return db
    .select({
      entry: auditLog,
      gameTitle: games.title,
      submissionTitle: submissions.title,
    })
    .from(auditLog)
    .leftJoin(games, and(eq(auditLog.targetType, 'game'), eq(games.id, auditLog.targetId)))
    .leftJoin(submissions, and(eq(auditLog.targetType, 'submission'), eq(submissions.id, auditLog.targetId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
