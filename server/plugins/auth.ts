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
export const authPlugin = fp(async (app: FastifyInstance, options: { auth: AuthService }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authProblem', null);

  app.addHook('onRequest', async (request) => {
    const token = sessionToken(request);
    if (!token) return;
    const result = await options.auth.authenticate(token);
    if (!result) return;
    if ('problem' in result) request.authProblem = result.problem;
    else request.user = result.user;
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    authProblem: 'user-disabled' | null;
  }
}
