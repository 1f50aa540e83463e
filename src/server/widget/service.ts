import { isHostAllowed } from '../../contract/domains';
import type { Plan } from '../../contract/enums';
import { ErrorCode, Msg } from '../../contract/errors';
import { STYLE_DEFAULTS } from '../../contract/forms';
import type { PlanLimits, PlanTable } from '../../contract/plans';
import { periodKey } from '../../contract/usage';
import { FILE_ANSWER_PREFIX, type SubmitBody, type WidgetConfig } from '../../contract/widget';
import { validateAnswer } from '../chat/validators';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { AppError, invalidData } from '../http/errors';
import type { FileAnswers } from '../uploads/file-answers';
import { spendCounter } from '../usage/store';
import { emitCompleted } from './completion';
import type { FormCache } from './form-cache';
import * as store from './store';

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
    })),
    style: {
      primaryColor: style.primaryColor,
      avatarUrl: style.avatarUrl,
      position: style.position,
      bubbleIcon: style.bubbleIcon,
    },
    language: f.language as WidgetConfig['language'],
    formType: f.formType as WidgetConfig['formType'],
    allowedDomains: f.allowedDomains,
    objective: f.objective,
    showBranding: limits.features.removeBranding ? style.showBranding : true,
  };
}

/** Loads a widget form for the cache: null when missing or unpublished. */
export function widgetFormLoader(db: Db, plans: PlanTable) {
  return async (id: string): Promise<WidgetForm | null> => {
    const r = await store.findWidgetForm(db, id);
    if (!r?.form.isPublished) return null;
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

/** 403 unless the request's Origin (or Referer) host is allowed by the form. */
export function assertOrigin(f: WidgetForm, host: string | null) {
  if (!isHostAllowed(f.row.allowedDomains, host)) throw new AppError(403, Msg.domainNotAllowed);
}

/** Spends one conversation of the owner's monthly allowance inside the caller's transaction. */
export async function spendConversation(tx: Db, f: WidgetForm, now: Date) {
  const ok = await spendCounter(
    tx,
    f.row.userId,
    periodKey(now),
    'conversations',
    f.limits.conversationsPerMonth,
  );
  if (!ok) throw new AppError(429, Msg.capacityReached, ErrorCode.CONVERSATION_LIMIT_REACHED);
}

function findAnswer(answers: SubmitBody['answers'], text: string): string | null {
  if (text in answers) return answers[text] ?? null;
  const key = text.trim().toLowerCase();
  for (const [k, v] of Object.entries(answers)) if (k.trim().toLowerCase() === key) return v;
  return null;
}

export interface WidgetDeps {
  db: Db;
  cache: FormCache<WidgetForm | null>;
  now?: () => Date;
  /** Told after a conversation completes (the outbox has a new event). */
  onCompleted?: () => void;
  /** Checks and attaches file answers (absent: a file answer is refused). */
  files?: FileAnswers;
}

export function createWidgetService({ db, cache, now = () => new Date(), onCompleted, ...deps }: WidgetDeps) {
  const fileAnswers = deps.files;
  async function published(id: string, notFoundMessage: string) {
    const f = await cache.get(id);
    if (!f) throw new AppError(404, notFoundMessage);
    return f;
  }

  return {
    published,

    /** The config answer as a JSON string (cached), or 404 / 403. */
    async config(id: string): Promise<string> {
      const f = await published(id, Msg.formWithIdNotFound(id));
      assertActive(f);
      return f.configJson;
    },

    /** A CLASSIC submission: validated answers become one COMPLETED conversation, written in one transaction. */
    async submit(formId: string, body: SubmitBody, originHost: string | null) {
      const f = await published(formId, Msg.formNotFound);
      if (f.row.formType !== 'CLASSIC') throw new AppError(400, Msg.onlyClassic);
      assertOrigin(f, originHost);
      assertActive(f);
      const language = f.row.language as 'ES' | 'EN';
      const collected: Record<string, unknown> = {};
      const given: Record<string, string> = {};
      const files: { uploadId: string; question: string }[] = [];
      const issues: { path: string; message: string }[] = [];
      for (const q of f.row.questions) {
        const raw = findAnswer(body.answers, q.text);
        if (raw === null || raw.trim() === '') {
          if (q.required) throw new AppError(400, Msg.missingRequired(q.text));
          continue;
        }
        if (q.type === 'file') {
          const id = raw.trim().startsWith(FILE_ANSWER_PREFIX)
            ? raw.trim().slice(FILE_ANSWER_PREFIX.length)
            : '';
          if (!id) issues.push({ path: q.text, message: 'Expected an uploaded file' });
          else {
            collected[q.text] = raw.trim();
            files.push({ uploadId: id, question: q.text });
          }
          continue;
        }
        const check = validateAnswer(q, raw, language);
        given[q.text] = raw.trim();
        if (check.ok) collected[q.text] = check.value;
        else issues.push({ path: q.text, message: check.reason });
      }
      if (issues.length) throw invalidData(issues);

      // Storage reads (object present, real size, type sniffed from its bytes) happen before the transaction.
      if (files.length && !fileAnswers) throw new AppError(400, Msg.invalidFile(files[0]!.question));
      const checked = files.length && fileAnswers ? await fileAnswers.check(f, files) : [];
      const at = now();
      const conversationId = newId('cnv');
      const written = db.transaction(async (tx) => {
        await spendConversation(tx, f, at);
        const c = await store.insertConversation(tx, {
          id: conversationId,
          formId,
          userId: f.row.userId,
          status: 'COMPLETED',
          collectedData: collected,
          createdAt: at,
          updatedAt: at,
          completedAt: at,
          lastVisitorMessageAt: at,
        });
        const pairs = f.row.questions
          .filter((q) => q.text in collected)
          .flatMap((q) => [
            { role: 'ASSISTANT' as const, content: q.text },
            { role: 'VISITOR' as const, content: given[q.text] ?? String(collected[q.text]) },
          ]);
        await store.insertMessages(tx, c.id, pairs);
        if (checked.length) await fileAnswers?.attach(tx, checked, c.id, at);
        await emitCompleted(tx, { ...c, completedAt: at }, f.row);
      });
      await written.catch(async (e) => {
        if (checked.length) await fileAnswers?.abandon(checked);
        throw e;
      });
      if (checked.length) await fileAnswers?.settle(checked);
      onCompleted?.();
      return { success: true as const, conversationId };
    },
  };
}

export type WidgetService = ReturnType<typeof createWidgetService>;
