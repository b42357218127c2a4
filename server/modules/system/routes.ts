import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { RETRY_AFTER_SECONDS } from '../../lib/database-errors.ts';

const statusSchema = z.object({ status: z.string() });

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'The process is up', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        // 503 from the database check, or from the overload guard in the one error shape.
        response: { 200: statusSchema, 503: z.union([statusSchema, apiErrorSchema]) },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ status: 'database unavailable' });
      }
    },
  );
};
