import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../common/schemas/errors.ts';
import { HttpError } from '../lib/errors.ts';

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return (
    (typeof code === 'string' && CONNECTION_ERRORS.has(code)) ||
    (typeof cause?.code === 'string' && CONNECTION_ERRORS.has(cause.code))
  );
}

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
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ message: 'The service is temporarily unavailable. Please try again shortly.' });
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
