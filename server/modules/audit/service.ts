import { desc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';

export interface Actor {
  id: number;
  email: string;
}

export function createAuditService(db: Database) {
  return {
    /** Written with the change it describes: pass the change's transaction. */
    async record(
      tx: Database,
      actor: Actor,
      action: string,
      targetType: string,
      targetId: number | null,
      details?: Record<string, unknown>,
    ) {
      await tx
        .insert(auditLog)
        .values({ userId: actor.id, userEmail: actor.email, action, targetType, targetId, details });
    },

    async recent(limit = 200) {
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
      return rows.map((row) => ({
        id: row.id,
        userEmail: row.userEmail,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        details: row.details ?? {},
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
