import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import {
  gameFacetsQuerySchema,
  gameFacetsSchema,
  gameIdParamsSchema,
  gameListQuerySchema,
  gameSchema,
  gameSlugParamsSchema,
} from '../../../common/schemas/games.ts';
import { builtAnswerSerializer } from '../../lib/built-answer-serializer.ts';

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { games } = app.services;

  app.get(
    '/games',
    {
      serializerCompiler: builtAnswerSerializer,
      schema: {
        tags: ['games'],
        summary: 'List games',
        description:
          'Filter by platform, combat, genre, the cozy profile (failState, timePressure, length, mode), the life ' +
          'facts (saves, awayCost, pricing, setting, avoid) and search text; platform, genre, the profile and ' +
          'the facts take one value or a comma-separated list (any of them matches; for avoid, a game matches ' +
          'when its notes are known and hold none of them), and different filters combine with AND. Sort; ' +
          'page with limit and offset. ' +
          'X-Total-Count gives the number of matches. Without limit, every match up to 1,000 comes back.',
        querystring: gameListQuerySchema,
        response: { 200: z.array(gameSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { json, total } = await games.listAsJson(request.query);
      reply.header('X-Total-Count', String(total));
      // The games are kept as the JSON they are sent as (service.ts): the answer is sent as written,
      // a text the typed reply does not describe; the API tests hold it to its schema.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/games/facets',
    {
      serializerCompiler: builtAnswerSerializer,
      schema: {
        tags: ['games'],
        summary: 'How many games each filter value would give',
        description:
          'Takes the same filters and search as GET /api/games. For every value of every filter, the number of ' +
          'games that would match if that value were chosen and every other filter kept: each filter is counted as ' +
          'if its own choice were off (disjunctive faceting), so values of one filter can be combined. Every value ' +
          'is present, with 0 when nothing matches; total is the number of games matching every filter.',
        querystring: gameFacetsQuerySchema,
        response: { 200: gameFacetsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      // The pages' own count of every platform at once is not part of the documented answer.
      const { anyPlatform: _pagesOnly, ...facets } = await games.facets(request.query);
      return facets;
    },
  );

  app.get(
    '/games/featured',
    {
      serializerCompiler: builtAnswerSerializer,
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

  app.get(
    '/games/:id/similar',
    {
      serializerCompiler: builtAnswerSerializer,
      schema: {
        tags: ['games'],
        summary: 'Up to 4 games most like this one',
        description:
          'Ranked by a shared genre, then the cozy profile (fail states, time pressure, combat, length, play ' +
          'modes), then a shared platform; never the game itself.',
        params: gameIdParamsSchema,
        response: { 200: z.array(gameSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => games.similar(request.params.id),
  );
};
