import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/db/ids';
import { webhookDelivery } from '../src/server/db/schema';
import { createDeliveryWorker } from '../src/server/jobs/webhook-deliveries';
import { createSecretBox } from '../src/server/webhooks/secret-box';
import { ANSWER_ORDER, deliveryBody } from '../src/server/webhooks/sender';
import { claimDueDeliveries } from '../src/server/webhooks/store';
import { createTestApp, makeUser, type TestApp } from './helpers/app';
import { type Receiver, startReceiver } from './helpers/webhook-receiver';
import { deliveriesOf, makeClassicForm, putWebhook } from './helpers/webhooks';

const SECRET_KEY = randomBytes(32).toString('hex');

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', SECRET_KEY } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t?.close();
});

async function hookOfNewForm() {
  const owner = await makeUser(t, { plan: 'PRO' });
  const form = await makeClassicForm(t, owner);
  return putWebhook(t, owner, form.id, { url: receiver.url, events: ['conversation.completed'] });
}

/** Runs a fresh delivery worker until nothing is due (the receiver's log emptied first); returns how many it sent. */
async function sendDue() {
  receiver.received.length = 0;
  const worker = createDeliveryWorker({
    db: t.db,
    secretBox: createSecretBox(SECRET_KEY),
    allowPrivate: true,
  });
  try {
    return await worker.runDue();
  } finally {
    await worker.close();
  }
}

const rows = (r: unknown) => (r as { rows: Array<Record<string, unknown>> }).rows;

describe('the delivery queue', () => {
  it('a claim walks the due index in order and stops, even when the statistics say the backlog is small', async () => {
    const hook = await hookOfNewForm();
    const due = new Date(Date.now() - 86_400_000);
    const queue = (n: number, from: number) =>
      t.db.execute(sql`
        insert into webhook_delivery (id, webhook_id, event_id, type, body, next_attempt_at)
        select 'whd_q' || g, ${hook.id}, 'evt_q' || g, 'conversation.completed', '{"n":' || g || '}',
          ${due.toISOString()}::timestamptz + make_interval(secs => g)
        from generate_series(${from}::int, ${from + n - 1}::int) g`);
    // A burst on a table the statistics have not caught up with (here: never analyzed).
    await queue(20_000, 1);
    const now = new Date();
    const lease = new Date(now.getTime() + 5000);
    // Index entries read in this transaction: an ordered walk reads about what it claims; a bitmap
    // scan and a sort would read every due row.
    const indexReads = async (tx: Pick<TestApp['db'], 'execute'>) =>
      Number(
        rows(
          await tx.execute(
            sql`select pg_stat_get_xact_tuples_returned('webhook_delivery_due_idx'::regclass) as n`,
          ),
        )[0]!.n,
      );
    const claimed = await t.db.transaction(async (tx) => ({
      got: await claimDueDeliveries(tx, now, lease, 32),
      read: await indexReads(tx),
    }));
    expect(claimed.got.map((d) => d.id)).toEqual(Array.from({ length: 32 }, (_, i) => `whd_q${i + 1}`));
    expect(claimed.read).toBeLessThan(200);
    // The same selection planned with sorting allowed, as the claim was before: the planner, trusting the
    // statistics, reads the whole backlog (this is what the test guards against).
    const unguarded = await t.db.transaction(async (tx) => {
      await tx.execute(sql`
        select id from webhook_delivery
        where status = 'PENDING' and next_attempt_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        order by next_attempt_at limit 32 for update skip locked`);
      return indexReads(tx);
    });
    expect(unguarded).toBeGreaterThan(10_000);
  });

  it('every attempt sends the body stored when the delivery was queued', async () => {
    await t.db.execute(sql`delete from webhook_delivery`);
    const hook = await hookOfNewForm();
    const body = '{"type":"conversation.completed","data":{"z":1,"a":2}}';
    const now = new Date(Date.now() - 1000);
    await t.db.insert(webhookDelivery).values({
      id: newId('whd'),
      webhookId: hook.id,
      eventId: newId('evt'),
      type: 'conversation.completed',
      body,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    });
    expect(await sendDue()).toBe(1);
    expect(receiver.received.map((r) => r.body)).toEqual([body]);
  });

  it('a delivery queued before bodies were stored is sent as its payload always was', async () => {
    await t.db.execute(sql`delete from webhook_delivery`);
    const hook = await hookOfNewForm();
    // As migration 0004 found it: a payload (jsonb, keys in its own order) and no body.
    const payload = {
      data: {
        form: { name: 'Contact us', id: 'frm_1', formType: 'CLASSIC' },
        conversation: {
          status: 'COMPLETED',
          id: 'cnv_1',
          collectedData: { Plan: 'Premium', Name: 'Ana' },
          [ANSWER_ORDER]: ['Name', 'Plan'],
          formId: 'frm_1',
          messages: [],
        },
      },
      timestamp: '2026-11-01T10:00:00.000Z',
      type: 'conversation.completed',
    };
    const id = newId('whd');
    await t.db.execute(sql`
      insert into webhook_delivery (id, webhook_id, event_id, type, payload, next_attempt_at)
      values (${id}, ${hook.id}, ${newId('evt')}, 'conversation.completed', ${JSON.stringify(payload)}::jsonb,
        now() - interval '1 second')`);
    expect(await sendDue()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const sent = receiver.received[0]!.body;
    expect(sent).toBe(deliveryBody(payload));
    expect(sent.startsWith('{"type":"conversation.completed","timestamp":')).toBe(true);
    expect(Object.keys(JSON.parse(sent).data.conversation.collectedData)).toEqual(['Name', 'Plan']);
    expect((await deliveriesOf(t, hook.id))[0]).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
  });

  it('a delivery with neither a body nor a payload cannot be queued', async () => {
    const hook = await hookOfNewForm();
    await expect(
      t.db.execute(sql`
        insert into webhook_delivery (id, webhook_id, event_id, type, next_attempt_at)
        values (${newId('whd')}, ${hook.id}, ${newId('evt')}, 'conversation.completed', now())`),
    ).rejects.toThrow();
  });
});
