import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';
import { silentLogger, type Logger } from './logger.ts';

/**
 * One "the catalogue changed" signal for every process that serves the site, so each can drop
 * what it keeps of the catalogue (game lists, rendered pages) as soon as any of them writes.
 *
 * On PostgreSQL it travels by LISTEN/NOTIFY: `publish` sends a NOTIFY through the pool, and each
 * process LISTENs on a connection of its own that reconnects with backoff when it is lost. Because
 * a change may have gone by while that connection was down, subscribers are also called each time
 * it comes back, and when a first attempt that failed (or was cut before its LISTEN) finally holds. On the embedded database there is only ever one process, and the signal stays in
 * it. Local subscribers always run at once on `publish`.
 */
export interface CatalogueChanges {
  /** Tells every process, this one included, that the catalogue changed (by default: anything in it). Never throws. */
  publish(change?: CatalogueChange): void;
  /** Tells this process only: a change it found by itself, which every other process finds too. */
  noticed(): void;
  /** Calls `listener` on every change from any process, and after a lost LISTEN connection is back (changes may have been missed: then as a change of anything). Returns an unsubscribe function. */
  subscribe(listener: (change: CatalogueChange) => void): () => void;
  close(): Promise<void>;
}

/**
 * What changed: anything in the catalogue, or only the ratings of some games (a vote), which
 * leaves every answer that shows none of them as it was.
 */
export type CatalogueChange = { kind: 'any' } | { kind: 'ratings'; games: { id: number; slug: string }[] };

const ANY: CatalogueChange = { kind: 'any' };

/** A change as a NOTIFY payload (at most 8,000 bytes: a vote names one game), and back. */
function encodeChange(origin: string, change: CatalogueChange): string {
  if (change.kind === 'any') return origin;
  return `${origin}|ratings|${change.games.map((game) => `${game.id}:${game.slug}`).join(',')}`;
}

function decodeChange(payload: string): { origin: string; change: CatalogueChange } {
  const [origin = '', kind, list] = payload.split('|');
  if (kind !== 'ratings' || !list) return { origin, change: ANY };
  const games = list.split(',').map((item) => {
    const [id, slug] = item.split(':');
    return { id: Number(id), slug: slug ?? '' };
  });
  if (games.some((game) => !Number.isInteger(game.id) || !/^[a-z0-9-]+$/.test(game.slug)))
    return { origin, change: ANY };
  return { origin, change: { kind: 'ratings', games } };
}

export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** The LISTEN connection's application_name, which makes it easy to find in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'cozy-games-catalogue-listener';

export interface CatalogueChangesOptions {
  log?: Logger;
  /** Waits between reconnection attempts: from `min`, doubling up to `max` milliseconds. */
  reconnectDelayMs?: { min: number; max: number };
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

/** The signal within one process: the embedded database, and services built without a server. */
export function createLocalCatalogueChanges(options: CatalogueChangesOptions = {}): CatalogueChanges {
  const listeners = createListeners(options.log ?? silentLogger);
  return {
    publish: (change = ANY) => listeners.run(change),
    noticed: () => listeners.run(),
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}

export function createCatalogueChanges(
  database: DatabaseHandle,
  options: CatalogueChangesOptions = {},
): CatalogueChanges {
  if (database.kind !== 'postgres' || !database.url) return createLocalCatalogueChanges(options);

  const url = database.url;
  const log = options.log ?? silentLogger;
  const delays = options.reconnectDelayMs ?? { min: 250, max: 10_000 };
  const listeners = createListeners(log);
  // Our own NOTIFY comes back to us too; the local subscribers already ran for it.
  const origin = randomUUID();
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let delay = delays.min;
  // Set when an attempt fails or a connection is lost, even one lost before its LISTEN was
  // answered: changes may have gone by unheard, so the next LISTEN that holds calls subscribers.
  let mayHaveMissed = false;

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
      const heard = decodeChange(message.payload ?? '');
      if (heard.origin !== origin) listeners.run(heard.change);
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

  void listen();

  return {
    publish(change = ANY) {
      listeners.run(change);
      const payload = encodeChange(origin, change);
      database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${payload})`).catch((error: unknown) => {
        // The others' caches still expire on their own, and they clear them when their listener is back.
        log.warn({ err: error }, 'could not announce a catalogue change');
      });
    },
    noticed: () => listeners.run(),
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
