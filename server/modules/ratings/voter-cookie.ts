import type { FastifyReply, FastifyRequest } from 'fastify';
import { newVoterId, VOTER_ID_PATTERN } from '../../../common/voter-id.ts';

export const VOTER_COOKIE = 'voter';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The voter's id, from the signed HttpOnly voter cookie. A browser without one (or with one we did
 * not sign) is given the id it sent as its fingerprint, so the cookie carries the same id the
 * browser keeps; a request without a fingerprint gets a new random id. A cookie already set wins
 * over the fingerprint: a browser whose storage was cleared is still the voter it was.
 */
export function voterIdFor(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean; fingerprint?: string },
): string {
  const raw = request.cookies[VOTER_COOKIE];
  if (raw) {
    const { valid, value } = request.unsignCookie(raw);
    if (valid && value && VOTER_ID_PATTERN.test(value)) return value;
  }
  const id = options.fingerprint ?? newVoterId();
  reply.setCookie(VOTER_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: ONE_YEAR_SECONDS,
    signed: true,
  });
  return id;
}
