import { paginate } from '../../contract/common';
import type { Plan } from '../../contract/enums';
import { ErrorCode, Msg } from '../../contract/errors';
import type { Question } from '../../contract/forms';
import { setOwn } from '../../contract/own-keys';
import type { PlanTable } from '../../contract/plans';
import type {
  Delivery,
  DeliveryListQuery,
  PutWebhookBody,
  TestResult,
  WebhookConfig,
} from '../../contract/webhooks';
import { findUserById } from '../account/store';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { findForm } from '../forms/store';
import { AppError, invalidData, notFound } from '../http/errors';
import { assertPublicUrl, NetGuardError } from '../http/net-guard';
import type { SecretBox } from './secret-box';
import { ANSWER_ORDER, deliveryBody, HIDDEN_ORDER, sendWebhook } from './sender';
import { isValidSecret } from './signing';
import * as store from './store';

export function toWebhookDto(w: store.WebhookRow): WebhookConfig {
  return {
    id: w.id,
    formId: w.formId,
    url: w.url,
    events: w.events,
    isActive: w.isActive,
    hasSecret: w.secretEncrypted !== null,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

export function toDeliveryDto(d: store.DeliveryRow): Delivery {
  return {
    id: d.id,
    eventId: d.eventId,
    type: d.type,
    test: d.test,
    status: d.status as Delivery['status'],
    attempts: d.attempts,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    nextAttemptAt: d.status === 'PENDING' && d.nextAttemptAt ? d.nextAttemptAt.toISOString() : null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** A plausible answer for a question, for the test delivery. */
function sampleAnswer(q: Question): unknown {
  switch (q.type) {
    case 'email':
      return 'jane.doe@example.com';
    case 'phone':
      return '+15555550123';
    case 'number':
      return 42;
    case 'date':
      return '2026-01-15';
    case 'select':
      return q.options?.[0] ?? 'Option';
    case 'file':
      return 'service:file:upl_sample0000000000000000';
    case 'multiselect':
      return (q.options ?? ['Option']).slice(0, 2);
    case 'rating':
      return typeof q.validation?.max === 'number' ? q.validation.max : 5;
    case 'yesno':
      return true;
    case 'url':
      return 'https://example.com';
    default:
      return 'Sample answer';
  }
}

/** The test delivery's payload: the shape of conversation.completed, sample data from the form's questions, `test: true`. */
export function samplePayload(
  form: { id: string; name: string; formType: string; questions: Question[]; hiddenFields?: string[] | null },
  now: Date,
) {
  const at = (offset: number) =>
    new Date(now.getTime() - (form.questions.length * 2 - offset) * 1000).toISOString();
  const collectedData: Record<string, unknown> = {};
  const messages: Array<{ id: string; role: string; content: string; createdAt: string }> = [];
  form.questions.forEach((q, i) => {
    const answer = sampleAnswer(q);
    setOwn(collectedData, q.text, answer);
    messages.push({ id: newId('msg'), role: 'ASSISTANT', content: q.text, createdAt: at(i * 2) });
    messages.push({ id: newId('msg'), role: 'VISITOR', content: String(answer), createdAt: at(i * 2 + 1) });
  });
  const hiddenFields = Object.fromEntries((form.hiddenFields ?? []).map((name) => [name, `sample_${name}`]));
  return {
    type: 'conversation.completed',
    timestamp: now.toISOString(),
    test: true,
    data: {
      conversation: {
        id: newId('cnv'),
        formId: form.id,
        status: 'COMPLETED',
        collectedData,
        [ANSWER_ORDER]: Object.keys(collectedData),
        hiddenFields,
        [HIDDEN_ORDER]: Object.keys(hiddenFields),
        createdAt: at(0),
        completedAt: now.toISOString(),
        messages,
      },
      form: { id: form.id, name: form.name, formType: form.formType },
    },
  };
}

export interface WebhooksDeps {
  db: Db;
  plans: PlanTable;
  secretBox: SecretBox;
  /** WEBHOOK_ALLOW_PRIVATE: lets webhooks target loopback and private networks. */
  allowPrivate: boolean;
  now?: () => Date;
  /** Timeout of the test delivery (CONTRACT: 10 s). */
  timeoutMs?: number;
  /** Told when a delivery was put back in the queue, so the worker can run now. */
  onQueued?: () => void;
}

export function createWebhooksService(deps: WebhooksDeps) {
  const { db, plans, secretBox } = deps;
  const clock = deps.now ?? (() => new Date());

  /** The plan gate, then ownership: a plan without webhooks gets 403 whatever the form. */
  async function ownedForm(userId: string, formId: string) {
    const owner = await findUserById(db, userId);
    if (!owner) throw new AppError(401, Msg.unauthorized);
    if (!plans[owner.plan as Plan]?.features.webhooks)
      throw new AppError(403, Msg.webhooksNotAvailable, ErrorCode.FEATURE_NOT_AVAILABLE);
    const form = await findForm(db, userId, formId);
    if (!form) throw notFound(Msg.formNotFound);
    return form;
  }

  async function checkUrl(url: string) {
    try {
      return (await assertPublicUrl(url, { allowPrivate: deps.allowPrivate })).toString();
    } catch (err) {
      if (err instanceof NetGuardError) throw invalidData([{ path: 'body.url', message: err.message }]);
      throw err;
    }
  }

  function sealSecret(secret: string | null | undefined, webhookId: string): string | null | undefined {
    if (secret === undefined || secret === null) return secret;
    if (!isValidSecret(secret))
      throw invalidData([
        { path: 'body.secret', message: 'A whsec_ secret must be followed by base64-encoded key bytes' },
      ]);
    return secretBox.seal(secret, webhookId);
  }

  return {
    async get(userId: string, formId: string): Promise<WebhookConfig | null> {
      await ownedForm(userId, formId);
      const hook = await store.findWebhookByForm(db, formId);
      return hook ? toWebhookDto(hook) : null;
    },

    /** Creates (url and events required) or updates the form's one webhook; says which. */
    async put(
      userId: string,
      formId: string,
      body: PutWebhookBody,
    ): Promise<{ created: boolean; webhook: WebhookConfig }> {
      await ownedForm(userId, formId);
      const url = body.url === undefined ? undefined : await checkUrl(body.url);
      const events = body.events ? [...new Set(body.events)] : undefined;
      return db.transaction(async (tx) => {
        const now = clock();
        let existing = await store.findWebhookByForm(tx, formId, { lock: true });
        if (!existing) {
          const missing = [
            ...(url === undefined ? [{ path: 'body.url', message: 'Required when creating a webhook' }] : []),
            ...(events === undefined
              ? [{ path: 'body.events', message: 'Required when creating a webhook' }]
              : []),
          ];
          if (missing.length || url === undefined || events === undefined) throw invalidData(missing);
          const id = newId('whk');
          const created = await store.insertWebhook(tx, {
            id,
            formId,
            url,
            events,
            isActive: body.isActive ?? true,
            secretEncrypted: sealSecret(body.secret, id) ?? null,
            createdAt: now,
            updatedAt: now,
          });
          if (created) return { created: true, webhook: toWebhookDto(created) };
          // A concurrent request created it first: this one updates it.
          existing = await store.findWebhookByForm(tx, formId, { lock: true });
          if (!existing) throw notFound(Msg.formNotFound);
        }
        const patch: Partial<store.NewWebhookRow> = {};
        if (url !== undefined) patch.url = url;
        if (events !== undefined) patch.events = events;
        if (body.isActive !== undefined) patch.isActive = body.isActive;
        const sealed = sealSecret(body.secret, existing.id);
        if (sealed !== undefined) patch.secretEncrypted = sealed;
        const updated = await store.updateWebhook(tx, existing.id, patch, now);
        return { created: false, webhook: toWebhookDto(updated!) };
      });
    },

    /** One synchronous, logged attempt with sample data; a non-2xx answer or a timeout is 502. */
    async test(userId: string, formId: string): Promise<TestResult> {
      const form = await ownedForm(userId, formId);
      const hook = await store.findWebhookByForm(db, formId);
      if (!hook) throw notFound(Msg.noWebhook);
      const payload = samplePayload(form, clock());
      const eventId = newId('evt');
      let secret: string | null = null;
      try {
        secret = hook.secretEncrypted ? secretBox.open(hook.secretEncrypted, hook.id) : null;
      } catch {
        throw new AppError(502, Msg.webhookDeliveryFailed, undefined, [
          { statusCode: null, message: 'The signing secret cannot be decrypted (was SECRET_KEY changed?)' },
        ]);
      }
      const body = deliveryBody(payload);
      const result = await sendWebhook({
        url: hook.url,
        eventId,
        body,
        secret,
        allowPrivate: deps.allowPrivate,
        timeoutMs: deps.timeoutMs,
      });
      const now = clock();
      await store.insertDelivery(db, {
        id: newId('whd'),
        webhookId: hook.id,
        eventId,
        type: payload.type,
        test: true,
        body,
        status: result.ok ? 'SUCCEEDED' : 'FAILED',
        attempts: 1,
        lastStatusCode: result.statusCode,
        lastError: result.error,
        nextAttemptAt: null,
        createdAt: now,
        updatedAt: now,
      });
      if (!result.ok || result.statusCode === null)
        throw new AppError(502, Msg.webhookDeliveryFailed, undefined, [
          { statusCode: result.statusCode, message: result.error },
        ]);
      return { success: true, statusCode: result.statusCode };
    },

    /** The delivery log of the form's webhook, newest first (empty when none is configured). */
    async deliveries(userId: string, formId: string, q: DeliveryListQuery) {
      await ownedForm(userId, formId);
      const hook = await store.findWebhookByForm(db, formId);
      if (!hook) return { deliveries: [], pagination: paginate(q.page, q.limit, 0) };
      const { rows, total } = await store.listDeliveries(db, hook.id, (q.page - 1) * q.limit, q.limit);
      return { deliveries: rows.map(toDeliveryDto), pagination: paginate(q.page, q.limit, total) };
    },

    /** Puts a delivery back in the queue, due now, and wakes the worker. */
    async retry(userId: string, formId: string, deliveryId: string): Promise<Delivery> {
      await ownedForm(userId, formId);
      const hook = await store.findWebhookByForm(db, formId);
      const row = hook ? await store.requeueDelivery(db, hook.id, deliveryId, clock()) : undefined;
      if (!row) throw notFound(Msg.deliveryNotFound);
      deps.onQueued?.();
      return toDeliveryDto(row);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
