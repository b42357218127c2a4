import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  errorReportSchema,
  errorReportUpdateSchema,
} from '../../../common/schemas/admin.ts';
import { adminSchema, recordRoute } from '../admin/routes.ts';

/** The admins' inbox: error reports and contact messages, and the log of what was done with them. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contributions, audit } = app.services;

  app.get(
    '/error-reports',
    { schema: adminSchema({ summary: 'Error reports, newest first', response: { 200: z.array(errorReportSchema) } }) },
    async () => contributions.reports(),
  );

  recordRoute(app, {
    method: 'PATCH',
    url: '/error-reports/:id',
    summary: 'Mark an error report unreviewed, resolved or dismissed, with notes',
    body: errorReportUpdateSchema,
    result: errorReportSchema,
    handle: (actor, id, body) => contributions.updateReport(actor, id, body),
  });

  app.get(
    '/contact-messages',
    {
      schema: adminSchema({
        summary: 'Contact messages, newest first',
        response: { 200: z.array(contactMessageSchema) },
      }),
    },
    async () => contributions.messages(),
  );

  recordRoute(app, {
    method: 'PATCH',
    url: '/contact-messages/:id',
    summary: 'Mark a contact message handled (or not)',
    body: contactMessageUpdateSchema,
    result: contactMessageSchema,
    handle: (actor, id, body) => contributions.updateMessage(actor, id, body.handled),
  });

  app.get(
    '/audit-log',
    {
      schema: adminSchema({
        summary: 'The latest admin actions: who did what, when',
        response: { 200: z.array(auditEntrySchema) },
      }),
    },
    async () => audit.recent(),
  );
};
