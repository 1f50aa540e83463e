import { join } from 'node:path';
import type { Config } from '../config';
import { LocalStorage } from './local';

export { assertKey, contentDisposition } from './names';

/**
 * Object storage for uploads. Keys are `{userId}/{uploadId}/{name}` (safe characters only); a presigned
 * address lets a browser PUT or GET one object without credentials.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** An address that accepts one PUT of at most `sizeBytes` bytes with exactly `contentType`. */
  presignPut(
    key: string,
    opts: { contentType: string; sizeBytes: number; expiresInSec: number },
  ): Promise<string>;
  /** An address that answers one object as an attachment named `fileName`. */
  presignGet(
    key: string,
    opts: { expiresInSec: number; fileName: string; contentType: string },
  ): Promise<string>;
  /** The object's real size, or null when it does not exist. */
  head(key: string): Promise<{ size: number } | null>;
  /** Up to `bytes` first bytes of the object (for sniffing its type). */
  readStart(key: string, bytes: number): Promise<Buffer>;
  /** Server-side copy (moves a checked upload out of reach of its still-valid PUT address). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deletes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (app close). */
  close?(): void;
}

/** The storage of STORAGE_DRIVER, or null for `none` (uploads answer 403). */
export async function createStorage(
  config: Config,
  opts: { now?: () => Date } = {},
): Promise<Storage | null> {
  if (config.STORAGE_DRIVER === 'none') return null;
  if (config.STORAGE_DRIVER === 's3') {
    // The AWS SDK is loaded only when used (it adds ~170 ms to every start otherwise).
    const { S3Storage } = await import('./s3');
    return new S3Storage({
      bucket: config.S3_BUCKET!,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorage({
    dir: join(config.DATA_DIR, 'uploads'),
    secret: config.SECRET_KEY,
    publicUrl: config.PUBLIC_URL,
    now: opts.now,
  });
}

export { LocalStorage } from './local';
