import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { captchaChallengeSchema, captchaCheckInputSchema, okSchema } from '../../../common/schemas/contributions.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { captcha } = app.services;

  app.get(
    '/captcha',
    {
      config: { rateLimit: RATE_LIMITS.captchaChallenges },
      schema: {
        tags: ['captcha'],
        summary: 'A new captcha challenge',
        description:
          'The picture of a 6-character code, case-sensitive. It expires after 10 minutes and is used up ' +
          'by the submission, error report or contact message it guards.',
        response: { 200: captchaChallengeSchema, 429: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return captcha.create();
    },
  );

  app.post(
    '/captcha/check',
    {
      config: { rateLimit: RATE_LIMITS.captchaChecks },
      schema: {
        tags: ['captcha'],
        summary: 'Check an answer without using the challenge up',
        description:
          'For live feedback while typing. Case-sensitive. A challenge answers at most 5 checks, and ' +
          'after 5 wrong answers it is spent; then every check answers false.',
        body: captchaCheckInputSchema,
        response: { 200: okSchema, 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ ok: await captcha.check(request.body.id, request.body.answer) }),
  );
};
