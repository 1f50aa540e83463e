import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../src/contract/plans';
import { upload } from '../src/server/db/schema';
import { CLEANUP_INTERVAL_MS, PENDING_TTL_MS, RESERVATION_TTL_MS } from '../src/server/uploads/service';
import { createTestApp, makeUser, nextIp, type TestApp, type TestUser } from './helpers/app';
import { startS3 } from './helpers/s3';
import {
  makeFileForm,
  marker,
  pngBytes,
  putLocal,
  requestUpload,
  storeBytes,
  uploadLocal,
} from './helpers/uploads';
import { visitor } from './helpers/widget';

const MB = 1024 * 1024;
const GB = 1024 * MB;

async function usageBytes(t: TestApp, owner: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/usage', headers: owner.auth });
  return res.json().storageBytes.used as number;
}

/** A real PNG padded to `size` bytes (its type is still sniffed from the first bytes). */
function pngOfSize(size: number) {
  const png = pngBytes();
  return Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);
}

const tenMb = { questionText: 'Photo', fileName: 'a.png', contentType: 'image/png', sizeBytes: 10 * MB };

describe('storage quota, local driver', () => {
  let clock = Date.now();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock) });
  });
  afterAll(() => t.close());

  it('upload URLs reserved far past the quota do not lock out a real visitor', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    // 101 × 10 MB on a 1 GB plan, each from its own address (the per-address limit does not help here).
    for (let i = 0; i < 101; i++) expect((await requestUpload(t, form.id, tenMb)).statusCode).toBe(200);
    expect(await usageBytes(t, owner)).toBe(0);
    const png = pngBytes();
    const id = await uploadLocal(t, form.id, 'Photo', 'me.png', 'image/png', png);
    const res = await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await usageBytes(t, owner)).toBe(png.length);
  });

  it('unused reservations expire within an hour', async () => {
    expect(RESERVATION_TTL_MS + CLEANUP_INTERVAL_MS).toBeLessThanOrEqual(60 * 60_000);
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const unused = (await requestUpload(t, form.id, tenMb)).json().uploadId as string;
    const landed = await uploadLocal(t, form.id, 'Photo', 'b.png', 'image/png', pngBytes());
    const start = clock;
    try {
      clock = start + RESERVATION_TTL_MS - 60_000;
      await t.app.jobs.runOnce('upload-cleanup');
      expect(await t.db.select().from(upload).where(eq(upload.id, unused))).toHaveLength(1);
      clock = start + RESERVATION_TTL_MS + 60_000;
      await t.app.jobs.runOnce('upload-cleanup');
      expect(await t.db.select().from(upload).where(eq(upload.id, unused))).toEqual([]);
      // Bytes that landed stay for the 24 h a visitor has to submit.
      expect(await t.db.select().from(upload).where(eq(upload.id, landed))).toHaveLength(1);
    } finally {
      clock = start;
    }
  });

  it('landed bytes do not count until submitted: two submits race for the last megabytes, one wins', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    await storeBytes(t, owner, form.id, GB - 15 * MB);
    const a = (await requestUpload(t, form.id, tenMb)).json() as { uploadId: string; url: string };
    const b = (await requestUpload(t, form.id, tenMb)).json() as { uploadId: string; url: string };
    const bytes = pngOfSize(10 * MB);
    const puts = await Promise.all([a, b].map((u) => putLocal(t, u.url, bytes, 'image/png')));
    expect(puts.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await usageBytes(t, owner)).toBe(GB - 15 * MB);
    const both = await Promise.all(
      [a, b].map((u) => visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(u.uploadId) })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(both.find((r) => r.statusCode === 403)!.json()).toMatchObject({
      error: 'Plan limit reached: maximum 1024 storage MB',
      code: 'STORAGE_LIMIT_REACHED',
    });
    expect(await usageBytes(t, owner)).toBe(GB - 5 * MB);
  });

  it('bytes that land after submissions filled the storage are refused and removed', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    await storeBytes(t, owner, form.id, GB - 5 * MB);
    const c = (await requestUpload(t, form.id, { ...tenMb, sizeBytes: 5 * MB })).json() as {
      uploadId: string;
      url: string;
    };
    await storeBytes(t, owner, form.id, MB);
    const put = await putLocal(t, c.url, pngOfSize(5 * MB), 'image/png');
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ code: 'STORAGE_LIMIT_REACHED' });
    const files = readdirSync(join(t.config.DATA_DIR, 'uploads'), { recursive: true }).map(String);
    expect(files.some((f) => f.includes(c.uploadId))).toBe(false);
  });
});

describe("strangers cannot fill an owner's storage (pending bytes capped per address and per form)", () => {
  let clock = Date.now();
  let t: TestApp;
  // Small figures through the settings and the plan table: the rule is the same at any size.
  const plans = { ...DEFAULT_PLANS, PRO: { ...DEFAULT_PLANS.PRO, fileSizeBytes: MB, storageBytes: 2 * MB } };
  beforeAll(async () => {
    t = await createTestApp({
      now: () => new Date(clock),
      plans,
      env: { UPLOAD_PENDING_PER_ADDRESS_MB: '1', UPLOAD_PENDING_PER_FORM_MB: '3' },
    });
  });
  afterAll(() => t.close());

  const oneMb = { questionText: 'Photo', fileName: 'a.png', contentType: 'image/png', sizeBytes: MB };
  async function land(formId: string, ip: string) {
    const res = await requestUpload(t, formId, oneMb, { ip });
    if (res.statusCode !== 200) return res;
    return putLocal(t, res.json().url, pngOfSize(MB), 'image/png');
  }

  it('uploads never submitted leave the storage to real visitors, and expire within an hour', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const [a, b, c, d] = [nextIp(), nextIp(), nextIp(), nextIp()];
    // The storage (2 MB) is full of bytes strangers never submit: it does not count.
    expect((await land(form.id, a)).statusCode).toBe(200);
    expect((await land(form.id, b)).statusCode).toBe(200);
    expect(await usageBytes(t, owner)).toBe(0);
    // One address holds at most 1 MB pending …
    const again = await land(form.id, a);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: 'Too many uploads', code: 'RATE_LIMITED' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(PENDING_TTL_MS / 1000);
    // … and the form 3 MB.
    expect((await land(form.id, c)).statusCode).toBe(200);
    expect((await land(form.id, d)).statusCode).toBe(429);

    // A real visitor's file still fits the owner's storage once submitted.
    clock += PENDING_TTL_MS + 60_000;
    const png = pngBytes();
    const id = await uploadLocal(t, form.id, 'Photo', 'me.png', 'image/png', png);
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(id) })).statusCode).toBe(200);
    expect(await usageBytes(t, owner)).toBe(png.length);
    // Expired pending bytes no longer hold the caps, and the cleanup removes them.
    expect((await land(form.id, a)).statusCode).toBe(200);
    await t.app.jobs.runOnce('upload-cleanup');
    const pending = await t.db.select().from(upload).where(eq(upload.formId, form.id));
    expect(pending.filter((r) => !r.attachedAt)).toHaveLength(1);
  });
});

describe('storage quota, S3 driver (s3rver)', () => {
  let clock = Date.now();
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    t = await createTestApp({ env: s3.env, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function putS3(formId: string, bytes: Buffer) {
    const res = await requestUpload(t, formId, { ...tenMb, sizeBytes: bytes.length });
    expect(res.statusCode, res.body).toBe(200);
    const { uploadId, url } = res.json() as { uploadId: string; url: string };
    const put = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Blob([new Uint8Array(bytes)]),
    });
    expect(put.status).toBe(200);
    return uploadId;
  }

  it('reservations do not count; a real visitor still uploads and submits', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    for (let i = 0; i < 101; i++) expect((await requestUpload(t, form.id, tenMb)).statusCode).toBe(200);
    const png = pngBytes();
    const id = await putS3(form.id, png);
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(id) })).statusCode).toBe(200);
    expect(await usageBytes(t, owner)).toBe(png.length);
  });

  it('two submits racing for the last megabytes: one wins, in a transaction', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    await storeBytes(t, owner, form.id, GB - 12 * MB);
    const bytes = pngOfSize(8 * MB);
    const a = await putS3(form.id, bytes);
    const b = await putS3(form.id, bytes);
    const both = await Promise.all(
      [a, b].map((id) => visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(id) })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(both.find((r) => r.statusCode === 403)!.json()).toMatchObject({ code: 'STORAGE_LIMIT_REACHED' });
    expect(await usageBytes(t, owner)).toBe(GB - 4 * MB);
  });

  it('after the reservation time, bytes found in the bucket are kept (counting once submitted) and an unused reservation is gone', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const png = pngBytes();
    const landed = await putS3(form.id, png);
    const unused = (await requestUpload(t, form.id, tenMb)).json().uploadId as string;
    expect(await usageBytes(t, owner)).toBe(0);
    const start = clock;
    try {
      clock = start + RESERVATION_TTL_MS + 60_000;
      await t.app.jobs.runOnce('upload-cleanup');
    } finally {
      clock = start;
    }
    expect(await usageBytes(t, owner)).toBe(0);
    const [found] = await t.db.select().from(upload).where(eq(upload.id, landed));
    expect(found?.storedAt).not.toBeNull();
    expect(await t.db.select().from(upload).where(eq(upload.id, unused))).toEqual([]);
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(landed) })).statusCode).toBe(200);
    expect(await usageBytes(t, owner)).toBe(png.length);
  });
});
