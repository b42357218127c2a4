import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSubmissionSchema,
  possibleDuplicatesQuerySchema,
  possibleDuplicatesSchema,
  statusChangeSchema,
  submissionContentSchema,
  submissionCountsSchema,
  submissionListQuerySchema,
} from '../../../common/schemas/admin.ts';
import { coverErrorField } from '../../../common/schemas/covers.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { adminSchema, recordRoute, removeRoute } from '../admin/routes.ts';

export const reviewQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviewQueue } = app.services;

  app.get(
    '/submissions',
    {
      schema: adminSchema({
        summary: 'Submissions, newest first (optionally by status), a page at a time',
        description:
          'Page with limit (1-100) and offset; X-Total-Count gives the number of matches. Without limit, every ' +
          'match up to 1,000 comes back. Pending submissions carry catalogue games with a similar title, unless ' +
          'similar=false asks to leave them out. An approved submission whose game has since been deleted is in ' +
          'no queue: status=approved and the counts leave it out.',
        querystring: submissionListQuerySchema,
        response: { 200: z.array(adminSubmissionSchema) },
      }),
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
      schema: adminSchema({
        summary: 'How many submissions are pending, approved and rejected',
        response: { 200: submissionCountsSchema },
      }),
    },
    async () => reviewQueue.counts(),
  );

  app.get(
    '/submissions/possible-duplicates',
    {
      schema: adminSchema({
        summary: 'Catalogue games with a title like each pending submission (ids, comma-separated)',
        description:
          'For a page listed with similar=false: one lookup for the whole page. Ids that are not pending ' +
          'submissions are left out.',
        querystring: possibleDuplicatesQuerySchema,
        response: { 200: possibleDuplicatesSchema },
      }),
    },
    async (request) => reviewQueue.possibleDuplicates(request.query.ids),
  );

  recordRoute(app, {
    method: 'PATCH',
    url: '/submissions/:id/status',
    summary: 'Approve or reject a submission',
    description:
      'pending → approved or rejected, rejected → approved; anything else is 409. Approving adds the game to ' +
      'the catalogue and queues the email to the submitter in the same transaction, then fetches its cover ' +
      'from the image URL; when that fails the game keeps its generated cover and coverError says why.',
    body: statusChangeSchema,
    result: adminSubmissionSchema.extend(coverErrorField),
    errors: { 409: apiErrorSchema },
    handle: (actor, id, body) => reviewQueue.changeStatus(actor, id, body),
  });

  recordRoute(app, {
    method: 'PATCH',
    url: '/submissions/:id/content',
    summary: "Edit a submission's fields",
    body: submissionContentSchema,
    result: adminSubmissionSchema,
    handle: (actor, id, body) => reviewQueue.updateContent(actor, id, body),
  });

  removeRoute(app, {
    url: '/submissions/:id',
    summary: 'Delete a submission',
    remove: (actor, id) => reviewQueue.remove(actor, id),
  });
};
