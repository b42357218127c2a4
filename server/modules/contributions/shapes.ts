import type { ContactMessage, ErrorReport } from '../../../common/schemas/admin.ts';
import type { Submission } from '../../../common/schemas/contributions.ts';
import type { MessageRow, ReportRow, SubmissionRow } from './queries.ts';

/** Rows as the API answers with them: dates as ISO strings, nothing internal. */

export function toSubmission(row: SubmissionRow): Submission {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export const toReport = (row: ReportRow): ErrorReport => ({
  id: row.id,
  gameTitle: row.gameTitle,
  reportType: row.reportType,
  description: row.description,
  status: row.status,
  reviewNotes: row.reviewNotes,
  createdAt: row.createdAt.toISOString(),
});

export const toMessage = (row: MessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  handled: row.handled,
  handledAt: row.handledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
