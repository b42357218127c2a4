import { z } from 'zod';

/** The one error shape every API failure uses. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;
