import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import { deliverDueEmails, enqueueEmail, LEASE_MS } from '../../server/modules/outbox/service.ts';
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

  it('holds no transaction or lock while the mail server is slow: other queries and writes go on', async () => {
    await enqueueEmail(database.db, email('slow@cozy.test'));
    let release = () => {};
    const sent: Email[] = [];
    const hangingMailer: Mailer = {
      send: (message) =>
        new Promise<void>((resolve) => {
          sent.push(message);
          release = resolve;
        }),
    };
    const delivery = deliverDueEmails(database.db, hangingMailer);
    while (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    // The mail server is mid-send. On the embedded database a held transaction would make every
    // one of these wait for it.
    const started = Date.now();
    await database.db.execute(sql`select count(*) from ${outbox}`);
    await database.db.transaction(async (tx) => enqueueEmail(tx, email('meanwhile@cozy.test')));
    await database.db.update(outbox).set({ lastError: null }).where(eq(outbox.recipient, 'meanwhile@cozy.test'));
    expect(Date.now() - started).toBeLessThan(1_000);

    // Another process's run skips the claimed email and sends only the other one.
    const other = recordingMailer();
    expect(await deliverDueEmails(database.db, other)).toBe(1);
    expect(other.sent.map((m) => m.to)).toEqual(['meanwhile@cozy.test']);

    release();
    expect(await delivery).toBe(1);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'slow@cozy.test'));
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row!.sentAt).not.toBeNull();
  });

  it('sends again with the same Message-ID after a crash mid-send, once the lease has run out', async () => {
    await enqueueEmail(database.db, email('crash@cozy.test'));
    const sentBeforeCrash: Email[] = [];
    // The process dies while the mail server has the email: the send never returns.
    const dying: Mailer = {
      send: (message) => {
        sentBeforeCrash.push(message);
        return new Promise<void>(() => {});
      },
    };
    void deliverDueEmails(database.db, dying);
    while (sentBeforeCrash.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    const tooSoon = recordingMailer();
    expect(await deliverDueEmails(database.db, tooSoon)).toBe(0);

    const afterLease = recordingMailer();
    expect(await deliverDueEmails(database.db, afterLease, new Date(Date.now() + LEASE_MS + 1_000))).toBe(1);
    expect(afterLease.sent.map((m) => m.messageId)).toEqual(sentBeforeCrash.map((m) => m.messageId));
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'crash@cozy.test'));
    expect(row).toMatchObject({ attempts: 2 });
    expect(row!.sentAt).not.toBeNull();
  });
});
