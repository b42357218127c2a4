import type { Database } from '../../../db/client.ts';
import type { Submission, SubmissionData } from '../../../common/schemas/contributions.ts';
import type { GuardedWriteDeps } from '../captcha/service.ts';
import { insertSubmission, type SubmissionRow } from './queries.ts';

export function toSubmission(row: SubmissionRow): Submission {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function createSubmissionsService(db: Database, { captcha, log }: GuardedWriteDeps) {
  return {
    /**
     * Stores a visitor's game as a pending submission once its captcha is used up. A filled-in
     * honeypot gets the same answer without anything being stored, so a bot learns nothing.
     */
    async create(input: SubmissionData): Promise<Submission> {
      const { captchaId, captcha: answer, nickname, ...submission } = input;
      if (nickname) {
        log.info({ honeypot: 'submission' }, 'honeypot filled in; submission dropped');
        return toSubmission({
          ...submission,
          failState: submission.failState ?? null,
          timePressure: submission.timePressure ?? null,
          length: submission.length ?? null,
          playModes: submission.playModes ?? [],
          id: 0,
          status: 'pending',
          reviewNotes: null,
          createdAt: new Date(),
        });
      }
      const row = await captcha.guard({ captchaId, captcha: answer }, (tx) => insertSubmission(tx, submission));
      return toSubmission(row);
    },
  };
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
