import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COVER_UPLOAD_MAX_BYTES } from '../../../common/schemas/covers.ts';
import { HttpError } from '../../../common/http-errors.ts';
import { hygienicValidatorCompiler } from '../../lib/validator-compiler.ts';

/** An image an admin uploads (a cover or a screenshot): one file in the field `file`, read whole. */

const TOO_LARGE = 'The image is larger than 10 MB.';

/** The multipart reader, for a plugin whose routes take one image each. */
export async function registerImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: COVER_UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 20, fieldSize: 1024 },
  });
}

/** What an upload route adds to its options: the body is read by the handler, the rest validated as usual. */
export const imageUploadRouteOptions = {
  // The form is read by the handler as a stream; the body schema only describes it.
  validatorCompiler: (route: { httpPart?: string }) =>
    route.httpPart === 'body'
      ? (value: unknown) => ({ value })
      : hygienicValidatorCompiler(route as unknown as Parameters<typeof hygienicValidatorCompiler>[0]),
  bodyLimit: COVER_UPLOAD_MAX_BYTES + 64 * 1024,
};

/** Reads the one file of an upload, turning every way a form can be wrong into a 4xx in our shape. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
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
