import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/admin.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { artImportAgainSchema } from '../../../common/schemas/screenshots.ts';
import { actorOf } from '../../plugins/require-admin.ts';
import { adminSchema } from '../admin/routes.ts';

/** 'Import art again' for one game (admin scope: the session and anti-forgery checks apply). */
export const artAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { artImportAgain } = app.services;

  app.post(
    '/games/:id/art/import',
    {
      schema: adminSchema({
        summary: "Import a game's art again",
        description:
          "Drops the game's imported cover and imported screenshots and imports them again from its art sources. " +
          "An admin's own cover and screenshots stay (the import adds screenshots only to a game without any). " +
          'Whatever could not be imported again is kept as it was. 409: the game has no art sources.',
        params: idParamsSchema,
        response: { 200: artImportAgainSchema, 409: apiErrorSchema },
      }),
    },
    async (request) => artImportAgain.run(actorOf(request), request.params.id),
  );
};
