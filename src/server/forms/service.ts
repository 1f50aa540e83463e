import { paginate } from '../../contract/common';
import { copyName } from '../../contract/copy-name';
import { normalizeDomain } from '../../contract/domains';
import type { FormType, Language, Plan, Tone } from '../../contract/enums';
import { ErrorCode, Msg } from '../../contract/errors';
import {
  AUTOMATIONS_DEFAULT,
  type Automations,
  type CreateFormBody,
  type Ending,
  type Form,
  type FormListQuery,
  formContentIssues,
  NOTIFICATIONS_DEFAULT,
  type Notifications,
  type Question,
  STYLE_DEFAULTS,
  type StoredQuestion,
  type Style,
  storedQuestions,
  type UpdateFormBody,
} from '../../contract/forms';
import { assignKeys } from '../../contract/logic';
import type { PlanTable } from '../../contract/plans';
import { findUserById, lockUser } from '../account/store';
import { valueQuestionOf } from '../crm/value-question';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { AppError, invalidData, notFound } from '../http/errors';
import { findOwnedStage } from '../pipelines/store';
import * as store from './store';

export function toFormDto(f: store.FormRow): Form {
  return {
    id: f.id,
    userId: f.userId,
    name: f.name,
    businessDescription: f.businessDescription,
    welcomeMessage: f.welcomeMessage,
    goodbyeMessage: f.goodbyeMessage,
    tone: f.tone as Tone,
    questions: storedQuestions(f.questions),
    style: { ...STYLE_DEFAULTS, ...f.style },
    language: f.language as Language,
    formType: f.formType as FormType,
    allowedDomains: f.allowedDomains,
    isPublished: f.isPublished,
    objective: f.objective,
    automations: { ...AUTOMATIONS_DEFAULT, ...f.automations },
    notifications: { ...NOTIFICATIONS_DEFAULT, ...f.notifications },
    botProtection: f.botProtection,
    hiddenFields: f.hiddenFields ?? [],
    endings: f.endings ?? [],
    knowledge: f.knowledge ?? null,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}

/**
 * Questions kept in `order`, with what a stored question always has: a key (given, inherited from the
 * `previous` question with the same text, or derived; never a hidden field's name), and help, validation
 * and showIf (null when unset).
 */
function normalizeQuestions(
  questions: Question[],
  previous: readonly StoredQuestion[] = [],
  hiddenFields: readonly string[] = [],
): StoredQuestion[] {
  const sorted = [...questions].sort((a, b) => a.order - b.order);
  return assignKeys(sorted, previous, hiddenFields).map((q) => {
    const out: StoredQuestion = {
      order: q.order,
      text: q.text,
      type: q.type,
      required: q.required,
      options: q.options ?? null,
      key: q.key,
      help: q.help?.trim() || null,
      validation:
        q.validation && (q.validation.min !== undefined || q.validation.max !== undefined)
          ? q.validation
          : null,
      showIf: q.showIf ?? null,
    };
    if (q.type === 'file') out.fileCategory = q.fileCategory ?? 'any';
    return out;
  });
}

/** Notification settings merged over `base`, the addresses trimmed and without repeats (case-insensitive). */
function mergeNotifications(base: Notifications, body: Partial<Notifications> | undefined): Notifications {
  const out = { ...NOTIFICATIONS_DEFAULT, ...base, ...body };
  const seen = new Set<string>();
  out.emails = out.emails.filter((e) => {
    const key = e.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return out;
}

function normalizeDomains(domains: string[]): string[] {
  const out: string[] = [];
  const bad: unknown[] = [];
  domains.forEach((d, i) => {
    const n = normalizeDomain(d);
    if (n) {
      if (!out.includes(n)) out.push(n);
    } else bad.push({ path: `body.allowedDomains.${i}`, message: 'Not a domain name' });
  });
  if (bad.length) throw invalidData(bad);
  return out;
}

function assertContent(content: {
  formType: FormType;
  questions: StoredQuestion[];
  hiddenFields: string[];
  endings: Ending[];
  goodbyeMessage: string;
}) {
  const issues = formContentIssues(content);
  if (issues.length)
    throw invalidData(
      issues.map((m) => ({
        path: `body.${m.slice(0, m.indexOf(':'))}`,
        message: m.slice(m.indexOf(': ') + 2),
      })),
    );
}

export interface FormsDeps {
  db: Db;
  plans: PlanTable;
  /** Told after a form changes or goes, so caches of it can drop it. */
  onFormChanged?: (formId: string) => void;
  /** Whether this instance stores uploads (STORAGE_DRIVER is not `none`); default true. */
  uploadsAvailable?: boolean;
  /** The form's uploaded files: keys read in the deleting transaction, objects deleted after commit. */
  files?: {
    keysOfForm(tx: Db, userId: string, formId: string): Promise<string[]>;
    removeObjects(keys: string[]): Promise<void>;
  };
}

export function createFormsService({ db, plans, onFormChanged, files, uploadsAvailable = true }: FormsDeps) {
  /**
   * A published form must be answerable: a required file question needs uploads on the owner's plan and
   * on this instance (otherwise every visitor is stuck on it). Checked when a change publishes the form
   * or changes a published form's questions; a later plan change does not unpublish anything.
   */
  async function assertAnswerable(tx: Db, userId: string, questions: Question[]) {
    if (!questions.some((q) => q.type === 'file' && q.required)) return;
    if (!uploadsAvailable)
      throw new AppError(403, Msg.publishNeedsUploadsInstance, ErrorCode.FEATURE_NOT_AVAILABLE);
    const owner = await findUserById(tx, userId);
    if (!owner || !plans[owner.plan as Plan]?.features.fileUploads)
      throw new AppError(403, Msg.publishNeedsUploadsPlan, ErrorCode.FEATURE_NOT_AVAILABLE);
  }

  async function assertAutomations(tx: Db, userId: string, a: Automations, questions: StoredQuestion[]) {
    if (!a.createDeal) return;
    if (a.createDeal.currency) a.createDeal.currency = a.createDeal.currency.toUpperCase();
    const valueQuestion = a.createDeal.valueQuestion;
    if (valueQuestion) {
      // Named by key, or by text (the first rounds' way): stored as the key, so a rename keeps it.
      const q = valueQuestionOf(questions, valueQuestion);
      if (!q || (q.type !== 'number' && q.type !== 'rating'))
        throw invalidData([
          {
            path: 'body.automations.createDeal.valueQuestion',
            message: 'Must be the key or text of one of the form’s number or rating questions',
          },
        ]);
      a.createDeal.valueQuestion = q.key;
    }
    const found = await findOwnedStage(tx, userId, a.createDeal.pipelineId, a.createDeal.stageId);
    if (!found)
      throw invalidData([
        { path: 'body.automations.createDeal', message: 'Pipeline or stage not found among your pipelines' },
      ]);
  }

  /** Locks the owner and checks the plan's form count: the caller's transaction then adds one form. */
  async function assertRoomForForm(tx: Db, userId: string) {
    const owner = await lockUser(tx, userId);
    if (!owner) throw new AppError(401, Msg.unauthorized);
    const limit = plans[owner.plan as Plan].forms;
    if (limit !== null && (await store.countForms(tx, userId)) >= limit)
      throw new AppError(403, Msg.formLimit(limit), ErrorCode.FORM_LIMIT_REACHED);
  }

  async function getOwned(userId: string, id: string) {
    const f = await store.findForm(db, userId, id);
    if (!f) throw notFound(Msg.formNotFound);
    return f;
  }

  return {
    async list(userId: string, q: FormListQuery) {
      const filter = {
        userId,
        search: q.search?.trim() || undefined,
        isPublished: q.isPublished === undefined ? undefined : q.isPublished === 'true',
      };
      const { rows, total } = await store.listForms(db, filter, (q.page - 1) * q.limit, q.limit);
      return {
        forms: rows.map((r) => ({
          id: r.id,
          name: r.name,
          isPublished: r.isPublished,
          formType: r.formType as FormType,
          createdAt: r.createdAt.toISOString(),
          _count: { conversations: r.conversations },
        })),
        pagination: paginate(q.page, q.limit, total),
      };
    },

    /** Creates a form; the plan's form count is checked under a lock on the owner, in the inserting transaction. */
    async create(userId: string, body: CreateFormBody) {
      const formType = body.formType ?? 'CONVERSATIONAL';
      const hiddenFields = body.hiddenFields ?? [];
      const endings = body.endings ?? [];
      const questions = normalizeQuestions(body.questions, [], hiddenFields);
      assertContent({ formType, questions, hiddenFields, endings, goodbyeMessage: body.goodbyeMessage });
      const style: Style = { ...STYLE_DEFAULTS, ...body.style };
      const automations: Automations = { ...AUTOMATIONS_DEFAULT, ...body.automations };
      const allowedDomains = normalizeDomains(body.allowedDomains ?? []);
      const row = await db.transaction(async (tx) => {
        await assertRoomForForm(tx, userId);
        await assertAutomations(tx, userId, automations, questions);
        return store.insertForm(tx, {
          id: newId('frm'),
          userId,
          name: body.name,
          businessDescription: body.businessDescription ?? null,
          welcomeMessage: body.welcomeMessage,
          goodbyeMessage: body.goodbyeMessage,
          tone: body.tone ?? 'FRIENDLY',
          questions,
          style,
          language: body.language ?? 'ES',
          formType,
          allowedDomains,
          isPublished: false,
          objective: body.objective ?? null,
          automations,
          notifications: mergeNotifications(NOTIFICATIONS_DEFAULT, body.notifications),
          botProtection: body.botProtection ?? false,
          hiddenFields,
          endings,
          knowledge: body.knowledge?.trim() || null,
        });
      });
      return toFormDto(row);
    },

    async get(userId: string, id: string) {
      return toFormDto(await getOwned(userId, id));
    },

    /**
     * An unpublished copy of one of the owner's forms with everything the form holds (not its conversations
     * or webhook), counted against the plan's forms in the inserting transaction like a creation.
     */
    async duplicate(userId: string, id: string, name?: string) {
      const row = await db.transaction(async (tx) => {
        const source = await store.findForm(tx, userId, id);
        if (!source) throw notFound(Msg.formNotFound);
        await assertRoomForForm(tx, userId);
        const { id: _id, createdAt: _created, updatedAt: _updated, ...content } = source;
        return store.insertForm(tx, {
          ...content,
          id: newId('frm'),
          name: name ?? copyName(source.name),
          isPublished: false,
        });
      });
      return toFormDto(row);
    },

    /** Partial update: absent fields keep their value; style and automations merge key by key. */
    async update(userId: string, id: string, body: UpdateFormBody) {
      const current = await getOwned(userId, id);
      const formType = body.formType ?? (current.formType as FormType);
      const hiddenFields = body.hiddenFields ?? current.hiddenFields;
      const endings = body.endings ?? current.endings;
      const previous = storedQuestions(current.questions);
      const questions = body.questions
        ? normalizeQuestions(body.questions, previous, hiddenFields)
        : previous;
      if (body.questions || body.formType || body.hiddenFields || body.endings || body.goodbyeMessage)
        assertContent({
          formType,
          questions,
          hiddenFields,
          endings,
          goodbyeMessage: body.goodbyeMessage ?? current.goodbyeMessage,
        });
      const patch: Partial<store.NewFormRow> = {};
      for (const key of [
        'name',
        'businessDescription',
        'welcomeMessage',
        'goodbyeMessage',
        'tone',
        'language',
        'objective',
        'isPublished',
        'botProtection',
      ] as const) {
        if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
      }
      if (body.formType) patch.formType = formType;
      if (body.questions) patch.questions = questions;
      if (body.hiddenFields) patch.hiddenFields = hiddenFields;
      if (body.endings) patch.endings = endings;
      if (body.knowledge !== undefined) patch.knowledge = body.knowledge?.trim() || null;
      if (body.style) patch.style = { ...STYLE_DEFAULTS, ...current.style, ...body.style };
      if (body.allowedDomains) patch.allowedDomains = normalizeDomains(body.allowedDomains);
      if (body.notifications)
        patch.notifications = mergeNotifications(current.notifications, body.notifications);
      const published = body.isPublished ?? current.isPublished;
      const row = await db.transaction(async (tx) => {
        if (published && (body.isPublished || body.questions || body.formType))
          await assertAnswerable(tx, userId, questions);
        if (body.automations) {
          patch.automations = { ...AUTOMATIONS_DEFAULT, ...current.automations, ...body.automations };
          await assertAutomations(tx, userId, patch.automations, questions);
        }
        return store.updateForm(tx, userId, id, patch);
      });
      if (!row) throw notFound(Msg.formNotFound);
      onFormChanged?.(id);
      return toFormDto(row);
    },

    async remove(userId: string, id: string) {
      const keys: string[] = [];
      const deleted = await db.transaction(async (tx) => {
        if (files) keys.push(...(await files.keysOfForm(tx, userId, id)));
        return store.deleteForm(tx, userId, id);
      });
      if (!deleted) throw notFound(Msg.formNotFound);
      onFormChanged?.(id);
      if (files && keys.length) await files.removeObjects(keys);
      return { success: true as const };
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
