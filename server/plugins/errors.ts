import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../common/schemas/errors.ts';
import { HttpError } from '../../common/http-errors.ts';
import { isDatabaseBadInput, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../lib/database-errors.ts';

/** One error envelope for the whole API: `{ message, code?, errors? }`, never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const body: ApiError = { message: errors[0]?.message ?? 'Invalid input', errors };
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message, code: error.code, errors: error.errors };
      return reply.code(error.statusCode).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    if (isDatabaseBadInput(error)) {
      // A value the schemas let through but the database cannot hold; the schemas should catch it first.
      request.log.warn({ err: error }, 'database refused a value');
      return reply.code(400).send({ message: 'The request contains a value that cannot be stored.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.code(429).send({ message: error.message, code: 'too-many-requests' });
      return reply.code(status).send({ message: error.message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
});
