import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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

/**
 * Security headers from @fastify/helmet, with a Content-Security-Policy whose script-src trusts
 * only scripts carrying this response's nonce (and, through 'strict-dynamic', what they load).
 * The nonce is made here, per response, and handed to React Router through the load context, so
 * a page kept in a cache can have its nonce replaced for each response.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { production: boolean }) => {
  const nonces = new WeakMap<ServerResponse, string>();
  app.decorateReply('cspNonceValue', '');

  app.addHook('onRequest', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.cspNonceValue = nonce;
    nonces.set(reply.raw, nonce);
    reply.header('X-Request-Id', request.id);
    // Not among helmet's headers: no page of ours needs these browser features.
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
  });

  const nonceSource = (_request: unknown, response: ServerResponse) => `'nonce-${nonces.get(response) ?? ''}'`;

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [nonceSource, "'strict-dynamic'", "'self'"],
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
});

declare module 'fastify' {
  interface FastifyReply {
    /** This response's Content-Security-Policy nonce for scripts. */
    cspNonceValue: string;
  }
}
