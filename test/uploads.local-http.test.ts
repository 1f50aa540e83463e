import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, user } from '../src/server/db/schema';
import { createTestApp, makeUser, signUp, type TestApp } from './helpers/app';
import { makeFileForm, marker, PDF_BYTES, pngBytes, requestUpload } from './helpers/uploads';
import { nextIp } from './helpers/widget';

// The local driver end to end over a listening server, with fetch doing what a browser does.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe('local driver over a real socket, as a browser would', () => {
  let live: TestApp;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    live = await createTestApp({ env: { PUBLIC_URL: base } });
    await live.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => live.close());

  it('uploads with fetch, submits, and downloads through the 302 with a session cookie and with an API key', async () => {
    const session = await signUp(live);
    await live.db.update(user).set({ plan: 'BUSINESS' }).where(eq(user.id, session.id));
    const key = await makeUser(live, { plan: 'PRO' });
    const headers = {
      'content-type': 'application/json',
      origin: 'https://shop.example',
      'x-forwarded-for': nextIp(),
    };
    const png = pngBytes(64, 48);
    for (const owner of [{ cookie: session.cookie }, key.auth]) {
      const created = await fetch(`${base}/api/forms`, {
        method: 'POST',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Live',
          welcomeMessage: 'Hi',
          goodbyeMessage: 'Bye',
          formType: 'CLASSIC',
          allowedDomains: ['shop.example'],
          questions: [{ order: 1, text: 'Your photo', type: 'file', required: true, fileCategory: 'image' }],
        }),
      });
      expect(created.status).toBe(201);
      const formId = ((await created.json()) as { id: string }).id;
      await fetch(`${base}/api/forms/${formId}`, {
        method: 'PUT',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({ isPublished: true }),
      });

      const res = await fetch(`${base}/api/forms/${formId}/upload-url`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          questionText: 'Your photo',
          fileName: 'photo.png',
          contentType: 'image/png',
          sizeBytes: png.length,
        }),
      });
      expect(res.status).toBe(200);
      const { uploadId, url } = (await res.json()) as { uploadId: string; url: string };
      expect(url.startsWith(`${base}/api/uploads/${uploadId}/content?`)).toBe(true);

      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      const put = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Blob([new Uint8Array(png)], { type: 'image/png' }),
      });
      expect(put.status).toBe(200);
      expect(put.headers.get('access-control-allow-origin')).toBe('*');

      const sub = await fetch(`${base}/api/forms/${formId}/submit`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ answers: { 'Your photo': marker(uploadId) } }),
      });
      expect(sub.status).toBe(200);

      const manual = await fetch(`${base}/api/uploads/${uploadId}/download`, {
        headers: owner,
        redirect: 'manual',
      });
      expect(manual.status).toBe(302);
      const dl = await fetch(`${base}/api/uploads/${uploadId}/download`, { headers: owner });
      expect(dl.status).toBe(200);
      expect(dl.url.startsWith(`${base}/api/uploads/${uploadId}/content?`)).toBe(true);
      expect(Buffer.from(await dl.arrayBuffer()).equals(png)).toBe(true);
      expect(dl.headers.get('content-disposition')).toContain('photo.png');
    }
  });

  it('refuses a streamed body that outgrows its declared size with 413', async () => {
    const owner = await makeUser(live, { plan: 'PRO' });
    const form = await makeFileForm(live, owner);
    const declared = 100_000;
    const res = await requestUpload(live, form.id, {
      questionText: 'Anything',
      fileName: 'big.pdf',
      contentType: 'application/pdf',
      sizeBytes: declared,
    });
    const { url, uploadId } = res.json();
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(declared * 3, 0x20)]);
    // A Content-Length that says so: refused before any byte is read.
    const honest = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: big,
    });
    expect(honest.status).toBe(413);
    // No Content-Length (chunked): refused by the byte counter; the server answers, then closes.
    const chunks = (async function* () {
      for (let i = 0; i < big.length; i += 16_384) yield big.subarray(i, i + 16_384);
    })();
    const streamed = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: ReadableStreamFrom(chunks),
      duplex: 'half',
    } as RequestInit).then(
      (r) => r.status,
      () => 'connection closed',
    );
    expect([413, 'connection closed']).toContain(streamed);
    const [row] = await live.db.select().from(upload).where(eq(upload.id, uploadId));
    expect(row!.attachedAt).toBeNull();
    expect(existsSync(join(live.config.DATA_DIR, 'uploads', owner.id, uploadId, 'upload'))).toBe(false);
  });
});

function ReadableStreamFrom(it: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const next = await it.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value));
    },
  });
}
