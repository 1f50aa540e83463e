import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Plan } from '../../contract/enums';
import { ErrorCode, Msg } from '../../contract/errors';
import type { PlanTable } from '../../contract/plans';
import {
  DOWNLOAD_URL_TTL_SEC,
  declaredKind,
  toMb,
  UPLOAD_URL_TTL_SEC,
  type UploadUrlBody,
  type UploadUrlResponse,
} from '../../contract/uploads';
import { lockUser } from '../account/store';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { AppError, notFound } from '../http/errors';
import { addressKey } from '../http/throttle';
import type { PageHost } from '../http/widget-cors';
import type { Storage } from '../storage';
import { LocalStorage, sameContentType, UploadTooLarge } from '../storage/local';
import type { FormCache } from '../widget/form-cache';
import { assertActive, assertOrigin, type WidgetForm } from '../widget/service';
import { createFileAnswers, pendingKey } from './file-answers';
import * as store from './store';

/**
 * Unattached uploads older than this stop counting against the pending caps and are deleted by the next
 * cleanup (every 10 minutes): gone within an hour (docs/uploads.md).
 */
export const PENDING_TTL_MS = 50 * 60 * 1000;
/**
 * A reservation whose bytes were not seen this long after its URL was issued (valid 10 minutes) expires;
 * with the cleanup every 10 minutes, an unused reservation is gone within half an hour.
 */
export const RESERVATION_TTL_MS = 20 * 60 * 1000;
export const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
const CLEANUP_BATCH = 200;

/** Answers of the local driver's content address (not in the interface's table; Charla's own). */
export const ContentMsg = {
  invalidSignature: 'Invalid signature',
  expired: 'Presigned URL expired',
  typeMismatch: (declared: string) => `Content-Type must be ${declared}`,
  tooLarge: 'File larger than declared',
} as const;

export interface UploadsDeps {
  db: Db;
  cache: FormCache<WidgetForm | null>;
  storage: Storage | null;
  plans: PlanTable;
  now?: () => Date;
  log?: FastifyBaseLogger;
  /** Caps on pending (never submitted) bytes: UPLOAD_PENDING_PER_ADDRESS_MB, UPLOAD_PENDING_PER_FORM_MB. */
  pendingCaps?: { perAddressBytes: number; perFormBytes: number };
}

const MB = 1024 * 1024;
const DEFAULT_PENDING_CAPS = { perAddressBytes: 200 * MB, perFormBytes: 2048 * MB };

type ContentQuery = { expires?: string; signature?: string };

const storageLimit = (limit: number) =>
  new AppError(403, Msg.storageLimit(toMb(limit)), ErrorCode.STORAGE_LIMIT_REACHED);

export function createUploadsService({
  db,
  cache,
  storage,
  plans,
  now = () => new Date(),
  log,
  pendingCaps = DEFAULT_PENDING_CAPS,
}: UploadsDeps) {
  const files = createFileAnswers({ db, storage, plans, log });
  const local = storage instanceof LocalStorage ? storage : null;

  async function deleteObjects(keys: string[]) {
    const failed: string[] = [];
    for (let i = 0; i < keys.length; i += 20) {
      const batch = keys.slice(i, i + 20);
      const results = await Promise.allSettled(batch.map((k) => storage!.delete(k)));
      results.forEach((r, j) => {
        if (r.status === 'rejected') {
          failed.push(batch[j]!);
          log?.warn({ err: r.reason, key: batch[j] }, 'could not delete an uploaded object');
        }
      });
    }
    return failed;
  }

  /**
   * An upload's bytes landed: under a lock on the owner they count from now on if the storage cap has room
   * for them (two uploads racing for the last megabytes: one wins); otherwise the cap, for the 403.
   */
  async function land(row: store.UploadRow, size: number): Promise<true | number> {
    return db.transaction(async (tx) => {
      const owner = await lockUser(tx, row.userId);
      const limit = owner ? plans[owner.plan as Plan].storageBytes : 0;
      if (limit !== null && (await store.storageUsed(tx, row.userId, [row.id])) + size > limit) return limit;
      await store.markStored(tx, row.id, size, now());
      return true as const;
    });
  }

  /** Reservations past their TTL: stored ones (bytes found) start counting, the others are deleted. */
  async function expireReservations(): Promise<number> {
    const before = new Date(now().getTime() - RESERVATION_TTL_MS);
    let removed = 0;
    for (;;) {
      const rows = await store.listStaleReservations(db, before, CLEANUP_BATCH);
      const gone: string[] = [];
      for (const r of rows) {
        const head = storage ? await storage.head(r.storageKey) : null;
        if (head && (await land(r, head.size)) === true) continue;
        if (head) await storage?.delete(r.storageKey).catch(() => {});
        gone.push(r.id);
      }
      removed += await store.deletePending(db, gone);
      if (rows.length < CLEANUP_BATCH) return removed;
    }
  }

  /**
   * Inside the reservation's transaction, one reservation at a time per address and per form: the declared
   * bytes pending from this address, and for this form, must stay within their caps (429 otherwise, with
   * Retry-After until the oldest of them expires). What strangers upload and never submit fills these, never
   * the owner's storage.
   */
  async function assertPendingRoom(tx: Db, clientKey: string, formId: string, sizeBytes: number) {
    await store.lockPendingScope(tx, clientKey, formId);
    const at = now().getTime();
    const since = new Date(at - PENDING_TTL_MS);
    const scopes = [
      { scope: { clientKey }, cap: pendingCaps.perAddressBytes },
      { scope: { formId }, cap: pendingCaps.perFormBytes },
    ];
    for (const { scope, cap } of scopes) {
      const { bytes, oldest } = await store.pendingUsage(tx, scope, since);
      if (bytes + sizeBytes <= cap) continue;
      const wait = oldest ? oldest.getTime() + PENDING_TTL_MS - at : PENDING_TTL_MS;
      const seconds = String(Math.max(1, Math.ceil(wait / 1000)));
      throw new AppError(429, Msg.tooManyUploads, ErrorCode.RATE_LIMITED, undefined, {
        'retry-after': seconds,
        'ratelimit-limit': String(Math.floor(cap / MB)),
        'ratelimit-remaining': '0',
        'ratelimit-reset': seconds,
      });
    }
  }

  /** A local content address's upload, or 403 for a wrong signature or an expired address. */
  async function verifiedLocal(method: 'PUT' | 'GET', id: string, query: ContentQuery) {
    if (!local) throw notFound(Msg.notFound);
    const row = await store.findUpload(db, id);
    // PUT only while pending: attaching moves the object to another key, which voids the old signature too.
    const usable = row && (method === 'GET' ? row.attachedAt : !row.attachedAt);
    const check = usable ? local.verify(method, row.storageKey, query, row) : 'invalid';
    if (check === 'invalid') throw new AppError(403, ContentMsg.invalidSignature);
    if (check === 'expired') throw new AppError(403, ContentMsg.expired);
    return { local, row: row! };
  }

  return {
    files,

    /**
     * POST /api/forms/:id/upload-url. Order of checks: storage configured (403), published CLASSIC form
     * (404), origin (403), active subscription (403), plan has uploads (403), file question (400), type
     * (400), per-file cap (400), storage cap against what submissions hold (403), pending caps per address
     * and per form (429). A reservation spends no storage: the cap is checked again, under a lock on the
     * owner, when the bytes land and at submit, where the bytes start to count.
     */
    async requestUrl(
      formId: string,
      body: UploadUrlBody,
      originHost: PageHost,
      clientAddress: string,
    ): Promise<UploadUrlResponse> {
      if (!storage) throw new AppError(403, Msg.uploadsUnavailable, ErrorCode.FEATURE_NOT_AVAILABLE);
      const f = await cache.get(formId);
      if (f?.row.formType !== 'CLASSIC') throw notFound(Msg.formNotFound);
      assertOrigin(f, originHost);
      assertActive(f);
      if (!f.limits.features.fileUploads)
        throw new AppError(403, Msg.uploadsNotOnPlan, ErrorCode.FEATURE_NOT_AVAILABLE);
      const files = f.row.questions.filter((q) => q.type === 'file');
      const wanted = body.questionText.trim().toLowerCase();
      const question =
        files.find((q) => q.text === body.questionText) ??
        files.find((q) => q.text.trim().toLowerCase() === wanted);
      if (!question) throw new AppError(400, Msg.unknownFileQuestion);
      if (!declaredKind(question.fileCategory ?? 'any', body.fileName, body.contentType))
        throw new AppError(400, Msg.fileTypeNotAllowed);
      const cap = f.limits.fileSizeBytes;
      if (cap !== null && body.sizeBytes > cap) throw new AppError(400, Msg.fileTooLarge(toMb(cap)));

      const uploadId = newId('upl');
      const userId = f.row.userId;
      const key = pendingKey(userId, uploadId);
      const limit = f.limits.storageBytes;
      if (limit !== null && (await store.storageUsed(db, userId)) + body.sizeBytes > limit)
        throw storageLimit(limit);
      const clientKey = addressKey(clientAddress);
      await db.transaction(async (tx) => {
        await assertPendingRoom(tx, clientKey, formId, body.sizeBytes);
        await store.insertUpload(tx, {
          clientKey,
          id: uploadId,
          userId,
          formId,
          questionText: question.text,
          fileName: body.fileName,
          contentType: body.contentType,
          sizeBytes: body.sizeBytes,
          storageKey: key,
          createdAt: now(),
        });
      });
      const url = await storage.presignPut(key, {
        contentType: body.contentType,
        sizeBytes: body.sizeBytes,
        expiresInSec: UPLOAD_URL_TTL_SEC,
      });
      return { uploadId, url };
    },

    /** GET /api/uploads/:id/download: a presigned GET valid 60 s; the same 404 for foreign, missing and unattached uploads. */
    async downloadUrl(userId: string, id: string): Promise<string> {
      const row = await store.findOwnedAttached(db, userId, id);
      if (!row) throw notFound(Msg.uploadNotFound(id));
      if (!storage) throw new AppError(403, Msg.uploadsUnavailable, ErrorCode.FEATURE_NOT_AVAILABLE);
      return storage.presignGet(row.storageKey, {
        expiresInSec: DOWNLOAD_URL_TTL_SEC,
        fileName: row.fileName,
        contentType: row.contentType,
      });
    },

    /**
     * The local driver's presigned PUT. Order: signature (403), expiry (403), Content-Type equal to the
     * declared one (415), Content-Length within the declared size (413), then the body streamed to disk with
     * a byte counter (413 as soon as it passes the declared size).
     */
    async receive(
      id: string,
      query: ContentQuery,
      headers: { contentType?: string; contentLength?: string },
      body: Readable,
    ) {
      const { local, row } = await verifiedLocal('PUT', id, query);
      if (!headers.contentType || !sameContentType(headers.contentType, row.contentType))
        throw new AppError(415, ContentMsg.typeMismatch(row.contentType));
      const tooLarge = new AppError(413, ContentMsg.tooLarge, undefined, undefined, { connection: 'close' });
      if (headers.contentLength !== undefined && Number(headers.contentLength) > row.sizeBytes)
        throw tooLarge;
      let size: number;
      try {
        size = await local.write(row.storageKey, body, row.sizeBytes);
      } catch (e) {
        if (e instanceof UploadTooLarge) throw tooLarge;
        throw e;
      }
      const fits = await land(row, size);
      if (fits === true) return;
      await storage!.delete(row.storageKey).catch((err) => log?.warn({ err }, 'could not delete an upload'));
      throw storageLimit(fits);
    },

    /** The local driver's presigned GET: the attached object as a download. */
    async serve(id: string, query: ContentQuery) {
      const { local, row } = await verifiedLocal('GET', id, query);
      const stream = await local.openRead(row.storageKey);
      if (!stream) throw notFound(Msg.notFound);
      return { stream, fileName: row.fileName, contentType: row.contentType };
    },

    /**
     * The upload-cleanup job. Reservations whose bytes never landed expire after RESERVATION_TTL_MS (an
     * object found on S3 then is recorded as stored, and counts); unattached uploads older than 24 h leave
     * storage, then the database (and the count).
     */
    async cleanup(): Promise<number> {
      let removed = await expireReservations();
      const before = new Date(now().getTime() - PENDING_TTL_MS);
      for (;;) {
        const rows = await store.listStalePending(db, before, CLEANUP_BATCH);
        const failed = storage
          ? new Set(await deleteObjects(rows.map((r) => r.storageKey)))
          : new Set<string>();
        const gone = rows.filter((r) => !failed.has(r.storageKey)).map((r) => r.id);
        removed += await store.deletePending(db, gone);
        if (rows.length < CLEANUP_BATCH || gone.length === 0) return removed;
      }
    },

    /** For the forms service: the storage keys of a form's uploads, read in its deleting transaction. */
    async keysOfForm(tx: Db, userId: string, formId: string): Promise<string[]> {
      const rows = await store.lockFormUploads(tx, userId, formId);
      const keys = rows.flatMap((r) => [r.storageKey, pendingKey(r.userId, r.id)]);
      return [...new Set(keys)];
    },

    /** For the conversations service: removes a conversation's uploads in its deleting transaction; their keys. */
    async removeConversationUploads(tx: Db, conversationId: string): Promise<string[]> {
      const rows = await store.deleteConversationUploads(tx, conversationId);
      return [...new Set(rows.flatMap((r) => [r.storageKey, pendingKey(r.userId, r.id)]))];
    },

    /** After the form's delete committed: its objects go; failures are logged. */
    async removeObjects(keys: string[]) {
      if (storage && keys.length) await deleteObjects(keys);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
