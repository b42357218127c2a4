import type { Database } from '../../../db/client.ts';
import type { CoverFile } from './process.ts';
import { deleteRenditions, insertRenditions, selectRendition } from './queries.ts';

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
      await insertRenditions(db, files);
    },
    async get(key) {
      return (await selectRendition(db, key)) ?? null;
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await deleteRenditions(db, keys);
    },
  };
}
