import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** OWASP's scrypt recommendation: N=2^17, r=8, p=1. */
export const DEFAULT_COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so the cost can rise later. */
export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: 256 * cost.N * cost.r });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    ...cost,
    maxmem: 256 * cost.N * cost.r,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password, so unknown emails cost as much as wrong passwords. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
