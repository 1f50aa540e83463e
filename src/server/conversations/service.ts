import { paginate } from '../../contract/common';
import type {
  ConversationDetail,
  ConversationListItem,
  ConversationListQuery,
} from '../../contract/conversations';
import type { ConversationStatus, FormType, MessageRole } from '../../contract/enums';
import { Msg } from '../../contract/errors';
import type { Db } from '../db/open';
import { AppError, notFound } from '../http/errors';
import * as store from './store';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function toConversationListItem(r: store.ConversationListRow): ConversationListItem {
  return {
    id: r.id,
    formId: r.formId,
    status: r.status as ConversationStatus,
    collectedData: r.collectedData,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    form: { id: r.formId, name: r.formName, formType: r.formType as FormType },
    _count: { messages: r.messages },
  };
}

/** `to` given as a bare date means the whole of that day (UTC). */
export function dateFilter(from?: string, to?: string): { from?: Date; to?: Date; toBefore?: Date } {
  const out: { from?: Date; to?: Date; toBefore?: Date } = {};
  if (from) out.from = new Date(from);
  if (to) {
    if (DATE_ONLY.test(to)) out.toBefore = new Date(Date.parse(to) + 86_400_000);
    else out.to = new Date(to);
  }
  return out;
}

export function createConversationsService({ db }: { db: Db }) {
  return {
    async list(userId: string, q: ConversationListQuery) {
      const filter = { userId, formId: q.formId, status: q.status, ...dateFilter(q.from, q.to) };
      const { rows, total } = await store.listConversations(db, filter, (q.page - 1) * q.limit, q.limit);
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
      const [{ rows, total }, files] = await Promise.all([
        store.listMessages(db, id, (page - 1) * limit, limit),
        store.listFiles(db, id),
      ]);
      const c = found.c;
      return {
        id: c.id,
        formId: c.formId,
        status: c.status as ConversationStatus,
        collectedData: c.collectedData,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
        completedAt: c.completedAt?.toISOString() ?? null,
        form: {
          id: found.f.id,
          name: found.f.name,
          questions: found.f.questions,
          formType: found.f.formType as FormType,
        },
        messages: rows.map((m) => ({
          id: m.id,
          role: m.role as MessageRole,
          content: m.content,
          createdAt: m.createdAt.toISOString(),
        })),
        messagesPagination: paginate(page, limit, total),
        files,
      };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
