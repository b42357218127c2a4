import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VOTER_COOKIE = 'voter';
const VOTER_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The browser's long-lived voter id, from its signed HttpOnly cookie; a browser without one (or
 * with one we did not sign) gets a new one. It outlives the daily fingerprint, so a changed
 * fingerprint does not open a second vote.
 */
export function voterIdFor(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const raw = request.cookies[VOTER_COOKIE];
  if (raw) {
    const { valid, value } = request.unsignCookie(raw);
    if (valid && value && VOTER_ID.test(value)) return value;
  }
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VOTER_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ONE_YEAR_SECONDS,
    signed: true,
  });
  return id;
}
