import type { Database } from '../../../db/client.ts';
import { insertAuditEntry, selectRecentAuditEntries } from './queries.ts';

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
      await insertAuditEntry(tx, { userId: actor.id, userEmail: actor.email, action, targetType, targetId, details });
    },

    async recent(limit = 200) {
      const rows = await selectRecentAuditEntries(db, limit);
      return rows.map(({ entry, gameTitle, submissionTitle }) => ({
        id: entry.id,
        userEmail: entry.userEmail,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetTitle: gameTitle ?? submissionTitle ?? null,
        details: entry.details ?? {},
        createdAt: entry.createdAt.toISOString(),
      }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
