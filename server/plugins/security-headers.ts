import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The API reference's own policy: Swagger UI loads only its own script files, but styles itself
 * inline. @fastify/swagger-ui sends it on its routes in place of the pages' policy.
 */
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const NONCE_BYTES = 16;
/** Nonces drawn at a time: one call to the random source serves this many responses. */
const NONCES_PER_DRAW = 256;

/**
 * A fresh nonce for each response, 16 bytes of the system's secure random source. The bytes are
 * drawn for many nonces at once (one call instead of one per response) and each byte is used once.
 */
function nonceSource(): () => string {
  const pool = Buffer.allocUnsafe(NONCE_BYTES * NONCES_PER_DRAW);
  let next = pool.length;
  return () => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    const nonce = pool.toString('base64', next, next + NONCE_BYTES);
    next += NONCE_BYTES;
    return nonce;
  };
}

/**
 * Security headers from helmet, with a Content-Security-Policy whose script-src trusts only
 * scripts carrying this response's nonce (and, through 'strict-dynamic', what they load). The
 * nonce is made here, per response, and handed to React Router through the load context, so a
 * page kept in a cache can have its nonce replaced for each response.
 *
 * helmet's middleware is made once, here, and run on every request: @fastify/helmet made it again
 * for every request (reading and checking every directive each time), a tenth of the CPU of a
 * cached answer.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { production: boolean }) => {
  const nonces = new WeakMap<ServerResponse, string>();
  const newNonce = nonceSource();
  app.decorateReply('cspNonceValue', '');

  const scriptNonce = (_request: IncomingMessage, response: ServerResponse) => `'nonce-${nonces.get(response) ?? ''}'`;

  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [scriptNonce, "'strict-dynamic'", "'self'"],
        'script-src-attr': ["'none'"],
        // React and Radix set style attributes (positions, sizes); no stylesheet comes from elsewhere.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Covers are ours (/covers/…); captcha images and QR codes arrive as data: URLs, a chosen
        // cover's preview as a blob: URL. No image comes from anyone else's server.
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        // The development server's live reload talks over a WebSocket.
        'connect-src': options.production ? ["'self'"] : ["'self'", 'ws:', 'wss:'],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });

  app.addHook('onRequest', (request, reply, done) => {
    const nonce = newNonce();
    reply.cspNonceValue = nonce;
    nonces.set(reply.raw, nonce);
    reply.header('X-Request-Id', request.id);
    // Not among helmet's headers: no page of ours needs these browser features.
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
});

declare module 'fastify' {
  interface FastifyReply {
    /** This response's Content-Security-Policy nonce for scripts. */
    cspNonceValue: string;
  }
}
