import type { Database } from '../../../db/client.ts';
import type { ContactMessage, ErrorReport } from '../../../common/schemas/admin.ts';
import type {
  ContactData,
  ErrorReportData,
  Submission,
  SubmissionData,
} from '../../../common/schemas/contributions.ts';
import { NotFoundError } from '../../../common/http-errors.ts';
import { releaseYearOf } from '../../../common/game-fields.ts';
import { lifeFactsOrUnknown } from '../../../common/life-facts.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { GuardedWriteDeps } from '../captcha/service.ts';
import {
  insertContactMessage,
  insertErrorReport,
  insertSubmission,
  selectContactMessages,
  selectErrorReports,
  updateContactMessage,
  updateErrorReport,
  type ReportRow,
} from './queries.ts';
import { toMessage, toReport, toSubmission } from './shapes.ts';

interface GuardedInput {
  captchaId: string;
  captcha: string;
  nickname?: string;
}

/** How the log names what a filled-in honeypot dropped. */
const DROPPED = { submission: 'submission', 'error-report': 'error report', contact: 'contact message' } as const;

export interface ContributionsDeps extends GuardedWriteDeps {
  audit: AuditService;
}

/**
 * What visitors send in (games to review, error reports, messages) and the admins' inbox of it.
 * Every visitor's write is stored once its captcha is used up; a filled-in honeypot gets the same
 * answer without anything being stored, so a bot learns nothing.
 */
export function createContributionsService(db: Database, { captcha, log, audit }: ContributionsDeps) {
  async function guarded<I extends GuardedInput, T>(
    kind: keyof typeof DROPPED,
    input: I,
    store: (tx: Database, fields: Omit<I, keyof GuardedInput>) => Promise<T>,
    dropped: (fields: Omit<I, keyof GuardedInput>) => T,
  ): Promise<T> {
    const { captchaId, captcha: answer, nickname, ...fields } = input;
    if (nickname) {
      log.info({ honeypot: kind }, `honeypot filled in; ${DROPPED[kind]} dropped`);
      return dropped(fields);
    }
    return captcha.guard({ captchaId, captcha: answer }, (tx) => store(tx, fields));
  }

  return {
    /** Stores a visitor's game as a pending submission. */
    async submit(input: SubmissionData): Promise<Submission> {
      const row = await guarded('submission', input, insertSubmission, (submission) => ({
        ...submission,
        releaseYear: releaseYearOf(submission)!,
        releaseDate: submission.releaseDate ?? null,
        failState: submission.failState ?? null,
        timePressure: submission.timePressure ?? null,
        length: submission.length ?? null,
        playModes: submission.playModes ?? [],
        ...lifeFactsOrUnknown(submission),
        id: 0,
        status: 'pending' as const,
        reviewNotes: null,
        createdAt: new Date(),
      }));
      return toSubmission(row);
    },

    /** Stores an error report as unreviewed. */
    reportError: (input: ErrorReportData): Promise<{ id: number }> =>
      guarded('error-report', input, insertErrorReport, () => ({ id: 0 })),

    /** Stores a message for the admins. */
    sendMessage: (input: ContactData): Promise<{ id: number }> =>
      guarded('contact', input, insertContactMessage, () => ({ id: 0 })),

    async reports(): Promise<ErrorReport[]> {
      return (await selectErrorReports(db)).map(toReport);
    },

    async updateReport(
      actor: Actor,
      id: number,
      change: { status: ReportRow['status']; reviewNotes?: string | null },
    ): Promise<ErrorReport> {
      return db.transaction(async (tx) => {
        const row = await updateErrorReport(tx, id, change);
        if (!row) throw new NotFoundError('Error report not found');
        await audit.record(tx, actor, `error-report.${change.status}`, 'error-report', id, {
          gameTitle: row.gameTitle,
        });
        return toReport(row);
      });
    },

    async messages(): Promise<ContactMessage[]> {
      return (await selectContactMessages(db)).map(toMessage);
    },

    async updateMessage(actor: Actor, id: number, handled: boolean): Promise<ContactMessage> {
      return db.transaction(async (tx) => {
        const row = await updateContactMessage(tx, id, handled);
        if (!row) throw new NotFoundError('Message not found');
        await audit.record(tx, actor, handled ? 'message.handled' : 'message.reopened', 'message', id, {
          subject: row.subject,
        });
        return toMessage(row);
      });
    },
  };
}

export type ContributionsService = ReturnType<typeof createContributionsService>;
