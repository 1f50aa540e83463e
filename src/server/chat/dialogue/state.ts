import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import type { Clarification, InterviewForm, InterviewState } from '../types';

/** The name a question's answer and state are kept under: its key, or its text on forms without keys. */
export const idOf = (q: Pick<Question, 'text'> & { key?: string | null }): string => q.key ?? q.text;

/** The questions the chat asks, by order (file questions belong to CLASSIC forms only). */
export function askable(form: InterviewForm): Question[] {
  return (Array.isArray(form.questions) ? form.questions : [])
    .filter((q) => q && typeof q.text === 'string' && q.type !== 'file')
    .map((q, i) => ({ q, i }))
    .sort((a, b) => a.q.order - b.q.order || a.i - b.i)
    .map(({ q }) => q);
}

/** Whether a question has a stored value. */
export function hasValue(collected: Record<string, unknown>, q: Question): boolean {
  const v = own(collected, idOf(q));
  return v !== undefined && v !== null && v !== '';
}

const record = <T>(v: unknown): Record<string, T> =>
  v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Record<string, T>) } : {};
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

function readClarification(c: unknown): Clarification | null {
  if (!c || typeof c !== 'object') return null;
  const x = c as Partial<Clarification>;
  if (typeof x.question !== 'string' || !Array.isArray(x.candidates)) return null;
  return {
    question: x.question,
    candidates: [...x.candidates],
    range: x.range === true,
    asked: typeof x.asked === 'number' ? x.asked : 1,
  };
}

/** A stored state read defensively (it is jsonb written by older versions too). */
export function readState(s: Partial<InterviewState> | null | undefined): InterviewState {
  const obj = (s && typeof s === 'object' ? s : {}) as Partial<InterviewState>;
  const clarifications: Record<string, Clarification> = {};
  for (const c of Object.values(record<unknown>(obj.clarifications))) {
    const x = readClarification(c);
    if (x) clarifications[x.question] = x;
  }
  // Older states held one clarification, for the question being asked.
  const legacy = readClarification(obj.clarify);
  if (legacy && !clarifications[legacy.question]) clarifications[legacy.question] = legacy;
  return {
    asking: typeof obj.asking === 'string' ? obj.asking : null,
    attempts: record<number>(obj.attempts),
    skipped: strings(obj.skipped),
    notes: record<string>(obj.notes),
    offered: typeof obj.offered === 'string' ? obj.offered : null,
    clarifications,
    parked: strings(obj.parked),
    ...(obj.replyLanguage === 'ES' || obj.replyLanguage === 'EN' ? { replyLanguage: obj.replyLanguage } : {}),
    lastAnswered: typeof obj.lastAnswered === 'string' ? obj.lastAnswered : null,
    recentReplies: strings(obj.recentReplies).slice(-2),
  };
}
