import { z } from 'zod';

export const loginSchema = z.object({
  email: z.email('Please enter a valid email address.').max(254),
  password: z.string().min(6, 'Password must be at least 6 characters.').max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    username: z.string(),
    role: z.enum(['admin', 'editor']),
    disabled: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });

export const signedInSchema = z.object({ user: userSchema, token: z.string(), expiresAt: z.string() });

/** The password was right and the account has a second factor: send a code with the challenge. */
export const twoFactorRequiredSchema = z
  .object({
    twoFactorRequired: z.literal(true),
    challenge: z.string().describe('Pass to POST /api/auth/login/2fa with the code; valid for 5 minutes.'),
  })
  .meta({ id: 'TwoFactorRequired' });

export const loginResponseSchema = z.union([signedInSchema, twoFactorRequiredSchema]);

const codeField = z
  .string()
  .trim()
  .min(1, 'Please enter the code from your authenticator app or a recovery code.')
  .max(64, 'That code is too long.');

export const loginSecondFactorSchema = z.object({ challenge: z.string().min(1).max(512), code: codeField });
export type LoginSecondFactorInput = z.infer<typeof loginSecondFactorSchema>;

export const twoFactorCodeSchema = z.object({ code: codeField });

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    /** ADMIN_REQUIRE_2FA: admins must turn it on before using the admin area. */
    required: z.boolean(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z
  .object({
    secret: z.string().describe('Base32 secret, for typing into an authenticator app by hand.'),
    otpauthUrl: z.string(),
    qrCode: z.string().describe('The otpauth URL as a QR code (a data: URL of a PNG image).'),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()).describe('Shown once; each works once.') })
  .meta({ id: 'RecoveryCodes' });
