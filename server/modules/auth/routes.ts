import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { loginResponseSchema, loginSchema, meResponseSchema } from '../../../common/schemas/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { SESSION_COOKIE, sessionToken } from '../../plugins/auth.ts';
import { TooManySignInsError } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ secureCookies: boolean }> = async (app, options) => {
  const { auth } = app.services;

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Returns the user and a bearer token, and sets an HttpOnly session cookie. Wrong credentials: 401 ' +
          '`invalid-credential`; a disabled account: 403 `user-disabled`; repeated failures: 429 `too-many-requests`.',
        body: loginSchema,
        response: {
          200: loginResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const signedIn = await auth.signIn({
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        reply.setCookie(SESSION_COOKIE, signedIn.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secureCookies,
          expires: signedIn.expiresAt,
        });
        return { user: signedIn.user, token: signedIn.token, expiresAt: signedIn.expiresAt.toISOString() };
      } catch (error) {
        if (error instanceof TooManySignInsError) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session ends on the server',
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await auth.signOut(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: meResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (request.authProblem === 'user-disabled') {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        throw new HttpError(403, 'This account has been disabled.', 'user-disabled');
      }
      if (!request.user) throw new HttpError(401, 'Not signed in.', 'unauthenticated');
      return { user: request.user };
    },
  );
};
