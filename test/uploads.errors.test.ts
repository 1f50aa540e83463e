import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, mergePlans } from '../src/contract/plans';
import { user } from '../src/server/db/schema';
import { createTestApp, makeForm, makeUser, type TestApp, type TestUser } from './helpers/app';
import {
  FILE_FORM,
  makeFileForm,
  marker,
  pngBytes,
  requestUpload,
  storeBytes as storeUploadBytes,
  uploadLocal,
} from './helpers/uploads';
import { makePublishedForm, nextIp, visitor } from './helpers/widget';

const MB = 1024 * 1024;
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const png = { questionText: 'Photo', fileName: 'a.png', contentType: 'image/png', sizeBytes: 1000 };

function expectError(
  res: { statusCode: number; json(): unknown },
  status: number,
  error: string,
  code?: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: string; code?: string };
  expect(body.error).toBe(error);
  if (code) expect(body.code).toBe(code);
  else expect(body.code).toBeUndefined();
}

/** Stored bytes for a user without going through storage (the count is a sum over upload rows). */
const storeBytes = (owner: TestUser, formId: string, sizeBytes: number, attached: boolean) =>
  storeUploadBytes(t, owner, formId, sizeBytes, attached);

describe('POST /api/forms/:id/upload-url: every error row', () => {
  it('400 Invalid data for missing or invalid fields', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const bad = [
      {},
      { ...png, questionText: undefined },
      { ...png, fileName: '' },
      { ...png, fileName: `${'a'.repeat(297)}.png` },
      { ...png, contentType: `image/${'p'.repeat(195)}` },
      { ...png, contentType: 'image/png\r\nx: y' },
      { ...png, sizeBytes: 0 },
      { ...png, sizeBytes: 1.5 },
      { ...png, sizeBytes: '1000' },
      { ...png, sizeBytes: -1 },
    ];
    for (const body of bad) expectError(await requestUpload(t, form.id, body), 400, 'Invalid data');
    const max = await requestUpload(t, form.id, { ...png, fileName: `${'a'.repeat(296)}.png` });
    expect(max.statusCode).toBe(200);
  });

  it('400 Unknown file question', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    for (const questionText of ['Name', 'Photograph', 'CV ']) {
      const res = await requestUpload(t, form.id, { ...png, questionText });
      if (questionText === 'CV ')
        expect(res.statusCode).toBe(400); // CV exists but is a document question: PNG refused
      else expectError(res, 400, 'Unknown file question');
    }
    expect((await requestUpload(t, form.id, { ...png, questionText: 'photo' })).statusCode).toBe(200);
  });

  it('400 File type not allowed for this question, by extension and by MIME', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const refused = [
      ['Photo', 'doc.pdf', 'application/pdf'],
      ['Photo', 'a.png', 'application/pdf'],
      ['Photo', 'a.pdf', 'image/png'],
      ['Photo', 'a.svg', 'image/svg+xml'],
      ['Photo', 'png', 'image/png'],
      ['CV', 'a.png', 'image/png'],
      ['CV', 'a.zip', 'application/zip'],
      ['CV', 'a.exe', 'application/octet-stream'],
      ['CV', 'a.html', 'text/html'],
      ['Anything', 'a.exe', 'application/x-msdownload'],
      ['Anything', 'a.txt', 'application/octet-stream'],
    ];
    for (const [questionText, fileName, contentType] of refused)
      expectError(
        await requestUpload(t, form.id, { questionText, fileName, contentType, sizeBytes: 10 }),
        400,
        'File type not allowed for this question',
      );
    const allowed = [
      ['Photo', 'A.JPG', 'image/jpeg'],
      ['Photo', 'x.webp', 'image/webp'],
      ['CV', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['CV', 'data.csv', 'application/vnd.ms-excel'],
      ['CV', 'notes.txt', 'text/plain; charset=utf-8'],
      ['Anything', 'a.zip', 'application/zip'],
      ['Anything', 'a.gif', 'image/gif'],
    ];
    for (const [questionText, fileName, contentType] of allowed)
      expect(
        (await requestUpload(t, form.id, { questionText, fileName, contentType, sizeBytes: 10 })).statusCode,
      ).toBe(200);
  });

  it('400 File too large (max {N}MB) by plan: PRO 10 MB, BUSINESS 50 MB', async () => {
    for (const [plan, cap] of [
      ['PRO', 10],
      ['BUSINESS', 50],
    ] as const) {
      const owner = await makeUser(t, { plan });
      const form = await makeFileForm(t, owner);
      expectError(
        await requestUpload(t, form.id, { ...png, sizeBytes: cap * MB + 1 }),
        400,
        `File too large (max ${cap}MB)`,
      );
      expect((await requestUpload(t, form.id, { ...png, sizeBytes: cap * MB })).statusCode).toBe(200);
    }
  });

  it('403 Domain not allowed', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner, { allowedDomains: ['example.com'] });
    expectError(
      await requestUpload(t, form.id, png, { origin: 'https://evil.example' }),
      403,
      'Domain not allowed',
    );
    expectError(await requestUpload(t, form.id, png, { origin: null }), 403, 'Domain not allowed');
    expect((await requestUpload(t, form.id, png, { origin: 'https://shop.example.com' })).statusCode).toBe(
      200,
    );
  });

  it('403 File uploads are not available on this plan (FREE)', async () => {
    const owner = await makeUser(t, { plan: 'FREE' });
    const form = await makeFileForm(t, owner);
    expectError(
      await requestUpload(t, form.id, png),
      403,
      'File uploads are not available on this plan',
      'FEATURE_NOT_AVAILABLE',
    );
  });

  it('403 Plan limit reached: maximum {N} storage MB, counting submitted bytes only', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    await storeBytes(owner, form.id, 1024 * MB - 15 * MB, true);
    // Neither a reservation nor bytes that landed but were never submitted spend the owner's storage.
    expect((await requestUpload(t, form.id, { ...png, sizeBytes: 10 * MB })).statusCode).toBe(200);
    await storeBytes(owner, form.id, 10 * MB, false);
    expect((await requestUpload(t, form.id, { ...png, sizeBytes: 10 * MB })).statusCode).toBe(200);
    // Submitted bytes do: 15 MB are left, then 5 MB.
    await storeBytes(owner, form.id, 10 * MB, true);
    expectError(
      await requestUpload(t, form.id, { ...png, sizeBytes: 6 * MB }),
      403,
      'Plan limit reached: maximum 1024 storage MB',
      'STORAGE_LIMIT_REACHED',
    );
    expect((await requestUpload(t, form.id, { ...png, sizeBytes: 5 * MB })).statusCode).toBe(200);
    const business = await makeUser(t, { plan: 'BUSINESS' });
    const form2 = await makeFileForm(t, business);
    await storeBytes(business, form2.id, 10 * 1024 * MB, true);
    expectError(
      await requestUpload(t, form2.id, png),
      403,
      'Plan limit reached: maximum 10240 storage MB',
      'STORAGE_LIMIT_REACHED',
    );
  });

  it('403 Account inactive for a paid owner whose subscription is not active', async () => {
    const owner = await makeUser(t, { plan: 'PRO', subscriptionStatus: 'PAST_DUE' });
    const form = await makeFileForm(t, owner);
    expectError(await requestUpload(t, form.id, png), 403, 'Account inactive', 'SUBSCRIPTION_INACTIVE');
  });

  it('404 Form not found: missing, not published, or not CLASSIC', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const draft = await makeForm(t, owner, FILE_FORM);
    const chat = await makePublishedForm(t, owner);
    for (const id of ['frm_missing', draft.id, chat.id])
      expectError(await requestUpload(t, id, png), 404, 'Form not found');
  });

  it('429 Too many uploads after 10 requests a minute from one IP', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await requestUpload(t, form.id, { ...png, sizeBytes: 10 }, { ip })).statusCode).toBe(200);
    const res = await requestUpload(t, form.id, png, { ip });
    expectError(res, 429, 'Too many uploads', 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await requestUpload(t, form.id, png)).statusCode).toBe(200);
  });

  it('checks in a fixed order: form, origin, subscription, plan, question, type, per-file cap, storage', async () => {
    const free = await makeUser(t, { plan: 'FREE' });
    const freeForm = await makeFileForm(t, free, { allowedDomains: ['example.com'] });
    const odd = { questionText: 'Nope', fileName: 'a.exe', contentType: 'x/y', sizeBytes: 10 ** 12 };
    expectError(
      await requestUpload(t, freeForm.id, odd, { origin: 'https://evil.example' }),
      403,
      'Domain not allowed',
    );
    expectError(
      await requestUpload(t, freeForm.id, odd, { origin: 'https://example.com' }),
      403,
      'File uploads are not available on this plan',
      'FEATURE_NOT_AVAILABLE',
    );
    const pro = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, pro);
    expectError(await requestUpload(t, form.id, odd), 400, 'Unknown file question');
    expectError(
      await requestUpload(t, form.id, { ...odd, questionText: 'Photo' }),
      400,
      'File type not allowed for this question',
    );
    await storeBytes(pro, form.id, 1024 * MB, true);
    expectError(
      await requestUpload(t, form.id, { ...png, sizeBytes: 11 * MB }),
      400,
      'File too large (max 10MB)',
    );
    expectError(
      await requestUpload(t, form.id, png),
      403,
      'Plan limit reached: maximum 1024 storage MB',
      'STORAGE_LIMIT_REACHED',
    );
  });
});

describe('STORAGE_DRIVER=none', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env: { STORAGE_DRIVER: 'none' } });
  });
  afterAll(() => off.close());

  it('answers 403 File uploads are not available, before anything else', async () => {
    const owner = await makeUser(off, { plan: 'BUSINESS' });
    const form = await makeFileForm(off, owner);
    for (const id of [form.id, 'frm_missing'])
      expectError(
        await requestUpload(off, id, png),
        403,
        'File uploads are not available',
        'FEATURE_NOT_AVAILABLE',
      );
    const put = await off.app.inject({
      method: 'PUT',
      url: '/api/uploads/upl_x/content?expires=1&signature=x',
      payload: 'x',
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('submit with a file answer: plan checks at submit', () => {
  let s: TestApp;
  beforeAll(async () => {
    // BUSINESS made smaller than PRO here, so a plan change between upload and submit lowers the cap.
    s = await createTestApp({
      plans: mergePlans(DEFAULT_PLANS, { BUSINESS: { fileSizeBytes: 1000 } }),
      formCacheTtlMs: 0,
    });
  });
  afterAll(() => s.close());

  it('refuses a file over the owner plan cap at submit, and a file answer once the plan has no uploads', async () => {
    const owner = await makeUser(s, { plan: 'PRO' });
    const form = await makeFileForm(s, owner);
    const bytes = pngBytes(40, 40);
    expect(bytes.length).toBeGreaterThan(1000);
    const id = await uploadLocal(s, form.id, 'Photo', 'a.png', 'image/png', bytes);
    await s.db.update(user).set({ plan: 'BUSINESS' }).where(eq(user.id, owner.id));
    const over = await visitor(s).submit(form.id, { Name: 'Ana', Photo: marker(id) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error: 'Invalid file for question: Photo',
      details: [{ path: 'Photo', message: 'File too large (max 0MB)' }],
    });
    await s.db.update(user).set({ plan: 'FREE' }).where(eq(user.id, owner.id));
    const free = await visitor(s).submit(form.id, { Name: 'Ana', Photo: marker(id) });
    expect(free.json().details).toEqual([
      { path: 'Photo', message: 'File uploads are not available on this plan' },
    ]);
  });

  it('refuses a file answer that is not the marker', async () => {
    const owner = await makeUser(s, { plan: 'PRO' });
    const form = await makeFileForm(s, owner);
    const res = await visitor(s).submit(form.id, { Name: 'Ana', Photo: 'https://example.com/a.png' });
    expectError(res, 400, 'Invalid data');
    const unknown = await visitor(s).submit(form.id, { Name: 'Ana', Photo: marker('upl_doesnotexist') });
    expectError(unknown, 400, 'Invalid file for question: Photo');
  });
});

describe('GET /api/uploads/:id/download', () => {
  it('401 without credentials or with an invalid key; the same 404 for foreign, missing and unattached uploads', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const stranger = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const id = await uploadLocal(t, form.id, 'Photo', 'a.png', 'image/png', pngBytes());
    const pending = await uploadLocal(t, form.id, 'Photo', 'b.png', 'image/png', pngBytes());
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(id) })).statusCode).toBe(200);

    expectError(
      await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/download` }),
      401,
      'Unauthorized',
    );
    const badKey = { authorization: `Bearer chl_${'0'.repeat(64)}` };
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/download`, headers: badKey }),
      401,
      'Unauthorized',
    );
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${id}/download`,
      headers: stranger.auth,
    });
    expectError(foreign, 404, `Upload with id ${id} not found`);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/uploads/upl_nope/download', headers: owner.auth }),
      404,
      'Upload with id upl_nope not found',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/uploads/${pending}/download`, headers: owner.auth }),
      404,
      `Upload with id ${pending} not found`,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/download`, headers: owner.auth }))
        .statusCode,
    ).toBe(302);
  });

  it('refuses a download address that is tampered with or older than 60 s', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeFileForm(t, owner);
    const id = await uploadLocal(t, form.id, 'Photo', 'a.png', 'image/png', pngBytes());
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Photo: marker(id) })).statusCode).toBe(200);
    const dl = await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/download`, headers: owner.auth });
    const path = String(dl.headers.location).replace('http://charla.test', '');
    expectError(
      await t.app.inject({ method: 'GET', url: path.replace(/signature=.{4}/, 'signature=AAAA') }),
      403,
      'Invalid signature',
    );
    const expires = Number(new URL(`http://x${path}`).searchParams.get('expires'));
    const moved = path.replace(`expires=${expires}`, `expires=${expires + 600}`);
    expectError(await t.app.inject({ method: 'GET', url: moved }), 403, 'Invalid signature');
    const start = clock;
    try {
      clock = start + 59_000;
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
      clock = start + 61_000;
      expectError(await t.app.inject({ method: 'GET', url: path }), 403, 'Presigned URL expired');
    } finally {
      clock = start;
    }
    // The PUT address of the same upload does not read it.
    const put = await requestUpload(t, form.id, { ...png, sizeBytes: 10 });
    const putPath = String(put.json().url).replace('http://charla.test', '');
    expectError(await t.app.inject({ method: 'GET', url: putPath }), 403, 'Invalid signature');
  });
});
