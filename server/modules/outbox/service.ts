import type { Database } from '../../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { claimDueEmail, insertEmail, markSent, recordFailedAttempt } from './queries.ts';

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
  await insertEmail(tx, email);
}

/**
 * How long a claimed email belongs to the process that claimed it. Longer than the mailer may take
 * (its timeouts add up to well under a minute), so a slow send is never picked up twice; after a
 * crash the email is due again once the lease runs out.
 */
export const LEASE_MS = 2 * 60_000;

/**
 * Sends what is due, one email at a time: claim it (a short statement), send it with no transaction
 * or lock held, then mark it sent. A crash between the send and the mark sends it once more after
 * the lease, with the same Message-ID; an email is never lost.
 */
export async function deliverDueEmails(db: Database, mailer: Mailer, now?: Date): Promise<number> {
  let sent = 0;
  for (let i = 0; i < BATCH; i++) {
    // Claimed with a lease: the row's next attempt moves past the send, so no other process takes
    // it meanwhile, and the attempt is counted now, so an email that crashes the sender cannot be
    // retried forever.
    const row = await claimDueEmail(db, { maxAttempts: MAX_ATTEMPTS, leaseMs: LEASE_MS, now });
    if (!row) break;
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        messageId: `<outbox-${row.id}@cozygames.local>`,
      });
    } catch (error) {
      await recordFailedAttempt(db, row.id, {
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        nextAttemptAt: new Date((now ?? new Date()).getTime() + backoffMs(row.attempts)),
      });
      continue;
    }
    await markSent(db, row.id);
    sent++;
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
