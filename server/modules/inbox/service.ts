import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contactMessages, errorReports } from '../../../db/schema/index.ts';
import type { ContactMessage, ErrorReport } from '../../../common/schemas/admin.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Actor, AuditService } from '../audit/service.ts';

type ReportRow = typeof errorReports.$inferSelect;
type MessageRow = typeof contactMessages.$inferSelect;

const toReport = (row: ReportRow): ErrorReport => ({
  id: row.id,
  gameTitle: row.gameTitle,
  reportType: row.reportType,
  description: row.description,
  status: row.status,
  reviewNotes: row.reviewNotes,
  createdAt: row.createdAt.toISOString(),
});

const toMessage = (row: MessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  handled: row.handled,
  handledAt: row.handledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** What visitors tell the team: error reports and contact messages, and their handling. */
export function createInboxService(db: Database, audit: AuditService) {
  return {
    async reports(): Promise<ErrorReport[]> {
      const rows = await db.select().from(errorReports).orderBy(desc(errorReports.createdAt), desc(errorReports.id));
      return rows.map(toReport);
    },

    async updateReport(
      actor: Actor,
      id: number,
      change: { status: ReportRow['status']; reviewNotes?: string | null },
    ): Promise<ErrorReport> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(errorReports)
          .set({ status: change.status, reviewNotes: change.reviewNotes ?? null, updatedAt: new Date() })
          .where(eq(errorReports.id, id))
          .returning();
        if (!row) throw new NotFoundError('Error report not found');
        await audit.record(tx, actor, `error-report.${change.status}`, 'error-report', id, {
          gameTitle: row.gameTitle,
        });
        return toReport(row);
      });
    },

    async messages(): Promise<ContactMessage[]> {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      return rows.map(toMessage);
    },

    async updateMessage(actor: Actor, id: number, handled: boolean): Promise<ContactMessage> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(contactMessages)
          .set({ handled, handledAt: handled ? new Date() : null })
          .where(eq(contactMessages.id, id))
          .returning();
        if (!row) throw new NotFoundError('Message not found');
        await audit.record(tx, actor, handled ? 'message.handled' : 'message.reopened', 'message', id, {
          subject: row.subject,
        });
        return toMessage(row);
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
