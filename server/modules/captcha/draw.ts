import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH } from '../../../common/schemas/contributions.ts';

/** Upper and lower case letters and digits 2-9, less the look-alikes I, O, l, o, 0 and 1. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

type DrawOptions = Pick<svgCaptcha.ConfigObject, 'width' | 'height' | 'fontSize' | 'noise'>;
// The package's default export draws a given text; its typings only name `create`, which picks the
// text itself with Math.random.
const drawText = svgCaptcha as unknown as (text: string, options: DrawOptions) => string;

// Dark glyphs and lines on a transparent ground: legible on the form's light card.
const OPTIONS: DrawOptions = { width: 180, height: 60, fontSize: 56, noise: 3 };

/** A fresh answer from a cryptographic source, every character equally likely. */
export function randomAnswer(): string {
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
}

/**
 * The answer drawn as an SVG whose glyphs are outlines (paths), with noise lines, as a data: URL.
 * The text itself appears nowhere in the image's source.
 */
export function drawCaptcha(answer: string): string {
  const svg = drawText(answer, OPTIONS);
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
