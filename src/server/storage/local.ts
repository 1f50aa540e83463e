import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './index';
import { assertKey } from './names';

/** The body of a local PUT went past the declared size. */
export class UploadTooLarge extends Error {}

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

export interface LocalStorageOptions {
  /** Directory holding the objects (DATA_DIR/uploads). */
  dir: string;
  /** SECRET_KEY: presigned addresses are HMACs under a key derived from it. */
  secret: string;
  /** PUBLIC_URL: presigned addresses point at Charla's own `/api/uploads/:id/content`. */
  publicUrl: string;
  now?: () => Date;
}

/** Header values compare without case or spaces (`Text/Plain; charset=UTF-8` = `text/plain;charset=utf-8`). */
export function sameContentType(a: string, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  return norm(a) === norm(b);
}

/** The upload id a key belongs to (keys are `{userId}/{uploadId}/{name}`). */
function uploadIdOf(key: string): string {
  const id = key.split('/').find((s) => s.startsWith('upl_'));
  if (!id) throw new Error(`storage key without an upload id: ${key}`);
  return id;
}

/**
 * Files under DATA_DIR, with presigned addresses served by Charla itself:
 * `{PUBLIC_URL}/api/uploads/:id/content?expires=<unix s>&signature=<HMAC>`. A PUT address signs the key,
 * the expiry, the Content-Type and the size; a GET address signs the key and the expiry.
 */
export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  private readonly hmacKey: Buffer;

  constructor(private readonly opts: LocalStorageOptions) {
    this.hmacKey = createHmac('sha256', opts.secret).update('charla:local-storage:v1').digest();
  }

  private nowSec() {
    return Math.floor((this.opts.now?.() ?? new Date()).getTime() / 1000);
  }

  private pathOf(key: string) {
    assertKey(key);
    return join(this.opts.dir, ...key.split('/'));
  }

  private sign(parts: (string | number)[]) {
    return createHmac('sha256', this.hmacKey).update(parts.join('\n')).digest('base64url');
  }

  private putParts(key: string, expires: number, d: { contentType: string; sizeBytes: number }) {
    return ['PUT', key, expires, d.contentType.toLowerCase().replace(/\s+/g, ''), d.sizeBytes];
  }

  private address(key: string, expires: number, signature: string) {
    return `${this.opts.publicUrl}/api/uploads/${uploadIdOf(key)}/content?expires=${expires}&signature=${signature}`;
  }

  async presignPut(key: string, o: { contentType: string; sizeBytes: number; expiresInSec: number }) {
    const expires = this.nowSec() + o.expiresInSec;
    return this.address(key, expires, this.sign(this.putParts(key, expires, o)));
  }

  async presignGet(key: string, o: { expiresInSec: number }) {
    const expires = this.nowSec() + o.expiresInSec;
    return this.address(key, expires, this.sign(['GET', key, expires]));
  }

  /** Checks a presigned address against the object it must name (and, for PUT, what was declared). */
  verify(
    method: 'PUT' | 'GET',
    key: string,
    query: { expires?: string; signature?: string },
    declared?: { contentType: string; sizeBytes: number },
  ): SignatureCheck {
    const { expires, signature } = query;
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
    const exp = Number(expires);
    const parts = method === 'PUT' && declared ? this.putParts(key, exp, declared) : ['GET', key, exp];
    const want = Buffer.from(this.sign(parts));
    const got = Buffer.from(signature);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return 'invalid';
    return exp < this.nowSec() ? 'expired' : 'ok';
  }

  /**
   * Streams a request body into the object, counting bytes; past `maxBytes` it stops with UploadTooLarge
   * and leaves the request stream alone (the caller answers, then the connection closes). The object
   * appears whole or not at all (written aside, then renamed).
   */
  async write(key: string, body: Readable, maxBytes: number): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const part = `${path}.${randomBytes(6).toString('hex')}.part`;
    let size = 0;
    // A pass-through between the request and the pipeline, so a failure destroys it, not the socket.
    const source = new PassThrough();
    const onError = (e: Error) => source.destroy(e);
    const onClose = () => {
      if (!body.readableEnded) source.destroy(new Error('upload aborted'));
    };
    body.on('error', onError);
    body.on('close', onClose);
    body.pipe(source);
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxBytes) done(new UploadTooLarge());
        else done(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(part, { flags: 'wx' }));
      await rename(part, path);
      return size;
    } catch (e) {
      await rm(part, { force: true });
      throw e;
    } finally {
      body.unpipe(source);
      body.off('error', onError);
      body.off('close', onClose);
    }
  }

  /** A stream of the object, or null when it does not exist. */
  async openRead(key: string): Promise<ReadStream | null> {
    const path = this.pathOf(key);
    if (!(await this.head(key))) return null;
    return createReadStream(path);
  }

  async head(key: string) {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size } : null;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async readStart(key: string, bytes: number) {
    const file = await open(this.pathOf(key), 'r');
    try {
      const buf = Buffer.alloc(bytes);
      const { bytesRead } = await file.read(buf, 0, bytes, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async copy(fromKey: string, toKey: string) {
    const to = this.pathOf(toKey);
    await mkdir(dirname(to), { recursive: true });
    await copyFile(this.pathOf(fromKey), to);
  }

  async delete(key: string) {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    // Drop the per-upload directory once empty (never the per-user one, which other uploads share).
    await rmdir(dirname(path)).catch(() => {});
  }
}
