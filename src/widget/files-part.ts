// File questions of the classic form (GET /api/widget/files.js), loaded only for forms that have one: the
// picker filtered by the question's category, and the upload (presigned address, then a PUT with progress).
import { type Ctx, type ErrorBody, errorBody, errorText, post } from './api';
import { h } from './dom';
import type { Part } from './part';

// The extensions of each fileCategory (src/contract/uploads.ts), for the file picker's filter.
const IMAGES = '.jpg,.jpeg,.png,.gif,.webp';
const DOCUMENTS = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.txt,.csv,.rtf';
const ACCEPT: Record<string, string> = {
  image: IMAGES,
  document: DOCUMENTS,
  any: `${IMAGES},${DOCUMENTS},.zip`,
};

/** One upload of a question: its id once stored; a newer choice of file voids it. */
interface Upload {
  id?: string;
  busy?: boolean;
}

export function part(ctx: Ctx): Part {
  const { t } = ctx;
  const path = `/api/forms/${encodeURIComponent(ctx.config.id)}`;
  const busy = new Set<unknown>();

  function uploadError(status: number, body: ErrorBody): string {
    const m = body.error ?? '';
    if (status === 400) {
      const max = /max (\d+)/.exec(m);
      return max ? t.fileSize.replace('{n}', max[1]!) : /type/.test(m) ? t.fileType : t.uploadFailed;
    }
    if (status === 403 && body.code === 'FEATURE_NOT_AVAILABLE') return t.uploadFailed;
    return errorText(t, status, body);
  }

  return {
    input(q, a, _label, field) {
      if (q.type !== 'file') return undefined;
      const el = h('input', { ...a, type: 'file', accept: ACCEPT[q.fileCategory ?? 'any'] });
      const bar = h('progress', { max: 1, value: 0, hidden: true, 'aria-label': q.text });
      const note = h('p', { class: 'n', 'aria-live': 'polite' });
      let current: Upload = {};

      /** Asks for a presigned address, then PUTs the bytes with XHR for its progress events. */
      async function upload(file: File, up: Upload) {
        const type = file.type || 'application/octet-stream';
        up.busy = true;
        busy.add(q);
        bar.hidden = false;
        bar.value = 0;
        note.textContent = t.uploading;
        try {
          const res = await post(ctx, `${path}/upload-url`, {
            questionText: q.text,
            fileName: file.name,
            contentType: type,
            sizeBytes: file.size,
          });
          if (!res.ok) throw new Error(uploadError(res.status, await errorBody(res)));
          const { uploadId, url } = (await res.json()) as { uploadId: string; url: string };
          await new Promise<void>((resolve, reject) => {
            const xhr = new XMLHttpRequest();
            xhr.open('PUT', url);
            xhr.setRequestHeader('content-type', type);
            xhr.upload.onprogress = (e) => {
              if (e.lengthComputable) bar.value = e.loaded / e.total;
            };
            xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new Error(t.uploadFailed)));
            xhr.onerror = () => reject(new Error(t.failed));
            xhr.send(file);
          });
          if (current !== up) return;
          up.id = uploadId;
          bar.value = 1;
          note.textContent = `${t.uploaded}: ${file.name}`;
        } catch (e) {
          if (current !== up) return;
          bar.hidden = true;
          note.textContent = '';
          el.value = '';
          field().show((e as Error).message);
        } finally {
          up.busy = false;
          if (current === up) busy.delete(q);
        }
      }

      el.addEventListener('change', () => {
        const file = el.files?.[0];
        current = {};
        busy.delete(q);
        note.textContent = '';
        bar.hidden = true;
        if (file) void upload(file, current);
      });
      return {
        node: h('div', {}, el, bar, note),
        el,
        // While uploading, an answer that is not one yet (so the check below says so, not "required").
        get: () => (current.busy ? '…' : current.id ? `service:file:${current.id}` : ''),
      };
    },
    problem: (q) => (busy.has(q) ? t.uploading : ''),
  };
}
