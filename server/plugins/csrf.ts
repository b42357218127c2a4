import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import csrfProtection from '@fastify/csrf-protection';
import { csrfTokenSchema } from '../../common/schemas/security.ts';
import { ForbiddenError } from '../../common/http-errors.ts';

export const CSRF_SECRET_COOKIE = 'csrf-secret';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a token is bound to: the session that asked for it, or the absence of one. */
function tokenOwner(request: FastifyRequest): string {
  return request.sessionId ? `session:${request.sessionId}` : 'anonymous';
}

/**
 * A browser's write must come from our own pages. Fetch metadata decides when the browser sends it
 * (it cannot be set by a page); otherwise the Origin header must be ours; a client that sends
 * neither (curl, a server) is not a browser being tricked and passes to the token check.
 */
export function isSameOriginWrite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  return origin === undefined || origin === request.siteOrigin;
}

/**
 * A bearer token sent without any cookie cannot come from a forged browser request: a browser
 * never adds an Authorization header by itself, and a page of another site cannot set one for us.
 */
function isBearerClient(request: FastifyRequest): boolean {
  return request.headers.cookie === undefined && /^Bearer\s+\S/.test(request.headers.authorization ?? '');
}

/**
 * Anti-forgery tokens from @fastify/csrf-protection: a random secret in an HttpOnly cookie, and
 * tokens made from it with the session they were issued to mixed in (HMAC), so a token taken by
 * an anonymous visitor is worthless with an admin's session and the other way round.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { secret: string; secure: boolean }) => {
  await app.register(csrfProtection, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_SECRET_COOKIE,
    cookieOpts: { path: '/', sameSite: 'strict', httpOnly: true, secure: options.secure, signed: true },
    getToken: (request) => {
      const header = request.headers[CSRF_HEADER];
      return typeof header === 'string' ? header : undefined;
    },
    getUserInfo: tokenOwner,
    csrfOpts: { hmacKey: createHash('sha256').update(`csrf:${options.secret}`).digest('base64url') },
    logLevel: 'debug',
  });

  const verifyToken = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((resolve, reject) => {
      // The plugin answers a bad token itself; we turn that answer into our own error shape.
      const refusing = Object.create(reply, {
        send: { value: () => reject(new ForbiddenError('invalid csrf token', 'invalid-csrf-token')) },
      }) as FastifyReply;
      app.csrfProtection(request, refusing, () => resolve());
    });

  // After sign-in checks (onRequest), so an anonymous admin call is told 401 first; before validation.
  app.addHook('preValidation', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isBearerClient(request)) return;
    if (!isSameOriginWrite(request)) {
      throw new ForbiddenError('Cross-origin requests are not allowed.', 'cross-origin-request');
    }
    if (request.url.startsWith('/api/')) await verifyToken(request, reply);
  });

  app.get(
    '/api/csrf-token',
    {
      schema: {
        tags: ['security'],
        summary: 'Issue an anti-forgery token for this session',
        description:
          'Send it back in the X-CSRF-Token header of every write. It belongs to the session that asked ' +
          'for it (or to no session): fetch a new one after signing in or out.',
        response: { 200: csrfTokenSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { csrfToken: reply.generateCsrf({ userInfo: tokenOwner(request) }) };
    },
  );
});
