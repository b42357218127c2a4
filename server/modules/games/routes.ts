import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import {
  gameIdParamsSchema,
  gameListQuerySchema,
  gameSchema,
  gameSlugParamsSchema,
} from '../../../common/schemas/games.ts';

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { games } = app.services;

  app.get(
    '/games',
    {
      schema: {
        tags: ['games'],
        summary: 'List games',
        description:
          'Filter by platform, combat, genre and search text; sort; page with limit and offset. ' +
          'X-Total-Count gives the number of matches. Without limit, every match up to 1,000 comes back.',
        querystring: gameListQuerySchema,
        response: { 200: z.array(gameSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { games: list, total } = await games.list(request.query);
      reply.header('X-Total-Count', String(total));
      return list;
    },
  );

  app.get(
    '/games/featured',
    {
      schema: {
        tags: ['games'],
        summary: 'Featured games',
        response: { 200: z.array(gameSchema) },
      },
    },
    async () => games.featured(),
  );

  app.get(
    '/games/by-slug/:slug',
    {
      schema: {
        tags: ['games'],
        summary: 'A game by its slug (current or former)',
        params: gameSlugParamsSchema,
        response: { 200: gameSchema, 404: apiErrorSchema },
      },
    },
    async (request) => games.getBySlug(request.params.slug),
  );

  app.get(
    '/games/:id',
    {
      schema: {
        tags: ['games'],
        summary: 'A game by id',
        params: gameIdParamsSchema,
        response: { 200: gameSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => games.getById(request.params.id),
  );
};
