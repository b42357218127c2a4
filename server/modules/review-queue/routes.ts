import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSubmissionSchema,
  idParamsSchema,
  possibleDuplicatesQuerySchema,
  possibleDuplicatesSchema,
  statusChangeSchema,
  submissionContentSchema,
  submissionCountsSchema,
  submissionListQuerySchema,
} from '../../../common/schemas/admin.ts';
import { coverErrorField } from '../../../common/schemas/covers.ts';
import { actorOf } from '../../plugins/require-admin.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { adminErrors } from '../admin/errors.ts';

export const reviewQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviewQueue } = app.services;

  app.get(
    '/submissions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Submissions, newest first (optionally by status), a page at a time',
        description:
          'Page with limit (1-100) and offset; X-Total-Count gives the number of matches. Without limit, every ' +
          'match up to 1,000 comes back. Pending submissions carry catalogue games with a similar title, unless ' +
          'similar=false asks to leave them out.',
        querystring: submissionListQuerySchema,
        response: { 200: z.array(adminSubmissionSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { submissions, total } = await reviewQueue.list(request.query);
      reply.header('X-Total-Count', String(total));
      return submissions;
    },
  );

  app.get(
    '/submissions/counts',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many submissions are pending, approved and rejected',
        response: { 200: submissionCountsSchema, ...adminErrors },
      },
    },
    async () => reviewQueue.counts(),
  );

  app.get(
    '/submissions/possible-duplicates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Catalogue games with a title like each pending submission (ids, comma-separated)',
        description:
          'For a page listed with similar=false: one lookup for the whole page. Ids that are not pending ' +
          'submissions are left out.',
        querystring: possibleDuplicatesQuerySchema,
        response: { 200: possibleDuplicatesSchema, ...adminErrors },
      },
    },
    async (request) => reviewQueue.possibleDuplicates(request.query.ids),
  );

  app.patch(
    '/submissions/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve or reject a submission',
        description:
          'pending → approved or rejected, rejected → approved; anything else is 409. Approving adds the game to ' +
          'the catalogue and queues the email to the submitter in the same transaction, then fetches its cover ' +
          'from the image URL; when that fails the game keeps its generated cover and coverError says why.',
        params: idParamsSchema,
        body: statusChangeSchema,
        response: { 200: adminSubmissionSchema.extend(coverErrorField), 409: apiErrorSchema, ...adminErrors },
      },
    },
    async (request) => reviewQueue.changeStatus(actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/submissions/:id/content',
    {
      schema: {
        tags: ['admin'],
        summary: "Edit a submission's fields",
        params: idParamsSchema,
        body: submissionContentSchema,
        response: { 200: adminSubmissionSchema, ...adminErrors },
      },
    },
    async (request) => reviewQueue.updateContent(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/submissions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a submission',
        params: idParamsSchema,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await reviewQueue.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
