import type { FastifyInstance, FastifyRequest } from 'fastify';
import { networkOf } from '../lib/network-of.ts';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

const TEN_MINUTES = 10 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
const ONE_DAY = 24 * ONE_HOUR;

/** Per-client limits on visitor writes; a route opts in with `config: { rateLimit: RATE_LIMITS.x }`. */
export const RATE_LIMITS = {
  submissions: { max: 5, timeWindow: TEN_MINUTES },
  errorReports: { max: 10, timeWindow: TEN_MINUTES },
  contact: { max: 5, timeWindow: TEN_MINUTES },
  /** Votes count by network (network-of.ts): 30 an hour in all, and 3 a day on any one game. */
  cozyRatings: { max: 30, timeWindow: ONE_HOUR, keyGenerator: (request: FastifyRequest) => networkOf(request.ip) },
  cozyRatingsPerGame: {
    max: 3,
    timeWindow: ONE_DAY,
    keyGenerator: (request: FastifyRequest) => `${networkOf(request.ip)}|game:${(request.params as { id: number }).id}`,
  },
  captchaChecks: { max: 60, timeWindow: TEN_MINUTES },
  captchaChallenges: { max: 60, timeWindow: TEN_MINUTES },
} as const;

/**
 * Registers @fastify/rate-limit without a global limit. The counts live in Redis when `redisUrl` is
 * set, so several server processes share them, and in memory otherwise. Over the limit: 429 with
 * Retry-After and the one error shape.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { redisUrl?: string; enabled?: boolean }) => {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // Without an offline queue a request never waits for Redis to come back: it is let through.
    const client = new Redis(options.redisUrl, { connectTimeout: 1000, enableOfflineQueue: false });
    client.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
    redis = client;
    if (client.status !== 'ready') {
      // Give Redis a moment at boot, so the first requests are counted; go on without it after that.
      const ready = await Promise.race([
        new Promise<boolean>((resolve) => client.once('ready', () => resolve(true))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
      ]);
      if (!ready) app.log.warn('rate-limit store not reachable at start; writes are not limited until it is');
    }
  }

  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'cozy-games:rate-limit:',
    // RATE_LIMITS=off (never in production) lets a test server take every request from one address.
    allowList: () => options.enabled === false,
    // A Redis outage must not take visitor writes down with it.
    skipOnError: Boolean(redis),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  });
});
