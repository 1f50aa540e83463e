import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makeForm, makeUser, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { insertConversation } from './helpers/records';
import { makeFileForm, marker, pngBytes, uploadLocal } from './helpers/uploads';
import { startReceiver } from './helpers/webhook-receiver';
import { completeConversation, flushWebhooks, makeClassicForm, putWebhook } from './helpers/webhooks';
import { visitor } from './helpers/widget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
});
afterAll(() => t.close());

function filesOnDisk(): string[] {
  const dir = join(t.config.DATA_DIR, 'uploads');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

const QUESTIONS = [
  { order: 1, text: 'Zeta first', type: 'text', required: true },
  { order: 2, text: 'A second', type: 'text', required: false },
  { order: 3, text: 'Mid third', type: 'number', required: false },
];

describe('DELETE /api/conversations/:id', () => {
  it('deletes the conversation with its messages, files and counts', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const png = pngBytes(20, 20);
    const uploadId = await uploadLocal(t, form.id, 'Photo', 'me.png', 'image/png', png);
    const sub = await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(uploadId) });
    expect(sub.statusCode, sub.body).toBe(200);
    const id = sub.json().conversationId as string;
    const other = await completeClassic(owner);
    expect(filesOnDisk()).toHaveLength(1);
    const usage = async () => (await as(t, owner)({ method: 'GET', url: '/api/usage' })).json();
    expect((await usage()).storageBytes.used).toBe(png.length);

    const res = await as(t, owner)({ method: 'DELETE', url: `/api/conversations/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const detail = await as(t, owner)({ method: 'GET', url: `/api/conversations/${id}` });
    expectErrorBody(detail, 404, 'Conversation not found');
    const list = await as(t, owner)({ method: 'GET', url: '/api/conversations' });
    expect(list.json().conversations.map((c: { id: string }) => c.id)).toEqual([other]);
    expect(list.json().pagination.total).toBe(1);
    const forms = await as(t, owner)({ method: 'GET', url: '/api/forms' });
    const counts = Object.fromEntries(
      forms
        .json()
        .forms.map((f: { id: string; _count: { conversations: number } }) => [f.id, f._count.conversations]),
    );
    expect(counts[form.id]).toBe(0);
    expect(filesOnDisk()).toEqual([]);
    expect((await usage()).storageBytes.used).toBe(0);
    const download = await as(t, owner)({ method: 'GET', url: `/api/uploads/${uploadId}/download` });
    expect(download.statusCode).toBe(404);
    const stats = await as(t, owner)({ method: 'GET', url: '/api/dashboard/stats' });
    expect(stats.json().totalConversations).toBe(1);

    const again = await as(t, owner)({ method: 'DELETE', url: `/api/conversations/${id}` });
    expectErrorBody(again, 404, 'Conversation not found');
  });

  it("answers 403 Forbidden for another owner's conversation and leaves it", async () => {
    const owner = await makeUser(t);
    const stranger = await makeUser(t);
    const form = await makeForm(t, owner);
    const c = await insertConversation(t, { id: form.id, userId: owner.id }, { status: 'COMPLETED' });
    const res = await as(t, stranger)({ method: 'DELETE', url: `/api/conversations/${c.id}` });
    expectErrorBody(res, 403, 'Forbidden');
    const detail = await as(t, owner)({ method: 'GET', url: `/api/conversations/${c.id}` });
    expect(detail.statusCode).toBe(200);
  });

  it('answers 404 for a missing id and 401 without credentials', async () => {
    const owner = await makeUser(t);
    const res = await as(t, owner)({ method: 'DELETE', url: '/api/conversations/cnv_missing' });
    expectErrorBody(res, 404, 'Conversation not found');
    const anon = await t.app.inject({ method: 'DELETE', url: '/api/conversations/cnv_missing' });
    expect(anon.statusCode).toBe(401);
  });

  async function completeClassic(owner: Awaited<ReturnType<typeof makeUser>>) {
    const form = await makeClassicForm(t, owner);
    return completeConversation(t, form.id);
  }
});

describe('file answers in the transcript', () => {
  it('keeps the marker as content and adds the file to its message', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const png = pngBytes(12, 12);
    const uploadId = await uploadLocal(t, form.id, 'Photo', 'portrait.png', 'image/png', png);
    const sub = await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(uploadId) });
    expect(sub.statusCode, sub.body).toBe(200);
    const res = await as(
      t,
      owner,
    )({
      method: 'GET',
      url: `/api/conversations/${sub.json().conversationId}?messagesLimit=100`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const messages = res.json().messages as Array<Record<string, unknown>>;
    const withFile = messages.filter((m) => 'file' in m);
    expect(withFile).toEqual([
      expect.objectContaining({
        role: 'VISITOR',
        content: marker(uploadId),
        file: { uploadId, fileName: 'portrait.png', contentType: 'image/png', sizeBytes: png.length },
      }),
    ]);
    expect(messages.find((m) => m.content === 'Ana')).not.toHaveProperty('file');
  });
});

describe('GET /api/conversations?search=', () => {
  async function seed() {
    const owner = await makeUser(t);
    const a = await makeForm(t, owner, { questions: QUESTIONS });
    const b = await makeForm(t, owner, { name: 'Other form' });
    const fa = { id: a.id, userId: owner.id };
    const fb = { id: b.id, userId: owner.id };
    const at = (d: number) => new Date(Date.UTC(2026, 0, d));
    const c1 = await insertConversation(t, fa, {
      status: 'COMPLETED',
      createdAt: at(1),
      collectedData: { 'Zeta first': 'Ana García', 'Mid third': 1500 },
    });
    const c2 = await insertConversation(t, fa, {
      createdAt: at(2),
      collectedData: { 'Zeta first': 'Bob', 'A second': 'loves GARCÍA soup' },
    });
    const c3 = await insertConversation(t, fb, {
      status: 'COMPLETED',
      createdAt: at(3),
      collectedData: { 'What is your name?': 'garcía', 'What is your e-mail?': 'g@example.com' },
    });
    const c4 = await insertConversation(t, fb, {
      createdAt: at(4),
      collectedData: { 'What is your name?': '100% real_name' },
    });
    const c5 = await insertConversation(t, fa, { createdAt: at(5), collectedData: { 'Zeta first': 'Zoe' } });
    return { owner, a, b, c1: c1.id, c2: c2.id, c3: c3.id, c4: c4.id, c5: c5.id };
  }
  const list = async (s: Awaited<ReturnType<typeof seed>>, query: string) => {
    const res = await as(t, s.owner)({ method: 'GET', url: `/api/conversations?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { ids: body.conversations.map((c: { id: string }) => c.id), pagination: body.pagination };
  };

  it('matches answers case-insensitively, newest first, with a true total', async () => {
    const s = await seed();
    const r = await list(s, `search=${encodeURIComponent('garcía')}`);
    expect(r.ids).toEqual([s.c3, s.c2, s.c1]);
    expect(r.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    // Numbers are matched as written.
    expect((await list(s, 'search=150')).ids).toEqual([s.c1]);
  });

  it('does not match question texts, only answers', async () => {
    const s = await seed();
    expect((await list(s, 'search=Zeta')).ids).toEqual([]);
    expect((await list(s, 'search=zo')).ids).toEqual([s.c5]);
  });

  it('composes with the form and status filters and with pagination', async () => {
    const s = await seed();
    const q = `search=${encodeURIComponent('GARCÍA')}`;
    expect((await list(s, `${q}&formId=${s.a.id}`)).ids).toEqual([s.c2, s.c1]);
    expect((await list(s, `${q}&status=COMPLETED`)).ids).toEqual([s.c3, s.c1]);
    expect((await list(s, `${q}&to=2026-01-02`)).ids).toEqual([s.c2, s.c1]);
    const p1 = await list(s, `${q}&limit=2&page=1`);
    const p2 = await list(s, `${q}&limit=2&page=2`);
    expect(p1.ids).toEqual([s.c3, s.c2]);
    expect(p2.ids).toEqual([s.c1]);
    expect(p2.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it('takes %, _ and \\ literally', async () => {
    const s = await seed();
    expect((await list(s, `search=${encodeURIComponent('%')}`)).ids).toEqual([s.c4]);
    expect((await list(s, `search=${encodeURIComponent('r_a')}`)).ids).toEqual([]);
    expect((await list(s, `search=${encodeURIComponent('real_name')}`)).ids).toEqual([s.c4]);
    expect((await list(s, `search=${encodeURIComponent('\\')}`)).ids).toEqual([]);
  });

  it("never shows another owner's conversations; an empty search lists everything", async () => {
    const s = await seed();
    const stranger = await makeUser(t);
    const res = await as(t, stranger)({ method: 'GET', url: '/api/conversations?search=garc' });
    expect(res.json().conversations).toEqual([]);
    expect((await list(s, 'search=')).pagination.total).toBe(5);
  });

  it('refuses a search longer than 200 characters with 400 Invalid query', async () => {
    const s = await seed();
    const res = await as(t, s.owner)({ method: 'GET', url: `/api/conversations?search=${'x'.repeat(201)}` });
    expectErrorBody(res, 400, 'Invalid query');
  });
});

describe('collectedData in question order', () => {
  it('orders the list, the detail and the dashboard by the questions, unknown keys last', async () => {
    const owner = await makeUser(t);
    const form = await makeForm(t, owner, { questions: QUESTIONS });
    // Inserted in another order; jsonb stores keys by length anyway.
    const c = await insertConversation(
      t,
      { id: form.id, userId: owner.id },
      { collectedData: { 'Old gone question': 'x', 'Mid third': 3, 'A second': 'b', 'Zeta first': 'z' } },
    );
    const expected = ['Zeta first', 'A second', 'Mid third', 'Old gone question'];
    const list = await as(t, owner)({ method: 'GET', url: '/api/conversations' });
    expect(Object.keys(list.json().conversations[0].collectedData)).toEqual(expected);
    const detail = await as(t, owner)({ method: 'GET', url: `/api/conversations/${c.id}` });
    expect(Object.keys(detail.json().collectedData)).toEqual(expected);
    const stats = await as(t, owner)({ method: 'GET', url: '/api/dashboard/stats' });
    expect(Object.keys(stats.json().recentConversations[0].collectedData)).toEqual(expected);
    const exp = await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}/export?format=ndjson` });
    expect(Object.keys(JSON.parse(exp.body.trim()).collectedData)).toEqual(expected);
  });

  it('sends the webhook payload with the answers in question order', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const receiver = await startReceiver();
    try {
      const form = await makeClassicForm(t, owner);
      await putWebhook(t, owner, form.id, { url: receiver.url, events: ['conversation.completed'] });
      await completeConversation(t, form.id);
      await flushWebhooks(t);
      await receiver.waitFor(1);
      const raw = receiver.received[0]!.body;
      const body = JSON.parse(raw);
      expect(Object.keys(body.data.conversation.collectedData)).toEqual(['Name', 'Email', 'Plan']);
      expect(raw).not.toContain('_answerOrder');
      expect(raw).not.toContain('_hiddenOrder');
      expect(Object.keys(body.data.conversation)).toEqual([
        'id',
        'formId',
        'status',
        'collectedData',
        'hiddenFields',
        'createdAt',
        'completedAt',
        'messages',
      ]);
    } finally {
      await receiver.close();
    }
  });
});
