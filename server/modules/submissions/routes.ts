import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { submissionInputSchema, submissionSchema } from '../../../common/schemas/contributions.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';

export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { submissions } = app.services;

  app.post(
    '/submissions',
    {
      config: { rateLimit: RATE_LIMITS.submissions },
      schema: {
        tags: ['contributions'],
        summary: 'Submit a game for review',
        description:
          'Needs the anti-forgery token and a solved captcha (captchaId, captcha). Features are trimmed and ' +
          'blank ones dropped. The submission is stored as pending until an admin reviews it.',
        body: submissionInputSchema,
        response: {
          201: submissionSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await submissions.create(request.body)),
  );
};
