// The classic form's logic (GET /api/widget/logic.js), loaded only for forms that need it: inputs for the
// third round's types, bounds checked as the server checks them, questions shown and hidden by their
// conditions (the same module as the server: src/contract/logic.ts), {{name}} recalled in labels and help,
// and every question shown or hidden announced to screen readers.
import { boundsOf, boundsText, LONGTEXT_MAX, normalizeUrl, outOfBounds, utcDay } from '../contract/answers';
import { applyVisibility, recall } from '../contract/logic';
import type { Ctx, Question } from './api';
import { h } from './dom';
import type { InputAttrs, Part, PartInput } from './part';

const TEXTS = {
  EN: {
    yes: 'Yes',
    no: 'No',
    url: "That doesn't look like a web address.",
    shown: 'New question',
    hidden: 'Question removed',
  },
  ES: {
    yes: 'Sí',
    no: 'No',
    url: 'Esa dirección web no parece válida.',
    shown: 'Nueva pregunta',
    hidden: 'Pregunta retirada',
  },
};

const CSS = `.k{display:flex;flex-wrap:wrap;gap:6px}
.k label{position:relative;display:inline-flex;align-items:center;margin:0;font-weight:400;border:1px solid var(--d);border-radius:16px;padding:5px 12px;cursor:pointer;min-width:44px;justify-content:center}
.k input{position:absolute;inset:0;opacity:0;width:1px;height:1px;padding:0;border:0;pointer-events:none}
.k label:has(:checked),.k .on{background:var(--p);color:var(--t);border-color:var(--p)}
.k label:has(:focus-visible){outline:2px solid var(--p);outline-offset:2px}
.k.stars label{border:0;padding:0 2px;font-size:28px;min-width:0;color:var(--d)}
.k.stars .on{background:none;color:var(--p)}`;

/** Chips of checkboxes or radios in a group named by the question's label. */
function chips(
  q: Question,
  a: InputAttrs,
  label: HTMLElement,
  kind: 'checkbox' | 'radio',
  items: { value: string; text: string; name?: string }[],
  stars = false,
): { node: HTMLElement; inputs: HTMLInputElement[] } {
  label.removeAttribute('for');
  const node = h('div', {
    class: `k${stars ? ' stars' : ''}`,
    role: kind === 'radio' ? 'radiogroup' : 'group',
    'aria-labelledby': label.id,
    'aria-describedby': a['aria-describedby'] as string,
    'aria-required': q.required && kind === 'radio',
  });
  const inputs = items.map((item, i) => {
    const input = h('input', {
      type: kind,
      name: a.id as string,
      value: item.value,
      id: i ? undefined : (a.id as string),
      'aria-label': item.name,
    });
    node.append(
      h('label', {}, input, h('span', { text: item.text, 'aria-hidden': item.name ? 'true' : undefined })),
    );
    return input;
  });
  return { node, inputs };
}

/** The classic form's logic for one mounted form. */
export function part(ctx: Ctx): Part {
  const f = ctx.config;
  const lang = f.language === 'EN' ? 'EN' : 'ES';
  const t = TEXTS[lang];
  const live = h('p', { class: 'x', 'aria-live': 'polite' });
  let shown: Set<Question> | undefined;

  function input(
    q: Question,
    a: InputAttrs,
    label: HTMLElement,
  ): (Omit<PartInput, 'el'> & { el?: PartInput['el'] }) | undefined {
    const b = boundsOf(q);
    const at = (x: number | string | undefined) => (x === 'today' ? utcDay(new Date()) : x);
    if (b && (q.type === 'number' || q.type === 'date')) {
      if (b.min !== undefined) a.min = at(b.min)!;
      if (b.max !== undefined) a.max = at(b.max)!;
    }
    if (b?.max !== undefined && q.type === 'text') a.maxlength = b.max;
    switch (q.type) {
      case 'url':
        return {
          node: h('input', { ...a, type: 'url', inputmode: 'url', autocomplete: 'url' }),
          el: undefined,
        };
      case 'longtext':
        return { node: h('textarea', { ...a, rows: 4, maxlength: b?.max ?? LONGTEXT_MAX }), el: undefined };
      case 'multiselect': {
        const { node, inputs } = chips(
          q,
          a,
          label,
          'checkbox',
          (q.options ?? []).map((o) => ({ value: o, text: o })),
        );
        return { node, el: inputs[0], get: () => inputs.filter((i) => i.checked).map((i) => i.value) };
      }
      case 'yesno': {
        const items = [
          { value: 'true', text: t.yes },
          { value: 'false', text: t.no },
        ];
        const { node, inputs } = chips(q, a, label, 'radio', items);
        const checked = () => inputs.find((i) => i.checked);
        return { node, el: inputs[0], get: () => (checked() ? checked()!.value === 'true' : '') };
      }
      case 'rating': {
        const min = Number(b!.min);
        const max = Number(b!.max);
        // Stars for a 1-to-5 (or fewer) scale, numbers otherwise (an NPS 0-10 scale).
        const stars = min >= 1 && max <= 5;
        const items = [];
        for (let n = min; n <= max; n++)
          items.push({ value: String(n), text: stars ? '★' : String(n), name: `${n}/${max}` });
        const { node, inputs } = chips(q, a, label, 'radio', items, stars);
        const value = () => Number(inputs.find((i) => i.checked)?.value ?? Number.NaN);
        if (stars)
          node.addEventListener('change', () => {
            for (const i of inputs) i.parentElement!.classList.toggle('on', Number(i.value) <= value());
          });
        // Sent as text, as classic submit takes a rating (CONTRACT).
        return { node, el: inputs[0], get: () => (Number.isNaN(value()) ? '' : String(value())) };
      }
    }
    return undefined;
  }

  return {
    input(q, a, label) {
      const made = input(q, a, label);
      if (!made) return undefined;
      return { node: made.node, el: made.el ?? (made.node as HTMLInputElement), get: made.get };
    },

    problem(q, value) {
      if (q.type === 'url' && !normalizeUrl(String(value))) return t.url;
      const v =
        q.type === 'number'
          ? Number(value)
          : q.type === 'text' || q.type === 'longtext'
            ? String(value)
            : value;
      return outOfBounds(q, v, utcDay(new Date())) ? boundsText(q, lang) : '';
    },

    refresh(fields, form) {
      if (form) {
        // The announcer joins the form, the part's styles its shadow root (through the CSSOM, as main.ts does).
        form.append(live);
        const root = form.getRootNode() as ShadowRoot;
        if (root.adoptedStyleSheets) {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(CSS);
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        } else form.append(h('style', { text: CSS }));
      }
      const answers: Record<string, unknown> = {};
      for (const x of fields) {
        const v = x.get ? x.get() : x.el.value.trim();
        if (`${v}` !== '') answers[x.q.key] = v;
      }
      const { visible, answers: kept } = applyVisibility(
        fields.map((x) => x.q),
        answers,
        ctx.hidden,
      );
      const values = { ...ctx.hidden, ...kept };
      const now = new Set(visible);
      const changes: string[] = [];
      for (const x of fields) {
        const text = recall(x.q.text, values, lang);
        if (x.label.firstChild) x.label.firstChild.nodeValue = text;
        if (x.help && x.q.help) x.help.textContent = recall(x.q.help, values, lang);
        const show = now.has(x.q);
        if (shown && show !== shown.has(x.q)) changes.push(`${show ? t.shown : t.hidden}: ${text}`);
        x.box.hidden = !show;
      }
      shown = now;
      if (changes.length) live.textContent = changes.join('. ');
    },
  };
}

/** The chat's first question as the server asks it: the first its showIf shows on the hidden values alone, recalled. */
export function firstQuestion(ctx: Ctx): Question | undefined {
  const questions = ctx.config.questions.filter((q) => q.type !== 'file');
  const q = applyVisibility(questions, {}, ctx.hidden).visible[0];
  return q && { ...q, text: recall(q.text, ctx.hidden, ctx.config.language === 'EN' ? 'EN' : 'ES') };
}
