import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { CAPTCHA_MISMATCH, type CaptchaChallenge } from '../../../common/schemas/contributions.ts';
import { FieldError } from '../../../common/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { drawCaptcha, randomAnswer } from './draw.ts';
import {
  checkChallenge,
  consumeChallenge,
  deleteStaleChallenges,
  insertChallenge,
  recordFailure,
  type ChallengeLimits,
} from './queries.ts';

export const CAPTCHA_LIMITS: ChallengeLimits = { ttlMinutes: 10, maxChecks: 5, maxFailures: 5 };

export interface CaptchaProof {
  captchaId: string;
  captcha: string;
}

export interface CaptchaOptions {
  /** Every new challenge gets this answer (tests and local runs only; refused in production). */
  fixedAnswer?: string;
}

export class CaptchaMismatchError extends FieldError {
  constructor() {
    super('captcha', CAPTCHA_MISMATCH, 'captcha-mismatch');
  }
}

export function createCaptchaService(db: Database, options: CaptchaOptions = {}) {
  return {
    async create(): Promise<CaptchaChallenge> {
      const id = randomBytes(16).toString('base64url');
      const answer = options.fixedAnswer ?? randomAnswer();
      await deleteStaleChallenges(db);
      await insertChallenge(db, id, answer, CAPTCHA_LIMITS);
      return { id, image: drawCaptcha(answer) };
    },

    /** Live feedback for the form; a few checks per challenge, after which it answers false. */
    async check(id: string, answer: string): Promise<boolean> {
      return checkChallenge(db, id, answer, CAPTCHA_LIMITS);
    },

    /**
     * Runs `write` in one transaction with using the challenge up, so a stored row always spent a
     * challenge and a failed write leaves it unspent. A missing, unknown, expired, used or wrong
     * captcha stores nothing and answers 400 on the `captcha` field.
     */
    async guard<T>(proof: CaptchaProof, write: (tx: Database) => Promise<T>): Promise<T> {
      const outcome = await db.transaction(async (tx) => {
        if (!(await consumeChallenge(tx, proof.captchaId, proof.captcha, CAPTCHA_LIMITS))) {
          return { passed: false as const };
        }
        return { passed: true as const, value: await write(tx) };
      });
      if (!outcome.passed) {
        await recordFailure(db, proof.captchaId);
        throw new CaptchaMismatchError();
      }
      return outcome.value;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** What a service whose writes a captcha guards needs. */
export interface GuardedWriteDeps {
  captcha: CaptchaService;
  log: Logger;
}
