import { botProof, type Ctx, type ErrorBody, errorBody, errorText, post, type Question } from './api';
import { h } from './dom';
import { fieldProblem } from './validate';

// The extensions of each fileCategory (src/contract/uploads.ts), for the file picker's filter.
const IMAGES = '.jpg,.jpeg,.png,.gif,.webp';
const DOCUMENTS = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.txt,.csv,.rtf';
const ACCEPT: Record<string, string> = {
  image: IMAGES,
  document: DOCUMENTS,
  any: `${IMAGES},${DOCUMENTS},.zip`,
};
const INPUT_TYPE: Record<string, string> = { email: 'email', phone: 'tel', number: 'number', date: 'date' };

interface Field {
  q: Question;
  el: HTMLInputElement | HTMLSelectElement;
  err: HTMLElement;
  /** A file question's upload: its id once stored, and a counter that voids an older upload. */
  up?: { id?: string; busy?: boolean; n: number };
}

/** The CLASSIC form: every question at once, checked as the server checks it, files uploaded as chosen. */
export function mountClassic(ctx: Ctx, panel: HTMLElement): () => void {
  const { config: f, t } = ctx;
  const path = `/api/forms/${encodeURIComponent(f.id)}`;
  const fields: Field[] = [];
  const status = h('p', { class: 'e', role: 'alert' });
  const submit = h('button', { class: 's', type: 'submit', text: t.send });
  const form = h(
    'form',
    { class: 'f', novalidate: true, onsubmit: (e) => void send(e) },
    h('p', { text: f.welcomeMessage }),
  );
  let busy = false;

  const show = (x: Field, problem: string) => {
    x.err.textContent = problem;
    x.el.setCustomValidity(problem);
    x.el.setAttribute('aria-invalid', String(!!problem));
  };

  [...f.questions]
    .sort((a, b) => a.order - b.order)
    .forEach((q, i) => {
      const id = `q${i}`;
      const a = { id, required: q.required, 'aria-describedby': `${id}e` };
      const el =
        q.type === 'select'
          ? h(
              'select',
              a,
              h('option', { value: '', text: t.choose }),
              ...(q.options ?? []).map((o) => h('option', { value: o, text: o })),
            )
          : h('input', {
              ...a,
              type: q.type === 'file' ? 'file' : (INPUT_TYPE[q.type] ?? 'text'),
              accept: q.type === 'file' && ACCEPT[q.fileCategory ?? 'any'],
              autocomplete: q.type === 'email' ? 'email' : q.type === 'phone' && 'tel',
              step: q.type === 'number' && 'any',
              maxlength: q.type === 'text' && 10000,
            });
      const x: Field = { q, el, err: h('p', { class: 'e', id: `${id}e` }) };
      const label = h(
        'label',
        { for: id, text: q.text },
        q.required ? null : h('i', { text: ` ${t.optional}` }),
      );
      const box = h('div', { class: 'q' }, label, el);
      el.addEventListener('input', () => x.err.textContent && show(x, ''));
      if (q.type === 'file') {
        x.up = { n: 0 };
        const bar = h('progress', { max: 1, value: 0, hidden: true, 'aria-label': q.text });
        const note = h('p', { class: 'n', 'aria-live': 'polite' });
        el.addEventListener('change', () => {
          const file = (el as HTMLInputElement).files?.[0];
          x.up = { n: x.up!.n + 1 };
          note.textContent = '';
          bar.hidden = true;
          if (file) void upload(x, file, bar, note);
        });
        box.append(bar, note);
      }
      box.append(x.err);
      form.append(box);
      fields.push(x);
    });
  form.append(status, submit);
  panel.append(form);

  /** Asks for a presigned address, then PUTs the bytes with XHR for its progress events. */
  async function upload(x: Field, file: File, bar: HTMLProgressElement, note: HTMLElement) {
    const up = x.up!;
    const type = file.type || 'application/octet-stream';
    up.busy = true;
    bar.hidden = false;
    bar.value = 0;
    note.textContent = t.uploading;
    try {
      const res = await post(ctx, `${path}/upload-url`, {
        questionText: x.q.text,
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
      if (x.up !== up) return;
      up.id = uploadId;
      bar.value = 1;
      note.textContent = `${t.uploaded}: ${file.name}`;
    } catch (e) {
      if (x.up !== up) return;
      bar.hidden = true;
      note.textContent = '';
      (x.el as HTMLInputElement).value = '';
      show(x, (e as Error).message);
    } finally {
      up.busy = false;
    }
  }

  function uploadError(status: number, body: ErrorBody): string {
    const m = body.error ?? '';
    if (status === 400) {
      const max = /max (\d+)/.exec(m);
      return max ? t.fileSize.replace('{n}', max[1]!) : /type/.test(m) ? t.fileType : t.uploadFailed;
    }
    if (status === 403 && body.code === 'FEATURE_NOT_AVAILABLE') return t.uploadFailed;
    return errorText(t, status, body);
  }

  const answerOf = (x: Field) =>
    x.up
      ? x.up.id
        ? `service:file:${x.up.id}`
        : ''
      : x.q.type === 'number' && x.el.value
        ? String((x.el as HTMLInputElement).valueAsNumber)
        : x.el.value.trim();

  const byText = (text: unknown) =>
    fields.find((x) => x.q.text.trim().toLowerCase() === String(text).trim().toLowerCase());

  async function send(e: Event) {
    e.preventDefault();
    if (busy) return;
    status.textContent = '';
    const answers: Record<string, string> = {};
    let bad: Field | undefined;
    for (const x of fields) {
      const value = answerOf(x);
      const problem = x.up
        ? x.up.busy
          ? t.uploading
          : !value && x.q.required
            ? t.required
            : ''
        : fieldProblem(t, x.q.type, x.q.required, value, x.el as HTMLInputElement);
      show(x, problem);
      if (problem) bad ??= x;
      else if (value) answers[x.q.text] = value;
    }
    if (bad) return bad.el.focus();
    busy = submit.disabled = true;
    try {
      const res = await post(ctx, `${path}/submit`, { answers, botProof: await botProof(ctx) });
      if (res.ok) return done(((await res.json()) as { conversationId: string }).conversationId);
      const body = await errorBody(res);
      // The server's reasons beside their fields: details name the question, or the message does.
      for (const d of body.details ?? []) {
        const x = byText(Array.isArray(d.path) ? d.path[d.path.length - 1] : d.path);
        if (x) show(x, d.message || t.failed);
        bad ??= x;
      }
      const named = /^[^:]+: (.+)$/.exec(body.error ?? '');
      const x = res.status === 400 && named ? byText(named[1]) : undefined;
      if (x && !x.err.textContent) show(x, body.error!.startsWith('Missing') ? t.required : t.failed);
      bad ??= x;
      if (bad) bad.el.focus();
      else status.textContent = errorText(t, res.status, body);
    } catch {
      status.textContent = t.failed;
    } finally {
      busy = submit.disabled = false;
    }
  }

  function done(conversationId: string) {
    const bye = h(
      'div',
      { class: 'f', role: 'status', tabindex: -1 },
      h('p', { class: 'b', text: f.goodbyeMessage }),
    );
    form.replaceWith(bye);
    bye.focus();
    ctx.completed(conversationId);
  }

  return () => fields[0]?.el.focus();
}

/** The entry the widget script imports (GET /api/widget/classic.js). */
export { mountClassic as mount };
