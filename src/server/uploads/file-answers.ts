import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Plan } from '../../contract/enums';
import { ErrorCode, Msg } from '../../contract/errors';
import type { PlanTable } from '../../contract/plans';
import { declaredKind, type FileKind, toMb } from '../../contract/uploads';
import { lockUser } from '../account/store';
import type { Db } from '../db/open';
import { AppError } from '../http/errors';
import type { Storage } from '../storage';
import type { WidgetForm } from '../widget/service';
import * as store from './store';

/** Bytes read from the start of an object to sniff its type. */
const SNIFF_BYTES = 64 * 1024;

export interface FileAnswer {
  uploadId: string;
  question: string;
}

/** A file answer whose object passed the checks, copied to `fileKey` where no PUT address reaches it. */
export interface CheckedFile extends FileAnswer {
  pendingKey: string;
  fileKey: string;
  size: number;
}

/** 400 naming the question, with the reason in details. */
function rejected(question: string, reason: string) {
  return new AppError(400, Msg.invalidFile(question), undefined, [{ path: question, message: reason }]);
}

/**
 * Text has no magic bytes: a sample is text when file-type finds no format in it and it has no NUL or
 * other control bytes besides tab, line feed, vertical tab, form feed, carriage return and escape.
 * UTF-8 and single-byte encodings pass; UTF-16 (full of NULs) does not.
 */
export function looksLikeText(sample: Buffer): boolean {
  for (const b of sample) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0b && b !== 0x0c && b !== 0x0d && b !== 0x1b)
      return false;
    if (b === 0x7f) return false;
  }
  return true;
}

/** Whether the bytes are what the declared kind says (PNG bytes for a .png, text for a .txt …). */
export async function bytesMatchKind(kind: FileKind, sample: Buffer): Promise<boolean> {
  // Loaded on the first upload check, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(sample).catch(() => undefined);
  if (kind.sniff === 'text') return !detected && sample.length > 0 && looksLikeText(sample);
  return !!detected && kind.sniff.includes(detected.ext);
}

/** The key a visitor's presigned PUT writes to. */
export function pendingKey(userId: string, uploadId: string) {
  return `${userId}/${uploadId}/upload`;
}

export interface FileAnswersDeps {
  db: Db;
  storage: Storage | null;
  plans: PlanTable;
  log?: FastifyBaseLogger;
}

/** The submit side of uploads: checks file answers before the transaction, attaches them inside it. */
export function createFileAnswers({ db, storage, plans, log }: FileAnswersDeps) {
  async function discard(keys: string[]) {
    await Promise.all(
      keys.map((key) =>
        storage?.delete(key).catch((err) => log?.warn({ err, key }, 'could not delete an uploaded object')),
      ),
    );
  }

  async function checkOne(f: WidgetForm, answer: FileAnswer): Promise<CheckedFile> {
    const { question, uploadId } = answer;
    if (!storage) throw rejected(question, Msg.uploadsUnavailable);
    const row = await store.findPending(db, uploadId, f.row.id, question);
    if (!row) throw rejected(question, 'Unknown or already used upload');
    const q = f.row.questions.find((x) => x.text === question);
    const kind = declaredKind(q?.fileCategory ?? 'any', row.fileName, row.contentType);
    if (!kind) throw rejected(question, Msg.fileTypeNotAllowed);
    if (!f.limits.features.fileUploads) throw rejected(question, Msg.uploadsNotOnPlan);
    if (!(await storage.head(row.storageKey))) throw rejected(question, 'The file was not uploaded');
    // Checked in a copy: the visitor's PUT address stays valid for minutes and could replace the original.
    const fileKey = `${row.userId}/${row.id}/f-${randomBytes(6).toString('hex')}`;
    try {
      await storage.copy(row.storageKey, fileKey);
    } catch (e) {
      // A submit racing this one attached the upload and removed its original meanwhile.
      if (!(await storage.head(row.storageKey))) throw rejected(question, 'Unknown or already used upload');
      throw e;
    }
    try {
      const head = await storage.head(fileKey);
      if (!head) throw rejected(question, 'The file was not uploaded');
      const size = head.size;
      if (size === 0) throw rejected(question, 'The file is empty');
      if (size > row.sizeBytes) throw rejected(question, 'The file is larger than declared');
      const cap = f.limits.fileSizeBytes;
      if (cap !== null && size > cap) throw rejected(question, Msg.fileTooLarge(toMb(cap)));
      if (!(await bytesMatchKind(kind, await storage.readStart(fileKey, SNIFF_BYTES))))
        throw rejected(question, 'The file content does not match its declared type');
      return { uploadId, question, pendingKey: row.storageKey, fileKey, size };
    } catch (e) {
      await discard([fileKey]);
      throw e;
    }
  }

  return {
    /**
     * Before the submit transaction: each upload must be pending for this form and question, its object
     * present, its real size within the declared size and the plan's cap, its sniffed type the declared one.
     */
    async check(f: WidgetForm, answers: FileAnswer[]): Promise<CheckedFile[]> {
      const done: CheckedFile[] = [];
      try {
        for (const a of answers) done.push(await checkOne(f, a));
      } catch (e) {
        await discard(done.map((c) => c.fileKey));
        throw e;
      }
      return done;
    },

    /**
     * First in the submit transaction: the owner's lock, taken before the conversation's insert (whose
     * foreign key share-locks the owner), so two submits queue on it instead of deadlocking.
     */
    async lockOwner(tx: Db, userId: string) {
      await lockUser(tx, userId);
    },

    /**
     * Inside the submit transaction: the files must fit the owner's storage cap, counted under a lock on the
     * owner (403 otherwise); then each checked upload is attached (400 when another submit took it first).
     */
    async attach(tx: Db, checked: CheckedFile[], conversationId: string, at: Date) {
      const userId = checked[0] ? (await store.findUpload(tx, checked[0].uploadId))?.userId : undefined;
      const owner = userId ? await lockUser(tx, userId) : undefined;
      const limit = owner ? plans[owner.plan as Plan].storageBytes : null;
      if (owner && limit !== null) {
        const used = await store.storageUsed(
          tx,
          owner.id,
          checked.map((c) => c.uploadId),
        );
        if (used + checked.reduce((n, c) => n + c.size, 0) > limit)
          throw new AppError(403, Msg.storageLimit(toMb(limit)), ErrorCode.STORAGE_LIMIT_REACHED);
      }
      for (const c of checked) {
        const ok = await store.attachPending(tx, c.uploadId, conversationId, {
          storageKey: c.fileKey,
          sizeBytes: c.size,
          attachedAt: at,
        });
        if (!ok) throw rejected(c.question, 'Unknown or already used upload');
      }
    },

    /** After commit: the originals are no longer needed. */
    settle: (checked: CheckedFile[]) => discard(checked.map((c) => c.pendingKey)),

    /** After a failed transaction: the copies are not needed. */
    abandon: (checked: CheckedFile[]) => discard(checked.map((c) => c.fileKey)),
  };
}

export type FileAnswers = ReturnType<typeof createFileAnswers>;
