import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../common/schemas/auth.ts';
import type { AuthService } from '../modules/auth/service.ts';

export const SESSION_COOKIE = 'session';

export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE];
}

/** Reads the session cookie or bearer token on every request and puts the user on `request.user`. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { auth: AuthService; requireTwoFactor?: boolean }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authProblem', null);
    app.decorateRequest('sessionId', null);
    app.decorate('requireTwoFactor', options.requireTwoFactor ?? false);

    app.addHook('onRequest', async (request) => {
      const token = sessionToken(request);
      if (!token) return;
      const result = await options.auth.authenticate(token);
      if (!result) return;
      if ('problem' in result) request.authProblem = result.problem;
      else {
        request.user = result.user;
        request.sessionId = result.sessionId;
      }
    });
  },
);

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    authProblem: 'user-disabled' | null;
    /** The stored id of the signed-in session (anti-forgery tokens are bound to it). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** ADMIN_REQUIRE_2FA: admins must have a second factor before using the admin area. */
    requireTwoFactor: boolean;
  }
}
