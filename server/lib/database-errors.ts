/**
 * Sorting database failures by what the visitor should be told: the database being unreachable is
 * a 503 the client may retry, a value the database cannot store is the client's 400.
 */

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL: the server shut the session (admin, crash, shutdown), is starting, is full,
  // the database is gone or refuses connections.
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '53300',
  '3D000',
  '55000',
  // Node: the socket could not be opened or was lost.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres raises these without a code when a connection dies or the pool cannot hand one out.
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /client was closed and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

// Values PostgreSQL refuses to store or compare: NUL in text or jsonb, a lone surrogate escaped in
// jsonb, a number out of an integer column's range, text that is not a valid literal.
const BAD_INPUT_CODES = new Set(['22P05', '22021', '22003', '22P02', '22001', '22007', '22008', '2202E']);

/** The error and its causes, outermost first (Drizzle wraps the driver's error in `cause`). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the database could not be reached or dropped the connection: a 503 with Retry-After. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const { code, message } = link;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    // Drizzle's wrapper repeats the query and its parameters, which a visitor may have written.
    if (typeof message !== 'string' || message.startsWith('Failed query')) continue;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** True when the database refused a value the request carried: a 400. */
export function isDatabaseBadInput(error: unknown): boolean {
  for (const { code } of chain(error)) {
    if (typeof code === 'string' && BAD_INPUT_CODES.has(code)) return true;
  }
  return false;
}
