import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/admin.ts';
import { coverUploadSchema } from '../../../common/schemas/covers.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { gameSchema } from '../../../common/schemas/games.ts';
import { actorOf } from '../../plugins/require-admin.ts';
import { adminSchema, recordRoute } from '../admin/routes.ts';
import { imageUploadRouteOptions, readUpload, registerImageUploads } from './upload.ts';

/** Uploading and removing a game's cover (admin scope: the session and anti-forgery checks apply). */
export const coverAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { covers } = app.services;
  await registerImageUploads(app);

  app.post(
    '/games/:id/cover',
    {
      schema: adminSchema({
        summary: "Upload a game's cover",
        description:
          'multipart/form-data, one file in the field `file`: JPEG, PNG, WebP or AVIF, at most 10 MB, at least ' +
          '200 px wide and 100 px tall. The bytes decide what it is, not its name or type. 413: too large; ' +
          '415: not an image; 400: too small.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: coverUploadSchema,
        response: { 200: gameSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      }),
      ...imageUploadRouteOptions,
    },
    async (request) => covers.upload(actorOf(request), request.params.id, await readUpload(request)),
  );

  recordRoute(app, {
    method: 'DELETE',
    url: '/games/:id/cover',
    summary: "Remove a game's cover (it shows its generated cover again)",
    result: gameSchema,
    handle: (actor, id) => covers.remove(actor, id),
  });
};
