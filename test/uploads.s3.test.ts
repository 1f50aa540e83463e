import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../src/server/db/schema';
import { createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { startForwarder } from './helpers/forwarder';
import { S3_BUCKET, startS3 } from './helpers/s3';
import { makeFileForm, marker, PDF_BYTES, pngBytes, requestUpload, TEXT_AS_PNG } from './helpers/uploads';
import { nextIp, visitor } from './helpers/widget';

let clock = Date.now();
let s3: Awaited<ReturnType<typeof startS3>>;
let t: TestApp;
let base: string;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ env: s3.env, now: () => new Date(clock) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** Asks for an address and PUTs the bytes to S3 with fetch, exactly as a browser would. */
async function uploadS3(
  formId: string,
  question: string,
  fileName: string,
  contentType: string,
  bytes: Buffer,
  sizeBytes = bytes.length,
) {
  const res = await requestUpload(t, formId, { questionText: question, fileName, contentType, sizeBytes });
  expect(res.statusCode).toBe(200);
  const { uploadId, url } = res.json() as { uploadId: string; url: string };
  const put = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Blob([new Uint8Array(bytes)]),
  });
  expect(put.status).toBe(200);
  return { uploadId, url };
}

async function usageBytes(owner: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/usage', headers: owner.auth });
  return res.json().storageBytes.used as number;
}

describe('s3 driver (s3rver)', () => {
  it('signs a PUT of the declared type and size, valid 10 minutes, and takes a PNG and a PDF end to end', async () => {
    const owner = await makeUser(t, { plan: 'BUSINESS' });
    const form = await makeFileForm(t, owner);
    const png = pngBytes(50, 20);
    const { uploadId, url } = await uploadS3(form.id, 'Photo', 'pic.png', 'image/png', png);
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe(`${s3.endpoint}/${S3_BUCKET}/${owner.id}/${uploadId}/upload`);
    expect(u.searchParams.get('X-Amz-Expires')).toBe('600');
    // s3rver does not verify V4 signatures; a real S3 refuses any other Content-Type or Content-Length.
    expect(u.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(u.searchParams.has('x-amz-checksum-crc32')).toBe(false);
    const pdf = await uploadS3(form.id, 'CV', 'résumé.pdf', 'application/pdf', PDF_BYTES);
    expect(await s3.keys(`${owner.id}/`)).toEqual(
      [`${owner.id}/${pdf.uploadId}/upload`, `${owner.id}/${uploadId}/upload`].sort(),
    );

    const sub = await fetch(`${base}/api/forms/${form.id}/submit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://site.example',
        'x-forwarded-for': nextIp(),
      },
      body: JSON.stringify({ answers: { Name: 'Ana', Photo: marker(uploadId), CV: marker(pdf.uploadId) } }),
    });
    expect(sub.status).toBe(200);
    const { conversationId } = (await sub.json()) as { conversationId: string };
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}`,
      headers: owner.auth,
    });
    expect(detail.json().files).toEqual([
      { uploadId, question: 'Photo', fileName: 'pic.png', contentType: 'image/png', sizeBytes: png.length },
      {
        uploadId: pdf.uploadId,
        question: 'CV',
        fileName: 'résumé.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF_BYTES.length,
      },
    ]);
    // Only the checked copies remain in the bucket.
    const keys = await s3.keys(`${owner.id}/`);
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => /\/f-[0-9a-f]{12}$/.test(k))).toBe(true);

    for (const [id, bytes, type] of [
      [uploadId, png, 'image/png'],
      [pdf.uploadId, PDF_BYTES, 'application/pdf'],
    ] as const) {
      const manual = await fetch(`${base}/api/uploads/${id}/download`, {
        headers: owner.auth,
        redirect: 'manual',
      });
      expect(manual.status).toBe(302);
      const location = new URL(manual.headers.get('location')!);
      expect(location.origin).toBe(s3.endpoint);
      expect(location.searchParams.get('X-Amz-Expires')).toBe('60');
      const dl = await fetch(`${base}/api/uploads/${id}/download`, { headers: owner.auth });
      expect(dl.status).toBe(200);
      expect(Buffer.from(await dl.arrayBuffer()).equals(bytes)).toBe(true);
      expect(dl.headers.get('content-type')).toBe(type);
      expect(dl.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    }
    expect(await usageBytes(owner)).toBe(png.length + PDF_BYTES.length);
  });

  it('refuses at submit a text file pretending to be a PNG, naming the question', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const { uploadId } = await uploadS3(form.id, 'Photo', 'cat.png', 'image/png', TEXT_AS_PNG);
    const res = await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(uploadId) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Invalid file for question: Photo',
      details: [{ path: 'Photo', message: 'The file content does not match its declared type' }],
    });
    // The copy made for the check is gone; only the original waits for the cleanup.
    expect(await s3.keys(`${owner.id}/`)).toEqual([`${owner.id}/${uploadId}/upload`]);
  });

  it('refuses at submit a file larger than declared (a store that ignored the signed length let it in)', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const png = pngBytes(64, 64);
    const { uploadId } = await uploadS3(form.id, 'Photo', 'a.png', 'image/png', png, png.length - 100);
    const res = await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(uploadId) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'Photo', message: 'The file is larger than declared' }]);
  });

  it('refuses at submit an upload whose object never arrived', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const res = await requestUpload(t, form.id, {
      questionText: 'Photo',
      fileName: 'a.png',
      contentType: 'image/png',
      sizeBytes: 10,
    });
    const sub = await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(res.json().uploadId) });
    expect(sub.statusCode).toBe(400);
    expect(sub.json().details).toEqual([{ path: 'Photo', message: 'The file was not uploaded' }]);
  });

  it('cleanup deletes stale unattached objects from the bucket and the count', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const png = pngBytes();
    const kept = await uploadS3(form.id, 'Photo', 'a.png', 'image/png', png);
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(kept.uploadId) })).statusCode).toBe(
      200,
    );
    const stale = await uploadS3(form.id, 'Photo', 'b.png', 'image/png', png);
    const start = clock;
    try {
      clock = start + 25 * 3600_000;
      await t.app.jobs.runOnce('upload-cleanup');
    } finally {
      clock = start;
    }
    expect(await s3.exists(`${owner.id}/${stale.uploadId}/upload`)).toBe(false);
    expect(await t.db.select().from(upload).where(eq(upload.id, stale.uploadId))).toEqual([]);
    const keys = await s3.keys(`${owner.id}/`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain(kept.uploadId);
    expect(await usageBytes(owner)).toBe(png.length);
  });

  it('deleting a form deletes its objects', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const a = await uploadS3(form.id, 'Photo', 'a.png', 'image/png', pngBytes());
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(a.uploadId) })).statusCode).toBe(
      200,
    );
    await uploadS3(form.id, 'CV', 'cv.pdf', 'application/pdf', PDF_BYTES);
    expect(await s3.keys(`${owner.id}/`)).toHaveLength(2);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/forms/${form.id}`, headers: owner.auth });
    expect(del.statusCode).toBe(200);
    expect(await s3.keys(`${owner.id}/`)).toEqual([]);
  });

  it('has no local content address', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/uploads/upl_x/content?expires=1&signature=x',
      payload: 'x',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('an object store that cannot be reached', () => {
  it('answers 503 Service unavailable while it is down, and works again when it is back', async () => {
    const fwd = await startForwarder({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
    const cut = await createTestApp({ env: { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${fwd.port}` } });
    try {
      const owner = await makeUser(cut, { plan: 'PRO' });
      const form = await makeFileForm(cut, owner);
      const res = await requestUpload(cut, form.id, {
        questionText: 'Photo',
        fileName: 'a.png',
        contentType: 'image/png',
        sizeBytes: pngBytes().length,
      });
      const { uploadId, url } = res.json() as { uploadId: string; url: string };
      const png = pngBytes();
      const put = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Blob([new Uint8Array(png)]),
      });
      expect(put.status).toBe(200);
      await fwd.refuse();
      const down = await visitor(cut).submit(form.id, { Name: 'Ana', Photo: marker(uploadId) });
      expect(down.statusCode, down.body).toBe(503);
      expect(down.json()).toMatchObject({ error: 'Service unavailable' });
      expect(down.body).not.toContain('ECONNREFUSED');
      await fwd.restore();
      const up = await visitor(cut).submit(form.id, { Name: 'Ana', Photo: marker(uploadId) });
      expect(up.statusCode, up.body).toBe(200);
    } finally {
      await cut.close();
      await fwd.close();
    }
  });
});
