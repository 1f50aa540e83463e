import { botProof, type Ctx, errorBody, errorText, post } from './api';
import { h } from './dom';
import type { Answer, Part, PartField } from './part';
import { fieldProblem } from './validate';

const INPUT_TYPE: Record<string, string> = { email: 'email', phone: 'tel', number: 'number', date: 'date' };

interface Field extends PartField {
  el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  err: HTMLElement;
}

// What only some forms need comes in parts of its own: files.js for file questions, logic.js for
// conditions, bounds, recall and the third round's types.
const LOGIC_TYPES = /^(multiselect|rating|yesno|url|longtext)$/;

/**
 * The CLASSIC form: every question at once, checked as the server checks it. The parts its questions need
 * load first; the returned function focuses the first field once the form is there.
 */
export function mountClassic(ctx: Ctx, panel: HTMLElement): () => void {
  let focus: (() => void) | undefined;
  let wanted = false;
  const qs = ctx.config.questions;
  const parts = [
    qs.some((q) => q.type === 'file') && 'files',
    qs.some(
      (q) => q.showIf || q.validation || LOGIC_TYPES.test(q.type) || `${q.text}${q.help}`.includes('{{'),
    ) && 'logic',
  ].filter(Boolean);
  Promise.all(
    parts.map((p) =>
      import(`${ctx.base}/api/widget/${p}.js`).then((m: { part(ctx: Ctx): Part }) => m.part(ctx)),
    ),
  ).then(
    (loaded) => {
      focus = buildClassic(ctx, panel, loaded);
      if (wanted) focus();
    },
    () => panel.append(h('p', { class: 'm e', role: 'alert', text: ctx.t.failed })),
  );
  return () => {
    if (focus) focus();
    else wanted = true;
  };
}

function buildClassic(ctx: Ctx, panel: HTMLElement, parts: Part[]): () => void {
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
  const refresh = () => {
    for (const p of parts) p.refresh?.(fields);
  };
  let busy = false;

  [...f.questions]
    .sort((a, b) => a.order - b.order)
    .forEach((q, i) => {
      const id = `q${i}`;
      const help = q.help ? h('p', { class: 'n', id: `${id}h`, text: q.help }) : undefined;
      const a: Record<string, string | number | boolean> = {
        id,
        required: q.required,
        'aria-describedby': `${help ? `${id}h ` : ''}${id}e`,
      };
      const label = h(
        'label',
        { for: id, id: `${id}l`, text: q.text },
        q.required ? null : h('i', { text: ` ${t.optional}` }),
      );
      let made: ReturnType<NonNullable<Part['input']>>;
      for (const p of parts) made ??= p.input?.(q, a, label, () => x);
      const el =
        made?.el ??
        (q.type === 'select'
          ? h(
              'select',
              a,
              h('option', { value: '', text: t.choose }),
              ...(q.options ?? []).map((o) => h('option', { value: o, text: o })),
            )
          : h('input', {
              type: INPUT_TYPE[q.type] ?? 'text',
              autocomplete: q.type === 'email' ? 'email' : q.type === 'phone' && 'tel',
              step: q.type === 'number' && 'any',
              maxlength: q.type === 'text' && 10000,
              ...a,
            }));
      const err = h('p', { class: 'e', id: `${id}e` });
      const box = h('div', { class: 'q' }, label, help, made?.node ?? el, err);
      const x: Field = {
        q,
        el,
        err,
        box,
        label,
        help,
        get: made?.get,
        show: (problem) => {
          err.textContent = problem;
          el.setCustomValidity(problem);
          el.setAttribute('aria-invalid', String(!!problem));
        },
      };
      box.addEventListener('input', () => err.textContent && x.show(''));
      box.addEventListener('change', refresh);
      form.append(box);
      fields.push(x);
    });
  form.append(status, submit);
  panel.append(form);
  for (const p of parts) p.refresh?.(fields, form);
  form.addEventListener('input', refresh);

  const answerOf = (x: Field): Answer =>
    x.get
      ? x.get()
      : x.q.type === 'number' && x.el.value
        ? String((x.el as HTMLInputElement).valueAsNumber)
        : x.el.value.trim();

  const byText = (text: unknown) =>
    fields.find((x) => x.q.text.trim().toLowerCase() === String(text).trim().toLowerCase());

  async function send(e: Event) {
    e.preventDefault();
    if (busy) return;
    status.textContent = '';
    const answers: Record<string, Answer> = {};
    let bad: Field | undefined;
    for (const x of fields) {
      // A question its condition hides is neither checked nor sent.
      if (x.box.hidden) continue;
      const value = answerOf(x);
      const given = `${value}` !== '';
      let problem = fieldProblem(t, x.q.type, x.q.required, `${value}`, x.el as HTMLInputElement);
      for (const p of parts) problem ||= (given && p.problem?.(x.q, value)) || '';
      x.show(problem);
      if (problem) bad ??= x;
      else if (given) answers[x.q.text] = value;
    }
    if (bad) return bad.el.focus();
    busy = submit.disabled = true;
    try {
      const res = await post(ctx, `${path}/submit`, {
        answers,
        hidden: ctx.hidden,
        botProof: await botProof(ctx),
      });
      if (res.ok) return done(await res.json());
      const body = await errorBody(res);
      // The server's reasons beside their fields: details name the question, or the message does.
      for (const d of body.details ?? []) {
        const x = byText(Array.isArray(d.path) ? d.path[d.path.length - 1] : d.path);
        if (x) x.show(d.message || t.failed);
        bad ??= x;
      }
      const named = /^[^:]+: (.+)$/.exec(body.error ?? '');
      const x = res.status === 400 && named ? byText(named[1]) : undefined;
      if (x && !x.err.textContent) x.show(body.error!.startsWith('Missing') ? t.required : t.failed);
      bad ??= x;
      if (bad) bad.el.focus();
      else status.textContent = errorText(t, res.status, body);
    } catch {
      status.textContent = t.failed;
    } finally {
      busy = submit.disabled = false;
    }
  }

  /** The chosen ending's message (or the goodbye), then its redirect. */
  function done(r: { conversationId: string; message?: string; redirectUrl?: string | null }) {
    const bye = h(
      'div',
      { class: 'f', role: 'status', tabindex: -1 },
      h('p', { class: 'b', text: r.message ?? f.goodbyeMessage }),
    );
    form.replaceWith(bye);
    bye.focus();
    ctx.completed(r.conversationId, r.redirectUrl);
  }

  return () => fields[0]?.el.focus();
}

/** The entry the widget script imports (GET /api/widget/classic.js). */
export { mountClassic as mount };
