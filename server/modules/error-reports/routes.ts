import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { createdSchema, errorReportInputSchema } from '../../../common/schemas/contributions.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';

export const errorReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { errorReports } = app.services;

  app.post(
    '/report-error',
    {
      config: { rateLimit: RATE_LIMITS.errorReports },
      schema: {
        tags: ['contributions'],
        summary: 'Report an error in a listing',
        description: 'Needs the anti-forgery token and a solved captcha. Stored as unreviewed.',
        body: errorReportInputSchema,
        response: {
          201: createdSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await errorReports.create(request.body)),
  );
};
