import type { Question } from '../../../contract/forms';
import { foldKeepingIndexes, overlaps, type Span } from '../reading/text';
import type { Found, KeptMessage } from './look-back-readers';
import { BIRTH, HABIT, NOT_AN_OFFER, OFFER } from './passing-dates';

// A day said before the form's date question was asked ("need someone today", "queremos hacer la del atraco el
// 30", "vendríamos mi hermana y yo el sábado"): the one day an earlier message holds, in a sentence that says
// the visitor wants, needs or would come that day; never a past day, a birthday, a habit, a day ruled out, a
// day asked about, nor a limit ("before the 12th") the question does not ask for.

/** Wanting or needing something done, coming: "need someone today", "queremos …", "vendríamos …". */
const WANTS =
  /\b(?:need|needs|needed|want|wanted|would like|book|booking|come|coming|necesito|necesitamos|necesitaria|necesitariamos|queremos|querriamos|quisiera|quisieramos|vendria|vendriamos|iria|iriamos|vendre|vendremos|reservar|reserva)\b/;
/** A limit before a day: "before the 12th", "hasta el 30", "a partir del lunes". */
const LIMIT =
  /\b(?:before|after|until|till|by|from|since|antes del?|despues del?|hasta|desde|a partir del?)\s*(?:the|el|la)?\s*$/;

export function dateSaidBefore(q: Question, k: KeptMessage, questions: Question[]): Found[] {
  if (q.type !== 'date' || questions.filter((x) => x.type === 'date').length !== 1) return [];
  const asked = foldKeepingIndexes(q.text);
  if (BIRTH.test(asked)) return [];
  const { msg } = k;
  // A day inside words an answer used is that answer's (a figure's reading may reach into a day beside it).
  const inside = (d: Span) => k.used.some((u) => u.start <= d.start && u.end >= d.end);
  const said = msg.dates.filter((d) => (d.value || d.problem) && !inside(d));
  const d = said.length === 1 ? said[0]! : undefined;
  if (!d?.value || d.problem || overlaps(d, msg.asks.asks)) return [];
  if (d.value < msg.now.toISOString().slice(0, 10)) return [];
  // The sentence says the visitor wants it; the fragment (between breaks) says nothing against it.
  const edge = (re: RegExp, from: number, to: number) =>
    [...msg.folded.slice(from, to).matchAll(re)].map((m) => from + m.index);
  const sStart = Math.max(0, ...edge(/[.!?;\n]/g, 0, d.start).map((i) => i + 1));
  const sEnd = Math.min(msg.text.length, ...edge(/[.!?;\n]/g, d.end, msg.text.length));
  const fStart = Math.max(0, ...msg.breaks.filter((b) => b.end <= d.start).map((b) => b.end));
  const fEnd = Math.min(msg.text.length, ...msg.breaks.filter((b) => b.start >= d.end).map((b) => b.start));
  const sentence = clean(`${msg.folded.slice(sStart, d.start)} ${msg.folded.slice(d.end, sEnd)}`);
  const lead = clean(msg.folded.slice(fStart, d.start));
  const tail = clean(msg.folded.slice(d.end, fEnd));
  const limit = LIMIT.exec(lead)?.[0].trim().split(' ')[0];
  if (
    (!WANTS.test(sentence) && !OFFER.test(sentence)) ||
    NOT_AN_OFFER.test(lead) ||
    HABIT.test(lead) ||
    /^(?:no|not)\b/.test(tail) ||
    BIRTH.test(sentence) ||
    (limit !== undefined && !new RegExp(`\\b${limit}\\b`).test(asked))
  )
    return [];
  return [{ value: d.value, span: { start: d.start, end: d.end } }];
}

const clean = (s: string) =>
  s
    .replace(/[^\p{L}\d\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
