import ipaddr from 'ipaddr.js';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';
import { TooManyRequestsError } from '../../common/http-errors.ts';
import { networkOf } from '../lib/network-of.ts';
import { hasCredentials, isShareable } from './shared-requests.ts';

/**
 * Every client gets a budget of requests on this process: a bucket holding ten seconds' worth that
 * refills at `perSecond`. A request beyond it is held for a second and then refused with 429, so
 * one client's flood (cache hits, junk query parameters, many connections) takes a small, fixed
 * share of the process whatever it sends, and everyone else keeps the rest. A request for a page or
 * list that carries a credential is rendered for it alone, never served from the shared copies,
 * so it costs `RENDERED_COST` requests of the budget: a signed-in admin still reads five pages a
 * second, a flood of made-up tokens or session cookies gets no more. A person reading pages, even
 * a whole office behind one address, stays far inside it.
 *
 * A client is an IPv4 address, or an IPv6 /64 (one home or server holds a whole /64). The machine's
 * own loopback addresses are not counted: health checks and load tests come from there, and a proxy
 * on the same machine must say who the client is (`TRUST_PROXY`). The budget guards this process's
 * time, so it is kept in the process: with several processes behind a balancer a client gets one
 * budget at each.
 */

/** How long a refused request waits before its answer: a flood from few connections slows to their count a second. */
const HOLD_MS = 1000;
/** Clients remembered at once; beyond it the longest-known are forgotten first. */
const MAX_CLIENTS = 100_000;
const SWEEP_EVERY_MS = 30_000;
/** What a render for one requester costs of the budget, against 1 for anything else: a cache hit costs a few per cent of a render. */
export const RENDERED_COST = 10;

interface Bucket {
  tokens: number;
  at: number;
}

export function createRequestBudget(perSecond: number, now: () => number = Date.now) {
  const capacity = perSecond * 10;
  const buckets = new Map<string, Bucket>();
  const refilled = (bucket: Bucket, at: number) =>
    Math.min(capacity, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);

  return {
    /** Spends `cost` requests of `client`'s budget; false, spending nothing, when there are not as many left. */
    take(client: string, cost = 1): boolean {
      const at = now();
      let bucket = buckets.get(client);
      if (!bucket) {
        if (buckets.size >= MAX_CLIENTS) buckets.delete(buckets.keys().next().value!);
        bucket = { tokens: capacity, at };
        buckets.set(client, bucket);
      }
      bucket.tokens = refilled(bucket, at);
      bucket.at = at;
      if (bucket.tokens < cost) return false;
      bucket.tokens -= cost;
      return true;
    },
    /** Forgets clients whose budget is whole again: they are as good as new. */
    sweep(): void {
      const at = now();
      for (const [client, bucket] of buckets) if (refilled(bucket, at) >= capacity) buckets.delete(client);
    },
    get size(): number {
      return buckets.size;
    },
  };
}

/** The client a request is counted as, or null for this machine's own loopback addresses. */
export function budgetClientOf(address: string): string | null {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.range() === 'loopback') return null;
  return parsed.kind() === 'ipv4' ? parsed.toString() : networkOf(parsed.toString());
}

export const requestBudgetPlugin = fp(
  async (app: FastifyInstance, options: { perSecond: number; trustProxy: boolean }) => {
    if (options.perSecond <= 0) return;
    const budget = createRequestBudget(options.perSecond);
    /** Clients told of in the log since the last sweep: a flood is one line, not one a request. */
    const logged = new Set<string>();
    let proxyTold = false;
    const sweeper = setInterval(() => {
      budget.sweep();
      logged.clear();
    }, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
    app.addHook('onRequest', async (request, reply) => {
      const client = budgetClientOf(request.ip);
      if (client === null) return;
      if (!options.trustProxy && !proxyTold && request.headers['x-forwarded-for'] !== undefined) {
        // Behind a proxy that is not trusted, every visitor counts as the proxy and shares one budget.
        proxyTold = true;
        request.log.warn(
          { client },
          'requests arrive with X-Forwarded-For but TRUST_PROXY is off: behind a proxy, every visitor counts as its address; set TRUST_PROXY',
        );
      }
      const cost = hasCredentials(request) && isShareable(request) ? RENDERED_COST : 1;
      if (budget.take(client, cost)) return;
      if (!logged.has(client) && logged.size < 1000) {
        logged.add(client);
        request.log.warn({ client }, 'a client is over its request budget: its requests are held and refused');
      }
      await sleep(HOLD_MS);
      reply.header('Retry-After', '1');
      throw new TooManyRequestsError('Too many requests from your address. Please wait a moment and try again.', 1);
    });
  },
);
