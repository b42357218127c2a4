import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { contactInputSchema, createdSchema } from '../../../common/schemas/contributions.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact } = app.services;

  app.post(
    '/contact',
    {
      config: { rateLimit: RATE_LIMITS.contact },
      schema: {
        tags: ['contributions'],
        summary: 'Send the site a message',
        description: 'Needs the anti-forgery token and a solved captcha. The message is stored for the admins.',
        body: contactInputSchema,
        response: {
          201: createdSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await contact.create(request.body)),
  );
};
