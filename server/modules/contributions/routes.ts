import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import {
  contactInputSchema,
  createdSchema,
  errorReportInputSchema,
  submissionInputSchema,
  submissionSchema,
} from '../../../common/schemas/contributions.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';

/** Every visitor's write needs a solved captcha and the anti-forgery token; these are its failures. */
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema };

export const contributionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contributions } = app.services;

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
        response: { 201: submissionSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await contributions.submit(request.body)),
  );

  app.post(
    '/report-error',
    {
      config: { rateLimit: RATE_LIMITS.errorReports },
      schema: {
        tags: ['contributions'],
        summary: 'Report an error in a listing',
        description: 'Needs the anti-forgery token and a solved captcha. Stored as unreviewed.',
        body: errorReportInputSchema,
        response: { 201: createdSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await contributions.reportError(request.body)),
  );

  app.post(
    '/contact',
    {
      config: { rateLimit: RATE_LIMITS.contact },
      schema: {
        tags: ['contributions'],
        summary: 'Send the site a message',
        description: 'Needs the anti-forgery token and a solved captcha. The message is stored for the admins.',
        body: contactInputSchema,
        response: { 201: createdSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await contributions.sendMessage(request.body)),
  );
};
