import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/admin.ts';
import { COVER_UPLOAD_MAX_BYTES, coverUploadSchema } from '../../../common/schemas/covers.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { gameSchema } from '../../../common/schemas/games.ts';
import { HttpError } from '../../../common/http-errors.ts';
import { hygienicValidatorCompiler } from '../../lib/validator-compiler.ts';
import { actorOf } from '../../plugins/require-admin.ts';
import { adminSchema, recordRoute } from '../admin/routes.ts';

const TOO_LARGE = 'The image is larger than 10 MB.';

/** Reads the one file of an upload, turning every way a form can be wrong into a 4xx in our shape. */
async function readUpload(request: import('fastify').FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the image as multipart/form-data, in the field "file".', 'not-multipart');
  }
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') {
      throw new HttpError(400, 'Choose an image to upload (the field "file").', 'no-file', [
        { path: 'file', message: 'Choose an image to upload.' },
      ]);
    }
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new HttpError(400, 'The file is empty.', 'no-file');
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE, 'too-large');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'Send one image and nothing else.', 'too-many-parts');
    }
    // Broken boundaries, cut-off bodies, bad part headers: the form itself could not be read.
    throw new HttpError(400, 'The upload could not be read. Please try again.', 'bad-upload');
  }
}

/** Uploading and removing a game's cover (admin scope: the session and anti-forgery checks apply). */
export const coverAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { covers } = app.services;
  await app.register(multipart, {
    limits: { fileSize: COVER_UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 20, fieldSize: 1024 },
  });

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
      // The form is read by the handler as a stream; the body schema only describes it.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? (value: unknown) => ({ value })
          : hygienicValidatorCompiler(route as unknown as Parameters<typeof hygienicValidatorCompiler>[0]),
      bodyLimit: COVER_UPLOAD_MAX_BYTES + 64 * 1024,
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
