import type { Database } from '../../../db/client.ts';
import type { ErrorReportData } from '../../../common/schemas/contributions.ts';
import type { GuardedWriteDeps } from '../captcha/service.ts';
import { insertErrorReport } from './queries.ts';

export function createErrorReportsService(db: Database, { captcha, log }: GuardedWriteDeps) {
  return {
    /** Stores the report as unreviewed once its captcha is used up; a honeypot stores nothing. */
    async create(input: ErrorReportData): Promise<{ id: number }> {
      const { captchaId, captcha: answer, nickname, ...report } = input;
      if (nickname) {
        log.info({ honeypot: 'error-report' }, 'honeypot filled in; error report dropped');
        return { id: 0 };
      }
      return captcha.guard({ captchaId, captcha: answer }, (tx) => insertErrorReport(tx, report));
    },
  };
}

export type ErrorReportsService = ReturnType<typeof createErrorReportsService>;
