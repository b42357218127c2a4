import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type RouteSchemaDef<S> = Parameters<FastifySerializerCompiler<S>>[0];

/**
 * For the catalogue's busiest reads, whose success answers are built field by field in typed code
 * (`toGame`, the facet counts): checking them again against their schema cost about a tenth of a
 * list request's CPU. Those answers are written as built; every other status keeps the checked
 * serializer. The API tests hold each such answer to its schema, strictly.
 */
export function builtAnswerSerializer<S>(route: RouteSchemaDef<S>): (data: unknown) => string {
  if (route.httpStatus === '200') return (data) => JSON.stringify(data);
  return serializerCompiler(route as unknown as RouteSchemaDef<z.ZodType>);
}
