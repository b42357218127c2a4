import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '../../../common/schemas/input-hygiene.ts';
import { COVER_DRAWING_VERSION, renderCoverSvg } from './cover-svg.ts';

const GENERATED = /^(\d{1,16})\.svg$/;
/** A rendition's name: its content hash, its width, its format. */
const RENDITION = /^[0-9a-f]{32}-\d{2,4}\.(avif|webp|jpg)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const coverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/covers/:file',
    {
      schema: {
        tags: ['games'],
        summary: "A game's cover: a stored rendition (AVIF, WebP, JPEG) or the generated SVG",
        description:
          '`<hash>-<width>.avif|webp|jpg` is a rendition of an uploaded or fetched cover, named by its content and ' +
          'cached for a year (immutable). `<id>.svg` is the cover drawn for a game without an image of its own.',
        params: z.object({
          file: z
            .string()
            .max(64)
            .superRefine((file, ctx) => {
              const generated = GENERATED.exec(file);
              const valid = generated ? idString.safeParse(generated[1]).success : RENDITION.test(file);
              if (!valid) ctx.addIssue({ code: 'custom', message: 'Not a cover' });
            }),
        }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (RENDITION.test(file)) {
        const etag = `"${file}"`;
        if (request.headers['if-none-match'] === etag) {
          return reply.code(304).header('ETag', etag).header('Cache-Control', IMMUTABLE).send();
        }
        const stored = await app.services.covers.store.get(file);
        if (!stored) return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Cover not found' });
        return reply
          .header('Content-Type', stored.contentType)
          .header('Cache-Control', IMMUTABLE)
          .header('ETag', etag)
          .header('X-Content-Type-Options', 'nosniff')
          .send(stored.data);
      }
      const id = Number(GENERATED.exec(file)![1]);
      const row = await app.services.games.findRow(id);
      if (!row) return reply.code(404).send({ message: 'Cover not found' });
      // The drawing's version is part of the tag, so a browser drops a cover drawn the old way.
      const etag = `"${COVER_DRAWING_VERSION}-${row.id}-${row.updatedAt.getTime()}"`;
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
