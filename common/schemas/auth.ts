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
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ user: userSchema, token: z.string(), expiresAt: z.string() });
export const meResponseSchema = z.object({ user: userSchema });
