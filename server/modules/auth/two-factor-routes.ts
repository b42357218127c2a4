import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import {
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../common/schemas/auth.ts';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../../common/http-errors.ts';
import { withRetryAfter } from './retry-after.ts';
import { InvalidCodeError } from './two-factor.ts';

function signedInUser(request: FastifyRequest) {
  if (request.authProblem === 'user-disabled')
    throw new ForbiddenError('This account has been disabled.', 'user-disabled');
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * The signed-in user's own second factor. These routes stay open to an admin who has none yet even
 * when ADMIN_REQUIRE_2FA is on: it is how they turn it on.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor, auth } = app.services;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/auth/2fa',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the signed-in user has a second factor',
        response: { 200: twoFactorStatusSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { ...(await twoFactor.status(user.id)), required: app.requireTwoFactor && user.role === 'admin' };
    },
  );

  app.post(
    '/auth/2fa/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start turning on a second factor: a new TOTP secret and its QR code',
        description: 'The secret works once POST /api/auth/2fa/enable confirms it with a code. Already on: 409.',
        response: { 200: twoFactorSetupSchema, ...errors },
      },
    },
    async (request) => twoFactor.beginEnrolment(signedInUser(request).id),
  );

  app.post(
    '/auth/2fa/enable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the new secret with a code; answers ten recovery codes, shown once',
        description: 'A wrong code: 400 `invalid-two-factor-code`.',
        body: twoFactorCodeSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { recoveryCodes: await twoFactor.confirmEnrolment(user.id, request.body.code) };
    },
  );

  app.post(
    '/auth/2fa/disable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn the second factor off, with a current code',
        description:
          'A wrong code: 400 `invalid-two-factor-code` (throttled like sign-in). Refused with 409 ' +
          '`two-factor-required` for an admin while ADMIN_REQUIRE_2FA is on.',
        body: twoFactorCodeSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (app.requireTwoFactor && user.role === 'admin') {
        throw new ConflictError('Two-factor authentication is required for admins here.', 'two-factor-required');
      }
      if (!(await twoFactor.isEnabled(user.id))) {
        throw new ConflictError('Two-factor authentication is not on.', 'two-factor-disabled');
      }
      const ok = await withRetryAfter(reply, () => auth.checkSecondFactor(user.id, request.body.code, request.ip));
      if (!ok) throw new InvalidCodeError();
      await twoFactor.turnOff(user.id);
      return { success: true as const };
    },
  );
};
