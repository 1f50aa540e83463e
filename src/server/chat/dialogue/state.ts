import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import type { Clarification, EarlierMessage, InterviewForm, InterviewState } from '../types';

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

/**
 * A state written before questions had keys names them by text: each name that is a question's text becomes
 * its key, so a conversation under way when keys arrived goes on where it was.
 */
export function keyedState(state: InterviewState, questions: Question[]): InterviewState {
  const keyOf = new Map(questions.filter((q) => q.key && q.key !== q.text).map((q) => [q.text, q.key!]));
  if (keyOf.size === 0) return state;
  const name = (n: string) => keyOf.get(n) ?? n;
  const rekey = <T>(r: Record<string, T> | undefined) =>
    r && Object.fromEntries(Object.entries(r).map(([k, v]) => [name(k), v]));
  const clarifications = rekey(state.clarifications);
  for (const c of Object.values(clarifications ?? {})) c.question = name(c.question);
  return {
    ...state,
    asking: state.asking && name(state.asking),
    attempts: rekey(state.attempts) ?? {},
    skipped: state.skipped.map(name),
    notes: rekey(state.notes),
    offered: state.offered && name(state.offered),
    clarifications,
    parked: state.parked?.map(name),
    lastAnswered: state.lastAnswered && name(state.lastAnswered),
    lookedBack: state.lookedBack?.map(name),
    ...(state.tooMany ? { tooMany: { ...state.tooMany, question: name(state.tooMany.question) } } : {}),
  };
}

/** The kept messages read defensively: a text, its language, and pairs of offsets. */
function earlierOf(v: unknown): EarlierMessage[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((m) => {
    const x = m as Partial<EarlierMessage> | null;
    if (!x || typeof x.text !== 'string' || (x.language !== 'EN' && x.language !== 'ES')) return [];
    const used = (Array.isArray(x.used) ? x.used : []).filter(
      (s): s is [number, number] =>
        Array.isArray(s) && s.length === 2 && s.every((n) => Number.isInteger(n) && n >= 0),
    );
    return [{ text: x.text, language: x.language, used }];
  });
}

/** The choices of a multiselect answer refused for too many, read defensively. */
function tooManyOf(v: unknown): Pick<InterviewState, 'tooMany'> {
  const x = v as Partial<NonNullable<InterviewState['tooMany']>> | null;
  if (!x || typeof x !== 'object' || typeof x.question !== 'string') return {};
  return { tooMany: { question: x.question, choices: strings(x.choices) } };
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
    passed: strings(obj.passed),
    earlier: earlierOf(obj.earlier),
    lookedBack: strings(obj.lookedBack),
    ...(obj.trace ? { trace: record<string>(obj.trace) } : {}),
    ...tooManyOf(obj.tooMany),
  };
}
