import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import type { SignedIn } from './service.ts';

/** A browser the account signed in from before: signed, HttpOnly, naming the account. */
export const DEVICE_COOKIE = 'device';
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const CHALLENGE_MS = 5 * 60 * 1000;

export function readDevice(request: FastifyRequest): { userId: number; id: string } | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  const match = unsigned.valid && unsigned.value ? /^(\d{1,10})\.([\w-]{16,64})$/.exec(unsigned.value) : null;
  return match ? { userId: Number(match[1]), id: match[2]! } : undefined;
}

/** Starts the session cookie, and marks the browser as one this account signs in from. */
export function setSignedInCookies(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, signedIn.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: signedIn.expiresAt,
  });
  const device = readDevice(request);
  const id = device?.userId === signedIn.user.id ? device.id : randomBytes(18).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${signedIn.user.id}.${id}`, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    signed: true,
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}

export interface Challenge {
  userId: number;
  /** The challenge's own random part: it signs in once (spent-challenges). */
  id: string;
  expiresAt: Date;
  /** The trusted browser's id, so its second-factor guesses are counted on their own. */
  deviceId?: string;
}

/** A short-lived, signed ticket that the password was right; the code completes the sign-in. */
export function issueChallenge(app: FastifyInstance, challenge: Pick<Challenge, 'userId' | 'deviceId'>): string {
  const payload = [
    challenge.userId,
    Date.now() + CHALLENGE_MS,
    challenge.deviceId ?? '-',
    randomBytes(9).toString('base64url'),
  ];
  return app.signCookie(payload.join(':'));
}

export function readChallenge(app: FastifyInstance, token: string): Challenge | undefined {
  const unsigned = app.unsignCookie(token);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const [userId, expires, deviceId, id] = unsigned.value.split(':');
  if (!userId || !/^\d{1,10}$/.test(userId) || !(Number(expires) > Date.now()) || !id) return undefined;
  return {
    userId: Number(userId),
    id,
    expiresAt: new Date(Number(expires)),
    deviceId: deviceId && deviceId !== '-' ? deviceId : undefined,
  };
}
