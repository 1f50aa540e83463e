import { isHostAllowed } from '../../contract/domains';
import type { Plan } from '../../contract/enums';
import { ErrorCode, Msg } from '../../contract/errors';
import { STYLE_DEFAULTS, storedQuestions } from '../../contract/forms';
import { byOrder, recall } from '../../contract/logic';
import type { PlanLimits, PlanTable } from '../../contract/plans';
import { periodKey } from '../../contract/usage';
import type { SubmitBody, WidgetConfig } from '../../contract/widget';
import { submissionProgress } from '../analytics/progress';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { AppError } from '../http/errors';
import { OWN_PAGE, type PageHost } from '../http/widget-cors';
import type { FileAnswers } from '../uploads/file-answers';
import { type BotCheck, botCheckFailed } from './bot-check';
import { completedPayload, completionReply } from './completion';
import type { FormCache } from './form-cache';
import * as store from './store';
import { readSubmission } from './submission';

/** A published form as the widget endpoints use it, with its config answer pre-serialised. */
export interface WidgetForm {
  row: store.WidgetFormRow['form'];
  plan: Plan;
  limits: PlanLimits;
  inactive: boolean;
  configJson: string;
}

export function toWidgetConfig(r: store.WidgetFormRow, limits: PlanLimits): WidgetConfig {
  const f = r.form;
  const style = { ...STYLE_DEFAULTS, ...f.style };
  return {
    id: f.id,
    name: f.name,
    welcomeMessage: f.welcomeMessage,
    goodbyeMessage: f.goodbyeMessage,
    tone: f.tone as WidgetConfig['tone'],
    questions: f.questions.map((q) => ({
      order: q.order,
      text: q.text,
      type: q.type,
      required: q.required,
      options: q.options ?? null,
      ...(q.type === 'file' ? { fileCategory: q.fileCategory ?? 'any' } : {}),
      key: q.key,
      help: q.help ?? null,
      validation: q.validation ?? null,
      showIf: q.showIf ?? null,
    })),
    hiddenFields: f.hiddenFields ?? [],
    style: {
      primaryColor: style.primaryColor,
      avatarUrl: style.avatarUrl,
      position: style.position,
      bubbleIcon: style.bubbleIcon,
      theme: style.theme,
    },
    language: f.language as WidgetConfig['language'],
    formType: f.formType as WidgetConfig['formType'],
    allowedDomains: f.allowedDomains,
    objective: f.objective,
    showBranding: limits.features.removeBranding ? style.showBranding : true,
    botProtection: f.botProtection,
  };
}

/** Loads a widget form for the cache: null when missing or unpublished. */
export function widgetFormLoader(db: Db, plans: PlanTable) {
  return async (id: string): Promise<WidgetForm | null> => {
    const r = await store.findWidgetForm(db, id);
    if (!r?.form.isPublished) return null;
    // Every reader downstream relies on keys (a row from before they existed gets them derived here).
    r.form = { ...r.form, questions: storedQuestions(r.form.questions) };
    const plan = r.ownerPlan as Plan;
    const limits = plans[plan];
    return {
      row: r.form,
      plan,
      limits,
      inactive: plan !== 'FREE' && r.ownerStatus !== 'ACTIVE',
      configJson: JSON.stringify(toWidgetConfig(r, limits)),
    };
  };
}

/** 403 for a paid owner whose subscription is not active. */
export function assertActive(f: WidgetForm) {
  if (f.inactive) throw new AppError(403, Msg.accountInactive, ErrorCode.SUBSCRIPTION_INACTIVE);
}

/** 403 unless the request's Origin (or Referer) host is allowed by the form (Charla's own share page always is). */
export function assertOrigin(f: WidgetForm, host: PageHost) {
  if (host === OWN_PAGE) return;
  if (!isHostAllowed(f.row.allowedDomains, host)) throw new AppError(403, Msg.domainNotAllowed);
}

/** The owner's monthly conversation allowance a new conversation spends (see store.createConversation). */
export function allowance(f: WidgetForm, now: Date) {
  return { period: periodKey(now), limit: f.limits.conversationsPerMonth };
}

export function capacityReached() {
  return new AppError(429, Msg.capacityReached, ErrorCode.CONVERSATION_LIMIT_REACHED);
}

/** The outbox event of a conversation that completes as it is created. */
export function completedEvent(
  c: Parameters<typeof completedPayload>[0],
  messages: Parameters<typeof completedPayload>[1],
  form: Parameters<typeof completedPayload>[2],
) {
  return { id: newId('evt'), type: 'conversation.completed', payload: completedPayload(c, messages, form) };
}

export { hiddenValues } from './submission';

export interface WidgetDeps {
  db: Db;
  cache: FormCache<WidgetForm | null>;
  now?: () => Date;
  /** Told after a conversation completes (the outbox has a new event). */
  onCompleted?: () => void;
  /** Checks and attaches file answers (absent: a file answer is refused). */
  files?: FileAnswers;
  /** Checks proof-of-work solutions for forms with bot protection (absent: such forms refuse all). */
  botCheck?: BotCheck;
}

export function createWidgetService({ db, cache, now = () => new Date(), onCompleted, ...deps }: WidgetDeps) {
  const fileAnswers = deps.files;
  async function published(id: string, notFoundMessage: string) {
    const f = await cache.get(id);
    if (!f) throw new AppError(404, notFoundMessage);
    return f;
  }

  /** A form with bot protection opens a conversation only for a valid, unspent solution (403 otherwise). */
  async function checkBot(f: WidgetForm, proof: string | undefined) {
    if (!f.row.botProtection) return;
    if (!deps.botCheck) throw botCheckFailed();
    await deps.botCheck.verify(f.row.id, proof);
  }

  return {
    published,
    checkBot,

    /** GET /api/forms/:id/challenge: a challenge for a published form with bot protection (404 otherwise). */
    async challenge(id: string) {
      const f = await published(id, Msg.formNotFound);
      if (!f.row.botProtection || !deps.botCheck) throw new AppError(404, Msg.formNotFound);
      assertActive(f);
      return deps.botCheck.challenge(f.row.id);
    },

    /** The config answer as a JSON string (cached), or 404 / 403. */
    async config(id: string): Promise<string> {
      const f = await published(id, Msg.formWithIdNotFound(id));
      assertActive(f);
      return f.configJson;
    },

    /** A CLASSIC submission: validated answers become one COMPLETED conversation, written in one transaction. */
    async submit(formId: string, body: SubmitBody, originHost: PageHost) {
      const f = await published(formId, Msg.formNotFound);
      if (f.row.formType !== 'CLASSIC') throw new AppError(400, Msg.onlyClassic);
      assertOrigin(f, originHost);
      assertActive(f);
      const at = now();
      const { collected, written: said, values, files, hidden } = readSubmission(f, body, at);
      // After validation: a visitor who corrects an answer does not need a new solution.
      await checkBot(f, body.botProof);

      // Storage reads (object present, real size, type sniffed from its bytes) happen before the transaction.
      if (files.length && !fileAnswers) throw new AppError(400, Msg.invalidFile(files[0]!.question));
      const checked = files.length && fileAnswers ? await fileAnswers.check(f, files) : [];
      const conversationId = newId('cnv');
      const language = f.row.language === 'EN' ? 'EN' : 'ES';
      const messages = byOrder(f.row.questions)
        .filter((q) => Object.hasOwn(collected, q.key))
        .flatMap((q) => [
          // The question as the visitor read it, {{name}} recalled.
          {
            id: newId('msg'),
            role: 'ASSISTANT' as const,
            content: recall(q.text, values, language),
            createdAt: at,
          },
          { id: newId('msg'), role: 'VISITOR' as const, content: said[q.key]!, createdAt: at },
        ]);
      const row = {
        id: conversationId,
        formId,
        userId: f.row.userId,
        status: 'COMPLETED',
        collectedData: collected,
        state: {},
        hiddenFields: hidden,
        progress: submissionProgress(f.row.questions, collected, hidden),
        visitorMessages: 0,
        createdAt: at,
        completedAt: at,
      };
      const create = (tx: Db) =>
        store.createConversation(tx, {
          row,
          messages,
          events: [completedEvent({ ...row, completedAt: at }, messages, f.row)],
          allowance: allowance(f, at),
        });
      // Without files the whole submission is one statement; attaching files needs a transaction around it.
      const written = checked.length
        ? db.transaction(async (tx) => {
            await fileAnswers?.lockOwner(tx, f.row.userId);
            if (!(await create(tx))) throw capacityReached();
            await fileAnswers?.attach(tx, checked, conversationId, at);
          })
        : create(db).then((ok) => {
            if (!ok) throw capacityReached();
          });
      await written.catch(async (e) => {
        if (checked.length) await fileAnswers?.abandon(checked);
        throw e;
      });
      if (checked.length) await fileAnswers?.settle(checked);
      onCompleted?.();
      return { success: true as const, conversationId, ...completionReply(f.row, collected, hidden) };
    },
  };
}

export type WidgetService = ReturnType<typeof createWidgetService>;
