import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../../../db/client.ts';
import { ConflictError, FieldError, NotFoundError } from '../../../common/http-errors.ts';
import {
  claimStep,
  clearSecret,
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  enableSecret,
  insertRecoveryCodes,
  setPendingSecret,
  useRecoveryCodeHash,
} from './two-factor-queries.ts';
import { selectUserById } from './user-queries.ts';

const ISSUER = 'Cozy Games';
const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o or 1/l, so a code read off paper is typed right. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function totp(secret: string, label = 'admin'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The 30-second step a code belongs to, or null when it is not a current code (one step of drift either side). */
function matchingStep(secret: string, code: string): number | null {
  const delta = totp(secret).validate({ token: code, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD }) + delta;
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(`recovery:${normaliseRecoveryCode(code)}`)
    .digest('base64url');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Six digits (spaces allowed) is an authenticator code; anything else is tried as a recovery code. */
const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

export class InvalidCodeError extends FieldError {
  constructor() {
    super('code', 'That code is not right. Please try again.', 'invalid-two-factor-code');
  }
}

/**
 * The second factor: TOTP (RFC 6238) through otpauth, enrolled with a QR code, and ten one-time
 * recovery codes of which only hashes are kept. A code is accepted once: the step it belongs to is
 * recorded atomically, and a recovery code is marked used in the same statement that finds it.
 */
export function createTwoFactorService(db: Database) {
  async function userRow(userId: number) {
    const row = await selectUserById(db, userId);
    if (!row) throw new NotFoundError('No such user');
    return row;
  }

  async function replaceRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await deleteRecoveryCodes(tx, userId);
      await insertRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
    });
    return codes;
  }

  async function useAuthenticatorCode(userId: number, secret: string, code: string): Promise<boolean> {
    const step = matchingStep(secret, code.replace(/\s/g, ''));
    if (step === null) return false;
    return claimStep(db, userId, step);
  }

  async function useRecoveryCode(userId: number, code: string): Promise<boolean> {
    return useRecoveryCodeHash(db, userId, hashRecoveryCode(code));
  }

  return {
    async status(userId: number) {
      const row = await userRow(userId);
      const left = await countUnusedRecoveryCodes(db, userId);
      return { enabled: row.totpSecret !== null, recoveryCodesLeft: row.totpSecret ? left : 0 };
    },

    /** A new secret, shown once as text and as a QR code; it works only after a first code confirms it. */
    async beginEnrolment(userId: number) {
      const row = await userRow(userId);
      if (row.totpSecret) throw new ConflictError('Two-factor authentication is already on.', 'two-factor-enabled');
      const secret = new Secret({ size: 20 }).base32;
      await setPendingSecret(db, userId, secret);
      const otpauthUrl = totp(secret, row.email).toString();
      const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
      return { secret, otpauthUrl, qrCode };
    },

    /** Turns the second factor on with a code from the new secret; answers the recovery codes, once. */
    async confirmEnrolment(userId: number, code: string): Promise<string[]> {
      const row = await userRow(userId);
      if (row.totpSecret) throw new ConflictError('Two-factor authentication is already on.', 'two-factor-enabled');
      if (!row.totpPendingSecret) {
        throw new ConflictError('Start the set-up again: no secret is waiting for a code.', 'two-factor-not-started');
      }
      const step = matchingStep(row.totpPendingSecret, code.replace(/\s/g, ''));
      if (step === null) throw new InvalidCodeError();
      const enabled = await enableSecret(db, userId, { secret: row.totpPendingSecret, step, at: new Date() });
      if (!enabled) throw new ConflictError('Two-factor authentication is already on.', 'two-factor-enabled');
      return replaceRecoveryCodes(userId);
    },

    /** Whether a code (authenticator or recovery) is good for this user; a good code is used up. */
    async verify(userId: number, code: string): Promise<boolean> {
      const row = await userRow(userId);
      if (!row.totpSecret) return false;
      return isAuthenticatorCode(code)
        ? useAuthenticatorCode(userId, row.totpSecret, code)
        : useRecoveryCode(userId, code);
    },

    async isEnabled(userId: number): Promise<boolean> {
      return (await userRow(userId)).totpSecret !== null;
    },

    /** Turns the second factor off and forgets its secret and recovery codes. */
    async turnOff(userId: number): Promise<void> {
      await clearSecret(db, userId);
      await deleteRecoveryCodes(db, userId);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
