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
