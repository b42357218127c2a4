import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Time limits that stop a slow client from holding a connection: the headers must arrive within
 * `headersTimeoutMs` and the whole request, body included, within `requestTimeoutMs` (Node answers
 * 408 and closes the connection); a connection silent for as long as a whole request may take is
 * closed too. Node checks the limits every `connectionsCheckingInterval`, 30 s unless told, which
 * would let a short limit run far over; here it is a quarter of the shorter limit, at most 1 s.
 */
export function slowClientLimits(config: Pick<Config, 'requestTimeoutMs' | 'headersTimeoutMs'>): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const checkEvery = Math.max(25, Math.min(1000, Math.floor(config.headersTimeoutMs / 4)));
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: checkEvery,
    },
  };
}
