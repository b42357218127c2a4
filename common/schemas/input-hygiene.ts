import { z } from 'zod';

/**
 * Text PostgreSQL cannot hold, checked once for every request part a schema validates: a NUL
 * character (refused in text and jsonb) and a lone UTF-16 surrogate (refused in jsonb, silently
 * replaced in text). A request carrying either is refused with a 400 before any handler runs.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The largest id a database `integer` column holds. */
export const MAX_DATABASE_INT = 2_147_483_647;

export interface TextProblem {
  path: (string | number)[];
  message: string;
}

function problemIn(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'Must not contain an unpaired surrogate character';
  return undefined;
}

/** The first string (value or key) in `value` the database could not hold, with where it is. */
export function findTextProblem(value: unknown): TextProblem | undefined {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const message = problemIn(item.value);
      if (message) return { path: item.path, message };
    } else if (Array.isArray(item.value)) {
      item.value.forEach((element, index) => stack.push({ value: element, path: [...item.path, index] }));
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, element] of Object.entries(item.value)) {
        const message = problemIn(key);
        if (message) return { path: [...item.path, key], message };
        stack.push({ value: element, path: [...item.path, key] });
      }
    }
  }
  return undefined;
}

/** `schema`, after checking every string in the input for text the database cannot hold. */
export function withTextHygiene<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const problem = findTextProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message, input: value });
    })
    .pipe(schema);
}

/** A whole number in a string (path and query values), within `min` and `max`. */
export const integerString = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,16}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`));

/** A row id in a path: a positive whole number a database integer can hold. */
export const idString = integerString(1, MAX_DATABASE_INT);

export const idParamsSchema = z.object({ id: idString });
