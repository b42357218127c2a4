import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../../../common/http-errors.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { gameIdParamsSchema } from '../../../common/schemas/games.ts';
import {
  cozyRatingInputSchema,
  cozyRatingQuerySchema,
  cozyRatingResultSchema,
  cozyRatingSchema,
} from '../../../common/schemas/contributions.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { voterIdFor } from './voter-cookie.ts';

export const ratingsRoutes: FastifyPluginAsyncZod<{ secureCookies: boolean }> = async (app, options) => {
  const { ratings } = app.services;
  // Two limits on one route, both counted by network: all votes an hour, and votes on one game a day.
  const limits = [app.createRateLimit(RATE_LIMITS.cozyRatings), app.createRateLimit(RATE_LIMITS.cozyRatingsPerGame)];
  const voteLimits = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(result.ttlInSeconds));
        throw new TooManyRequestsError(
          `Too many votes from your network. Please try again in ${waitInWords(result.ttlInSeconds)}.`,
        );
      }
    }
  };

  app.get(
    '/games/:id/cozy-rating',
    {
      schema: {
        tags: ['ratings'],
        summary: "A game's cozy rating, and whether this voter has rated it",
        description:
          'rating is the median of the votes to one decimal, null without votes. hasRated is true when ' +
          'the fingerprint (the id the browser keeps) or the voter cookie has voted on the game, and ' +
          'yourRating is then the cups that vote gave. A request without a valid voter cookie gets one ' +
          'carrying the fingerprint it sent.',
        params: gameIdParamsSchema,
        querystring: cozyRatingQuerySchema,
        response: { 200: cozyRatingSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { fingerprint } = request.query;
      const voterId = voterIdFor(request, reply, { secure: options.secureCookies, fingerprint });
      reply.header('Cache-Control', 'private, no-store');
      return ratings.get(request.params.id, { fingerprint, voterId });
    },
  );

  app.post(
    '/games/:id/cozy-rating',
    {
      preHandler: voteLimits,
      schema: {
        tags: ['ratings'],
        summary: 'Rate a game’s coziness, 1 to 5 tea cups',
        description:
          'One vote per game per fingerprint and per voter cookie (set to the fingerprint when absent); ' +
          'a second one answers 409 with code already-rated. One network (/24 for IPv4, /64 for IPv6) ' +
          'casts at most 30 votes an hour and 3 on one game a day, then 429 with Retry-After. Answers ' +
          'the new median and vote count, which the game’s rating now shows.',
        params: gameIdParamsSchema,
        body: cozyRatingInputSchema,
        response: {
          201: cozyRatingResultSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const voterId = voterIdFor(request, reply, {
        secure: options.secureCookies,
        fingerprint: request.body.voterFingerprint,
      });
      const result = await ratings.rate(request.params.id, { ...request.body, voterId });
      return reply.code(201).send(result);
    },
  );
};

function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} minutes`;
  return `${Math.round(seconds / 3600)} hours`;
}
