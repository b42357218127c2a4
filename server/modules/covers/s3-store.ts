import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { CoverStore } from './store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); AWS itself when unset. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Put before every file's name, e.g. `covers/`. */
  prefix: string;
  /** Address buckets as a path (`/bucket/key`), which most S3-compatible services need. */
  forcePathStyle: boolean;
}

/** The object key of a rendition: the prefix, then its content-hashed name. */
export function objectKey(settings: Pick<S3Settings, 'prefix'>, key: string): string {
  return `${settings.prefix}${key}`;
}

/**
 * Renditions in an S3-compatible bucket (AWS SDK v3). The site still serves them itself, under the
 * same immutable URLs, so pages and the content policy never name the bucket.
 */
export function createS3CoverStore(settings: S3Settings, client?: S3Client): CoverStore {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Plain checksummed bodies, which every S3-compatible service understands.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  return {
    kind: 's3',
    async put(files) {
      await Promise.all(
        files.map((file) =>
          s3.send(
            new PutObjectCommand({
              Bucket: settings.bucket,
              Key: objectKey(settings, file.key),
              Body: file.data,
              ContentType: file.contentType,
              CacheControl: 'public, max-age=31536000, immutable',
            }),
          ),
        ),
      );
    },
    async get(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(settings, key) }));
        if (!object.Body) return null;
        return {
          contentType: object.ContentType ?? 'application/octet-stream',
          data: Buffer.from(await object.Body.transformToByteArray()),
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await s3.send(
        new DeleteObjectsCommand({
          Bucket: settings.bucket,
          Delete: { Objects: keys.map((key) => ({ Key: objectKey(settings, key) })), Quiet: true },
        }),
      );
    },
  };
}
