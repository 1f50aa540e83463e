import { crc32, deflateSync } from 'node:zlib';
import { newId } from '../../src/server/db/ids';
import { upload } from '../../src/server/db/schema';
import type { TestApp, TestUser } from './app';
import { TEST_PUBLIC_URL } from './app';
import { makePublishedForm, nextIp } from './widget';

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real RGB PNG of w×h pixels (a colour gradient). */
export function pngBytes(w = 32, h = 32): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < h; y++) {
    rows.push(0);
    for (let x = 0; x < w; x++) rows.push((x * 7) & 255, (y * 5) & 255, ((x + y) * 3) & 255);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal, valid one-page PDF. */
export const PDF_BYTES = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** A text file that pretends to be a PNG (named .png, declared image/png). */
export const TEXT_AS_PNG = Buffer.from('I am plain text, not an image.\nSecond line.\n');

export const FILE_FORM = {
  formType: 'CLASSIC',
  language: 'EN',
  questions: [
    { order: 1, text: 'Name', type: 'text', required: true },
    { order: 2, text: 'Photo', type: 'file', required: false, fileCategory: 'image' },
    { order: 3, text: 'CV', type: 'file', required: false, fileCategory: 'document' },
    { order: 4, text: 'Anything', type: 'file', required: false, fileCategory: 'any' },
  ],
};

export function makeFileForm(t: TestApp, owner: TestUser, overrides: Record<string, unknown> = {}) {
  return makePublishedForm(t, owner, { ...FILE_FORM, ...overrides });
}

export interface UploadRequest {
  questionText: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** POST /api/forms/:id/upload-url from a visitor (its own IP unless given). */
export function requestUpload(
  t: TestApp,
  formId: string,
  body: Partial<UploadRequest> | Record<string, unknown>,
  opts: { origin?: string | null; ip?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? nextIp() };
  const origin = opts.origin === undefined ? 'https://site.example' : opts.origin;
  if (origin) headers.origin = origin;
  return t.app.inject({ method: 'POST', url: `/api/forms/${formId}/upload-url`, headers, payload: body });
}

/** The path and query of a presigned local address, for inject. */
export function localPath(url: string, base = TEST_PUBLIC_URL) {
  if (!url.startsWith(base)) throw new Error(`not a local address: ${url}`);
  return url.slice(base.length);
}

/** PUTs bytes to a local presigned address through inject, as a browser would. */
export function putLocal(
  t: TestApp,
  url: string,
  bytes: Buffer | string,
  contentType: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: localPath(url),
    headers: { 'content-type': contentType, ...headers },
    payload: bytes,
  });
}

/** Requests an upload URL for `bytes` and PUTs them (local driver, inject); returns the upload id. */
export async function uploadLocal(
  t: TestApp,
  formId: string,
  question: string,
  fileName: string,
  contentType: string,
  bytes: Buffer,
) {
  const res = await requestUpload(t, formId, {
    questionText: question,
    fileName,
    contentType,
    sizeBytes: bytes.length,
  });
  if (res.statusCode !== 200) throw new Error(`upload-url failed: ${res.statusCode} ${res.body}`);
  const { uploadId, url } = res.json() as { uploadId: string; url: string };
  const put = await putLocal(t, url, bytes, contentType);
  if (put.statusCode !== 200) throw new Error(`PUT failed: ${put.statusCode} ${put.body}`);
  return uploadId;
}

export const marker = (uploadId: string) => `service:file:${uploadId}`;

/** Bytes already stored for the owner, inserted directly: attached to a submission, or landed and pending. */
export async function storeBytes(
  t: TestApp,
  owner: TestUser,
  formId: string,
  sizeBytes: number,
  attached = true,
) {
  const id = newId('upl');
  await t.db.insert(upload).values({
    id,
    userId: owner.id,
    formId,
    questionText: 'Photo',
    fileName: 'old.png',
    contentType: 'image/png',
    sizeBytes,
    storageKey: `${owner.id}/${id}/upload`,
    attachedAt: attached ? new Date() : null,
    storedAt: new Date(),
  });
}
