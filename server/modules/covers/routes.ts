import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '../../../common/schemas/input-hygiene.ts';
import { renderCoverSvg } from './cover-svg.ts';

export const coverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/covers/:file',
    {
      schema: {
        tags: ['games'],
        summary: "A game's generated cover (SVG), for games without an image of their own",
        params: z.object({
          file: z
            .string()
            .regex(/^\d{1,16}\.svg$/, 'Not a cover')
            .transform((file) => file.slice(0, -'.svg'.length))
            .pipe(idString),
        }),
      },
    },
    async (request, reply) => {
      const id = request.params.file;
      const row = await app.services.games.findRow(id);
      if (!row) return reply.code(404).send({ message: 'Cover not found' });
      const etag = `"${row.id}-${row.updatedAt.getTime()}"`;
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400')
        .header('ETag', etag)
        .send(renderCoverSvg(row));
    },
  );
};
