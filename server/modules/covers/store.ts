import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coverRenditions } from '../../../db/schema/index.ts';
import type { CoverFile } from './process.ts';

export interface StoredFile {
  contentType: string;
  data: Buffer;
}

/**
 * Where cover renditions live, readable by every instance: the database by default, an
 * S3-compatible bucket when configured. Files are named by content, so a name always means the
 * same bytes and writing one twice is harmless.
 */
export interface CoverStore {
  readonly kind: 'database' | 's3';
  put(files: CoverFile[]): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(keys: string[]): Promise<void>;
}

export function createDatabaseCoverStore(db: Database): CoverStore {
  return {
    kind: 'database',
    async put(files) {
      if (files.length === 0) return;
      await db
        .insert(coverRenditions)
        .values(
          files.map((file) => ({
            key: file.key,
            contentType: file.contentType,
            bytes: file.data.length,
            data: file.data,
          })),
        )
        .onConflictDoNothing();
    },
    async get(key) {
      const [row] = await db
        .select({ contentType: coverRenditions.contentType, data: coverRenditions.data })
        .from(coverRenditions)
        .where(inArray(coverRenditions.key, [key]));
      return row ?? null;
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await db.delete(coverRenditions).where(inArray(coverRenditions.key, keys));
    },
  };
}
