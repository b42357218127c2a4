import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';

// Image work runs on libuv's four threads, which sign-in (Argon2id), files and DNS share, and on the
// machine's cores, which the event loop needs. Each job makes its renditions one after another on
// one thread of libvips, and at most two jobs run at a time in a process, one fewer than the cores
// (the rest wait their turn), so threads and a core always stay free for everything else.
// libvips's own operation cache would keep decoded pictures after the work: off.
sharp.concurrency(1);
sharp.cache(false);
const imageJobs = pLimit(Math.max(1, Math.min(2, availableParallelism() - 1)));

/** Widths of the AVIF and WebP renditions: a card at 1x and 2x, the game page's hero at 1x and 2x. */
export const RENDITION_WIDTHS = [400, 800, 1200, 1600] as const;
/** The share preview's size (og:image), the shape most sites crop a link's picture to. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;
export const MAX_COVER_BYTES = 10 * 1024 * 1024;
export const MIN_COVER_WIDTH = 200;
export const MIN_COVER_HEIGHT = 100;
/** The largest image decoded at all: about a 40-megapixel photo, and no side over 12,000 px. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_INPUT_SIDE = 12_000;
/** Part of every content hash, so that changing how renditions are made gives them new names. */
const RENDITION_VERSION = 'v1';

export type CoverFormat = 'avif' | 'webp' | 'jpg';
export const CONTENT_TYPES: Record<CoverFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export interface CoverFile {
  key: string;
  contentType: string;
  data: Buffer;
}

export interface ProcessedCover {
  hash: string;
  width: number;
  height: number;
  widths: number[];
  files: CoverFile[];
}

/** Why an image was refused, in words an admin can act on. */
export class CoverImageError extends Error {
  constructor(
    public readonly code: 'not-an-image' | 'too-small' | 'too-large' | 'unsupported-format',
    message: string,
  ) {
    super(message);
  }
}

export function renditionKey(hash: string, width: number, format: CoverFormat): string {
  return `${hash}-${width}.${format}`;
}

export function socialKey(hash: string): string {
  return renditionKey(hash, SOCIAL_CARD.width, 'jpg');
}

/** The widths made for a source this wide: the standard ones it reaches, or its own width alone. */
export function widthsFor(sourceWidth: number): number[] {
  const widths = RENDITION_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? [...widths] : [sourceWidth];
}

/** Every file a stored cover has, by name. */
export function coverKeys(cover: { hash: string; widths: number[] }): string[] {
  return [
    ...cover.widths.flatMap((width) => [
      renditionKey(cover.hash, width, 'avif'),
      renditionKey(cover.hash, width, 'webp'),
    ]),
    socialKey(cover.hash),
  ];
}

const decodeOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false } as const;

/**
 * Checks what the bytes really are (the decoded format, never a name or a declared type), that the
 * picture is neither too small nor too large, and makes the renditions: AVIF and WebP at each width,
 * and a 1200x630 JPEG for share previews. Metadata (EXIF, location, comments) is never copied.
 */
export function processCover(input: Buffer): Promise<ProcessedCover> {
  return imageJobs(() => makeRenditions(input));
}

async function makeRenditions(input: Buffer): Promise<ProcessedCover> {
  if (input.length > MAX_COVER_BYTES) {
    throw new CoverImageError('too-large', 'The image is larger than 10 MB.');
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(input, decodeOptions).metadata();
  } catch {
    throw new CoverImageError('not-an-image', 'The file is not an image (JPEG, PNG, WebP or AVIF).');
  }
  const format = metadata.format;
  const isAvif = format === 'heif' && metadata.compression === 'av1';
  if (!(format === 'jpeg' || format === 'png' || format === 'webp' || isAvif)) {
    throw new CoverImageError('unsupported-format', 'Only JPEG, PNG, WebP and AVIF images can be used.');
  }
  const rotated = (metadata.orientation ?? 1) >= 5;
  const width = (rotated ? metadata.height : metadata.width) ?? 0;
  const height = (rotated ? metadata.width : metadata.height) ?? 0;
  if (width * height > MAX_INPUT_PIXELS || width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE) {
    throw new CoverImageError(
      'too-large',
      `The image is too large: at most ${MAX_INPUT_SIDE} px a side and 40 megapixels.`,
    );
  }
  if (width < MIN_COVER_WIDTH || height < MIN_COVER_HEIGHT) {
    throw new CoverImageError(
      'too-small',
      `The image is too small: at least ${MIN_COVER_WIDTH} px wide and ${MIN_COVER_HEIGHT} px tall (this one is ${width}x${height}).`,
    );
  }

  const hash = createHash('sha256').update(RENDITION_VERSION).update(input).digest('hex').slice(0, 32);
  const widths = widthsFor(width);
  // One decode, upright; each rendition is a clone of it.
  const base = sharp(input, decodeOptions).rotate();
  try {
    const files: CoverFile[] = [];
    for (const w of widths) {
      const resized = () => base.clone().resize({ width: w, withoutEnlargement: true });
      files.push({
        key: renditionKey(hash, w, 'avif'),
        contentType: CONTENT_TYPES.avif,
        data: await resized().avif({ quality: 55, effort: 3 }).toBuffer(),
      });
      files.push({
        key: renditionKey(hash, w, 'webp'),
        contentType: CONTENT_TYPES.webp,
        data: await resized().webp({ quality: 78 }).toBuffer(),
      });
    }
    files.push({
      key: socialKey(hash),
      contentType: CONTENT_TYPES.jpg,
      data: await base
        .clone()
        .resize({ ...SOCIAL_CARD, fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    });
    return { hash, width, height, widths, files };
  } catch {
    // The header was readable but the picture itself is broken (truncated, corrupt).
    throw new CoverImageError('not-an-image', 'The image could not be read; it may be damaged.');
  }
}
