import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
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

/**
 * The limits are for a client sending its request. Once it has arrived, the answer takes what it
 * takes (a cover's renditions may wait their turn), so the connection's idle limit is off while
 * the handler works and back on after the answer: a change that was committed is answered.
 */
export function answerOnceArrived(app: FastifyInstance, idleTimeoutMs: number): void {
  // A request injected in a test has a stand-in socket without timers.
  const setIdleLimit = (request: FastifyRequest, ms: number) => {
    const socket = request.raw.socket as Partial<Socket> | undefined;
    if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
  };
  app.addHook('preHandler', async (request) => setIdleLimit(request, 0));
  app.addHook('onResponse', async (request) => setIdleLimit(request, idleTimeoutMs));
}
