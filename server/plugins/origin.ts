import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../../common/http-errors.ts';

/**
 * The origin a request is served as: canonical links, social tags, the sitemap and the feed are
 * written with it, and the response cache keeps answers by it. It never comes from an arbitrary
 * request: with SITE_URL set it is SITE_URL, and a request naming any other host is refused;
 * without it only loopback hosts are served, each as itself. Only the Host header counts
 * (X-Forwarded-Host is never read, whatever TRUST_PROXY says).
 */

/** Hosts a server without SITE_URL answers: this machine only, under any port. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `name[:port]` or `[v6]:port`: the only shapes of a Host header (RFC 9110 §7.2), lower-cased. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]{1,253})(?::(\d{1,5}))?$/;

export interface RequestHost {
  /** The host without its port, as the Host header names it (IPv6 in brackets). */
  hostname: string;
  /** `hostname[:port]`. */
  host: string;
}

export function parseHostHeader(header: string | undefined): RequestHost | null {
  if (typeof header !== 'string') return null;
  const match = HOST_HEADER.exec(header.toLowerCase());
  if (!match) return null;
  const port = match[2];
  if (port !== undefined && Number(port) > 65535) return null;
  return { hostname: match[1]!, host: port === undefined ? match[1]! : `${match[1]!}:${port}` };
}

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** `scheme://host[:port]` this request is answered as (SITE_URL's, or a loopback host's own). */
    siteOrigin: string;
  }
}

export const originPlugin = fp(async (app: FastifyInstance, options: { siteUrl?: string }) => {
  const site = options.siteUrl ? new URL(options.siteUrl) : undefined;
  app.decorateRequest('siteOrigin', '');

  const originOf = (request: FastifyRequest): string => {
    const host = parseHostHeader(request.headers.host);
    if (!host) throw new BadRequestError('The request has no valid Host header.', 'bad-host');
    if (site) {
      if (host.host !== site.host)
        throw new BadRequestError('This site is not served under that host.', 'unknown-host');
      return site.origin;
    }
    if (!isLoopbackHost(host.hostname)) {
      throw new BadRequestError(
        'This server answers only localhost until SITE_URL names the site it serves.',
        'unknown-host',
      );
    }
    // Our own socket says whether this hop is TLS; a proxy's X-Forwarded-Proto is not asked.
    const secure = 'encrypted' in request.raw.socket && request.raw.socket.encrypted === true;
    return `${secure ? 'https' : 'http'}://${host.host}`;
  };

  app.addHook('onRequest', async (request) => {
    request.siteOrigin = originOf(request);
  });
});

/** What the server says at start when it serves loopback hosts only. */
export const LOOPBACK_ONLY_NOTICE =
  'SITE_URL is not set: answering only localhost, 127.0.0.1 and [::1]; set SITE_URL to the public origin to serve anyone else';
