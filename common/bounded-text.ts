import { z } from 'zod';

/**
 * Trimmed text of `min` to `max` characters, in the product's wording: `tooShort` when it is
 * missing or shorter ('<name> is required' unless given), '<name> must be at most <max> characters'
 * when it is longer.
 */
export function boundedText(name: string, min: number, max: number, tooShort = `${name} is required`) {
  return z.string({ error: tooShort }).trim().min(min, tooShort).max(max, `${name} must be at most ${max} characters`);
}
