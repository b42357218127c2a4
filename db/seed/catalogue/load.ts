import type { z } from 'zod';

/**
 * Checks data read from one of the catalogue's JSON files against its schema; any problem stops
 * the load with every problem listed by where it is.
 */
export function checked<T extends z.ZodType>(file: string, schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`db/seed/catalogue/${file} breaks the catalogue's rules:\n${problems.join('\n')}`);
}
