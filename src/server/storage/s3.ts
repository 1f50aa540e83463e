import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Msg } from '../../contract/errors';
import { AppError } from '../http/errors';
import type { Storage } from './index';
import { assertKey, contentDisposition } from './names';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Connect and whole-request timeouts for the store: a store that hangs costs a request seconds, not minutes. */
export const S3_CONNECT_TIMEOUT_MS = 3000;
export const S3_REQUEST_TIMEOUT_MS = 15_000;

function isNotFound(e: unknown) {
  return (
    e instanceof S3ServiceException &&
    (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404)
  );
}

/**
 * Any S3-compatible store through the AWS SDK. A presigned PUT signs Content-Type and Content-Length, so
 * the store itself refuses another type or another size.
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(o: S3StorageOptions) {
    this.bucket = o.bucket;
    // On Node 20 the SDK warns that its releases after January 2027 will need Node 22: a note for whoever
    // updates the locked SDK (docs/decisions.md), not for the operator. The operator's own setting wins.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: o.region,
      endpoint: o.endpoint,
      forcePathStyle: o.forcePathStyle,
      credentials:
        o.accessKeyId && o.secretAccessKey
          ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
          : undefined,
      // Default checksums would put a checksum of the empty body into presigned PUT addresses.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
      maxAttempts: 2,
    });
  }

  /** Sends a command; a store that cannot be reached or answers 5xx becomes 503 Service unavailable. */
  private async send<T>(run: (client: S3Client) => Promise<T>): Promise<T> {
    try {
      return await run(this.client);
    } catch (e) {
      const status = e instanceof S3ServiceException ? e.$metadata?.httpStatusCode : undefined;
      if (status !== undefined && status < 500) throw e;
      throw Object.assign(new AppError(503, Msg.serviceUnavailable), { cause: e });
    }
  }

  async presignPut(key: string, o: { contentType: string; sizeBytes: number; expiresInSec: number }) {
    assertKey(key);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: o.contentType,
      ContentLength: o.sizeBytes,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: o.expiresInSec,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  async presignGet(key: string, o: { expiresInSec: number; fileName: string; contentType: string }) {
    assertKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(o.fileName),
      ResponseContentType: o.contentType,
    });
    return getSignedUrl(this.client, command, { expiresIn: o.expiresInSec });
  }

  async head(key: string) {
    assertKey(key);
    try {
      const r = await this.send((c) => c.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
      return { size: r.ContentLength ?? 0 };
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async readStart(key: string, bytes: number) {
    assertKey(key);
    const r = await this.send((c) =>
      c.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${bytes - 1}` })),
    );
    const body = r.Body ? Buffer.from(await r.Body.transformToByteArray()) : Buffer.alloc(0);
    return body.subarray(0, bytes);
  }

  async copy(fromKey: string, toKey: string) {
    assertKey(fromKey);
    assertKey(toKey);
    await this.send((c) =>
      c.send(
        new CopyObjectCommand({ Bucket: this.bucket, Key: toKey, CopySource: `${this.bucket}/${fromKey}` }),
      ),
    );
  }

  async delete(key: string) {
    assertKey(key);
    await this.send((c) => c.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  /** Closes the client's sockets. */
  close() {
    this.client.destroy();
  }
}
