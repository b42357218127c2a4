import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/admin.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { gameSchema } from '../../../common/schemas/games.ts';
import {
  SCREENSHOTS_MAX,
  screenshotOrderSchema,
  screenshotParamsSchema,
  screenshotUploadSchema,
} from '../../../common/schemas/screenshots.ts';
import { actorOf } from '../../plugins/require-admin.ts';
import { adminSchema, recordRoute } from '../admin/routes.ts';
import { imageUploadRouteOptions, readUpload, registerImageUploads } from './upload.ts';

/** A game's screenshots: upload, remove, order (admin scope: the session and anti-forgery checks apply). */
export const screenshotAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { screenshots } = app.services;
  await registerImageUploads(app);

  app.post(
    '/games/:id/screenshots',
    {
      schema: adminSchema({
        summary: 'Add a screenshot to a game',
        description:
          'multipart/form-data, one file in the field `file`, with the same rules as a cover: JPEG, PNG, WebP or ' +
          'AVIF, at most 10 MB, at least 200 px wide and 100 px tall. It is shown after the others. 400: too ' +
          `small, or the game already has ${SCREENSHOTS_MAX}; 409: the same picture is already there; 413: too ` +
          'large; 415: not an image.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: screenshotUploadSchema,
        response: { 200: gameSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      }),
      ...imageUploadRouteOptions,
    },
    async (request) => screenshots.upload(actorOf(request), request.params.id, await readUpload(request)),
  );

  app.delete(
    '/games/:id/screenshots/:screenshotId',
    {
      schema: adminSchema({
        summary: "Remove one of a game's screenshots",
        description: "The screenshot is named by its `id` in the game's `screenshots`. Answers the game as it is now.",
        params: screenshotParamsSchema,
        response: { 200: gameSchema },
      }),
    },
    async (request) => screenshots.remove(actorOf(request), request.params.id, request.params.screenshotId),
  );

  recordRoute(app, {
    method: 'PUT',
    url: '/games/:id/screenshots/order',
    summary: "Put a game's screenshots in order",
    description: "`order` names every one of the game's screenshots once, by id; anything else is a 400.",
    body: screenshotOrderSchema,
    result: gameSchema,
    handle: (actor, id, body) => screenshots.reorder(actor, id, body.order),
  });
};
