import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { csrfTokenSchema } from '../../common/schemas/security.ts';
import { ForbiddenError } from '../lib/errors.ts';

export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(`csrf:${value}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit anti-forgery token: the cookie and the X-CSRF-Token header must carry the same
 * value, and the value must bear our signature, so a cookie planted from elsewhere is worthless.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { secret: string; secure: boolean }) => {
  const issue = () => {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${sign(nonce, options.secret)}`;
  };
  const isValid = (token: string) => {
    const [nonce, signature] = token.split('.');
    return Boolean(nonce && signature && safeEqual(signature, sign(nonce, options.secret)));
  };

  app.decorate('issueCsrfToken', issue);

  // After sign-in checks (onRequest), so an anonymous admin call is told 401 first; before validation.
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie) || !isValid(header)) {
      throw new ForbiddenError('invalid csrf token', 'invalid-csrf-token');
    }
  });

  app.get(
    '/api/csrf-token',
    {
      schema: {
        tags: ['security'],
        summary: 'Issue an anti-forgery token (also set as a cookie)',
        response: { 200: csrfTokenSchema },
      },
    },
    async (_request, reply) => {
      const csrfToken = issue();
      reply.setCookie(CSRF_COOKIE, csrfToken, {
        path: '/',
        sameSite: 'strict',
        secure: options.secure,
        // Readable by the page's script, which copies it into the X-CSRF-Token header.
        httpOnly: false,
        maxAge: 60 * 60 * 24,
      });
      reply.header('Cache-Control', 'no-store');
      return { csrfToken };
    },
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    issueCsrfToken(): string;
  }
}
