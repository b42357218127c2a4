import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import { deliverDueEmails, enqueueEmail } from '../../server/modules/outbox/service.ts';
import type { Email, Mailer } from '../../server/modules/outbox/mailer.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function recordingMailer(failTimes = 0): Mailer & { sent: Email[] } {
  let failures = failTimes;
  const sent: Email[] = [];
  return {
    sent,
    async send(email) {
      if (failures > 0) {
        failures--;
        throw new Error('SMTP server unavailable');
      }
      sent.push(email);
    },
  };
}

const email = (to: string) => ({ kind: 'test', recipient: to, subject: 'Hello', body: 'A gentle note.' });

describe('the email outbox', () => {
  it('sends each queued email once', async () => {
    await enqueueEmail(database.db, email('once@cozy.test'));
    const mailer = recordingMailer();
    expect(await deliverDueEmails(database.db, mailer)).toBe(1);
    expect(await deliverDueEmails(database.db, mailer)).toBe(0);
    expect(mailer.sent.map((m) => m.to)).toEqual(['once@cozy.test']);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'once@cozy.test'));
    expect(row!.sentAt).not.toBeNull();
  });

  it('keeps an email whose sending failed and tries again later, with the same Message-ID', async () => {
    await enqueueEmail(database.db, email('retry@cozy.test'));
    const mailer = recordingMailer(1);
    expect(await deliverDueEmails(database.db, mailer)).toBe(0);
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'retry@cozy.test'));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: 'SMTP server unavailable' });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    expect(await deliverDueEmails(database.db, mailer, new Date(Date.now() + 5 * 60_000))).toBe(1);
    expect(mailer.sent[0]!.messageId).toBe(`<outbox-${failed!.id}@cozygames.local>`);
  });

  it('survives a restart: what was queued before is sent by the next process', async () => {
    await enqueueEmail(database.db, email('restart@cozy.test'));
    // A new mailer stands for a new process; the queue lives in the database.
    const afterRestart = recordingMailer();
    expect(await deliverDueEmails(database.db, afterRestart)).toBe(1);
    expect(afterRestart.sent.map((m) => m.to)).toEqual(['restart@cozy.test']);
  });
});
