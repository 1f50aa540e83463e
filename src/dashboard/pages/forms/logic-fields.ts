// What the builder's logic editors offer: the names a condition or a recall may use (questions by key, hidden
// fields), the operators that fit each type, and keys pinned on the questions they start to name.
import type { QuestionType } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import {
  assignKeys,
  type Condition,
  type ConditionOp,
  type ConditionValue,
  conditionLeaves,
  recallNames,
} from '../../../contract/logic';

/** A name a condition may test or a text may recall. */
export interface LogicField {
  name: string;
  /** The question's text, or the hidden field's name. */
  label: string;
  type: QuestionType | 'hidden';
  options: string[];
}

/**
 * Every question's key: its own, else the one the server would derive now (a question saved without one
 * gets it when something starts to name it: see pinKeys).
 */
export function draftKeys(questions: readonly Question[], hiddenFields: readonly string[]): string[] {
  return assignKeys(questions, [], hiddenFields).map((q) => q.key);
}

/** The names of the questions before `index` (all when null), then the hidden fields. */
export function logicFields(
  questions: readonly Question[],
  hiddenFields: readonly string[],
  index: number | null = null,
): LogicField[] {
  const keys = draftKeys(questions, hiddenFields);
  const out: LogicField[] = questions.slice(0, index ?? questions.length).map((q, i) => ({
    name: keys[i]!,
    label: q.text.trim() || keys[i]!,
    type: q.type,
    options: q.options ?? [],
  }));
  for (const h of hiddenFields) out.push({ name: h, label: h, type: 'hidden', options: [] });
  return out;
}

/** Questions with the keys that `names` refer to written on them, so renaming the text keeps the reference. */
export function pinKeys(
  questions: Question[],
  hiddenFields: readonly string[],
  names: Iterable<string>,
): Question[] {
  const wanted = new Set(names);
  const keys = draftKeys(questions, hiddenFields);
  if (!questions.some((q, i) => !q.key && wanted.has(keys[i]!))) return questions;
  return questions.map((q, i) => (!q.key && wanted.has(keys[i]!) ? { ...q, key: keys[i] } : q));
}

/** The names a condition reads. */
export const conditionNames = (c: Condition | null | undefined): string[] =>
  c ? conditionLeaves(c).map((l) => l.leaf.field) : [];

/** Every name a form's conditions and recalls use (pinned on save of any change to them). */
export function namesInUse(
  questions: readonly Question[],
  endings: ReadonlyArray<{ when: Condition | null; message: string }>,
  goodbye: string,
): string[] {
  return [
    ...questions.flatMap((q) => [...conditionNames(q.showIf), ...recallNames(`${q.text} ${q.help ?? ''}`)]),
    ...endings.flatMap((e) => [...conditionNames(e.when), ...recallNames(e.message)]),
    ...recallNames(goodbye),
  ];
}

const EQUALITY: ConditionOp[] = ['equals', 'notEquals'];
const PRESENCE: ConditionOp[] = ['answered', 'notAnswered'];
const ORDER: ConditionOp[] = ['gt', 'gte', 'lt', 'lte'];

/** The operators that make sense for a field of this type. */
export function opsFor(type: LogicField['type']): ConditionOp[] {
  switch (type) {
    case 'select':
      return [...EQUALITY, 'in', 'notIn', ...PRESENCE];
    case 'multiselect':
      return ['contains', ...EQUALITY, ...PRESENCE];
    case 'number':
    case 'rating':
    case 'date':
      return [...EQUALITY, ...ORDER, ...PRESENCE];
    case 'yesno':
      return ['equals', ...PRESENCE];
    case 'file':
      return PRESENCE;
    default:
      return [...EQUALITY, 'contains', 'in', 'notIn', ...PRESENCE];
  }
}

/** Whether an operator takes a list of values, one value, or none. */
export function valueShape(op: ConditionOp): 'list' | 'one' | 'none' {
  if (op === 'in' || op === 'notIn') return 'list';
  return op === 'answered' || op === 'notAnswered' ? 'none' : 'one';
}

/** A first value that fits a field and operator (so a new row is valid as soon as it is added). */
export function defaultValue(field: LogicField | undefined, op: ConditionOp): ConditionValue | undefined {
  const shape = valueShape(op);
  if (shape === 'none') return undefined;
  const first = field?.options[0];
  if (shape === 'list') return first ? [first] : [];
  if (field?.type === 'yesno') return true;
  if (field?.type === 'number' || field?.type === 'rating') return 0;
  if (field?.type === 'date') return new Date().toISOString().slice(0, 10);
  return first ?? '';
}

/** Types whose answers have bounds, and what the bounds measure. */
export const BOUNDS: Partial<Record<QuestionType, 'value' | 'date' | 'length' | 'count'>> = {
  number: 'value',
  rating: 'value',
  date: 'date',
  text: 'length',
  longtext: 'length',
  multiselect: 'count',
};
