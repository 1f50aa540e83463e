import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, Msg } from '../../contract/errors';
import type { ChatBody } from '../../contract/widget';
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
  type WidgetForm,
  type WidgetService,
} from '../widget/service';
import * as store from '../widget/store';
import { askable, closedReply, openingMessage, runTurn } from './engine';
import type { ModelTurn } from './model/prompts';
import { readAsks } from './reading/asks';
import type { HistoryMessage, InterviewForm, InterviewState, TurnOutcome } from './types';

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
    knowledge: (row as { knowledge?: string | null }).knowledge ?? null,
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
  body: Readable;
}

const PROPOSE_TIMEOUT_MS = 8_000;

export function createChatService({ db, widget, ai, now = () => new Date(), log, onCompleted }: ChatDeps) {
  /** Asks the model for values before the turn's transaction; any failure means "no proposals". */
  async function propose(
    form: InterviewForm,
    conversationId: string | undefined,
    formId: string,
    message: string,
  ) {
    if (!ai) return undefined;
    try {
      let history: HistoryMessage[];
      let collected: Record<string, unknown> = {};
      let state: InterviewState | undefined;
      if (conversationId) {
        const c = await store.findConversation(db, conversationId, formId);
        if (!c || c.status === 'COMPLETED') return undefined;
        collected = c.collectedData;
        state = c.state as unknown as InterviewState;
        history = (await store.listAllMessages(db, c.id)).map((m) => ({
          role: m.role as HistoryMessage['role'],
          content: m.content,
        }));
      } else {
        history = [{ role: 'ASSISTANT', content: openingMessage(form).text }];
      }
      const skipped = new Set(state?.skipped ?? []);
      const idOf = (q: { key?: string; text: string }) => q.key ?? q.text;
      const pending = askable(form).filter(
        (q) => !Object.hasOwn(collected, idOf(q)) && !skipped.has(idOf(q)),
      );
      const asks = readAsks(message)
        .asks.filter((a) => !a.handoff)
        .map((a) => a.text);
      if (pending.length === 0 && asks.length === 0) return undefined;
      const facts = [form.knowledge, form.businessDescription, ...form.questions.map(helpOf)]
        .filter(Boolean)
        .join('\n');
      return await ai.proposeValues(
        { form, history, collected, pending, message, asks, facts },
        AbortSignal.timeout(PROPOSE_TIMEOUT_MS),
      );
    } catch (err) {
      log?.warn({ err }, 'AI extraction failed; the local engine takes this turn alone');
      return undefined;
    }
  }

  /** Streams `source` to the visitor; falls back to `fallback` on error; stores the full reply even if the visitor left. */
  function relay(
    source: AsyncIterable<string>,
    fallback: string,
    store: (text: string) => Promise<void>,
  ): Readable {
    const out = new PassThrough();
    out.on('error', () => {});
    const write = (s: string) => {
      if (!out.destroyed && !out.writableEnded) out.write(s);
    };
    void (async () => {
      let text = '';
      try {
        for await (const chunk of source) {
          text += chunk;
          write(chunk);
        }
        if (!text.trim()) throw new Error('empty reply');
      } catch (err) {
        log?.warn({ err }, 'AI reply failed; sending the local reply');
        const rest = text ? `\n\n${fallback}` : fallback;
        text += rest;
        write(rest);
      }
      try {
        await store(text);
      } catch (err) {
        log?.error({ err }, 'storing the assistant reply failed');
      }
      out.end();
    })();
    return out;
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
      const proposed = await propose(form, body.conversationId, f.row.id, body.message);
      const at = now();
      const limit = f.limits.messagesPerConversation;

      const messageLimit = () => new AppError(429, Msg.messageLimit, ErrorCode.MESSAGE_LIMIT_REACHED);

      /** A first message: the conversation is written complete with this turn, in one statement. */
      async function firstTurn() {
        if (limit !== null && limit <= 0)
          // No message allowed at all: still answer Capacity reached first when the allowance is used up.
          await db.transaction(async (tx) => {
            const a = allowance(f, at);
            if (!(await spendConversation(tx, f.row.userId, a.period, a.limit))) throw capacityReached();
            throw messageLimit();
          });
        const opening = openingMessage(form);
        // Relative dates ("tomorrow", "next Tuesday") resolve against the conversation's own day (UTC).
        const outcome = runTurn(
          {
            form,
            state: opening.state,
            collected: {},
            message: body.message,
            proposed: proposed?.values,
            answers: proposed?.answers,
          },
          at,
        );
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
          visitorMessages: 1,
          createdAt: at,
          completedAt: outcome.completed ? at : null,
        };
        const event = outcome.completed
          ? completedEvent({ ...row, completedAt: at }, messages, f.row)
          : undefined;
        if (!(await store.createConversation(db, { row, messages, event, allowance: allowance(f, at) })))
          throw capacityReached();
        return { closed: false as const, conversationId: row.id, outcome, replyNow };
      }

      /** A later message: under the conversation's row lock, in one transaction. */
      const nextTurn = (conversationId: string) =>
        db.transaction(async (tx) => {
          const c = await store.lockConversation(tx, conversationId, f.row.id);
          if (!c) throw new AppError(404, Msg.conversationNotFound);
          if (c.status === 'COMPLETED')
            return { closed: true as const, conversationId: c.id, state: c.state as Partial<InterviewState> };
          if (limit !== null && c.visitorMessages >= limit) throw messageLimit();
          // Relative dates resolve against the conversation's own day (UTC), not today's.
          const outcome = runTurn(
            {
              form,
              state: c.state as unknown as InterviewState,
              collected: c.collectedData,
              message: body.message,
              proposed: proposed?.values,
              answers: proposed?.answers,
            },
            c.createdAt,
          );
          const replyNow = !ai || outcome.completed;
          await store.insertMessages(tx, c.id, [
            { role: 'VISITOR', content: body.message },
            ...(replyNow ? [{ role: 'ASSISTANT' as const, content: outcome.reply }] : []),
          ]);
          await store.updateConversation(tx, c.id, {
            state: outcome.state as unknown as Record<string, unknown>,
            collectedData: outcome.collected,
            visitorMessages: c.visitorMessages + 1,
            lastVisitorMessageAt: at,
            status: outcome.completed ? 'COMPLETED' : 'ACTIVE',
            completedAt: outcome.completed ? at : null,
          });
          if (outcome.completed)
            await emitCompleted(tx, { ...c, collectedData: outcome.collected, completedAt: at }, f.row);
          return { closed: false as const, conversationId: c.id, outcome, replyNow };
        });

      const turn = body.conversationId ? await nextTurn(body.conversationId) : await firstTurn();

      if (!turn.closed && turn.outcome.completed) onCompleted?.();
      if (turn.closed)
        return {
          conversationId: turn.conversationId,
          status: 'COMPLETED',
          body: textStream(closedReply(form, turn.state)),
        };
      const { outcome, conversationId } = turn;
      const status = outcome.completed ? 'COMPLETED' : 'ACTIVE';
      if (turn.replyNow || !ai) return { conversationId, status, body: textStream(outcome.reply) };
      const history = (await store.listAllMessages(db, conversationId)).map((m) => ({
        role: m.role as HistoryMessage['role'],
        content: m.content,
      }));
      const source = ai.streamReply({ form, history, outcome });
      const body2 = relay(source, outcome.reply, (text) =>
        store.insertMessages(db, conversationId, [{ role: 'ASSISTANT', content: text }]),
      );
      return { conversationId, status, body: body2 };
    },
  };
}

const helpOf = (q: object) => (q as { help?: string | null }).help ?? null;

function textStream(text: string): Readable {
  const out = new PassThrough();
  out.end(text);
  return out;
}

export type ChatService = ReturnType<typeof createChatService>;
