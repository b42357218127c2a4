import { desc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** Written inside the change it describes: `db` is that change's transaction. */
export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function selectRecentAuditEntries(db: Database, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
