// Format check of the interviewer corpus: `npx tsx test/interviewer-corpus/lint.ts` (exit 1 on any problem).
// It reads tuned/, held-out/, released-3/ to released-12/ and held-out-13/ to held-out-16/; for the
// blind parts it prints ids and rule names only, never their content, so running it does not reveal the held-out
// dialogues.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QuestionType } from '../../src/contract/enums';
import { CONDITION_OPS } from '../../src/contract/logic';

const ROOT = dirname(fileURLToPath(import.meta.url));
const PARTS = [
  { dir: 'tuned', blind: false },
  { dir: 'held-out', blind: true },
  { dir: 'released-3', blind: false },
  { dir: 'released-4', blind: false },
  { dir: 'released-5', blind: false },
  { dir: 'released-6', blind: false },
  { dir: 'released-7', blind: false },
  { dir: 'released-8', blind: false },
  { dir: 'released-9', blind: false },
  { dir: 'released-10', blind: false },
  { dir: 'released-11', blind: false },
  { dir: 'released-12', blind: false },
  { dir: 'held-out-13', blind: true },
  { dir: 'held-out-14', blind: true },
  { dir: 'held-out-15', blind: true },
  { dir: 'held-out-16', blind: true },
];

const LEVELS = ['basic', 'messy', 'hard'];
const TOPICS = [
  ...['numbers', 'names', 'dates', 'corrections', 'ranges', 'select', 'multi', 'language', 'non-answer'],
  ...[
    'way-out',
    'emoji',
    'ramble',
    'identifiers',
    'greeting',
    'phones',
    'out-of-order',
    'clarify-sideways',
    'correction',
    'visitor-question',
  ],
  ...['knowledge', 'no-knowledge', 'help', 'option-description', 'negation', 'position', 'title'],
  ...['name-in-sentence', 'company', 'mixed-language', 'human', 'punctuation-emoji', 'multiselect', 'rating'],
  ...['yesno', 'url', 'longtext', 'branches', 'bounds', 'hidden', 'recall', 'endings'],
  // released-12 and held-out-13: a dialogue that measures one reply to the question being asked
  'single',
];
// Every question type but `file` (classic forms only), and the condition operators, as the contract has them.
const TYPES: readonly string[] = QuestionType.options.filter((t) => t !== 'file');
const TONES = ['FORMAL', 'CASUAL', 'FRIENDLY'];
const LANGS = ['EN', 'ES'];
const OPS: readonly string[] = CONDITION_OPS;
const NAME_RE = /^[a-z][a-z0-9_]{0,39}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

type Obj = Record<string, unknown>;
type Value = string | number | boolean | string[];
interface Question {
  order: number;
  text: string;
  type: string;
  required: boolean;
  key: string;
  options: string[] | null;
  validation: Obj | null;
  showIf: unknown;
}

let problems = 0;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isStrArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isStr);

function isDate(v: unknown): v is string {
  if (!isStr(v) || !DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

// CONTRACT "Third round": key derived from the text.
function slug(text: string): string {
  let s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  if (!/^[a-z]/.test(s)) s = `q_${s}`.slice(0, 40);
  return s;
}

class Checker {
  constructor(
    private readonly where: string,
    private readonly blind: boolean,
  ) {}

  fail(rule: string, detail = ''): void {
    problems++;
    console.log(`${this.where}: ${rule}${detail && !this.blind ? ` (${detail})` : ''}`);
  }
}

function readQuestions(form: Obj, c: Checker): Question[] {
  const raw = form.questions;
  if (!Array.isArray(raw) || raw.length === 0) {
    c.fail('form.questions must be a non-empty array');
    return [];
  }
  const out: Question[] = [];
  for (const [i, q] of raw.entries()) {
    if (!isObj(q)) {
      c.fail(`question ${i} is not an object`);
      continue;
    }
    const { order, text, type, required, key, options, validation, showIf, help } = q;
    if (typeof order !== 'number' || !Number.isInteger(order))
      c.fail(`question ${i}: order must be an integer`);
    if (!isStr(text) || text.trim() === '') c.fail(`question ${i}: text must be a non-empty string`);
    if (!isStr(type) || !TYPES.includes(type)) c.fail(`question ${i}: unknown type`, String(type));
    if (typeof required !== 'boolean') c.fail(`question ${i}: required must be a boolean`);
    if (key !== undefined && (!isStr(key) || !NAME_RE.test(key)))
      c.fail(`question ${i}: invalid key`, String(key));
    if (help !== undefined && help !== null && (!isStr(help) || help.length > 500)) {
      c.fail(`question ${i}: help must be a string of at most 500 characters`);
    }
    const hasOptions = type === 'select' || type === 'multiselect';
    if (hasOptions) {
      if (!isStrArray(options) || options.length === 0) c.fail(`question ${i}: ${type} needs options`);
      else if (new Set(options).size !== options.length) c.fail(`question ${i}: duplicate options`);
    } else if (options !== undefined && options !== null) {
      c.fail(`question ${i}: options on a ${String(type)} question`);
    }
    if (validation !== undefined && validation !== null && !isObj(validation)) {
      c.fail(`question ${i}: validation must be an object or null`);
    }
    out.push({
      order: typeof order === 'number' ? order : i + 1,
      text: isStr(text) ? text : '',
      type: isStr(type) ? type : '',
      required: required === true,
      key: isStr(key) ? key : '',
      options: hasOptions && isStrArray(options) ? options : null,
      validation: isObj(validation) ? validation : null,
      showIf: showIf ?? null,
    });
  }
  out.sort((a, b) => a.order - b.order);
  if (new Set(out.map((q) => q.order)).size !== out.length) c.fail('question orders are not unique');
  if (new Set(out.map((q) => q.text)).size !== out.length) c.fail('question texts are not unique');
  const used = new Set(out.filter((q) => q.key).map((q) => q.key));
  if (used.size !== out.filter((q) => q.key).length) c.fail('question keys are not unique');
  for (const q of out) {
    if (q.key) continue;
    const base = slug(q.text);
    let k = base;
    for (let n = 2; used.has(k); n++) k = `${base}_${n}`;
    q.key = k;
    used.add(k);
  }
  return out;
}

function checkValidation(q: Question, c: Checker): void {
  const v = q.validation;
  if (!v) return;
  const where = `question ${q.order}: validation`;
  for (const bound of Object.keys(v))
    if (bound !== 'min' && bound !== 'max') c.fail(`${where} has unknown field`, bound);
  for (const bound of ['min', 'max'] as const) {
    const b = v[bound];
    if (b === undefined) continue;
    if (q.type === 'date') {
      if (b !== 'today' && !isDate(b)) c.fail(`${where}.${bound} must be YYYY-MM-DD or "today"`);
    } else if (['number', 'rating'].includes(q.type)) {
      if (typeof b !== 'number') c.fail(`${where}.${bound} must be a number`);
    } else if (['text', 'longtext', 'multiselect'].includes(q.type)) {
      if (typeof b !== 'number' || !Number.isInteger(b) || b < 0) c.fail(`${where}.${bound} must be a count`);
    } else {
      c.fail(`${where} is not allowed on a ${q.type} question`);
    }
  }
}

// fields: names a condition may use at that point (earlier keys and hidden fields)
function checkCondition(cond: unknown, fields: Set<string>, c: Checker, where: string, depth = 0): void {
  if (!isObj(cond)) {
    c.fail(`${where}: condition must be an object`);
    return;
  }
  const group = cond.all ?? cond.any;
  if (group !== undefined) {
    if (depth >= 3) c.fail(`${where}: more than three levels of all/any`);
    if (!Array.isArray(group) || group.length === 0) c.fail(`${where}: all/any needs a non-empty array`);
    else for (const sub of group) checkCondition(sub, fields, c, where, depth + 1);
    return;
  }
  const { field, op, value } = cond;
  if (!isStr(field) || !fields.has(field))
    c.fail(`${where}: field is not an earlier question key or hidden field`, String(field));
  if (!isStr(op) || !OPS.includes(op)) c.fail(`${where}: unknown op`, String(op));
  const noValue = op === 'answered' || op === 'notAnswered';
  if (noValue && value !== undefined) c.fail(`${where}: ${String(op)} takes no value`);
  if (!noValue && value === undefined) c.fail(`${where}: ${String(op)} needs a value`);
  if ((op === 'in' || op === 'notIn') && !Array.isArray(value))
    c.fail(`${where}: ${op} needs an array value`);
}

function same(a: unknown, b: unknown): boolean {
  if (isStr(a) && isStr(b)) return a.toLowerCase() === b.toLowerCase();
  return a === b;
}

// Evaluation as CONTRACT "Third round" describes it, to check that expectations agree with the form's logic.
function holds(cond: unknown, values: Map<string, unknown>): boolean {
  if (cond === null || cond === undefined) return true;
  if (!isObj(cond)) return false;
  if (Array.isArray(cond.all)) return cond.all.every((s) => holds(s, values));
  if (Array.isArray(cond.any)) return cond.any.some((s) => holds(s, values));
  const v = values.get(String(cond.field));
  const { op, value } = cond;
  if (op === 'notAnswered') return v === undefined;
  if (v === undefined) return false;
  switch (op) {
    case 'answered':
      return true;
    case 'equals':
      return same(v, value);
    case 'notEquals':
      return !same(v, value);
    case 'in':
      return Array.isArray(value) && value.some((x) => same(v, x));
    case 'notIn':
      return Array.isArray(value) && !value.some((x) => same(v, x));
    case 'contains':
      if (Array.isArray(v)) return v.some((x) => same(x, value));
      return isStr(v) && isStr(value) && v.toLowerCase().includes(value.toLowerCase());
    case 'gt':
      return (v as number) > (value as number);
    case 'gte':
      return (v as number) >= (value as number);
    case 'lt':
      return (v as number) < (value as number);
    case 'lte':
      return (v as number) <= (value as number);
    default:
      return false;
  }
}

function checkBounds(q: Question, v: Value, today: string, c: Checker): void {
  const b = q.validation;
  if (!b) return;
  const dateBound = (x: unknown) => (x === 'today' ? today : x);
  let size: number | string | undefined;
  if (q.type === 'number' || q.type === 'rating') size = v as number;
  else if (q.type === 'date') size = v as string;
  else if (q.type === 'text' || q.type === 'longtext') size = [...(v as string)].length;
  else if (q.type === 'multiselect') size = (v as string[]).length;
  if (size === undefined) return;
  const min = q.type === 'date' ? dateBound(b.min) : b.min;
  const max = q.type === 'date' ? dateBound(b.max) : b.max;
  if (min !== undefined && size < (min as number | string))
    c.fail(`question ${q.order}: expected value below validation.min`);
  if (max !== undefined && size > (max as number | string))
    c.fail(`question ${q.order}: expected value above validation.max`);
}

// What is wrong with an expected value for its question's type, or null.
function valueProblem(q: Question, v: unknown): string | null {
  switch (q.type) {
    case 'text':
    case 'longtext':
      if (!isStr(v) || v.trim() === '') return 'must be a non-empty string';
      if (q.type === 'text' && v !== v.trim()) return 'must be trimmed';
      if (v.length > 5000) return 'is over 5000 characters';
      break;
    case 'email': {
      const m = isStr(v) ? /^([^@\s]+)@([^@\s]+\.[^@\s]+)$/.exec(v) : null;
      if (!m) return 'is not an e-mail';
      if (m[2] !== m[2]?.toLowerCase()) return 'must have its domain lower-cased';
      break;
    }
    case 'phone':
      if (!isStr(v) || !/^\+?\d{3,}$/.test(v)) return 'must be digits with an optional leading +';
      break;
    case 'number':
      if (typeof v !== 'number' || !Number.isFinite(v)) return 'must be a JSON number';
      break;
    case 'rating': {
      const min = typeof q.validation?.min === 'number' ? q.validation.min : 1;
      const max = typeof q.validation?.max === 'number' ? q.validation.max : 5;
      if (typeof v !== 'number' || !Number.isInteger(v)) return 'must be an integer';
      if (v < min || v > max) return `must be within ${min}-${max}`;
      break;
    }
    case 'yesno':
      if (typeof v !== 'boolean') return 'must be a boolean';
      break;
    case 'date':
      if (!isDate(v)) return 'must be a YYYY-MM-DD date';
      break;
    case 'select':
      if (!isStr(v) || !q.options?.includes(v)) return 'is not one of the options';
      break;
    case 'multiselect': {
      const opts = q.options ?? [];
      if (!isStrArray(v) || v.length === 0) return 'must be a non-empty array';
      if (!v.every((x) => opts.includes(x))) return 'holds something that is not an option';
      if (new Set(v).size !== v.length) return 'repeats an option';
      const idx = v.map((x) => opts.indexOf(x));
      if (idx.some((x, i) => i > 0 && x < (idx[i - 1] ?? -1))) return "is not in the options' order";
      break;
    }
    case 'url': {
      const m = isStr(v) ? /^https?:\/\/([^/?#\s]+)([^\s]*)$/.exec(v) : null;
      const host = m?.[1] ?? '';
      if (!m || !(host.includes('.') || /^\[.*\]$/.test(host)))
        return 'must be http(s):// and a host with a dot';
      if (host !== host.toLowerCase()) return 'must have its host lower-cased';
      break;
    }
    default:
      return null;
  }
  return null;
}

function checkValue(q: Question, v: unknown, today: string, c: Checker): void {
  const why = valueProblem(q, v);
  if (why) c.fail(`question ${q.order}: expected ${q.type} value ${why}`, JSON.stringify(v));
  else checkBounds(q, v as Value, today, c);
}

function checkRecall(text: unknown, names: Set<string>, c: Checker, where: string): void {
  if (!isStr(text)) return;
  for (const m of text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) {
    if (!names.has(m[1] ?? ''))
      c.fail(`${where}: a {{name}} recall names no question key or hidden field`, m[1]);
  }
}

function checkForm(form: Obj, c: Checker): { questions: Question[]; hidden: string[]; endings: Obj[] } {
  if (!isStr(form.language) || !LANGS.includes(form.language)) c.fail('form.language must be EN or ES');
  if (!isStr(form.tone) || !TONES.includes(form.tone)) c.fail('form.tone must be FORMAL, CASUAL or FRIENDLY');
  for (const f of ['businessDescription', 'goodbyeMessage', 'welcomeMessage']) {
    if (form[f] !== undefined && form[f] !== null && !isStr(form[f])) c.fail(`form.${f} must be a string`);
  }
  if (form.knowledge !== undefined && form.knowledge !== null) {
    if (!isStr(form.knowledge) || form.knowledge.length > 20000)
      c.fail('form.knowledge must be a string up to 20000');
  }
  const questions = readQuestions(form, c);
  const keys = new Set(questions.map((q) => q.key));
  const hf = form.hiddenFields ?? [];
  const hidden = isStrArray(hf) ? hf : [];
  if (!isStrArray(hf) || hf.length > 20) c.fail('form.hiddenFields must be an array of at most 20 names');
  for (const h of hidden) {
    if (!NAME_RE.test(h)) c.fail('invalid hidden field name', h);
    if (keys.has(h)) c.fail('hidden field name equals a question key', h);
  }
  const names = new Set([...keys, ...hidden]);
  const earlier = new Set(hidden);
  for (const q of questions) {
    checkValidation(q, c);
    if (q.showIf !== null) checkCondition(q.showIf, earlier, c, `question ${q.order}: showIf`);
    earlier.add(q.key);
  }
  const endings: Obj[] = [];
  if (form.endings !== undefined && form.endings !== null) {
    if (!Array.isArray(form.endings) || form.endings.length > 10)
      c.fail('form.endings must be an array of at most 10');
    for (const [i, e] of (Array.isArray(form.endings) ? form.endings : []).entries()) {
      if (!isObj(e)) {
        c.fail(`ending ${i} is not an object`);
        continue;
      }
      endings.push(e);
      if (e.when !== null) checkCondition(e.when, names, c, `ending ${i}: when`);
      if (!isStr(e.message) || e.message.length < 1 || e.message.length > 500)
        c.fail(`ending ${i}: message 1-500`);
      if (e.redirectUrl !== null && !(isStr(e.redirectUrl) && /^https?:\/\/\S+$/.test(e.redirectUrl))) {
        c.fail(`ending ${i}: redirectUrl must be an http(s) URL or null`);
      }
      checkRecall(e.message, names, c, `ending ${i}`);
    }
  }
  checkRecall(form.goodbyeMessage, names, c, 'goodbyeMessage');
  for (const q of questions) checkRecall(q.text, names, c, `question ${q.order} text`);
  return { questions, hidden, endings };
}

function checkExpect(d: Obj, form: ReturnType<typeof checkForm>, turns: number, c: Checker): void {
  const expect = d.expect;
  if (!isObj(expect)) {
    c.fail('expect must be an object');
    return;
  }
  const now = isStr(d.now) ? d.now : '';
  const today = now.slice(0, 10);
  const byText = new Map(form.questions.map((q) => [q.text, q]));
  if (expect.status !== 'COMPLETED' && expect.status !== 'ACTIVE')
    c.fail('expect.status must be COMPLETED or ACTIVE');
  const data = expect.collectedData;
  const values = new Map<string, unknown>();
  if (!isObj(data)) c.fail('expect.collectedData must be an object');
  else {
    for (const [text, v] of Object.entries(data)) {
      const q = byText.get(text);
      if (!q) {
        c.fail('collectedData key is not a question text of the form', text);
        continue;
      }
      checkValue(q, v, today, c);
      values.set(q.key, v);
    }
  }
  const hiddenValues = d.hidden ?? {};
  if (!isObj(hiddenValues)) c.fail('hidden must be an object');
  else {
    for (const [name, v] of Object.entries(hiddenValues)) {
      if (!form.hidden.includes(name)) c.fail('hidden value for an undeclared hidden field', name);
      if (!isStr(v) || v.length > 500)
        c.fail('hidden values must be strings of at most 500 characters', name);
      else values.set(name, v.trim());
    }
  }
  const skipped = expect.skipped ?? [];
  if (!isStrArray(skipped)) c.fail('expect.skipped must be an array of question texts');
  const skippedSet = new Set(isStrArray(skipped) ? skipped : []);
  for (const s of skippedSet) {
    if (!byText.has(s)) c.fail('skipped entry is not a question text of the form', s);
    if (isObj(data) && s in data) c.fail('question both skipped and answered', s);
  }
  // showIf: hidden questions have no value; a completed conversation left no visible question open
  let open = 0;
  for (const q of form.questions) {
    const visible = holds(q.showIf, values);
    const answered = isObj(data) && q.text in data;
    if (!visible && answered) c.fail(`question ${q.order} has a value although its showIf does not hold`);
    if (visible && !answered && !skippedSet.has(q.text)) open++;
  }
  if (expect.status === 'COMPLETED' && open > 0)
    c.fail('COMPLETED although a shown question has no value and was not skipped');
  if (expect.status === 'ACTIVE' && open === 0)
    c.fail('ACTIVE although every shown question is answered or skipped');
  const vqs = expect.visitorQuestions;
  if (vqs !== undefined) {
    if (!Array.isArray(vqs)) c.fail('expect.visitorQuestions must be an array');
    let last = -1;
    for (const vq of Array.isArray(vqs) ? vqs : []) {
      if (!isObj(vq) || typeof vq.turn !== 'number' || !Number.isInteger(vq.turn)) {
        c.fail('visitorQuestions entry needs an integer turn');
        continue;
      }
      if (vq.turn < 0 || vq.turn >= turns) c.fail('visitorQuestions turn out of range', String(vq.turn));
      if (vq.turn <= last) c.fail('visitorQuestions turns must be increasing');
      last = vq.turn;
      if (typeof vq.answered !== 'boolean') c.fail('visitorQuestions entry needs answered: boolean');
      if (vq.mentions !== undefined && (!isStrArray(vq.mentions) || vq.mentions.length === 0)) {
        c.fail('visitorQuestions mentions must be a non-empty array of strings');
      }
    }
  }
  if (expect.needsHuman !== undefined && typeof expect.needsHuman !== 'boolean')
    c.fail('expect.needsHuman must be boolean');
  if (expect.replyLanguage !== undefined && !LANGS.includes(String(expect.replyLanguage))) {
    c.fail('expect.replyLanguage must be EN or ES');
  }
  if (expect.finalReplyIncludes !== undefined && !isStrArray(expect.finalReplyIncludes)) {
    c.fail('expect.finalReplyIncludes must be an array of strings');
  }
  if (expect.redirectUrl !== undefined) {
    const r = expect.redirectUrl;
    if (r !== null && !isStr(r)) c.fail('expect.redirectUrl must be a string or null');
    if (expect.status === 'COMPLETED') {
      const chosen = form.endings.find((e) => holds(e.when, values));
      const want = chosen ? (chosen.redirectUrl ?? null) : null;
      if (r !== want)
        c.fail('expect.redirectUrl is not the redirect of the first ending whose condition holds');
    }
  }
}

function checkDialogue(d: unknown, c: Checker): void {
  if (!isObj(d)) {
    c.fail('dialogue is not an object');
    return;
  }
  const tags = d.tags;
  if (!isStrArray(tags)) c.fail('tags must be an array of strings');
  else {
    if (tags.filter((t) => LEVELS.includes(t)).length !== 1)
      c.fail('tags need exactly one of basic, messy, hard');
    for (const t of tags) if (!LEVELS.includes(t) && !TOPICS.includes(t)) c.fail('unknown tag', t);
  }
  if (!isStr(d.now) || Number.isNaN(Date.parse(d.now)) || !/^\d{4}-\d{2}-\d{2}T/.test(d.now)) {
    c.fail('now must be an ISO date-time');
  }
  const turns = d.turns;
  if (!isStrArray(turns) || turns.length === 0 || turns.some((t) => t.trim() === '')) {
    c.fail('turns must be a non-empty array of non-empty strings');
  }
  if (!isObj(d.form)) {
    c.fail('form must be an object');
    return;
  }
  const form = checkForm(d.form, c);
  checkExpect(d, form, isStrArray(turns) ? turns.length : 0, c);
}

const seen = new Map<string, string>();
let count = 0;
for (const part of PARTS) {
  let files: string[];
  try {
    files = readdirSync(join(ROOT, part.dir)).filter((f) => f.endsWith('.json'));
  } catch {
    continue;
  }
  for (const file of files.sort()) {
    const where = `${part.dir}/${file}`;
    let list: unknown;
    try {
      list = JSON.parse(readFileSync(join(ROOT, part.dir, file), 'utf8'));
    } catch (err) {
      problems++;
      console.log(`${where}: not valid JSON${part.blind ? '' : ` (${(err as Error).message})`}`);
      continue;
    }
    if (!Array.isArray(list)) {
      new Checker(where, part.blind).fail('file must hold an array of dialogues');
      continue;
    }
    for (const [i, d] of list.entries()) {
      count++;
      const id = isObj(d) && isStr(d.id) && d.id ? d.id : '';
      const c = new Checker(`${where} ${id || `#${i}`}`, part.blind);
      if (!id) c.fail('id must be a non-empty string');
      else if (seen.has(id)) c.fail(`duplicate id (also in ${seen.get(id)})`);
      else seen.set(id, where);
      checkDialogue(d, c);
    }
  }
}
console.log(`${count} dialogues checked, ${problems} problem${problems === 1 ? '' : 's'}`);
process.exit(problems > 0 ? 1 : 0);
