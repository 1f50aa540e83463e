import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, Msg } from '../../contract/errors';
import type { ChatBody } from '../../contract/widget';
import { turnProgress } from '../analytics/progress';
import type { LiveNotifier } from '../conversations/handover';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { AppError } from '../http/errors';
import type { PageHost } from '../http/widget-cors';
import { spendConversation } from '../usage/store';
import { conversationPayload, emitCompleted, emitHandoff, HANDOFF_EVENT } from '../widget/completion';
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
  /** Told after every change a visitor's message makes (committed): the live streams read it. */
  live?: LiveNotifier;
}

export interface ChatAnswer {
  conversationId: string;
  /** The conversation's status after this message (the widget ends the chat on COMPLETED). */
  status: 'ACTIVE' | 'COMPLETED';
  /** The chosen ending's redirect, when this message completed the conversation. */
  redirectUrl: string | null;
  /** HUMAN while the owner has the conversation: the message was stored, nobody replies (empty body). */
  handler: 'BOT' | 'HUMAN';
  /** The visitor's message as stored (null for a message to a completed conversation). */
  messageId: string | null;
  /** The reply's message id (it is stored under it once written whole); null when there is none. */
  replyId: string | null;
  body: Readable;
}

/** One decided turn, stored; or a message to a conversation already completed. */
type Turn =
  | { closed: true; conversationId: string; state: Partial<InterviewState> | null }
  | { closed: false; human: true; conversationId: string; messageId: string }
  | {
      closed: false;
      human?: false;
      conversationId: string;
      outcome: TurnOutcome;
      replyNow: boolean;
      messageId: string;
      replyId: string;
    };

const PROPOSE_TIMEOUT_MS = 8_000;
const idOf = (q: { key?: string; text: string }) => q.key ?? q.text;
const helpOf = (q: object) => (q as { help?: string | null }).help ?? null;
const historyOf = (rows: { role: string; content: string }[]): HistoryMessage[] =>
  rows.map((m) => ({ role: m.role as HistoryMessage['role'], content: m.content }));

export function createChatService({
  db,
  widget,
  ai,
  now = () => new Date(),
  log,
  onCompleted,
  live,
}: ChatDeps) {
  /** Asks the model for values and answers before the turn's transaction; any failure means "none". */
  async function propose(
    form: InterviewForm,
    formId: string,
    body: ChatBody,
  ): Promise<ModelTurn | undefined> {
    if (!ai) return undefined;
    try {
      const c = body.conversationId ? await store.findConversation(db, body.conversationId, formId) : null;
      // A person has it: the interviewer reads nothing.
      if (c?.status === 'COMPLETED' || c?.handler === 'HUMAN') return undefined;
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
    const opening = openingMessage(form);
    // Relative dates ("tomorrow", "next Tuesday") resolve against the conversation's own day (UTC).
    const hidden = hiddenValues(f.row.hiddenFields ?? [], body.hidden);
    const outcome = runTurn(turnInput(form, opening.state, {}, body, model, hidden), at);
    const replyNow = !ai || outcome.completed;
    const messageId = newId('msg');
    const replyId = newId('msg');
    const messages = [
      { id: newId('msg'), role: 'ASSISTANT' as const, content: opening.text, createdAt: at },
      { id: messageId, role: 'VISITOR' as const, content: body.message, createdAt: at },
      ...(replyNow
        ? [{ id: replyId, role: 'ASSISTANT' as const, content: outcome.reply, createdAt: at }]
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
    const events = [
      ...(outcome.completed ? [completedEvent({ ...row, completedAt: at }, messages, f.row)] : []),
      ...(outcome.needsHuman ? [handoffEvent(row, messages, f.row, at)] : []),
    ];
    const created = await store.createConversation(db, {
      row,
      messages,
      events,
      visitorQuestions: outcome.visitorQuestions,
      allowance: allowance(f, at),
    });
    if (!created) throw capacityReached();
    return { closed: false, conversationId: row.id, outcome, replyNow, messageId, replyId };
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
      if (c.handler === 'HUMAN') return humanTurn(tx, c, body.message, at);
      // Relative dates resolve against the conversation's own day (UTC), not today's.
      const hidden = (c.hiddenFields ?? {}) as Record<string, string>;
      const outcome = runTurn(turnInput(form, state, c.collectedData, body, model, hidden), c.createdAt);
      const replyNow = !ai || outcome.completed;
      const messageId = newId('msg');
      const replyId = newId('msg');
      await store.insertMessages(tx, c.id, [
        { id: messageId, role: 'VISITOR', content: body.message },
        ...(replyNow ? [{ id: replyId, role: 'ASSISTANT' as const, content: outcome.reply }] : []),
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
      // The call for a person is told once per call: when needsHuman goes from false to true.
      if (outcome.needsHuman && !c.needsHuman)
        await emitHandoff(
          tx,
          {
            ...c,
            collectedData: outcome.collected,
            status: outcome.completed ? 'COMPLETED' : 'ACTIVE',
            completedAt: outcome.completed ? at : c.completedAt,
          },
          f.row,
          at,
        );
      return { closed: false as const, conversationId: c.id, outcome, replyNow, messageId, replyId };
    });
  }

  /** While the owner has the conversation: the visitor's message is stored, nothing is read from it. */
  async function humanTurn(tx: Db, c: store.ConversationRow, content: string, at: Date): Promise<Turn> {
    const messageId = newId('msg');
    await store.insertMessages(tx, c.id, [{ id: messageId, role: 'VISITOR', content }]);
    await store.updateConversation(tx, c.id, {
      visitorMessages: c.visitorMessages + 1,
      lastVisitorMessageAt: at,
      // A visitor writing again brings an abandoned conversation back; a completed one stays completed.
      ...(c.status === 'ABANDONED' ? { status: 'ACTIVE' } : {}),
    });
    return { closed: false, human: true, conversationId: c.id, messageId };
  }

  /** The reply the visitor reads: the engine's, or the model's phrasing of it streamed (stored whole when done). */
  async function respond(form: InterviewForm, turn: Turn): Promise<ChatAnswer> {
    const { conversationId } = turn;
    const none = { redirectUrl: null, replyId: null, handler: 'BOT' as const };
    if (turn.closed)
      return {
        ...none,
        conversationId,
        status: 'COMPLETED',
        messageId: null,
        body: textStream(closedReply(form, turn.state)),
      };
    if (turn.human)
      return {
        ...none,
        conversationId,
        status: 'ACTIVE',
        handler: 'HUMAN',
        messageId: turn.messageId,
        body: textStream(''),
      };
    const { outcome, messageId, replyId } = turn;
    const status = outcome.completed ? 'COMPLETED' : 'ACTIVE';
    const answer = {
      ...none,
      conversationId,
      status,
      redirectUrl: outcome.redirectUrl,
      messageId,
      replyId,
    } as const;
    if (turn.replyNow || !ai) return { ...answer, body: textStream(outcome.reply) };
    const history = historyOf(await store.listAllMessages(db, conversationId));
    const source = ai.streamReply({ form, history, outcome });
    // Written under the conversation's lock, so its messages' seq order is their commit order (the streams
    // read by seq); then the streams are told.
    const body = relay(source, outcome.reply, log, async (text) => {
      const userId = await db.transaction(async (tx) => {
        const c = await store.lockConversationById(tx, conversationId);
        await store.insertMessages(tx, conversationId, [{ id: replyId, role: 'ASSISTANT', content: text }]);
        return c?.userId;
      });
      if (userId) live?.ring(conversationId, userId);
    });
    return { ...answer, body };
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
      if (!turn.closed && !turn.human && turn.outcome.completed) onCompleted?.();
      // A call for a person is an outbox event too (webhook, e-mail).
      if (!turn.closed && !turn.human && turn.outcome.needsHuman) onCompleted?.();
      if (!turn.closed) live?.ring(turn.conversationId, f.row.userId);
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

/** The outbox event of a first message that asks for a person. */
function handoffEvent(
  row: Parameters<typeof conversationPayload>[1],
  messages: Parameters<typeof conversationPayload>[2],
  form: Parameters<typeof conversationPayload>[3],
  at: Date,
) {
  return {
    id: newId('evt'),
    type: HANDOFF_EVENT,
    payload: conversationPayload(HANDOFF_EVENT, row, messages, form, at),
  };
}
