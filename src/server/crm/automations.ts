import type { FastifyBaseLogger } from 'fastify';
import { readableAnswer } from '../../contract/answers';
import { Email } from '../../contract/common';
import { presentAnswers } from '../../contract/conversations';
import {
  AUTOMATIONS_DEFAULT,
  type Question,
  type StoredQuestion,
  storedQuestions,
} from '../../contract/forms';
import { own } from '../../contract/own-keys';
import type { PlanTable } from '../../contract/plans';
import { findUserById } from '../account/store';
import { readText, textKind } from '../chat/reading/names';
import { findConversation } from '../conversations/store';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { moneyToText, recordDeal } from '../deals/service';
import { findDealByConversation } from '../deals/store';
import type { EventRow } from '../events/store';
import { findForm } from '../forms/store';
import type { EventHandler } from '../jobs/outbox';
import { findOwnedStage } from '../pipelines/store';
import { plansTickets, recordTicket } from '../tickets/service';
import { findTicketByConversation } from '../tickets/store';
import { valueQuestionOf } from './value-question';

const NAME_QUESTION = /\b(name|nombre|llamas)\b/i;
const NOT_A_PERSON = /\b(company|business|organi[sz]ation|empresa|compa[nñ][ií]a|negocio|organizaci[oó]n)\b/i;

export interface Contact {
  name: string | null;
  email: string | null;
}

function answerOf(collected: Record<string, unknown>, q: Question): string | null {
  let v = own(collected, q.text);
  if (v === undefined) {
    const key = Object.keys(collected).find((k) => k.trim().toLowerCase() === q.text.trim().toLowerCase());
    v = key === undefined ? undefined : collected[key];
  }
  // Yes/no, choices and ratings as a person reads them (English: the notes are the owner's record).
  if (typeof v === 'number' || typeof v === 'boolean' || Array.isArray(v))
    return readableAnswer(v, q, 'EN') || null;
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

/** A person's name as answered, without framing words ("Me llamo Ana" → "Ana", "Hi, I'm Tom!" → "Tom"). */
export function personName(answer: string): string {
  const r = readText(answer, 'name');
  return (r.kind === 'value' ? r.value : answer.trim()).slice(0, 200);
}

/**
 * Contact of a completed conversation: the e-mail is the answer to the first `email` question (by order)
 * that is a valid address; the name is the answer to the first `text` question whose text asks for a
 * person's name ("name", "nombre", "te llamas", "who should we ask for") and not a company, without
 * framing words.
 */
export function contactFromAnswers(questions: Question[], collected: Record<string, unknown>): Contact {
  const ordered = [...questions].sort((a, b) => a.order - b.order);
  let email: string | null = null;
  let name: string | null = null;
  for (const q of ordered) {
    const a = answerOf(collected, q);
    if (!a) continue;
    if (!email && q.type === 'email' && Email.safeParse(a).success) email = a;
    const asksName = NAME_QUESTION.test(q.text) || textKind(q.text) === 'name';
    if (!name && q.type === 'text' && asksName && !NOT_A_PERSON.test(q.text)) name = personName(a);
  }
  return { name, email };
}

/** The answers as readable lines, `question: answer`, in question order, then any other keys. */
export function answersText(
  questions: Question[],
  collected: Record<string, unknown>,
  max = 5000,
): string | null {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const q of [...questions].sort((a, b) => a.order - b.order)) {
    const a = answerOf(collected, q);
    seen.add(q.text);
    if (a) lines.push(`${q.text}: ${a}`);
  }
  for (const [k, v] of Object.entries(collected)) {
    if (!seen.has(k) && v !== null && v !== undefined && v !== '')
      lines.push(`${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  }
  const text = lines.join('\n');
  return text ? text.slice(0, max) : null;
}

/** The text of the question a deal's value comes from (named by key, or by text before keys). */
function valueText(questions: StoredQuestion[], valueQuestion: string | null | undefined) {
  return valueQuestion ? (valueQuestionOf(questions, valueQuestion)?.text ?? null) : null;
}

/** The deal's value: the answer to the configured number or rating question, when it is a number >= 0. */
export function dealValue(collected: Record<string, unknown>, valueQuestion: string | null | undefined) {
  if (!valueQuestion) return null;
  const v = own(collected, valueQuestion);
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(v) ? Number(v) : null;
  return n !== null && Number.isFinite(n) && n >= 0 ? moneyToText(n) : null;
}

/**
 * The answers under the questions' current texts: read from the conversation (stored by key, so a question
 * renamed since completion keeps its answer), else from the event's snapshot.
 */
async function collectedOf(
  tx: Db,
  e: EventRow,
  questions: StoredQuestion[],
): Promise<Record<string, unknown>> {
  const found = await findConversation(tx, e.conversationId!);
  if (found) return presentAnswers(questions, found.c.collectedData);
  const data = (e.payload as { data?: { conversation?: { collectedData?: unknown } } }).data;
  const c = data?.conversation?.collectedData;
  return c && typeof c === 'object' && !Array.isArray(c) ? (c as Record<string, unknown>) : {};
}

/**
 * The CRM automations of a form, run on `conversation.completed` inside the outbox transaction: a deal in
 * the chosen pipeline and stage, and/or a ticket. Idempotent: a conversation gets at most one of each.
 * A deleted pipeline or stage, or a plan without tickets, skips that part quietly (logged).
 */
export function createCrmAutomations(deps: {
  plans: PlanTable;
  log?: FastifyBaseLogger;
  now?: () => Date;
}): EventHandler {
  const now = deps.now ?? (() => new Date());
  return async (tx: Db, e: EventRow) => {
    if (e.type !== 'conversation.completed' || !e.formId || !e.conversationId) return;
    const form = await findForm(tx, e.userId, e.formId);
    if (!form) return;
    const automations = { ...AUTOMATIONS_DEFAULT, ...form.automations };
    if (!automations.createDeal && !automations.createTicket) return;
    const conversationId = e.conversationId;
    const questions = storedQuestions(form.questions);
    const collected = await collectedOf(tx, e, questions);
    const contact = contactFromAnswers(questions, collected);
    const who = contact.name ?? contact.email ?? `Conversation ${conversationId}`;
    const summary = answersText(questions, collected);
    const ctx = { formId: form.id, conversationId, eventId: e.id };

    const target = automations.createDeal;
    if (target && !(await findDealByConversation(tx, conversationId))) {
      if (await findOwnedStage(tx, e.userId, target.pipelineId, target.stageId)) {
        await recordDeal(
          tx,
          e.userId,
          {
            id: newId('deal'),
            pipelineId: target.pipelineId,
            stageId: target.stageId,
            conversationId,
            title: `${form.name}: ${who}`.slice(0, 200),
            value: dealValue(collected, valueText(questions, target.valueQuestion)),
            currency: target.currency?.toUpperCase() ?? 'USD',
            contactName: contact.name,
            contactEmail: contact.email,
            notes: summary,
          },
          now(),
        );
      } else {
        deps.log?.warn(
          { ...ctx, ...target },
          'CRM automation skipped: the pipeline or stage no longer exists',
        );
      }
    }

    if (automations.createTicket && !(await findTicketByConversation(tx, conversationId))) {
      const owner = await findUserById(tx, e.userId);
      if (owner && plansTickets(deps.plans, owner.plan)) {
        await recordTicket(
          tx,
          e.userId,
          {
            subject: `${form.name}: ${who}`.slice(0, 300),
            description: summary,
            priority: 'MEDIUM',
            contactName: contact.name,
            contactEmail: contact.email,
            conversationId,
            formId: form.id,
          },
          now(),
        );
      } else {
        deps.log?.info(
          { ...ctx, plan: owner?.plan },
          'CRM automation skipped: the plan does not include tickets',
        );
      }
    }
  };
}
