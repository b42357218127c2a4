import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';
import { silentLogger, type Logger } from './logger.ts';

/**
 * The catalogue's one change feed. Every statement that changes the games, whoever runs it (this
 * server, another process, a script, psql), notifies the channel `catalogue_changed` from the
 * database's own triggers when its transaction commits (migration 0020); every process listens and
 * drops what it keeps of the catalogue (lists, counts, rendered pages).
 *
 * On PostgreSQL each process LISTENs on a connection of its own that reconnects with backoff when it
 * is lost; since changes may have gone by while it was down, subscribers are also told of a change
 * of anything each time it comes back, and when a first attempt that failed finally holds. The
 * embedded database delivers notifications in the process as each transaction commits.
 */
export interface CatalogueChanges {
  /**
   * Resolves once this process has heard every change committed before the call, so that a writer's
   * next read sees its own write (at most `catchUpMs`; at once on the embedded database).
   */
  caughtUp(): Promise<void>;
  /** Calls `listener` on every change. Returns an unsubscribe function. */
  subscribe(listener: (change: CatalogueChange) => void): () => void;
  close(): Promise<void>;
}

/**
 * What changed: anything in the catalogue, or only the ratings (or vote counts) of some games,
 * which leaves every answer that shows none of them as it was.
 */
export type CatalogueChange = { kind: 'any' } | { kind: 'ratings'; games: { id: number; slug: string }[] };

const ANY: CatalogueChange = { kind: 'any' };
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** A payload of our own that only marks a point in the feed (`caughtUp`). */
const MARK = 'mark|';

/** A trigger's payload: `any`, or `ratings|<id>:<slug>,…`. Anything else is a change of anything. */
export function decodeChange(payload: string): CatalogueChange {
  const [kind, list] = payload.split('|');
  if (kind !== 'ratings' || !list) return ANY;
  const games = list.split(',').map((item) => {
    const [id, slug] = item.split(':');
    return { id: Number(id), slug: slug ?? '' };
  });
  if (games.some((game) => !Number.isInteger(game.id) || !/^[a-z0-9-]+$/.test(game.slug))) return ANY;
  return { kind: 'ratings', games };
}

/** The LISTEN connection's application_name, which makes it easy to find in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'cozy-games-catalogue-listener';

export interface CatalogueChangesOptions {
  log?: Logger;
  /** Waits between reconnection attempts: from `min`, doubling up to `max` milliseconds. */
  reconnectDelayMs?: { min: number; max: number };
  /** The longest `caughtUp` waits for its mark to come back. */
  catchUpMs?: number;
}

/** Subscribers, each called in turn; one that throws is logged and does not stop the others. */
function createListeners(log: Logger) {
  const listeners = new Set<(change: CatalogueChange) => void>();
  return {
    add(listener: (change: CatalogueChange) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    run(change: CatalogueChange = ANY) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          log.warn({ err: error }, 'a catalogue change subscriber failed');
        }
      }
    },
  };
}

/** A feed that hears nothing: services built without a database of their own to listen to. */
export function createSilentCatalogueChanges(): CatalogueChanges {
  return { caughtUp: async () => {}, subscribe: () => () => {}, close: async () => {} };
}

export function createCatalogueChanges(
  database: DatabaseHandle,
  options: CatalogueChangesOptions = {},
): CatalogueChanges {
  const log = options.log ?? silentLogger;
  const listeners = createListeners(log);
  if (database.kind === 'postgres' && database.url) return listenOnPostgres(database, listeners, options);
  if (!database.listen) return createSilentCatalogueChanges();
  const stopping = database.listen(CATALOGUE_CHANNEL, (payload) => listeners.run(decodeChange(payload)));
  return {
    // Heard as each transaction commits, before the writer goes on.
    caughtUp: async () => {},
    subscribe: (listener) => listeners.add(listener),
    async close() {
      await (await stopping.catch(() => null))?.().catch(() => {});
    },
  };
}

function listenOnPostgres(
  database: DatabaseHandle,
  listeners: ReturnType<typeof createListeners>,
  options: CatalogueChangesOptions,
): CatalogueChanges {
  const url = database.url!;
  const log = options.log ?? silentLogger;
  const delays = options.reconnectDelayMs ?? { min: 250, max: 10_000 };
  const catchUpMs = options.catchUpMs ?? 2_000;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let delay = delays.min;
  // Set when an attempt fails or a connection is lost, even one lost before its LISTEN was
  // answered: changes may have gone by unheard, so the next LISTEN that holds calls subscribers.
  let mayHaveMissed = false;
  /** Marks sent by `caughtUp`, waiting to come back. */
  const marks = new Map<string, () => void>();

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void listen();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, delays.max);
  };

  const listen = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: 3_000,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      mayHaveMissed = true;
      if (client === next) client = undefined;
      if (!closed) log.warn({ err: error }, 'catalogue change listener lost its connection; reconnecting');
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel !== CATALOGUE_CHANNEL) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(MARK)) marks.get(payload)?.();
      else listeners.run(decodeChange(payload));
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (closed || lost) {
      void next.end().catch(() => {});
      return;
    }
    client = next;
    delay = delays.min;
    if (mayHaveMissed) {
      mayHaveMissed = false;
      log.info({}, 'catalogue change listener reconnected');
      listeners.run();
    }
  };

  // A process just started waits for its first attempt before it claims to have caught up.
  const firstAttempt = listen();

  return {
    /**
     * Notifications reach a listener in the order their transactions committed: a mark sent now
     * comes back after every change committed before it.
     */
    async caughtUp() {
      if (!client) await firstAttempt;
      if (!client) return;
      const mark = `${MARK}${randomUUID()}`;
      let timeout: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve) => {
        marks.set(mark, resolve);
        timeout = setTimeout(resolve, catchUpMs);
      });
      try {
        await database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${mark})`);
        await back;
      } catch (error) {
        log.warn({ err: error }, 'could not follow the catalogue change feed');
      } finally {
        clearTimeout(timeout);
        marks.delete(mark);
      }
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
