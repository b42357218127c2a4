import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 10;

/** Retry after 1, 2, 4 … minutes, at most an hour. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** attempts) * 60_000;

export interface OutboxEmail {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
}

/** Queues an email in the caller's transaction: it goes out only if the change it announces commits. */
export async function enqueueEmail(tx: Database, email: OutboxEmail) {
  await tx.insert(outbox).values(email);
}

/**
 * Sends what is due. Each row is claimed with `for update skip locked`, so two processes never send
 * the same email, and marked sent in the same transaction; a crash mid-send leaves the row to be
 * tried again (with the same Message-ID).
 */
export async function deliverDueEmails(db: Database, mailer: Mailer, now?: Date): Promise<number> {
  // The database's own clock by default: rows get their times from it too.
  const due = now ? lte(outbox.nextAttemptAt, now) : lte(outbox.nextAttemptAt, sql`now()`);
  let sent = 0;
  for (let i = 0; i < BATCH; i++) {
    const delivered = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt), due, sql`${outbox.attempts} < ${MAX_ATTEMPTS}`))
        .orderBy(asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      try {
        await mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          messageId: `<outbox-${row.id}@cozygames.local>`,
        });
        await tx
          .update(outbox)
          .set({ sentAt: new Date(), attempts: row.attempts + 1 })
          .where(eq(outbox.id, row.id));
        return true;
      } catch (error) {
        await tx
          .update(outbox)
          .set({
            attempts: row.attempts + 1,
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
            nextAttemptAt: new Date((now ?? new Date()).getTime() + backoffMs(row.attempts + 1)),
          })
          .where(eq(outbox.id, row.id));
        return false;
      }
    });
    if (delivered === undefined) break;
    if (delivered) sent++;
  }
  return sent;
}

/** Polls the outbox while the server runs; `kick()` sends right after a change queued something. */
export function startOutboxWorker(
  db: Database,
  mailer: Mailer,
  onError: (error: unknown) => void,
  intervalMs = 30_000,
) {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= deliverDueEmails(db, mailer)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    kick: () => void run(),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
