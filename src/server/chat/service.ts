import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, Msg } from '../../contract/errors';
import type { ChatBody } from '../../contract/widget';
import { turnProgress } from '../analytics/progress';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { AppError } from '../http/errors';
import type { PageHost } from '../http/widget-cors';
import { spendConversation } from '../usage/store';
import { emitCompleted } from '../widget/completion';
import {
  allowance,
  assertActive,
  assertOrigin,
  capacityReached,
  completedEvent,
  hiddenValues,
  type WidgetForm,
  type WidgetService,
} from '../widget/service';
import * as store from '../widget/store';
import { askable, closedReply, openingMessage, runTurn } from './engine';
import type { ModelTurn } from './model/prompts';
import { readAsks } from './reading/asks';
import { relay, textStream } from './streams';
import type { HistoryMessage, InterviewForm, InterviewState, TurnInput, TurnOutcome } from './types';

/** What an AI provider adds to a turn; every value it proposes is still validated by the engine. */
export interface AiInterviewer {
  proposeValues(
    ctx: {
      form: InterviewForm;
      history: HistoryMessage[];
      collected: Record<string, unknown>;
      pending: InterviewForm['questions'];
      message: string;
      asks?: string[];
      facts?: string;
    },
    signal?: AbortSignal,
  ): Promise<ModelTurn>;
  streamReply(
    ctx: { form: InterviewForm; history: HistoryMessage[]; outcome: TurnOutcome },
    signal?: AbortSignal,
  ): AsyncIterable<string>;
}

export function toInterviewForm(row: WidgetForm['row']): InterviewForm {
  return {
    name: row.name,
    businessDescription: row.businessDescription,
    knowledge: row.knowledge ?? null,
    endings: row.endings ?? [],
    objective: row.objective,
    welcomeMessage: row.welcomeMessage,
    goodbyeMessage: row.goodbyeMessage,
    tone: row.tone as InterviewForm['tone'],
    language: row.language as InterviewForm['language'],
    questions: [...row.questions].sort((a, b) => a.order - b.order),
  };
}

export interface ChatDeps {
  db: Db;
  widget: WidgetService;
  ai?: AiInterviewer | null;
  now?: () => Date;
  log?: FastifyBaseLogger;
  /** Told after a conversation completes (the outbox has a new event). */
  onCompleted?: () => void;
}

export interface ChatAnswer {
  conversationId: string;
  /** The conversation's status after this message (the widget ends the chat on COMPLETED). */
  status: 'ACTIVE' | 'COMPLETED';
  /** The chosen ending's redirect, when this message completed the conversation. */
  redirectUrl: string | null;
  body: Readable;
}

/** One decided turn, stored; or a message to a conversation already completed. */
type Turn =
  | { closed: true; conversationId: string; state: Partial<InterviewState> | null }
  | { closed: false; conversationId: string; outcome: TurnOutcome; replyNow: boolean };

const PROPOSE_TIMEOUT_MS = 8_000;
const idOf = (q: { key?: string; text: string }) => q.key ?? q.text;
const helpOf = (q: object) => (q as { help?: string | null }).help ?? null;
const historyOf = (rows: { role: string; content: string }[]): HistoryMessage[] =>
  rows.map((m) => ({ role: m.role as HistoryMessage['role'], content: m.content }));

export function createChatService({ db, widget, ai, now = () => new Date(), log, onCompleted }: ChatDeps) {
  /** Asks the model for values and answers before the turn's transaction; any failure means "none". */
  async function propose(
    form: InterviewForm,
    formId: string,
    body: ChatBody,
  ): Promise<ModelTurn | undefined> {
    if (!ai) return undefined;
    try {
      const c = body.conversationId ? await store.findConversation(db, body.conversationId, formId) : null;
      if (c?.status === 'COMPLETED') return undefined;
      const collected = c?.collectedData ?? {};
      const skipped = new Set((c?.state as InterviewState | undefined)?.skipped ?? []);
      const history = c
        ? historyOf(await store.listAllMessages(db, c.id))
        : [{ role: 'ASSISTANT' as const, content: openingMessage(form).text }];
      const pending = askable(form).filter(
        (q) => !Object.hasOwn(collected, idOf(q)) && !skipped.has(idOf(q)),
      );
      const asks = readAsks(body.message)
        .asks.filter((a) => !a.handoff)
        .map((a) => a.text);
      if (pending.length === 0 && asks.length === 0) return undefined;
      const facts = [form.knowledge, form.businessDescription, ...form.questions.map(helpOf)]
        .filter(Boolean)
        .join('\n');
      return await ai.proposeValues(
        { form, history, collected, pending, message: body.message, asks, facts },
        AbortSignal.timeout(PROPOSE_TIMEOUT_MS),
      );
    } catch (err) {
      log?.warn({ err }, 'AI extraction failed; the local engine takes this turn alone');
      return undefined;
    }
  }

  const messageLimit = () => new AppError(429, Msg.messageLimit, ErrorCode.MESSAGE_LIMIT_REACHED);

  /** A first message: the conversation is written with this turn, in one statement. */
  async function firstTurn(
    f: WidgetForm,
    form: InterviewForm,
    body: ChatBody,
    model?: ModelTurn,
  ): Promise<Turn> {
    const at = now();
    const limit = f.limits.messagesPerConversation;
    if (limit !== null && limit <= 0)
      // No message allowed at all: still answer Capacity reached first when the allowance is used up.
      await db.transaction(async (tx) => {
        const a = allowance(f, at);
        if (!(await spendConversation(tx, f.row.userId, a.period, a.limit))) throw capacityReached();
        throw messageLimit();
      });
    // Relative dates ("tomorrow", "next Tuesday") resolve against the conversation's own day (UTC).
    const hidden = hiddenValues(f.row.hiddenFields ?? [], body.hidden);
    const opening = openingMessage(form, hidden);
    const outcome = runTurn(turnInput(form, opening.state, {}, body, model, hidden), at);
    const replyNow = !ai || outcome.completed;
    const messages = [
      { id: newId('msg'), role: 'ASSISTANT' as const, content: opening.text, createdAt: at },
      { id: newId('msg'), role: 'VISITOR' as const, content: body.message, createdAt: at },
      ...(replyNow
        ? [{ id: newId('msg'), role: 'ASSISTANT' as const, content: outcome.reply, createdAt: at }]
        : []),
    ];
    const row = {
      id: newId('cnv'),
      formId: f.row.id,
      userId: f.row.userId,
      status: outcome.completed ? 'COMPLETED' : 'ACTIVE',
      collectedData: outcome.collected,
      state: outcome.state as unknown as Record<string, unknown>,
      hiddenFields: hidden,
      needsHuman: outcome.needsHuman,
      progress: turnProgress(form.questions, { state: opening.state }, outcome),
      visitorMessages: 1,
      createdAt: at,
      completedAt: outcome.completed ? at : null,
    };
    const event = outcome.completed
      ? completedEvent({ ...row, completedAt: at }, messages, f.row)
      : undefined;
    const created = await store.createConversation(db, {
      row,
      messages,
      event,
      visitorQuestions: outcome.visitorQuestions,
      allowance: allowance(f, at),
    });
    if (!created) throw capacityReached();
    return { closed: false, conversationId: row.id, outcome, replyNow };
  }

  /** A later message: under the conversation's row lock, in one transaction. */
  function nextTurn(f: WidgetForm, form: InterviewForm, body: ChatBody, model?: ModelTurn): Promise<Turn> {
    const at = now();
    const limit = f.limits.messagesPerConversation;
    return db.transaction(async (tx) => {
      const c = await store.lockConversation(tx, body.conversationId!, f.row.id);
      if (!c) throw new AppError(404, Msg.conversationNotFound);
      const state = c.state as unknown as InterviewState;
      if (c.status === 'COMPLETED') return { closed: true as const, conversationId: c.id, state };
      if (limit !== null && c.visitorMessages >= limit) throw messageLimit();
      // Relative dates resolve against the conversation's own day (UTC), not today's.
      const hidden = (c.hiddenFields ?? {}) as Record<string, string>;
      const outcome = runTurn(turnInput(form, state, c.collectedData, body, model, hidden), c.createdAt);
      const replyNow = !ai || outcome.completed;
      await store.insertMessages(tx, c.id, [
        { role: 'VISITOR', content: body.message },
        ...(replyNow ? [{ role: 'ASSISTANT' as const, content: outcome.reply }] : []),
      ]);
      await store.updateConversation(tx, c.id, {
        state: outcome.state as unknown as Record<string, unknown>,
        collectedData: outcome.collected,
        progress: turnProgress(form.questions, c, outcome),
        visitorMessages: c.visitorMessages + 1,
        lastVisitorMessageAt: at,
        status: outcome.completed ? 'COMPLETED' : 'ACTIVE',
        completedAt: outcome.completed ? at : null,
        // Set by the visitor's request; only the owner's takeover or release clears it.
        ...(outcome.needsHuman ? { needsHuman: true } : {}),
      });
      await store.insertVisitorQuestions(tx, c.id, f.row.id, outcome.visitorQuestions);
      if (outcome.completed)
        await emitCompleted(tx, { ...c, collectedData: outcome.collected, completedAt: at }, f.row);
      return { closed: false as const, conversationId: c.id, outcome, replyNow };
    });
  }

  /** The reply the visitor reads: the engine's, or the model's phrasing of it streamed (stored whole when done). */
  async function respond(form: InterviewForm, turn: Turn): Promise<ChatAnswer> {
    if (turn.closed)
      return {
        conversationId: turn.conversationId,
        status: 'COMPLETED',
        redirectUrl: null,
        body: textStream(closedReply(form, turn.state)),
      };
    const { outcome, conversationId } = turn;
    const status = outcome.completed ? 'COMPLETED' : 'ACTIVE';
    const { redirectUrl } = outcome;
    if (turn.replyNow || !ai) return { conversationId, status, redirectUrl, body: textStream(outcome.reply) };
    const history = historyOf(await store.listAllMessages(db, conversationId));
    const source = ai.streamReply({ form, history, outcome });
    const body = relay(source, outcome.reply, log, (text) =>
      store.insertMessages(db, conversationId, [{ role: 'ASSISTANT', content: text }]),
    );
    return { conversationId, status, redirectUrl, body };
  }

  return {
    /** One visitor message: stored with the engine's decision in one transaction, then the reply streams. */
    async chat(body: ChatBody, originHost: PageHost): Promise<ChatAnswer> {
      const f = await widget.published(body.formId, Msg.formNotFound);
      if (f.row.formType === 'CLASSIC') throw new AppError(400, Msg.classicNoChat);
      assertOrigin(f, originHost);
      assertActive(f);
      // Checked before any model call: a refused bot costs neither a conversation nor a completion.
      if (!body.conversationId) await widget.checkBot(f, body.botProof);
      const form = toInterviewForm(f.row);
      const model = await propose(form, f.row.id, body);
      const turn = body.conversationId
        ? await nextTurn(f, form, body, model)
        : await firstTurn(f, form, body, model);
      if (!turn.closed && turn.outcome.completed) onCompleted?.();
      return respond(form, turn);
    },
  };
}

function turnInput(
  form: InterviewForm,
  state: InterviewState,
  collected: Record<string, unknown>,
  body: ChatBody,
  model?: ModelTurn,
  hidden: Record<string, string> = {},
): TurnInput {
  return {
    form,
    state,
    collected,
    message: body.message,
    proposed: model?.values,
    answers: model?.answers,
    hidden,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
