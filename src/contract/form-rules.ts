// What a form's content must satisfy as a whole, beyond each field's own schema: unique texts and keys,
// options where a type needs them, bounds that fit the type, conditions that only look back, and recall of
// names that exist. Shared by the server (400 details) and the dashboard (the builder shows them early).
import type { FormType } from './enums';
import {
  type Condition,
  type ConditionLeaf,
  conditionDepth,
  conditionLeaves,
  MAX_CONDITION_DEPTH,
  recallNames,
} from './logic';

interface RuleQuestion {
  order: number;
  text: string;
  type: string;
  options?: string[] | null;
  key?: string;
  help?: string | null;
  validation?: { min?: number | string; max?: number | string } | null;
  showIf?: Condition | null;
}

export interface FormContent {
  formType: FormType;
  questions: RuleQuestion[];
  hiddenFields?: string[];
  endings?: { when: Condition | null; message: string }[];
  goodbyeMessage?: string;
}

/** Default bounds of a rating question (CONTRACT: 1 to 5). */
export const RATING_DEFAULT = { min: 1, max: 5 } as const;
/** Longest longtext answer, in characters. */
export const LONGTEXT_MAX = 5000;
/** Longest text answer, in characters (a longer one belongs in a longtext question). */
export const TEXT_MAX = 1000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (s: string) => {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Issues of one question's bounds, as `[field, message]`. */
function boundsIssues(q: RuleQuestion): [string, string][] {
  const v = q.validation;
  if (!v || (v.min === undefined && v.max === undefined)) return [];
  const { min, max } = v;
  const out: [string, string][] = [];
  const each = (check: (x: number | string) => string | null) => {
    for (const [name, x] of [
      ['min', min],
      ['max', max],
    ] as const) {
      const problem = x === undefined ? null : check(x);
      if (problem) out.push([`validation.${name}`, problem]);
    }
  };
  switch (q.type) {
    case 'number':
      each((x) => (typeof x === 'number' && Number.isFinite(x) ? null : 'Expected a number'));
      break;
    case 'rating':
      each((x) => (isInt(x) && x >= 0 && x <= 10 ? null : 'Expected a whole number from 0 to 10'));
      break;
    case 'date':
      each((x) =>
        x === 'today' || (typeof x === 'string' && isCalendarDate(x))
          ? null
          : 'Expected YYYY-MM-DD or "today"',
      );
      break;
    case 'text':
    case 'longtext': {
      const cap = q.type === 'text' ? TEXT_MAX : LONGTEXT_MAX;
      each((x) => (isInt(x) && x >= 0 && x <= cap ? null : `Expected a length from 0 to ${cap}`));
      break;
    }
    case 'multiselect': {
      const n = q.options?.length ?? 0;
      each((x) => (isInt(x) && x >= 0 && x <= n ? null : `Expected a number of choices from 0 to ${n}`));
      break;
    }
    default:
      return [['validation', `Bounds are not available for ${q.type} questions`]];
  }
  if (out.length) return out;
  const lo = q.type === 'rating' ? (min ?? RATING_DEFAULT.min) : min;
  const hi = q.type === 'rating' ? (max ?? RATING_DEFAULT.max) : max;
  if (lo !== undefined && hi !== undefined && lo !== 'today' && hi !== 'today' && lo > hi)
    out.push(['validation', 'min must not be greater than max']);
  if (q.type === 'rating' && lo !== undefined && lo === hi)
    out.push(['validation', 'A rating needs at least two values']);
  return out;
}

const NEEDS_LIST = new Set(['in', 'notIn']);
const NEEDS_ORDER = new Set(['gt', 'gte', 'lt', 'lte']);
const NO_VALUE = new Set(['answered', 'notAnswered']);

function leafValueIssue(leaf: ConditionLeaf): string | null {
  if (NO_VALUE.has(leaf.op)) return null;
  if (leaf.value === undefined) return `"${leaf.op}" needs a value`;
  if (NEEDS_LIST.has(leaf.op))
    return Array.isArray(leaf.value) ? null : `"${leaf.op}" needs a list of values`;
  if (Array.isArray(leaf.value)) return `"${leaf.op}" needs a single value`;
  if (NEEDS_ORDER.has(leaf.op))
    return typeof leaf.value === 'number' || (typeof leaf.value === 'string' && DATE.test(leaf.value))
      ? null
      : `"${leaf.op}" needs a number or a date (YYYY-MM-DD)`;
  return null;
}

/** Issues of a condition, each `path: message`, where `allowed` are the names it may read. */
function conditionIssues(c: Condition, at: string, allowed: ReadonlySet<string>, what: string): string[] {
  const out: string[] = [];
  if (conditionDepth(c) > MAX_CONDITION_DEPTH)
    out.push(`${at}: at most ${MAX_CONDITION_DEPTH} levels of all/any groups`);
  for (const { leaf, path } of conditionLeaves(c)) {
    const here = path ? `${at}.${path}` : at;
    if (!allowed.has(leaf.field)) out.push(`${here}.field: must be ${what}`);
    const problem = leafValueIssue(leaf);
    if (problem) out.push(`${here}.value: ${problem}`);
  }
  return out;
}

/** What a stored form's content must satisfy as a whole (checked after defaults and partial updates merge). */
export function formContentIssues(form: FormContent): string[] {
  const issues: string[] = [];
  const hidden = form.hiddenFields ?? [];
  const texts = new Set<string>();
  const keys = new Set<string>();
  for (const [i, q] of form.questions.entries()) {
    const text = q.text.trim().toLowerCase();
    if (texts.has(text)) issues.push(`questions.${i}.text: question texts must be unique`);
    texts.add(text);
    if (q.key) {
      if (keys.has(q.key)) issues.push(`questions.${i}.key: question keys must be unique`);
      if (hidden.includes(q.key))
        issues.push(`questions.${i}.key: a question key must not be a hidden field's name`);
      keys.add(q.key);
    }
    if ((q.type === 'select' || q.type === 'multiselect') && (!q.options || q.options.length === 0))
      issues.push(`questions.${i}.options: a ${q.type} question needs at least one option`);
    if (q.type === 'file' && form.formType !== 'CLASSIC')
      issues.push(`questions.${i}.type: file questions are only allowed on CLASSIC forms`);
    for (const [field, message] of boundsIssues(q)) issues.push(`questions.${i}.${field}: ${message}`);
  }
  const seenHidden = new Set<string>();
  for (const [i, name] of hidden.entries()) {
    if (seenHidden.has(name)) issues.push(`hiddenFields.${i}: hidden field names must be unique`);
    seenHidden.add(name);
  }
  // A condition may only look back: the keys of questions placed before it (by order), and hidden fields.
  const ordered = form.questions.map((q, i) => ({ q, i })).sort((a, b) => a.q.order - b.q.order || a.i - b.i);
  const earlier = new Set<string>(hidden);
  for (const { q, i } of ordered) {
    if (q.showIf)
      issues.push(
        ...conditionIssues(
          q.showIf,
          `questions.${i}.showIf`,
          earlier,
          'the key of an earlier question or a hidden field',
        ),
      );
    if (q.key && !earlier.has(q.key)) earlier.add(q.key);
  }
  const everything = new Set<string>([...keys, ...hidden]);
  for (const [i, e] of (form.endings ?? []).entries())
    if (e.when)
      issues.push(
        ...conditionIssues(e.when, `endings.${i}.when`, everything, 'a question key or a hidden field'),
      );
  const recalled: [string, string][] = [
    ...form.questions.flatMap((q, i): [string, string][] => [
      [`questions.${i}.text`, q.text],
      [`questions.${i}.help`, q.help ?? ''],
    ]),
    ['goodbyeMessage', form.goodbyeMessage ?? ''],
    ...(form.endings ?? []).map((e, i): [string, string] => [`endings.${i}.message`, e.message]),
  ];
  for (const [path, text] of recalled)
    for (const name of recallNames(text))
      if (!everything.has(name)) issues.push(`${path}: {{${name}}} is not a question key or a hidden field`);
  return issues;
}
