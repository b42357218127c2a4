import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { reviewQueueRoutes } from '../review-queue/routes.ts';
import { gamesAdminRoutes } from '../games/admin-routes.ts';
import { coverAdminRoutes } from '../covers/admin-routes.ts';
import { screenshotAdminRoutes } from '../covers/screenshot-routes.ts';
import { artAdminRoutes } from '../art/admin-routes.ts';
import { inboxRoutes } from '../contributions/inbox-routes.ts';

/** Either credential signs an admin in: the session cookie or the bearer token from sign-in. */
const ADMIN_SECURITY: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerToken: [] }];

/**
 * Every admin route lives in this scope, whose hook checks the signed-in user's admin role before
 * anything else runs: a new admin route cannot forget the check. Sign-in sits outside it.
 */
export async function adminScope(app: FastifyInstance) {
  app.addHook('onRequest', requireAdmin);
  // The OpenAPI document names how these routes authenticate.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: ADMIN_SECURITY };
  });
  await app.register(reviewQueueRoutes);
  await app.register(gamesAdminRoutes);
  await app.register(coverAdminRoutes);
  await app.register(screenshotAdminRoutes);
  await app.register(artAdminRoutes);
  await app.register(inboxRoutes);
}
