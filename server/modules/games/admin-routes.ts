import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameInputSchema, reviewInputSchema } from '../../../common/schemas/admin.ts';
import { gameSchema } from '../../../common/schemas/games.ts';
import { coverErrorField } from '../../../common/schemas/covers.ts';
import { actorOf } from '../../plugins/require-admin.ts';
import { adminSchema, recordRoute, removeRoute } from '../admin/routes.ts';

const gameWithCoverErrorSchema = gameSchema.extend(coverErrorField);
const gameUpdateSchema = gameInputSchema.extend({ id: z.unknown().optional() });

export const gamesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gamesAdmin } = app.services;

  app.post(
    '/games',
    {
      schema: adminSchema({
        summary: 'Add a game to the catalogue directly',
        body: gameInputSchema,
        response: { 201: gameWithCoverErrorSchema },
      }),
    },
    async (request, reply) => reply.code(201).send(await gamesAdmin.create(actorOf(request), request.body)),
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    recordRoute(app, {
      method,
      url: '/games/:id',
      summary: method === 'PATCH' ? 'Edit a game' : 'Edit a game (same body as PATCH)',
      body: gameUpdateSchema,
      result: gameWithCoverErrorSchema,
      handle: (actor, id, { id: _ignored, ...input }) => gamesAdmin.update(actor, id, input),
    });
  }

  recordRoute(app, {
    method: 'PATCH',
    url: '/games/:id/review',
    summary: "Replace a game's review (HTML, sanitised with an allow-list)",
    body: reviewInputSchema,
    result: gameSchema,
    handle: (actor, id, body) => gamesAdmin.updateReview(actor, id, body.review),
  });

  removeRoute(app, {
    url: '/games/:id',
    summary: 'Delete a game (its votes go with it)',
    remove: (actor, id) => gamesAdmin.remove(actor, id),
  });
};
