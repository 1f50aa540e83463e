import { paginate } from '../../contract/common';
import {
  type ConversationDetail,
  type ConversationHandler,
  type ConversationListItem,
  type ConversationListQuery,
  DATE_RANGE,
  type MessageSender,
  presentAnswers,
  presentHidden,
} from '../../contract/conversations';
import type { ConversationStatus, FormType, MessageRole } from '../../contract/enums';
import { Msg } from '../../contract/errors';
import { storedQuestions } from '../../contract/forms';
import { FILE_ANSWER_PREFIX } from '../../contract/widget';
import type { Db } from '../db/open';
import { AppError, notFound } from '../http/errors';
import * as counters from './counter-store';
import * as store from './store';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function toConversationListItem(r: store.ConversationListRow): ConversationListItem {
  return {
    id: r.id,
    formId: r.formId,
    status: r.status as ConversationStatus,
    collectedData: presentAnswers(r.formQuestions, r.collectedData),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    hiddenFields: presentHidden(r.formHiddenFields, r.hiddenFields),
    handler: r.handler as ConversationHandler,
    needsHuman: r.needsHuman,
    form: { id: r.formId, name: r.formName, formType: r.formType as FormType },
    _count: { messages: r.messages },
  };
}

/** Who sent a stored message: its sent_by, else as its role says. */
export function senderOf(m: { role: string; sentBy: string | null }): MessageSender {
  if (m.sentBy === 'HUMAN' || m.sentBy === 'BOT' || m.sentBy === 'VISITOR') return m.sentBy;
  return m.role === 'VISITOR' ? 'VISITOR' : 'BOT';
}

/** `to` given as a bare date means the whole of that day (UTC). */
export function dateFilter(from?: string, to?: string): { from?: Date; to?: Date; toBefore?: Date } {
  const out: { from?: Date; to?: Date; toBefore?: Date } = {};
  if (from) out.from = new Date(from);
  if (to) {
    // The day after 9999-12-31 is past what the database stores: the last millisecond is the same filter.
    if (DATE_ONLY.test(to) && Date.parse(to) + 86_400_000 > DATE_RANGE.max) out.to = new Date(DATE_RANGE.max);
    else if (DATE_ONLY.test(to)) out.toBefore = new Date(Date.parse(to) + 86_400_000);
    else out.to = new Date(to);
  }
  return out;
}

/**
 * The questions the interviewer recorded as declined (engine state, by key or, before keys, by text), in the
 * order they were declined, each under the question's current text.
 */
function skippedOf(
  state: unknown,
  questions: readonly { key?: string; text: string }[],
): { question: string; note: string | null }[] {
  const s = (state ?? {}) as { skipped?: unknown; notes?: unknown };
  const notes = s.notes && typeof s.notes === 'object' ? (s.notes as Record<string, unknown>) : {};
  const list = Array.isArray(s.skipped) ? s.skipped.filter((x): x is string => typeof x === 'string') : [];
  const textOf = new Map(questions.flatMap((q) => (q.key ? [[q.key, q.text] as const] : [])));
  return list.map((name) => ({
    question: textOf.get(name) ?? name,
    note: typeof notes[name] === 'string' ? (notes[name] as string) : null,
  }));
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * An owner's conversations created within a date range: the whole UTC days inside it from the day counters,
 * the part-days at its ends counted through the (user_id, created_at) index, so the cost is at most two
 * days of rows whatever the range.
 */
async function countOwnerRange(db: Db, userId: string, range: { from?: Date; to?: Date; toBefore?: Date }) {
  const upper = range.toBefore ?? range.to;
  const firstFull = range.from ? Math.ceil(range.from.getTime() / DAY_MS) * DAY_MS : null;
  const fullEnd = upper ? Math.floor(upper.getTime() / DAY_MS) * DAY_MS : null;
  if (firstFull !== null && fullEnd !== null && firstFull >= fullEnd)
    return store.countConversations(db, { userId, ...range });
  const [days, head, tail] = await Promise.all([
    counters.dayTotal(
      db,
      userId,
      firstFull === null ? null : dayOf(firstFull),
      fullEnd === null ? null : dayOf(fullEnd),
    ),
    range.from && firstFull !== null && range.from.getTime() < firstFull
      ? store.countConversations(db, { userId, from: range.from, toBefore: new Date(firstFull) })
      : 0,
    fullEnd !== null
      ? store.countConversations(db, {
          userId,
          from: new Date(fullEnd),
          to: range.to,
          toBefore: range.toBefore,
        })
      : 0,
  ]);
  return days + head + tail;
}

export interface ConversationsDeps {
  db: Db;
  /** A conversation's uploaded files: rows removed in its deleting transaction, objects after commit. */
  files?: {
    removeConversationUploads(tx: Db, conversationId: string): Promise<string[]>;
    removeObjects(keys: string[]): Promise<void>;
  };
  /** Told after a conversation is deleted: its visitors' live streams end (on every instance). */
  live?: { ring(conversationId: string, userId: string): void };
}

export function createConversationsService({ db, files, live }: ConversationsDeps) {
  return {
    async list(userId: string, q: ConversationListQuery) {
      const dates = dateFilter(q.from, q.to);
      const search = q.search || undefined;
      // The live list is the ACTIVE ones (whatever status says), in its own order.
      const live = q.live === 'true';
      const status = live ? 'ACTIVE' : q.status;
      const filter = { userId, formId: q.formId, status, ...dates, search };
      const offset = (q.page - 1) * q.limit;
      // The counters answer the filters (a form that is not the owner's counts 0); a date range within
      // one owner's conversations reads day counters, and with a form or status it counts the index range.
      const counts = q.formId
        ? await counters.formCounts(db, userId, q.formId)
        : await counters.ownerCounts(db, userId);
      let total = status ? counts[status] : counts.total;
      // A search is counted over the filter's index range (the owner's or the form's rows in it).
      if (total > 0 && search) total = await store.countConversations(db, filter);
      else if (total > 0 && (dates.from || dates.to || dates.toBefore))
        total =
          q.formId || status
            ? await store.countConversations(db, filter)
            : await countOwnerRange(db, userId, dates);
      const read = live ? store.listLive : store.listConversations;
      const rows = offset < total ? await read(db, filter, offset, q.limit) : [];
      return {
        conversations: rows.map(toConversationListItem),
        pagination: paginate(q.page, q.limit, total),
      };
    },

    /** One conversation with a page of its messages: 404 when missing, 403 when another owner's. */
    async detail(userId: string, id: string, page: number, limit: number): Promise<ConversationDetail> {
      const found = await store.findConversation(db, id);
      if (!found) throw notFound(Msg.conversationNotFound);
      if (found.c.userId !== userId) throw new AppError(403, Msg.forbidden);
      const [{ rows, total }, files, asked] = await Promise.all([
        store.listMessages(db, id, (page - 1) * limit, limit),
        store.listFiles(db, id),
        store.listVisitorQuestions(db, id),
      ]);
      const questions = storedQuestions(found.f.questions);
      const c = found.c;
      const byId = new Map(files.map((f) => [f.uploadId, f]));
      const fileOf = (content: string) => {
        if (!content.startsWith(FILE_ANSWER_PREFIX)) return undefined;
        const f = byId.get(content.slice(FILE_ANSWER_PREFIX.length).trim());
        return (
          f && {
            uploadId: f.uploadId,
            fileName: f.fileName,
            contentType: f.contentType,
            sizeBytes: f.sizeBytes,
          }
        );
      };
      return {
        id: c.id,
        formId: c.formId,
        status: c.status as ConversationStatus,
        collectedData: presentAnswers(questions, c.collectedData),
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
        completedAt: c.completedAt?.toISOString() ?? null,
        hiddenFields: presentHidden(found.f.hiddenFields, c.hiddenFields),
        handler: c.handler as ConversationHandler,
        needsHuman: c.needsHuman,
        form: {
          id: found.f.id,
          name: found.f.name,
          questions,
          formType: found.f.formType as FormType,
        },
        messages: rows.map((m) => {
          const file = fileOf(m.content);
          return {
            id: m.id,
            role: m.role as MessageRole,
            content: m.content,
            createdAt: m.createdAt.toISOString(),
            sentBy: senderOf(m),
            authorName: m.authorName,
            ...(file ? { file } : {}),
          };
        }),
        messagesPagination: paginate(page, limit, total),
        files,
        skipped: skippedOf(c.state, questions),
        visitorQuestions: asked.map((v) => ({
          text: v.text,
          answered: v.answered,
          createdAt: v.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Deletes one conversation with its messages, events and files (404 when missing, 403 when another
     * owner's). Rows go in one transaction (the counters follow by trigger, storage use with the upload
     * rows); the stored objects are deleted after it commits.
     */
    async remove(userId: string, id: string) {
      const found = await store.findConversation(db, id);
      if (!found) throw notFound(Msg.conversationNotFound);
      if (found.c.userId !== userId) throw new AppError(403, Msg.forbidden);
      const keys: string[] = [];
      const deleted = await db.transaction(async (tx) => {
        if (files) keys.push(...(await files.removeConversationUploads(tx, id)));
        return store.deleteConversation(tx, userId, id);
      });
      if (!deleted) throw notFound(Msg.conversationNotFound);
      live?.ring(id, userId);
      if (files && keys.length) await files.removeObjects(keys);
      return { success: true as const };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
