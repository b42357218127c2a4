import { z } from 'zod';
import { idString } from './input-hygiene.ts';
import { gameSchema } from './games.ts';
import { coverUploadSchema } from './covers.ts';

/** The most screenshots a game shows; an admin's upload beyond it is refused. */
export const SCREENSHOTS_MAX = 8;

/** A screenshot's id: its content hash, as the game's `screenshots[].id` gives it. */
const screenshotId = z
  .string()
  .regex(/^[0-9a-f]{32}$/, "A screenshot id is the 32-character hash from the game's screenshots")
  .meta({ description: "The screenshot's id (its content hash) from the game's `screenshots`" });

export const screenshotParamsSchema = z.object({ id: idString, screenshotId });

/** PUT /api/games/{id}/screenshots/order */
export const screenshotOrderSchema = z.object({
  order: z
    .array(screenshotId, { error: "The order is a list of the screenshots' ids" })
    .max(SCREENSHOTS_MAX)
    .meta({ description: "Every one of the game's screenshot ids, once each, in the order to show them" }),
});

/** The upload form of POST /api/games/{id}/screenshots: the same one file as a cover's. */
export const screenshotUploadSchema = coverUploadSchema;

/** What 'Import art again' answers: the game as it is now, and how the import went. */
export const artImportAgainSchema = z
  .object({
    game: gameSchema,
    imported: z.boolean().meta({ description: 'Whether a cover or screenshots were imported' }),
    failed: z.boolean().meta({
      description: "The game's art sources could not be read; the game keeps the art it had",
    }),
  })
  .meta({ id: 'ArtImportAgain' });
export type ArtImportAgain = z.infer<typeof artImportAgainSchema>;
