import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { withTextHygiene } from '../../common/schemas/input-hygiene.ts';

/**
 * Every route's params, query and body schema, compiled with the text check in front: one place
 * refuses NUL characters and lone surrogates for the whole API, in the usual 400 field-error shape.
 */
export const hygienicValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, ...rest }) =>
  validatorCompiler({ ...rest, schema: withTextHygiene(schema) });
