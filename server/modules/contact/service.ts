import type { Database } from '../../../db/client.ts';
import type { ContactData } from '../../../common/schemas/contributions.ts';
import type { GuardedWriteDeps } from '../captcha/service.ts';
import { insertContactMessage } from './queries.ts';

export function createContactService(db: Database, { captcha, log }: GuardedWriteDeps) {
  return {
    /** Stores the message once its captcha is used up; a honeypot stores nothing. */
    async create(input: ContactData): Promise<{ id: number }> {
      const { captchaId, captcha: answer, nickname, ...message } = input;
      if (nickname) {
        log.info({ honeypot: 'contact' }, 'honeypot filled in; contact message dropped');
        return { id: 0 };
      }
      return captcha.guard({ captchaId, captcha: answer }, (tx) => insertContactMessage(tx, message));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
