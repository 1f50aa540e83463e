import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, upload } from '../src/server/db/schema';
import { CLEANUP_INTERVAL_MS, PENDING_TTL_MS } from '../src/server/uploads/service';
import { createTestApp, makeUser, type TestApp } from './helpers/app';
import {
  localPath,
  makeFileForm,
  marker,
  PDF_BYTES,
  pngBytes,
  putLocal,
  requestUpload,
  TEXT_AS_PNG,
  uploadLocal,
} from './helpers/uploads';
import { visitor } from './helpers/widget';

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const uploadsDir = () => join(t.config.DATA_DIR, 'uploads');
function filesOnDisk(dir = uploadsDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

async function usageBytes(owner: { auth: { authorization: string } }) {
  const res = await t.app.inject({ method: 'GET', url: '/api/usage', headers: owner.auth });
  return res.json().storageBytes.used as number;
}

describe('local driver: upload, submit, download', () => {
  it('takes a PNG and a PDF through upload-url, PUT, submit, conversation detail and the 302 download', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const png = pngBytes(40, 30);

    const res = await requestUpload(t, form.id, {
      questionText: 'Photo',
      fileName: 'me.png',
      contentType: 'image/png',
      sizeBytes: png.length,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { uploadId, url } = res.json();
    expect(uploadId).toMatch(/^upl_/);
    expect(url).toMatch(
      new RegExp(`^http://charla\\.test/api/uploads/${uploadId}/content\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const expires = Number(new URL(url).searchParams.get('expires'));
    expect(expires - Math.floor(clock / 1000)).toBe(600);

    const put = await putLocal(t, url, png, 'image/png');
    expect(put.statusCode).toBe(200);
    expect(put.headers['access-control-allow-origin']).toBe('*');
    const pdfId = await uploadLocal(t, form.id, 'CV', 'cv final.pdf', 'application/pdf', PDF_BYTES);
    // Landed but not submitted: nothing counts against the owner's storage yet.
    expect(await usageBytes(owner)).toBe(0);

    const sub = await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(uploadId), CV: marker(pdfId) });
    expect(sub.statusCode).toBe(200);
    const conversationId = sub.json().conversationId;
    const [c] = await t.db.select().from(conversation).where(eq(conversation.id, conversationId));
    expect(c!.collectedData).toEqual({ name: 'Ana', photo: marker(uploadId), cv: marker(pdfId) });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}`,
      headers: owner.auth,
    });
    expect(detail.json().files).toEqual([
      { uploadId, question: 'Photo', fileName: 'me.png', contentType: 'image/png', sizeBytes: png.length },
      {
        uploadId: pdfId,
        question: 'CV',
        fileName: 'cv final.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF_BYTES.length,
      },
    ]);
    // The visitor's originals are gone; the checked copies remain and still count.
    expect(filesOnDisk().filter((f) => f.endsWith('/upload'))).toEqual([]);
    expect(await usageBytes(owner)).toBe(png.length + PDF_BYTES.length);

    for (const [id, bytes, type, name] of [
      [uploadId, png, 'image/png', 'me.png'],
      [pdfId, PDF_BYTES, 'application/pdf', 'cv final.pdf'],
    ] as const) {
      const dl = await t.app.inject({
        method: 'GET',
        url: `/api/uploads/${id}/download`,
        headers: owner.auth,
      });
      expect(dl.statusCode).toBe(302);
      expect(dl.headers['cache-control']).toBe('no-store');
      const location = String(dl.headers.location);
      expect(Number(new URL(location).searchParams.get('expires')) - Math.floor(clock / 1000)).toBe(60);
      const got = await t.app.inject({ method: 'GET', url: localPath(location) });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(bytes)).toBe(true);
      expect(got.headers['content-type']).toBe(type);
      expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(got.headers['content-disposition']).toMatch(/^attachment;/);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('takes a file larger than the 1 MB JSON body limit (the PUT body is streamed, not parsed)', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const id = await uploadLocal(t, form.id, 'CV', 'big.pdf', 'application/pdf', big);
    expect((await visitor(t).submit(form.id, { Name: 'Ana', CV: marker(id) })).statusCode).toBe(200);
    expect(await usageBytes(owner)).toBe(big.length);
  });

  it('answers the CORS preflight of upload-url and of the content address', async () => {
    for (const url of ['/api/forms/frm_x/upload-url', '/api/uploads/upl_x/content']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://site.example',
          'access-control-request-method': url.endsWith('content') ? 'PUT' : 'POST',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-headers']).toContain('Content-Type');
      expect(res.headers['access-control-allow-methods']).toContain(url.endsWith('content') ? 'PUT' : 'POST');
    }
  });

  it('keeps JSON parsing of other routes unchanged', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: { ...owner.auth, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('{}'),
    });
    expect(bad.statusCode).toBe(415);
  });
});

describe('local driver: the presigned PUT refuses', () => {
  async function fresh(
    bytes = pngBytes(),
    declared: Partial<{ contentType: string; sizeBytes: number; fileName: string }> = {},
  ) {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const res = await requestUpload(t, form.id, {
      questionText: 'Photo',
      fileName: declared.fileName ?? 'a.png',
      contentType: declared.contentType ?? 'image/png',
      sizeBytes: declared.sizeBytes ?? bytes.length,
    });
    expect(res.statusCode).toBe(200);
    return { owner, form, bytes, ...(res.json() as { uploadId: string; url: string }) };
  }

  it('a wrong or missing signature (403)', async () => {
    const { url, bytes } = await fresh();
    const u = new URL(url);
    const sig = u.searchParams.get('signature')!;
    const variants = [
      url.replace(sig, `${sig.slice(0, -2)}xx`),
      url.replace(/&signature=[^&]+/, ''),
      url.replace(/expires=\d+/, (m) => `expires=${Number(m.split('=')[1]) + 3600}`),
      url.replace(/upl_[a-z0-9]+/, 'upl_0000000000000000000a'),
    ];
    for (const v of variants) {
      const res = await putLocal(t, v, bytes, 'image/png');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Invalid signature');
    }
  });

  it('an expired address (403) — valid 10 minutes', async () => {
    const { url, bytes } = await fresh();
    const start = clock;
    try {
      clock = start + 599_000;
      expect((await putLocal(t, url, bytes, 'image/png')).statusCode).toBe(200);
      clock = start + 601_000;
      const res = await putLocal(t, url, bytes, 'image/png');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Presigned URL expired');
    } finally {
      clock = start;
    }
  });

  it('a Content-Type other than the declared one (415)', async () => {
    const { url, bytes } = await fresh();
    for (const type of ['image/jpeg', 'application/octet-stream', 'text/plain']) {
      const res = await putLocal(t, url, bytes, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toBe('Content-Type must be image/png');
    }
    const none = await t.app.inject({ method: 'PUT', url: localPath(url), payload: bytes });
    expect(none.statusCode).toBe(415);
    expect((await putLocal(t, url, bytes, 'Image/PNG')).statusCode).toBe(200);
  });

  it('a body larger than declared, by Content-Length or while streaming (413), and keeps nothing', async () => {
    const bytes = pngBytes();
    const { url, uploadId } = await fresh(bytes, { sizeBytes: bytes.length - 10 });
    const res = await putLocal(t, url, bytes, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('File larger than declared');
    const { Readable } = await import('node:stream');
    const streamed = await t.app.inject({
      method: 'PUT',
      url: localPath(url),
      headers: { 'content-type': 'image/png' },
      payload: Readable.from([bytes.subarray(0, 50), bytes.subarray(50)]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(filesOnDisk().some((f) => f.includes(uploadId))).toBe(false);
  });

  it('a PUT once the upload is attached (the checked copy cannot be replaced)', async () => {
    const { url, bytes, form, uploadId } = await fresh();
    expect((await putLocal(t, url, bytes, 'image/png')).statusCode).toBe(200);
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(uploadId) })).statusCode).toBe(200);
    const again = await putLocal(t, url, bytes, 'image/png');
    expect(again.statusCode).toBe(403);
  });

  it('accepts a body smaller than declared and counts its real size once it is submitted', async () => {
    const bytes = pngBytes();
    const { url, uploadId, form, owner } = await fresh(bytes, { sizeBytes: bytes.length + 500 });
    expect(await usageBytes(owner)).toBe(0);
    expect((await putLocal(t, url, bytes, 'image/png')).statusCode).toBe(200);
    expect(await usageBytes(owner)).toBe(0);
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(uploadId) })).statusCode).toBe(200);
    expect(await usageBytes(owner)).toBe(bytes.length);
  });
});

describe('local driver: submit re-checks the object', () => {
  it('refuses a text file pretending to be a PNG, naming the question, and stores nothing', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const ids: string[] = [];
    for (const question of ['Photo', 'Anything']) {
      const id = await uploadLocal(t, form.id, question, 'photo.png', 'image/png', TEXT_AS_PNG);
      ids.push(id);
      const res = await visitor(t).submit(form.id, { Name: 'Ana', [question]: marker(id) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: `Invalid file for question: ${question}`,
        details: [{ path: question, message: 'The file content does not match its declared type' }],
      });
    }
    expect(await t.db.select().from(conversation).where(eq(conversation.formId, form.id))).toHaveLength(0);
    // Only the visitor's originals remain (until the cleanup); no checked copy was kept.
    const left = filesOnDisk().filter((f) => ids.some((id) => f.includes(id)));
    expect(left.map((f) => f.split('/').pop())).toEqual(['upload', 'upload']);
  });

  it('accepts a real text file as txt and csv, refuses a PNG named .txt', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const txt = await uploadLocal(
      t,
      form.id,
      'CV',
      'notes.txt',
      'text/plain',
      Buffer.from('Hola, qué tal — UTF-8 text\n'),
    );
    const csv = await uploadLocal(t, form.id, 'Anything', 'data.csv', 'text/csv', Buffer.from('a,b\n1,2\n'));
    expect(
      (await visitor(t).submit(form.id, { Name: 'Ana', CV: marker(txt), Anything: marker(csv) })).statusCode,
    ).toBe(200);
    const fake = await uploadLocal(t, form.id, 'CV', 'notes.txt', 'text/plain', pngBytes());
    const res = await visitor(t).submit(form.id, { Name: 'Ana', CV: marker(fake) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid file for question: CV');
  });

  it('refuses an upload never PUT, one of another question, and one used twice', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const req = await requestUpload(t, form.id, {
      questionText: 'Photo',
      fileName: 'a.png',
      contentType: 'image/png',
      sizeBytes: 100,
    });
    const missing = await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(req.json().uploadId) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: 'Photo', message: 'The file was not uploaded' }]);

    const png = await uploadLocal(t, form.id, 'Anything', 'a.png', 'image/png', pngBytes());
    const wrongQuestion = await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(png) });
    expect(wrongQuestion.statusCode).toBe(400);
    expect(wrongQuestion.json().details).toEqual([
      { path: 'Photo', message: 'Unknown or already used upload' },
    ]);

    expect((await visitor(t).submit(form.id, { Name: 'Ana', Anything: marker(png) })).statusCode).toBe(200);
    const twice = await visitor(t).submit(form.id, { Name: 'Bea', Anything: marker(png) });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('Invalid file for question: Anything');
  });

  it('lets two submits race for one upload: one wins, the loser leaves no copy behind', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const id = await uploadLocal(t, form.id, 'Photo', 'a.png', 'image/png', pngBytes());
    const [a, b] = await Promise.all([
      visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(id) }),
      visitor(t).submit(form.id, { Name: 'Bea', Photo: marker(id) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(filesOnDisk().filter((f) => f.includes(id))).toHaveLength(1);
  });
});

describe('local driver: cleanup and form deletion', () => {
  it('deletes unattached uploads within an hour from disk, keeping attached ones and younger ones', async () => {
    expect(PENDING_TTL_MS + CLEANUP_INTERVAL_MS).toBeLessThanOrEqual(60 * 60_000);
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const png = pngBytes();
    const kept = await uploadLocal(t, form.id, 'Photo', 'a.png', 'image/png', png);
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(kept) })).statusCode).toBe(200);
    const stale = await uploadLocal(t, form.id, 'Photo', 'b.png', 'image/png', png);
    const start = clock;
    try {
      clock = start + PENDING_TTL_MS - 60_000;
      const young = await uploadLocal(t, form.id, 'Photo', 'c.png', 'image/png', png);
      // Only the submitted file counts.
      expect(await usageBytes(owner)).toBe(png.length);
      clock = start + PENDING_TTL_MS + 60_000;
      await t.app.jobs.runOnce('upload-cleanup');
      const left = await t.db.select({ id: upload.id }).from(upload).where(eq(upload.formId, form.id));
      expect(left.map((r) => r.id).sort()).toEqual([kept, young].sort());
      expect(filesOnDisk().some((f) => f.includes(stale))).toBe(false);
      expect(filesOnDisk().some((f) => f.includes(young))).toBe(true);
      expect(await usageBytes(owner)).toBe(png.length);
    } finally {
      clock = start;
    }
  });

  it('deleting a form deletes its files, attached and pending', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const attached = await uploadLocal(t, form.id, 'Photo', 'a.png', 'image/png', pngBytes());
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(attached) })).statusCode).toBe(200);
    const pending = await uploadLocal(t, form.id, 'CV', 'cv.pdf', 'application/pdf', PDF_BYTES);
    const mine = () => filesOnDisk().filter((f) => f.includes(attached) || f.includes(pending));
    expect(mine()).toHaveLength(2);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/forms/${form.id}`, headers: owner.auth });
    expect(del.statusCode).toBe(200);
    expect(mine()).toEqual([]);
    expect(await usageBytes(owner)).toBe(0);
  });
});
