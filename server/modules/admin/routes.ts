import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/schemas/admin.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { actorOf } from '../../plugins/require-admin.ts';

/**
 * The shape every admin route shares, written once: the 'admin' tag and the admin errors in its
 * schema, and for a route on one record (`…/:id`) the id from the path and the signed-in admin as
 * the actor. The admin scope's hook has checked the role before any of these run.
 */

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/** What every admin route may answer besides success: bad input, not signed in, not an admin, no such record. */
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
type Actor = ReturnType<typeof actorOf>;

interface RouteText {
  summary: string;
  description?: string;
}

/** An admin route's schema: its own parts, tagged 'admin', answering the admin errors besides its own. */
export function adminSchema<S extends RouteText & { response: Record<number, z.ZodType> }>(schema: S) {
  return { tags: ['admin'], ...schema, response: { ...schema.response, ...adminErrors } };
}

interface RecordRoute<Body extends z.ZodType, Result extends z.ZodType> extends RouteText {
  method: 'PATCH' | 'PUT' | 'DELETE';
  url: `${string}/:id${string}`;
  body?: Body;
  /** What the route answers with (200). */
  result: Result;
  /** Answers besides the result and the admin errors, e.g. a conflict. */
  errors?: Record<number, z.ZodType>;
  handle: (actor: Actor, id: number, body: z.output<Body>) => Promise<z.input<Result>>;
}

/** An admin's change to one record, answered with the record as it is now. */
export function recordRoute<Body extends z.ZodType = z.ZodNever, Result extends z.ZodType = z.ZodType>(
  app: AdminApp,
  { method, url, body, result, errors, handle, ...text }: RecordRoute<Body, Result>,
) {
  // The types come from `handle`'s signature at each route; the schema checks the same at run time.
  const schema: FastifySchema = adminSchema({
    ...text,
    params: idParamsSchema,
    ...(body && { body }),
    response: { 200: result, ...errors },
  });
  app.route({
    method,
    url,
    schema,
    handler: async (request) => {
      const { id } = request.params as z.output<typeof idParamsSchema>;
      return handle(actorOf(request), id, request.body as z.output<Body>);
    },
  });
}

/** An admin's removal of one record: 204 once it is gone. */
export function removeRoute(
  app: AdminApp,
  { url, remove, ...text }: RouteText & { url: `${string}/:id`; remove: (actor: Actor, id: number) => Promise<void> },
) {
  app.delete(
    url,
    { schema: adminSchema({ ...text, params: idParamsSchema, response: { 204: z.null() } }) },
    async (request, reply) => {
      await remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
