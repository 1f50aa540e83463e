import { type AddressInfo, createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { event, mail } from '../src/server/db/schema';
import { ownerNotifications } from '../src/server/mail/notifications';
import { as, createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { freePort, type SmtpServer, startSmtp } from './helpers/smtp';
import { makeFileForm, marker, pngBytes, uploadLocal } from './helpers/uploads';
import { makePublishedForm, visitor } from './helpers/widget';

let t: TestApp;
let smtp: SmtpServer;

beforeAll(async () => {
  smtp = await startSmtp({ auth: { user: 'relay', pass: 's3cret pass' } });

  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Charla Test <noreply@charla.test>' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const CONTACT = {
  formType: 'CLASSIC',
  name: 'Contact <us>',
  questions: [
    { order: 1, text: 'Name', type: 'text', required: true },
    { order: 2, text: 'Email', type: 'email', required: true },
    { order: 3, text: 'Plan', type: 'select', required: false, options: ['Basic', 'Premium'] },
  ],
};

/** Runs the outbox, then the mail worker, as the started jobs would. */
async function flushMail() {
  await t.app.jobs.runOnce('outbox');
  await t.app.jobs.runOnce('mail');
}

async function submit(formId: string, answers: Record<string, unknown>) {
  const res = await visitor(t).submit(formId, answers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().conversationId as string;
}

const mailsTo = (address: string) => smtp.received.filter((r) => r.to.includes(address));

async function waitMailTo(address: string) {
  const until = Date.now() + 10_000;
  while (mailsTo(address).length === 0) {
    if (Date.now() > until) throw new Error(`no e-mail to ${address}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return mailsTo(address);
}

describe('owner notifications on COMPLETED', () => {
  it('e-mails each listed address once: form name, answers in question order, escaped HTML, a link', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, {
      ...CONTACT,
      language: 'EN',
      notifications: { onCompleted: true, emails: ['sales@acme.test', 'boss@acme.test'] },
    });
    const before = smtp.received.length;
    const id = await submit(form.id, { Name: '<b>Ana</b> & co', Email: 'ana@example.com', Plan: 'premium' });
    await flushMail();
    await smtp.waitFor(before + 2);
    // Running again sends nothing more (each event, each recipient, once).
    await flushMail();
    expect(smtp.received.length).toBe(before + 2);
    for (const to of ['sales@acme.test', 'boss@acme.test']) {
      const [m] = mailsTo(to);
      expect(m, to).toBeDefined();
      expect(m!.to).toEqual([to]);
      expect(m!.from).toBe('noreply@charla.test');
      expect(m!.mail.from?.text).toBe('"Charla Test" <noreply@charla.test>');
      expect(m!.mail.subject).toBe('New response to "Contact <us>"');
      const text = m!.mail.text ?? '';
      expect(text).toContain('Contact <us>');
      // Question order (jsonb would give Name, Plan, Email).
      const at = (s: string) => text.indexOf(s);
      expect(at('Name\n<b>Ana</b> & co')).toBeGreaterThan(-1);
      expect(at('Name\n')).toBeLessThan(at('Email\nana@example.com'));
      expect(at('Email\n')).toBeLessThan(at('Plan\nPremium'));
      expect(text).toContain(`http://charla.test/conversations/${id}`);
      const html = String(m!.mail.html);
      expect(html).toContain('&#60;b&#62;Ana&#60;/b&#62; &#38; co');
      expect(html).not.toContain('<b>Ana</b>');
      expect(html).toContain(`href="http://charla.test/conversations/${id}"`);
    }
    // The relay's credentials from SMTP_URL were used.
    expect(smtp.logins).toContain('relay');
  });

  it("writes in the form's language and, with no address listed, to the owner's account e-mail", async () => {
    const owner = await makeUser(t, { plan: 'PRO', email: `duena-${Date.now()}@example.com` });
    const form = await makePublishedForm(t, owner, {
      ...CONTACT,
      name: 'Contacto',
      language: 'ES',
      notifications: { onCompleted: true, emails: [] },
    });
    await submit(form.id, { Name: 'Lucía', Email: 'lucia@example.com' });
    await flushMail();
    const [m] = await waitMailTo(owner.email);
    expect(m!.mail.subject).toBe('Nueva respuesta en «Contacto»');
    expect(m!.mail.text).toContain('Alguien completó «Contacto»');
    expect(m!.mail.text).toContain('Ver la conversación');
  });

  it('sends nothing when the form does not ask for it', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, { ...CONTACT, language: 'EN' });
    const id = await submit(form.id, { Name: 'Quiet', Email: 'quiet@example.com' });
    await flushMail();
    const [e] = await t.db.select().from(event).where(eq(event.conversationId, id));
    expect(e!.processedAt).toBeInstanceOf(Date);
    expect(mailsTo(owner.email)).toEqual([]);
    expect(smtp.received.some((r) => r.mail.text?.includes('Quiet'))).toBe(false);
  });

  it('links uploaded files to their download address, by file name', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner, {
      notifications: { onCompleted: true, emails: ['files@acme.test'] },
    });
    const uploadId = await uploadLocal(t, form.id, 'Photo', 'holiday.png', 'image/png', pngBytes(10, 10));
    await submit(form.id, { Name: 'Ana', Photo: marker(uploadId) });
    await flushMail();
    const [m] = await waitMailTo('files@acme.test');
    const link = `http://charla.test/api/uploads/${uploadId}/download`;
    expect(m!.mail.text).toContain(`Photo\nholiday.png: ${link}`);
    expect(String(m!.mail.html)).toContain(`<a href="${link}">holiday.png</a>`);
    // The link opens the file for the signed-in owner (a short-lived signed address).
    const res = await as(t, owner)({ method: 'GET', url: `/api/uploads/${uploadId}/download` });
    expect(res.statusCode).toBe(302);
  });

  it('notifies when a chat completes, too', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, {
      language: 'EN',
      notifications: { onCompleted: true, emails: ['chat@acme.test'] },
    });
    const v = visitor(t);
    await v.say(form.id, 'Marta Ruiz');
    const last = await v.say(form.id, 'marta@example.com');
    expect(last.headers['x-conversation-status']).toBe('COMPLETED');
    await flushMail();
    const [m] = await waitMailTo('chat@acme.test');
    expect(m!.mail.text).toContain('What is your name?\nMarta Ruiz');
    expect(m!.mail.text).toContain('What is your e-mail?\nmarta@example.com');
  });

  it('queues once per event even when the event is handled again (a replay after a crash)', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, {
      ...CONTACT,
      notifications: { onCompleted: true, emails: ['replay@acme.test'] },
    });
    const id = await submit(form.id, { Name: 'Replay', Email: 'r@example.com' });
    const [e] = await t.db.select().from(event).where(eq(event.conversationId, id));
    const handle = ownerNotifications({ publicUrl: 'http://charla.test' });
    await t.db.transaction((tx) => handle(tx, e!));
    await t.db.transaction((tx) => handle(tx, e!));
    await t.app.jobs.runOnce('outbox');
    const rows = await t.db.select().from(mail).where(eq(mail.to, 'replay@acme.test'));
    expect(rows).toHaveLength(1);
  });
});

describe('retention', () => {
  it('deletes sent and failed messages after 30 days and keeps pending ones', async () => {
    const old = new Date(Date.now() - 31 * 24 * 3_600_000);
    const row = (id: string, status: string, createdAt: Date) => ({
      id,
      kind: 'conversation.completed',
      to: `${id}@retention.test`,
      subject: 's',
      text: 't',
      html: 'h',
      status,
      createdAt,
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    await t.db
      .insert(mail)
      .values([
        row('mail_oldsent', 'SENT', old),
        row('mail_oldfailed', 'FAILED', old),
        row('mail_oldpending', 'PENDING', old),
        row('mail_newsent', 'SENT', new Date()),
      ]);
    await t.app.jobs.runOnce('mail-cleanup');
    const left = await t.db.select({ id: mail.id }).from(mail);
    const ids = left.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['mail_oldpending', 'mail_newsent']));
    expect(ids).not.toContain('mail_oldsent');
    expect(ids).not.toContain('mail_oldfailed');
  });
});

describe('SMTP unavailable', () => {
  it('keeps the message, retries it later, and delivers it once the server is back', async () => {
    const down = await freePort();
    const app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${down}` } });
    let server: SmtpServer | undefined;
    try {
      const owner = await makeUser(app, { plan: 'PRO' });
      const form = await makePublishedForm(app, owner, {
        ...CONTACT,
        notifications: { onCompleted: true, emails: ['later@acme.test'] },
      });
      const res = await visitor(app).submit(form.id, { Name: 'Later', Email: 'l@example.com' });
      // The visitor is answered at once whatever the mail server does.
      expect(res.statusCode).toBe(200);
      await app.app.jobs.runOnce('outbox');
      await app.app.jobs.runOnce('mail');
      let [row] = await app.db.select().from(mail).where(eq(mail.to, 'later@acme.test'));
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(row!.lastError).toBeTruthy();
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      // Not due yet: another run leaves it alone.
      await app.app.jobs.runOnce('mail');
      [row] = await app.db.select().from(mail).where(eq(mail.to, 'later@acme.test'));
      expect(row!.attempts).toBe(1);

      server = await startSmtp({ port: down });
      await app.db
        .update(mail)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mail.id, row!.id));
      await app.app.jobs.runOnce('mail');
      await server.waitFor(1);
      expect(server.received[0]!.to).toEqual(['later@acme.test']);
      [row] = await app.db.select().from(mail).where(eq(mail.to, 'later@acme.test'));
      expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      await app.close();
      await server?.close();
    }
  });
});

describe('SMTP that accepts connections and never answers', () => {
  it('gives up on the exchange at its timeout, keeps the message for a retry, and the server keeps answering', async () => {
    // A mail server that takes the connection and never greets: without timeouts the worker would wait forever.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as AddressInfo).port;
    // SMTP_URL's query sets nodemailer's timeouts (docs/self-hosting.md); short here so the test is quick.
    const app = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}/?connectionTimeout=500&greetingTimeout=500&socketTimeout=500`,
      },
    });
    try {
      const owner = await makeUser(app, { plan: 'PRO' });
      const form = await makePublishedForm(app, owner, {
        ...CONTACT,
        notifications: { onCompleted: true, emails: ['hung@acme.test'] },
      });
      const res = await visitor(app).submit(form.id, { Name: 'Hung', Email: 'h@example.com' });
      expect(res.statusCode).toBe(200);
      await app.app.jobs.runOnce('outbox');
      const sending = app.app.jobs.runOnce('mail');
      // While the worker waits on the silent server, the API answers as usual.
      const forms = await as(app, owner)({ method: 'GET', url: '/api/forms' });
      expect(forms.statusCode).toBe(200);
      await sending;
      const [row] = await app.db.select().from(mail).where(eq(mail.to, 'hung@acme.test'));
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(row!.lastError).toMatch(/greeting never received|timeout/i);
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await app.close();
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });
});

describe('without SMTP_URL', () => {
  it('queues and sends nothing, and /api/setup says email: false', async () => {
    const app = await createTestApp();
    try {
      const owner: TestUser = await makeUser(app, { plan: 'PRO' });
      const form = await makePublishedForm(app, owner, {
        ...CONTACT,
        notifications: { onCompleted: true, emails: ['nobody@acme.test'] },
      });
      const res = await visitor(app).submit(form.id, { Name: 'No mail', Email: 'n@example.com' });
      expect(res.statusCode).toBe(200);
      await app.app.jobs.runOnce('outbox');
      expect(await app.db.select().from(mail)).toEqual([]);
      expect((await app.app.inject({ url: '/api/setup' })).json().email).toBe(false);
    } finally {
      await app.close();
    }
  });
});
