import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { reviewQueueRoutes } from '../review-queue/routes.ts';
import { gamesAdminRoutes } from '../games/admin-routes.ts';
import { inboxRoutes } from '../inbox/routes.ts';

/**
 * Every admin route lives in this scope, whose hook checks the signed-in user's admin role before
 * anything else runs: a new admin route cannot forget the check. Sign-in sits outside it.
 */
export async function adminScope(app: FastifyInstance) {
  app.addHook('onRequest', requireAdmin);
  await app.register(reviewQueueRoutes);
  await app.register(gamesAdminRoutes);
  await app.register(inboxRoutes);
}
