import { z } from 'zod';

/** A stored cover as pages use it: AVIF and WebP `srcset`s, a plain image and the share-preview image. */
export const coverImageSchema = z
  .object({
    width: z.number().int().meta({ description: "The picture's own width in pixels" }),
    height: z.number().int().meta({ description: "The picture's own height in pixels" }),
    avif: z.string().meta({ description: 'AVIF renditions as a srcset (`/covers/<hash>-<width>.avif 400w, …`)' }),
    webp: z.string().meta({ description: 'WebP renditions as a srcset' }),
    src: z.string().meta({ description: 'A WebP rendition for clients that take one image' }),
    social: z.string().meta({ description: 'The 1200x630 JPEG share preview (og:image)' }),
  })
  .meta({ id: 'CoverImage' });
export type CoverImage = z.infer<typeof coverImageSchema>;

/** What a game keeps of its stored cover: the content hash, its size and the renditions' widths. */
export interface StoredCoverRef {
  hash: string;
  width: number;
  height: number;
  widths: number[];
}

/** A stored screenshot: an image like the cover, and whether an admin or the import added it. */
export interface StoredScreenshot extends StoredCoverRef {
  origin: 'admin' | 'import';
}

/** Where a game's art is imported from, with the credit shown beside it. */
export type ArtSource =
  | { kind: 'steam'; appId: number; label: 'Steam store page'; url: string }
  | { kind: 'page'; label: 'Press kit' | 'Official site'; url: string; images?: string[] };

export interface ArtCredit {
  label: string;
  url: string;
}

export const artCreditSchema = z
  .object({ label: z.string(), url: z.string() })
  .meta({ id: 'ArtCredit', description: "Where the game's imported art comes from ('Images: {label}')" });

/** A screenshot as pages use it: the same renditions as a cover, and its hash to manage it by. */
export const screenshotSchema = z
  .object({
    id: z.string().meta({ description: "The image's content hash: what the admin routes name it by" }),
    width: z.number().int(),
    height: z.number().int(),
    avif: z.string(),
    webp: z.string(),
    src: z.string(),
  })
  .meta({ id: 'Screenshot' });
export type Screenshot = z.infer<typeof screenshotSchema>;

export function screenshotOf(stored: StoredScreenshot): Screenshot {
  const { avif, webp, src, width, height } = coverImageOf(stored);
  return { id: stored.hash, width, height, avif, webp, src };
}

export function coverImageOf(stored: StoredCoverRef): CoverImage {
  const srcset = (format: string) => stored.widths.map((w) => `/covers/${stored.hash}-${w}.${format} ${w}w`).join(', ');
  const middle = stored.widths[Math.min(1, stored.widths.length - 1)]!;
  return {
    width: stored.width,
    height: stored.height,
    avif: srcset('avif'),
    webp: srcset('webp'),
    src: `/covers/${stored.hash}-${middle}.webp`,
    social: `/covers/${stored.hash}-1200.jpg`,
  };
}

/** The upload form of POST /api/games/{id}/cover (multipart/form-data). */
export const coverUploadSchema = z
  .object({
    file: z.unknown().meta({
      type: 'string',
      format: 'binary',
      description: 'A JPEG, PNG, WebP or AVIF image of at most 10 MB, at least 200 px wide and 100 px tall',
    }),
  })
  .meta({ description: 'multipart/form-data with one file in the field `file`' });

export const COVER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Said beside an admin's change when the cover could not be taken from its image URL. */
export const coverErrorField = {
  coverError: z
    .string()
    .optional()
    .meta({ description: 'Why the cover could not be fetched from the image URL; the game keeps the cover it had' }),
};
