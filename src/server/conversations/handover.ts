import { presentAnswers } from '../../contract/conversations';
import { CrmMsg } from '../../contract/crm';
import { ErrorCode, Msg } from '../../contract/errors';
import { storedQuestions } from '../../contract/forms';
import type { ConversationTicketBody } from '../../contract/live';
import type { PlanTable } from '../../contract/plans';
import { findUserById } from '../account/store';
import { resumeQuestion } from '../chat/resume';
import { toInterviewForm } from '../chat/service';
import { answersText, contactFromAnswers } from '../crm/automations';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { findForm } from '../forms/store';
import { AppError, notFound } from '../http/errors';
import { plansTickets, recordTicket, toTicketDto } from '../tickets/service';
import { findTicket, findTicketByConversation } from '../tickets/store';
import type { ConversationsService } from './service';
import { senderOf } from './service';
import * as store from './store';

/** Told after a conversation changed (committed): the live streams on every instance read it. */
export interface LiveNotifier {
  ring(conversationId: string, userId: string): void;
}

export interface HandoverDeps {
  db: Db;
  plans: PlanTable;
  conversations: ConversationsService;
  live?: LiveNotifier;
  now?: () => Date;
}

/** The owner's side of a conversation a person joins (CONTRACT "A human in the conversation"). */
export function createHandoverService({
  db,
  plans,
  conversations,
  live,
  now = () => new Date(),
}: HandoverDeps) {
  /** The owner's conversation, locked: 404 when missing, 403 when another owner's. */
  async function lockOwned(tx: Db, userId: string, id: string) {
    const found = await store.lockConversation(tx, id);
    if (!found) throw notFound(Msg.conversationNotFound);
    if (found.c.userId !== userId) throw new AppError(403, Msg.forbidden);
    return found;
  }

  async function ownerName(tx: Db, userId: string) {
    const owner = await findUserById(tx, userId);
    if (!owner) throw new AppError(401, Msg.unauthorized);
    return owner.name;
  }

  return {
    /** The owner takes the conversation over: the interviewer stays silent, the call for a person is answered. */
    async takeover(userId: string, id: string, page: number, limit: number) {
      const changed = await db.transaction(async (tx) => {
        const { c } = await lockOwned(tx, userId, id);
        if (c.handler === 'HUMAN' && !c.needsHuman) return false;
        await store.setHandler(tx, id, { handler: 'HUMAN', needsHuman: false });
        return true;
      });
      if (changed) live?.ring(id, userId);
      return conversations.detail(userId, id, page, limit);
    },

    /**
     * Hands it back to the interviewer, which at once asks the open question it was asking (a BOT message
     * the visitor sees live); also answers a call for a person while the interviewer still had it.
     */
    async release(userId: string, id: string, page: number, limit: number) {
      const changed = await db.transaction(async (tx) => {
        const { c } = await lockOwned(tx, userId, id);
        if (c.handler === 'BOT' && !c.needsHuman) return false;
        await store.setHandler(tx, id, { handler: 'BOT', needsHuman: false });
        if (c.handler !== 'HUMAN' || c.status === 'COMPLETED') return true;
        const form = await findForm(tx, userId, c.formId);
        if (!form) return true;
        const question = resumeQuestion(
          toInterviewForm({ ...form, questions: storedQuestions(form.questions) }),
          c.state,
          c.collectedData,
          c.hiddenFields ?? {},
        );
        if (question)
          await store.appendMessage(tx, {
            id: newId('msg'),
            conversationId: id,
            content: question,
            sentBy: 'BOT',
            authorName: null,
          });
        return true;
      });
      if (changed) live?.ring(id, userId);
      return conversations.detail(userId, id, page, limit);
    },

    /** The owner's reply, signed with their name; takes the conversation over when the interviewer had it. */
    async postMessage(userId: string, id: string, content: string) {
      const written = await db.transaction(async (tx) => {
        const { c } = await lockOwned(tx, userId, id);
        const authorName = await ownerName(tx, userId);
        if (c.handler !== 'HUMAN' || c.needsHuman)
          await store.setHandler(tx, id, { handler: 'HUMAN', needsHuman: false });
        else await store.setHandler(tx, id, {});
        const m = { id: newId('msg'), conversationId: id, content, sentBy: 'HUMAN' as const, authorName };
        const row = await store.appendMessage(tx, m);
        return { ...m, createdAt: row.createdAt };
      });
      live?.ring(id, userId);
      return {
        id: written.id,
        role: 'ASSISTANT' as const,
        content: written.content,
        createdAt: written.createdAt.toISOString(),
        sentBy: senderOf({ role: 'ASSISTANT', sentBy: 'HUMAN' }),
        authorName: written.authorName,
      };
    },

    /**
     * A ticket linked to the conversation and its form, with the contact and answers as the completion
     * automation writes them; the plan's tickets feature is checked as POST /api/tickets does. A
     * conversation has at most one ticket: asking again answers the existing one (`created` false).
     */
    async openTicket(userId: string, id: string, body: ConversationTicketBody) {
      const result = await db.transaction(async (tx) => {
        const owner = await findUserById(tx, userId);
        if (!owner) throw new AppError(401, Msg.unauthorized);
        const { c, f } = await lockOwned(tx, userId, id);
        if (!plansTickets(plans, owner.plan))
          throw new AppError(403, CrmMsg.ticketsNotOnPlan, ErrorCode.FEATURE_NOT_AVAILABLE);
        const existing = await findTicketByConversation(tx, id);
        if (existing) return { created: false, row: (await findTicket(tx, userId, existing.id))! };
        const questions = storedQuestions(f.questions);
        const collected = presentAnswers(questions, c.collectedData);
        const contact = contactFromAnswers(questions, collected);
        const who = contact.name ?? contact.email ?? `Conversation ${id}`;
        const row = await recordTicket(
          tx,
          userId,
          {
            subject: body.subject ?? `${f.name}: ${who}`.slice(0, 300),
            description: answersText(questions, collected),
            priority: body.priority ?? 'MEDIUM',
            contactName: contact.name,
            contactEmail: contact.email,
            conversationId: id,
            formId: f.id,
          },
          now(),
        );
        return { created: true, row };
      });
      return { created: result.created, ticket: toTicketDto(result.row) };
    },
  };
}

export type HandoverService = ReturnType<typeof createHandoverService>;
