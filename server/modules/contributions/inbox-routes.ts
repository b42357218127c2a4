import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  errorReportSchema,
  errorReportUpdateSchema,
  idParamsSchema,
} from '../../../common/schemas/admin.ts';
import { actorOf } from '../../plugins/require-admin.ts';
import { adminErrors } from '../admin/errors.ts';

/** The admins' inbox: error reports and contact messages, and the log of what was done with them. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contributions, audit } = app.services;

  app.get(
    '/error-reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Error reports, newest first',
        response: { 200: z.array(errorReportSchema), ...adminErrors },
      },
    },
    async () => contributions.reports(),
  );

  app.patch(
    '/error-reports/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark an error report unreviewed, resolved or dismissed, with notes',
        params: idParamsSchema,
        body: errorReportUpdateSchema,
        response: { 200: errorReportSchema, ...adminErrors },
      },
    },
    async (request) => contributions.updateReport(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first',
        response: { 200: z.array(contactMessageSchema), ...adminErrors },
      },
    },
    async () => contributions.messages(),
  );

  app.patch(
    '/contact-messages/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled (or not)',
        params: idParamsSchema,
        body: contactMessageUpdateSchema,
        response: { 200: contactMessageSchema, ...adminErrors },
      },
    },
    async (request) => contributions.updateMessage(actorOf(request), request.params.id, request.body.handled),
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The latest admin actions: who did what, when',
        response: { 200: z.array(auditEntrySchema), ...adminErrors },
      },
    },
    async () => audit.recent(),
  );
};
