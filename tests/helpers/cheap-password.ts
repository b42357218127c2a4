import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../server/modules/auth/password.ts';

/**
 * Creates a user whose password hash is cheap to check, so a test can make dozens of sign-in
 * attempts in seconds. The throttle counts attempts the same whatever the hash costs.
 */
export async function createUserWithCheapHash(
  app: FastifyInstance,
  db: Database,
  email: string,
  password: string,
): Promise<void> {
  await app.services.users.create({ email, password });
  const passwordHash = await hashPassword(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  await db.update(users).set({ passwordHash }).where(eq(users.email, email));
}
