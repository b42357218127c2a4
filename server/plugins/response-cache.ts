import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueChange } from '../lib/catalogue-changes.ts';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { gzipWithNonce, plainWithNonce, prepareNoncePage, type NoncePage } from '../lib/nonce-gzip.ts';
import negotiate from '@fastify/accept-negotiator';
import { hasCredentials, PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL, sharedRequest } from './shared-requests.ts';

/**
 * Anonymous visitors all see the same catalogue, so the answers to their GETs of catalogue pages,
 * their `.data` twins and the public game API are kept in memory by normalised URL, bounded in
 * bytes, compressed well once per encoding when asked again, and answered with an ETag (304 when
 * the browser has it).
 * Any catalogue change clears everything at once (`subscribe`), in every process; a burst of
 * requests for one URL that is not cached yet renders it once (single flight).
 *
 * An answer is kept when its URL was asked for before (or when other requests waited for it):
 * most of a crowd's URLs (a search, a page of a filtered list) are asked for once, and keeping
 * each of them only pushed out answers that are asked for again, at the cost of storing and
 * collecting them.
 *
 * Signed-in requests never touch the cache and are marked `private, no-store`.
 */

export interface ResponseCacheOptions {
  /** Upper bound of the cache in bytes (bodies and their compressed variants). */
  maxBytes: number;
  /** A parameter every answer is also told apart by (shared-requests.ts): measuring only. */
  keyParam?: string;
  /** Calls `listener` whenever the catalogue changed, in this process or another. */
  subscribe(listener: (change: CatalogueChange) => void): () => void;
}

/**
 * Whether a kept answer may show one of these games' ratings: it names one of them (a game's
 * slug stands in every card's link, every JSON game and every page's data), or it is ordered by
 * rating, where a vote can move any game in or out.
 */
function mayShowRatingOf(key: string, entry: Entry, slugs: string[]): boolean {
  if (/[?&]sort=rating(?:&|$)/.test(key)) return true;
  return slugs.some((slug) => entry.body.includes(`"${slug}"`) || entry.body.includes(`/game/${slug}"`));
}

/** A safety net only: every change clears the cache long before this. */
const MAX_AGE_MS = 10 * 60 * 1000;
/** URLs remembered as asked for (keys only, about 200 bytes each). */
const REMEMBERED_URLS = 20_000;

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  status: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  /** The script nonce the page was rendered with, replaced by each response's own when sent. */
  nonce?: string;
  /** The page cut at its nonces, each stretch compressed once: made when it is first asked again. */
  noncePage?: NoncePage;
  /** Headers of the answer itself that every copy carries (the list's total, say). */
  headers: Record<string, string>;
}

/** The answer's own headers a kept copy repeats; the rest belong to each response. */
const KEPT_HEADERS = ['x-total-count', 'x-robots-tag', 'link', 'content-language'];

/** The encoding the request prefers by its Accept-Encoding, weights and `q=0` honoured. */
function preferredEncoding(request: FastifyRequest): Encoding {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return 'identity';
  return negotiate(accepted, ['br', 'gzip']) ?? 'identity';
}

function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && negotiate(accepted, ['gzip']) === 'gzip';
}

/**
 * A kept page with a nonce, with this response's nonce: gzip built from the page's stretches
 * compressed once (nonce-gzip.ts), so a page asked again and again is not compressed again each
 * time; brotli only for a browser that takes nothing else.
 */
function sendNoncePage(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  keptNonce: string,
  nonce: string,
): FastifyReply {
  entry.noncePage ??= prepareNoncePage(entry.body, keptNonce);
  const encoding = preferredEncoding(request);
  if (encoding === 'identity') return reply.send(plainWithNonce(entry.noncePage, nonce));
  if (acceptsGzip(request)) {
    return reply.header('Content-Encoding', 'gzip').send(gzipWithNonce(entry.noncePage, nonce));
  }
  return reply.header('Content-Encoding', 'br').send(encodeOnce(plainWithNonce(entry.noncePage, nonce), 'br'));
}

/**
 * Compresses a body sent once (a first answer, or a page with this response's nonce): the fastest
 * settings that still compress well. Brotli's quality 1 takes about 60% of quality 2's time on a
 * list of 12 games and under half on a page, for 4 to 9% more bytes; a crowd's lists and pages are
 * mostly asked once, so this is most of what they are sent as.
 */
function encodeOnce(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    // Told the size, brotli sets up only as much state as the body needs.
    const params = { [zlib.BROTLI_PARAM_QUALITY]: 1, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length };
    return brotliCompressSync(body, { params });
  }
  if (encoding === 'gzip') return gzipSync(body, { level: 2 });
  return body;
}

function encode(entry: Entry, encoding: Encoding): Buffer {
  if (encoding === 'identity') return entry.body;
  let encoded = entry.encoded[encoding];
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.body, { level: 6 });
    entry.encoded[encoding] = encoded;
  }
  return encoded;
}

function entrySize(entry: Entry): number {
  // A page with a nonce gets its compressed stretches later, about a quarter of its size.
  const stretches = entry.nonce ? Math.ceil(entry.body.length / 4) : 0;
  return entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0) + stretches + 256;
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
}

async function toBuffer(payload: unknown): Promise<Buffer | null> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks);
  }
  return null;
}

/** Sends an entry in the encoding the request prefers, or 304 when the browser holds it already. */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply
    .code(entry.status)
    .header('Content-Type', entry.contentType)
    .header('Cache-Control', entry.cacheControl)
    .header('ETag', entry.etag)
    .header('Vary', 'Accept-Encoding')
    .header('X-Cache', 'hit')
    .headers(entry.headers);
  if (matchesEtag(request, entry.etag)) return notModified(reply);
  const nonce = reply.cspNonceValue;
  if (entry.nonce && nonce) return sendNoncePage(request, reply, entry, entry.nonce, nonce);
  const encoding = preferredEncoding(request);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(encode(entry, encoding));
}

/**
 * 304: the browser keeps the body it has, and with it the policy that came with that body. This
 * response's policy names another nonce, so it is left out rather than replace the stored one.
 */
function notModified(reply: FastifyReply): FastifyReply {
  reply.removeHeader('Content-Security-Policy');
  return reply.code(304).send();
}

declare module 'fastify' {
  interface FastifyRequest {
    sharedCache: { key: string; generation: number; keep: () => boolean; done: () => void } | null;
  }
}

export const responseCachePlugin = fp(async (app: FastifyInstance, options: ResponseCacheOptions) => {
  const cache = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: entrySize,
    ttl: MAX_AGE_MS,
  });
  /** Renders under way, by key: later requests for the same URL wait for the first. */
  const inFlight = new Map<string, { rendered: Promise<void>; waiting: number }>();
  /**
   * URLs asked for lately: an answer is kept when its URL was asked for before. They outlive a
   * catalogue change, so a popular page is kept again at its first render after one.
   */
  const asked = new LRUCache<string, true>({ max: REMEMBERED_URLS });
  // A render that began before a change must not be kept after it.
  let generation = 0;
  const unsubscribe = options.subscribe((change) => {
    generation++;
    if (change.kind === 'any') return cache.clear();
    // A vote: only what shows that game's rating goes; every other page stays.
    const slugs = change.games.map((game) => game.slug);
    const stale: string[] = [];
    cache.forEach((entry, key) => {
      if (mayShowRatingOf(key, entry, slugs)) stale.push(key);
    });
    for (const key of stale) cache.delete(key);
  });
  app.addHook('onClose', async () => unsubscribe());
  app.decorateRequest('sharedCache', null);

  app.addHook('onRequest', async (request, reply) => {
    if (hasCredentials(request)) return;
    const shared = sharedRequest(request, options.keyParam);
    if (shared === null) return;
    const { key } = shared;
    // The page is rendered from the parameters it reads, so a junk one cannot change what is kept.
    if (shared.cleanUrl !== null) request.raw.url = shared.cleanUrl;
    let entry = cache.get(key);
    const underWay = entry ? undefined : inFlight.get(key);
    if (underWay) {
      underWay.waiting++;
      await underWay.rendered;
      entry = cache.get(key);
    }
    if (entry) return sendEntry(request, reply, entry);
    let done = () => {};
    const render = { rendered: new Promise<void>((resolve) => (done = resolve)), waiting: 0 };
    inFlight.set(key, render);
    request.sharedCache = {
      key,
      generation,
      keep: () => {
        const again = asked.has(key) || render.waiting > 0;
        asked.set(key, true);
        return again;
      },
      done: () => {
        if (inFlight.get(key) === render) inFlight.delete(key);
        done();
      },
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const shared = request.sharedCache;
    if (!shared) {
      if (hasCredentials(request) && !reply.hasHeader('Cache-Control'))
        reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    const status = reply.statusCode;
    const contentType = reply.getHeader('Content-Type');
    if (status !== 200 || reply.hasHeader('Set-Cookie') || typeof contentType !== 'string') {
      shared.done();
      return payload;
    }
    const body = await toBuffer(payload);
    if (body === null) {
      shared.done();
      return payload;
    }
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const cacheControl = (reply.getHeader('Cache-Control') as string | undefined) ?? SHARED_CACHE_CONTROL;
    const nonce = reply.cspNonceValue;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const entry: Entry = { status, contentType, cacheControl, etag, body, encoded: {}, headers };
    if (nonce && body.includes(nonce)) entry.nonce = nonce;
    const encoding = preferredEncoding(request);
    // Most answers of a crowd are asked once: the first copy is compressed fast, and only an answer
    // asked again is compressed well, once, and kept that way (`encode`).
    const sent = encodeOnce(body, encoding);
    if (shared.keep() && shared.generation === generation) cache.set(shared.key, entry);
    shared.done();
    reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Vary', 'Accept-Encoding');
    reply.header('X-Cache', 'miss');
    if (matchesEtag(request, etag)) {
      reply.removeHeader('Content-Security-Policy');
      reply.code(304);
      return '';
    }
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    reply.removeHeader('Content-Length');
    return sent;
  });

  // A request that ends without sending (an error before onSend, a dropped connection) frees its waiters.
  app.addHook('onResponse', async (request) => request.sharedCache?.done());
  app.addHook('onRequestAbort', async (request) => request.sharedCache?.done());
});
