// The logic of a form, evaluated the same way by the server, the widget, the share page and the dashboard
// (CONTRACT "Third round"): question keys, conditions (`showIf`, endings' `when`), visibility and recall.
// Isomorphic: no Node or DOM imports, no Zod (the widget bundles this file).

/** Operators of a condition's leaf. */
export const CONDITION_OPS = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'gt',
  'gte',
  'lt',
  'lte',
  'contains',
  'answered',
  'notAnswered',
] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

export type ConditionScalar = string | number | boolean;
export type ConditionValue = ConditionScalar | ConditionScalar[];

export type ConditionLeaf = { field: string; op: ConditionOp; value?: ConditionValue };
export type Condition = ConditionLeaf | { all: Condition[] } | { any: Condition[] };

/** At most this many levels of `all`/`any` groups. */
export const MAX_CONDITION_DEPTH = 3;

/** A question key or hidden field name. */
export const KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
const KEY_MAX = 40;

/** What logic needs of a question (the contract's Question satisfies it). */
export interface LogicQuestion {
  order: number;
  text: string;
  type: string;
  key?: string;
  showIf?: Condition | null;
}

/** Values conditions and recall read: answers by question key, and hidden fields by name. */
export type LogicValues = Record<string, unknown>;

const isGroup = (c: Condition): c is { all: Condition[] } | { any: Condition[] } => 'all' in c || 'any' in c;

/** Whether a value counts as given: no null, empty text or empty selection. */
export function hasValue(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

const fold = (s: string) => s.trim().toLowerCase();

function asBoolean(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string') return null;
  const s = fold(v);
  if (s === 'true' || s === 'yes' || s === 'sí' || s === 'si') return true;
  if (s === 'false' || s === 'no') return false;
  return null;
}

const isDateText = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

function asNumber(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && !isDateText(v)) {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** `equals` of one stored value and one condition value: booleans, numbers, then text without case. */
function equalsOne(stored: unknown, wanted: unknown): boolean {
  if (typeof stored === 'boolean') return asBoolean(wanted) === stored;
  if (Array.isArray(stored)) {
    // A multiselect equals a value when exactly that option (or that set of options) was chosen.
    const want = (Array.isArray(wanted) ? wanted : [wanted]).map((w) => fold(String(w)));
    const got = stored.map((s) => fold(String(s)));
    return want.length === got.length && want.every((w) => got.includes(w));
  }
  const a = asNumber(stored);
  const b = asNumber(wanted);
  if (typeof stored === 'number' || (a !== null && b !== null && typeof wanted === 'number'))
    return a !== null && b !== null && a === b;
  return fold(String(stored)) === fold(String(wanted));
}

/** Order of two values for gt/gte/lt/lte: numbers (and ratings), or dates as `YYYY-MM-DD`; null when not comparable. */
function compare(stored: unknown, wanted: unknown): number | null {
  if (isDateText(stored) && isDateText(wanted)) return stored < wanted ? -1 : stored > wanted ? 1 : 0;
  const a = asNumber(stored);
  const b = asNumber(wanted);
  return a === null || b === null ? null : a - b;
}

function evaluateLeaf(c: ConditionLeaf, values: LogicValues): boolean {
  const v = Object.hasOwn(values, c.field) ? values[c.field] : undefined;
  const given = hasValue(v);
  if (c.op === 'answered') return given;
  if (c.op === 'notAnswered') return !given;
  if (!given) return false;
  const list = Array.isArray(c.value) ? c.value : c.value === undefined ? [] : [c.value];
  switch (c.op) {
    case 'equals':
      return c.value !== undefined && equalsOne(v, c.value);
    case 'notEquals':
      return c.value !== undefined && !equalsOne(v, c.value);
    case 'in':
      return list.some((x) => equalsOne(v, x));
    case 'notIn':
      return !list.some((x) => equalsOne(v, x));
    case 'contains': {
      if (c.value === undefined) return false;
      const want = fold(String(c.value));
      return Array.isArray(v) ? v.some((x) => fold(String(x)) === want) : fold(String(v)).includes(want);
    }
    default: {
      const d = compare(v, c.value);
      if (d === null) return false;
      return c.op === 'gt' ? d > 0 : c.op === 'gte' ? d >= 0 : c.op === 'lt' ? d < 0 : d <= 0;
    }
  }
}

/** Whether a condition holds; a leaf on a field with no value is false, except `notAnswered`. */
export function evaluateCondition(c: Condition | null | undefined, values: LogicValues): boolean {
  if (!c) return true;
  if ('all' in c) return c.all.every((x) => evaluateCondition(x, values));
  if ('any' in c) return c.any.some((x) => evaluateCondition(x, values));
  return evaluateLeaf(c, values);
}

/** Every leaf of a condition with its path below the condition (e.g. `all.0.field`). */
export function conditionLeaves(c: Condition, path = ''): { leaf: ConditionLeaf; path: string }[] {
  if (!isGroup(c)) return [{ leaf: c, path }];
  const [op, items] = 'all' in c ? ['all', c.all] : ['any', c.any];
  return items.flatMap((x, i) => conditionLeaves(x, `${path}${path ? '.' : ''}${op}.${i}`));
}

/** Levels of `all`/`any` groups in a condition (a leaf is 0). */
export function conditionDepth(c: Condition): number {
  if (!isGroup(c)) return 0;
  const items = 'all' in c ? c.all : c.any;
  return 1 + Math.max(0, ...items.map(conditionDepth));
}

/** Questions sorted by `order` (stable for equal orders). */
export function byOrder<Q extends { order: number }>(questions: readonly Q[]): Q[] {
  return questions
    .map((q, i) => ({ q, i }))
    .sort((a, b) => a.q.order - b.q.order || a.i - b.i)
    .map(({ q }) => q);
}

/**
 * Which questions are shown, given the answers so far (by key) and the hidden fields: each `showIf` is
 * evaluated in order on the hidden fields and the answers of the questions shown before it. `answers` is
 * returned without the answers of questions that are not shown, and `removed` names those keys.
 */
export function applyVisibility<Q extends LogicQuestion>(
  questions: readonly Q[],
  answers: LogicValues,
  hidden: Record<string, unknown> = {},
): { visible: Q[]; answers: LogicValues; removed: string[] } {
  const values: LogicValues = { ...hidden };
  const kept: LogicValues = {};
  const visible: Q[] = [];
  const removed: string[] = [];
  const keys = new Set<string>();
  for (const q of byOrder(questions)) {
    const key = q.key ?? q.text;
    keys.add(key);
    const shown = evaluateCondition(q.showIf ?? null, values);
    const has = Object.hasOwn(answers, key);
    if (shown) {
      visible.push(q);
      if (has) {
        kept[key] = answers[key];
        values[key] = answers[key];
      }
    } else if (has) removed.push(key);
  }
  // Answers under names no question has (older data) are kept as they are.
  for (const [k, v] of Object.entries(answers)) if (!keys.has(k)) kept[k] = v;
  return { visible, answers: kept, removed };
}

/** The first ending whose `when` holds (null always holds), or null: then the goodbye message applies. */
export function chooseEnding<E extends { when: Condition | null }>(
  endings: readonly E[] | null | undefined,
  values: LogicValues,
): E | null {
  for (const e of endings ?? []) if (evaluateCondition(e.when, values)) return e;
  return null;
}

const MONTHS = {
  EN: 'January February March April May June July August September October November December'.split(' '),
  ES: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
};

/** A stored value as recall writes it: lists joined with ", ", dates written out, yes/no in the language. */
export function recallText(v: unknown, language: 'ES' | 'EN'): string {
  if (!hasValue(v)) return '';
  if (Array.isArray(v)) return v.map((x) => recallText(x, language)).join(', ');
  if (typeof v === 'boolean') return v ? (language === 'ES' ? 'sí' : 'yes') : 'no';
  if (isDateText(v)) {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const month = MONTHS[language][m - 1];
    if (!month) return v;
    return language === 'ES' ? `${d} de ${month} de ${y}` : `${d} ${month} ${y}`;
  }
  return String(v).trim();
}

const RECALL = /\{\{\s*([a-z][a-z0-9_]{0,39})\s*\}\}/g;

/**
 * `{{name}}` (a question key or hidden field) replaced by its value as written for the visitor, or by
 * nothing; the spaces and punctuation an empty value leaves behind are tidied ("Thanks {{name}}!" → "Thanks!").
 */
export function recall(text: string, values: LogicValues, language: 'ES' | 'EN'): string {
  if (!text.includes('{{')) return text;
  let emptied = false;
  const out = text.replace(RECALL, (_m, name: string) => {
    const v = recallText(Object.hasOwn(values, name) ? values[name] : undefined, language);
    if (!v) emptied = true;
    return v;
  });
  if (!emptied) return out;
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([,.;:!?)])/g, '$1')
    .replace(/([¿¡(])[ \t]+/g, '$1')
    .replace(/,([.!?])/g, '$1')
    .replace(/^[ \t]*,[ \t]*/gm, '')
    .trim();
}

/** The names `{{…}}` in a text refers to. */
export function recallNames(text: string): string[] {
  return [...text.matchAll(RECALL)].map((m) => m[1]!);
}

/**
 * A key derived from a question's text (CONTRACT): lower-case ASCII without accents, every run of other
 * characters an `_`, trimmed of `_`, cut to 40, `q_` in front when it does not start with a letter, and
 * `_2`, `_3`… while it clashes with a name in `taken`.
 */
export function deriveKey(text: string, taken: ReadonlySet<string> = new Set()): string {
  let base = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!/^[a-z]/.test(base)) base = base ? `q_${base}` : 'q';
  base = base.slice(0, KEY_MAX).replace(/_+$/, '');
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const key = `${base.slice(0, KEY_MAX - suffix.length).replace(/_+$/, '')}${suffix}`;
    if (!taken.has(key)) return key;
  }
}

/**
 * Every question with a key: a given key is kept; an absent one is the key of the `previous` question with
 * the same text (on update), else derived from the text. Derived keys avoid every given key, each other,
 * and `reserved` names (the hidden fields).
 */
export function assignKeys<Q extends { text: string; key?: string | undefined }>(
  questions: readonly Q[],
  previous: readonly { text: string; key?: string | undefined }[] = [],
  reserved: readonly string[] = [],
): (Q & { key: string })[] {
  const taken = new Set<string>(reserved);
  for (const q of questions) if (q.key) taken.add(q.key);
  const byText = new Map<string, string>();
  for (const p of previous) if (p.key && !byText.has(fold(p.text))) byText.set(fold(p.text), p.key);
  return questions.map((q) => {
    if (q.key) return q as Q & { key: string };
    const inherited = byText.get(fold(q.text));
    const key = inherited && !taken.has(inherited) ? inherited : deriveKey(q.text, taken);
    taken.add(key);
    return { ...q, key };
  });
}
