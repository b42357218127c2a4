import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import {
  loginResponseSchema,
  loginSchema,
  loginSecondFactorSchema,
  meResponseSchema,
  signedInSchema,
} from '../../../common/schemas/auth.ts';
import { ForbiddenError, UnauthorizedError } from '../../../common/http-errors.ts';
import { SESSION_COOKIE, sessionToken } from '../../plugins/auth.ts';
import { issueChallenge, readChallenge, readDevice, setSignedInCookies } from './cookies.ts';
import type { SignedIn } from './service.ts';
import { withRetryAfter } from './retry-after.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

const answer = (signedIn: SignedIn) => ({
  user: signedIn.user,
  token: signedIn.token,
  expiresAt: signedIn.expiresAt.toISOString(),
});

export const authRoutes: FastifyPluginAsyncZod<{ secureCookies: boolean }> = async (app, options) => {
  const { auth } = app.services;

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Returns the user and a bearer token, and sets an HttpOnly session cookie. When the account has a ' +
          'second factor, answers `{ twoFactorRequired: true, challenge }` instead: complete with ' +
          'POST /api/auth/login/2fa. Wrong credentials: 401 `invalid-credential`; a disabled account: 403 ' +
          '`user-disabled`; too many failures: 429 `too-many-requests` with Retry-After. A browser the account ' +
          'signed in from before (its `device` cookie) has an allowance of its own.',
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
      const device = readDevice(request);
      const result = await withRetryAfter(reply, () =>
        auth.signIn({ ...request.body, ip: request.ip, userAgent: request.headers['user-agent'], device }),
      );
      if (result.kind === 'second-factor') {
        const deviceId = result.trustedDevice ? device?.id : undefined;
        return {
          twoFactorRequired: true as const,
          challenge: issueChallenge(app, { userId: result.userId, deviceId }),
        };
      }
      setSignedInCookies(request, reply, result.signedIn, options.secureCookies);
      return answer(result.signedIn);
    },
  );

  app.post(
    '/auth/login/2fa',
    {
      schema: {
        tags: ['auth'],
        summary: 'Complete a sign-in with a second-factor code',
        description:
          'The challenge from POST /api/auth/login and a code from the authenticator app (or a recovery code, ' +
          'which then is used up). A wrong code: 400 `invalid-two-factor-code`; an expired challenge: 401 ' +
          '`challenge-expired`; too many wrong codes: 429 `too-many-requests`.',
        body: loginSecondFactorSchema,
        response: {
          200: signedInSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const challenge = readChallenge(app, request.body.challenge);
      if (!challenge) {
        throw new UnauthorizedError('This sign-in has expired. Please enter your password again.', 'challenge-expired');
      }
      const signedIn = await withRetryAfter(reply, () =>
        auth.completeSecondFactor({
          userId: challenge.userId,
          challenge,
          code: request.body.code,
          scope: challenge.deviceId ? `device:${challenge.deviceId}` : 'unknown-browsers',
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      );
      setSignedInCookies(request, reply, signedIn, options.secureCookies);
      return answer(signedIn);
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
        throw new ForbiddenError('This account has been disabled.', 'user-disabled');
      }
      if (!request.user) throw new UnauthorizedError('Not signed in.');
      return { user: request.user };
    },
  );

  await app.register(twoFactorRoutes);
};
