import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameInputSchema, idParamsSchema, reviewInputSchema } from '../../../common/schemas/admin.ts';
import { gameSchema } from '../../../common/schemas/games.ts';
import { coverErrorField } from '../../../common/schemas/covers.ts';
import { actorOf } from '../../plugins/require-admin.ts';
import { adminErrors } from '../admin/errors.ts';

const gameWithCoverErrorSchema = gameSchema.extend(coverErrorField);
const gameUpdateSchema = gameInputSchema.extend({ id: z.unknown().optional() });

export const gamesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gamesAdmin } = app.services;

  app.post(
    '/games',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a game to the catalogue directly',
        body: gameInputSchema,
        response: { 201: gameWithCoverErrorSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await gamesAdmin.create(actorOf(request), request.body)),
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/games/:id',
      schema: {
        tags: ['admin'],
        summary: method === 'PATCH' ? 'Edit a game' : 'Edit a game (same body as PATCH)',
        params: idParamsSchema,
        body: gameUpdateSchema,
        response: { 200: gameWithCoverErrorSchema, ...adminErrors },
      },
      handler: async (request) => {
        const { id: _ignored, ...input } = request.body;
        return gamesAdmin.update(actorOf(request), request.params.id, input);
      },
    });
  }

  app.patch(
    '/games/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: "Replace a game's review (HTML, sanitised with an allow-list)",
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 200: gameSchema, ...adminErrors },
      },
    },
    async (request) => gamesAdmin.updateReview(actorOf(request), request.params.id, request.body.review),
  );

  app.delete(
    '/games/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a game (its votes go with it)',
        params: idParamsSchema,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await gamesAdmin.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
