import { z } from 'zod';
import type { FileCategory } from './enums';

export const MB = 1024 * 1024;

/** Validity of a presigned upload address and of a download address, in seconds (interface: Limits). */
export const UPLOAD_URL_TTL_SEC = 600;
export const DOWNLOAD_URL_TTL_SEC = 60;

const printable = /^[\x20-\x7e]+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse control characters
const controlChars = /[\u0000-\u001f\u007f]/;

/** POST /api/forms/:id/upload-url body. */
export const UploadUrlBody = z
  .object({
    questionText: z.string().min(1).max(500),
    fileName: z
      .string()
      .trim()
      .min(1)
      .max(300)
      .refine((s) => !controlChars.test(s), 'Must not contain control characters'),
    contentType: z.string().trim().min(1).max(200).regex(printable, 'Expected a MIME type'),
    sizeBytes: z.number().int().min(1),
  })
  .meta({
    examples: [
      { questionText: 'Your CV', fileName: 'cv.pdf', contentType: 'application/pdf', sizeBytes: 48213 },
    ],
  });
export type UploadUrlBody = z.infer<typeof UploadUrlBody>;

export const UploadUrlResponse = z.object({
  uploadId: z.string().describe('Send `service:file:{uploadId}` as the answer at submit'),
  url: z
    .string()
    .describe('Presigned PUT address, valid 10 minutes; send the raw bytes with the declared Content-Type'),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponse>;

/**
 * A file kind a question may accept: its extensions, the MIME types a browser reports for it, and what
 * its bytes are sniffed as (file-type's `ext`; `text` for formats without magic bytes).
 */
export interface FileKind {
  name: string;
  exts: readonly string[];
  mimes: readonly string[];
  sniff: readonly string[] | 'text';
}

const kind = (name: string, exts: string[], mimes: string[], sniff: string[] | 'text'): FileKind => ({
  name,
  exts,
  mimes,
  sniff,
});
const OOXML = 'application/vnd.openxmlformats-officedocument';

const IMAGE_KINDS = [
  kind('jpeg', ['jpg', 'jpeg'], ['image/jpeg', 'image/pjpeg'], ['jpg']),
  kind('png', ['png'], ['image/png'], ['png', 'apng']),
  kind('gif', ['gif'], ['image/gif'], ['gif']),
  kind('webp', ['webp'], ['image/webp'], ['webp']),
];

// Office Open XML and OpenDocument files are zip archives; a sniff that stops at the zip is accepted.
const DOCUMENT_KINDS = [
  kind('pdf', ['pdf'], ['application/pdf'], ['pdf']),
  kind('doc', ['doc'], ['application/msword'], ['cfb', 'doc']),
  kind('docx', ['docx'], [`${OOXML}.wordprocessingml.document`], ['docx', 'zip']),
  kind('xls', ['xls'], ['application/vnd.ms-excel'], ['cfb', 'xls']),
  kind('xlsx', ['xlsx'], [`${OOXML}.spreadsheetml.sheet`], ['xlsx', 'zip']),
  kind('ppt', ['ppt'], ['application/vnd.ms-powerpoint'], ['cfb', 'ppt']),
  kind('pptx', ['pptx'], [`${OOXML}.presentationml.presentation`], ['pptx', 'zip']),
  kind('odt', ['odt'], ['application/vnd.oasis.opendocument.text'], ['odt', 'zip']),
  kind('ods', ['ods'], ['application/vnd.oasis.opendocument.spreadsheet'], ['ods', 'zip']),
  kind('txt', ['txt'], ['text/plain'], 'text'),
  // Windows browsers report .csv as application/vnd.ms-excel.
  kind(
    'csv',
    ['csv'],
    ['text/csv', 'text/plain', 'text/x-csv', 'application/csv', 'application/vnd.ms-excel'],
    'text',
  ),
  kind('rtf', ['rtf'], ['application/rtf', 'text/rtf'], ['rtf']),
];

const ZIP_KIND = kind(
  'zip',
  ['zip'],
  ['application/zip', 'application/x-zip-compressed', 'application/x-zip'],
  ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods'],
);

/** The kinds each question fileCategory accepts (CONTRACT: Forms). */
export const FILE_CATEGORY_KINDS: Record<FileCategory, readonly FileKind[]> = {
  image: IMAGE_KINDS,
  document: DOCUMENT_KINDS,
  any: [...IMAGE_KINDS, ...DOCUMENT_KINDS, ZIP_KIND],
};

/** The MIME type without parameters, lower-cased (`Text/Plain; charset=x` → `text/plain`). */
export function mimeEssence(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

/** The lower-cased extension of a file name, or '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The kind a declared file is, when both its extension and its MIME type fit the category; else null. */
export function declaredKind(category: FileCategory, fileName: string, contentType: string): FileKind | null {
  const ext = fileExtension(fileName);
  const mime = mimeEssence(contentType);
  return FILE_CATEGORY_KINDS[category].find((k) => k.exts.includes(ext) && k.mimes.includes(mime)) ?? null;
}

/** MB for messages (`File too large (max 10MB)`); an operator's odd cap shows up to two decimals. */
export function toMb(bytes: number): number {
  return Math.floor((bytes / MB) * 100) / 100;
}
