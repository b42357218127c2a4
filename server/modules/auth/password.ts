import argon2 from 'argon2';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * OWASP's first choice and minimum: Argon2id with 19 MiB of memory, 2 passes, 1 lane. About 50 ms
 * of one core here, where scrypt at OWASP's cost took 600 ms and held a libuv thread all along
 * (docs/decisions/069-argon2id-passwords.md).
 */
export const DEFAULT_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A PHC string, `$argon2id$v=19$m=…,t=…,p=…$salt$hash`: the cost travels with the hash. */
export function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

/** Whether a stored hash is not yet Argon2id at today's cost, so a right password rehashes it. */
export function needsRehash(stored: string, cost = DEFAULT_COST): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    return argon2.needsRehash(stored, cost);
  } catch {
    return true;
  }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await argon2.verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, so unknown emails cost as much as wrong passwords. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Hashes stored before Argon2id, `scrypt$N$r$p$salt$key`; each is replaced at its next sign-in. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!salt || !key || !(cost.N > 1 && cost.N <= 2 ** 20 && cost.r > 0 && cost.r <= 16 && cost.p > 0 && cost.p <= 16)) {
    return false;
  }
  const expected = Buffer.from(key, 'base64url');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    ...cost,
    maxmem: 256 * cost.N * cost.r * cost.p + 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}
