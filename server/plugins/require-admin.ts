import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../common/http-errors.ts';

/**
 * The hook of the admin scope: every route registered inside it answers 401 without a session and
 * 403 for a disabled account or a user who is not an admin.
 */
export async function requireAdmin(request: FastifyRequest) {
  if (request.authProblem === 'user-disabled')
    throw new ForbiddenError('This account has been disabled.', 'user-disabled');
  if (!request.user) throw new UnauthorizedError();
  if (request.user.role !== 'admin') throw new ForbiddenError('This needs an admin account.', 'forbidden');
  if (request.server.requireTwoFactor && !request.user.twoFactorEnabled) {
    throw new ForbiddenError(
      'Turn on two-factor authentication before using the admin area.',
      'two-factor-enrolment-required',
    );
  }
}

export function actorOf(request: FastifyRequest) {
  const user = request.user!;
  return { id: user.id, email: user.email };
}
