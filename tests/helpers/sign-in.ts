import type { FastifyInstance } from 'fastify';
import { csrfHeaders } from './build-test-app.ts';

let counter = 0;

/** Creates a user and signs in through the API; returns headers that carry the session and the token. */
export async function signInAs(
  app: FastifyInstance,
  options: { role?: 'admin' | 'editor'; email?: string; password?: string } = {},
) {
  counter++;
  const email = options.email ?? `${options.role ?? 'admin'}${counter}@cozy.test`;
  const password = options.password ?? 'a-good-long-password';
  await app.services.users.create({ email, password, role: options.role ?? 'admin' });
  const csrf = await csrfHeaders(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: csrf,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const { token } = response.json<{ token: string }>();
  // The token the visitor had belongs to no session: a signed-in client asks for a new one.
  return { email, password, token, headers: await csrfHeaders(app, { cookie: `session=${token}` }) };
}

export const signInAsAdmin = (app: FastifyInstance) => signInAs(app, { role: 'admin' });
