import type { Question } from '../../../contract/forms';
import { askedFigure, MAYBE_PEOPLE } from '../reading/figure-asked';
import type { MessageReading } from '../reading/message';
import { type NumberMention, readNumber } from '../reading/numbers';
import { PEOPLE, PEOPLE_LABEL, STOP } from '../reading/question-ties';
import { sameStem } from '../reading/stems';
import { normalizeText, overlaps, type Span } from '../reading/text';
import type { Found, KeptMessage } from './look-back-readers';

// A figure said before its number question was asked ("I'm Viktor Hale, rated about 1450" while the name was
// asked, then "Your Elo rating?"): the one figure an earlier message ties to the question, by the question's own
// words in any of their forms near it, or, for a count of people, by words that count the writer's group ("4 of
// us", "seríamos 8", a message that is only a list of people with the writer). The message's whole reading for the question
// must give that figure alone, and no other number question of the form may be tied to the same words.

/** Question words that say nothing of what a figure is ("number", "how many", "total"). */
const VAGUE = new Set(
  'number numero many much total amount cantidad about sobre will would need necesitas there this that these esta este estos estas cuenta approx approximate aproximado aproximada exact exacto exacta roughly please'.split(
    ' ',
  ),
);
/** How far from the figure (in words, within its fragment) a question's word ties it. */
const NEAR = 4;

/** The figure an earlier message ties to a number question about to be asked, or nothing. */
export function figureSaidBefore(q: Question, k: KeptMessage, questions: Question[]): Found[] {
  if (q.type !== 'number') return [];
  const { msg } = k;
  const read = readNumber(msg.text, msg.language, {
    question: q.text,
    blocked: k.used,
    mentions: msg.numbers,
  });
  if (read.kind !== 'value' || overlaps(read.span, msg.asks.asks)) return [];
  if (!tied(q.text, msg, read.span)) return [];
  // "rated about 1450, my club rating 1500" with "Club rating?" too: words another number question shares.
  const rivals = questions.filter((o) => o !== q && o.type === 'number');
  if (rivals.some((o) => wordTied(o.text, msg, read.span))) return [];
  return [{ value: read.value, span: read.span }];
}

/** Whether the words around a figure tie it to the question: the question's own words, or a group counted. */
function tied(question: string, msg: MessageReading, span: Span): boolean {
  return wordTied(question, msg, span) || groupCounted(question, msg, span);
}

/** The question's words that say what it asks ("elo", "rating"; not "your", "number", "how many"). */
function ownWords(question: string): string[] {
  return normalizeText(question)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4 && !STOP.has(w) && !VAGUE.has(w));
}

/** "rated about 1450" for "Your Elo rating?", "on the ground floor" for "Floor number": a word of it, near. */
export function wordTied(question: string, msg: MessageReading, span: Span): boolean {
  const own = ownWords(question);
  if (own.length === 0) return false;
  const near = nearWords(msg, span);
  return near.some((w) => w.length >= 4 && own.some((o) => o === w || sameStem(o, w)));
}

/** The words of the figure's fragment within NEAR words of it, and the figure's own words. */
function nearWords(msg: MessageReading, span: Span): string[] {
  const frag = msg.fragments.find((f) => f.start <= span.start && f.end >= span.start);
  const from = frag ? frag.start : span.start;
  const to = Math.max(frag ? frag.end : span.end, span.end);
  const words = (s: string) => s.split(/[^\p{L}]+/u).filter(Boolean);
  const before = words(msg.folded.slice(from, span.start)).slice(-NEAR);
  const inside = words(msg.folded.slice(span.start, span.end));
  const after = words(msg.folded.slice(span.end, to)).slice(0, NEAR);
  return [...before, ...inside, ...after];
}

/** A question that counts people: "How many people?", "¿Cuántos alumnos?", "How many musicians…?". */
function countsPersons(question: string): boolean {
  const asked = askedFigure(question);
  if (asked.kind === 'thing') return asked.counts === 'person';
  if (asked.kind !== 'count') return false;
  // "How many musicians will be recording?": a noun of people who do something, or no noun at all.
  const noun = /\b(?:how many|cuant[oa]s|number of|numero de)\s+(\p{L}+)/u.exec(normalizeText(question))?.[1];
  return noun === undefined || MAYBE_PEOPLE.test(noun);
}

/** Words that count the writer's group: "we're 8", "seríamos 8", "4 of us", "me, my husband and our 2 kids" (a whole list). */
const WRITER = /\b(?:me|myself|i|yo|conmigo|para mi|we|us|nosotros|nosotras)\b/;

function groupCounted(question: string, msg: MessageReading, span: Span): boolean {
  if (!countsPersons(question)) return false;
  const figures = msg.numbers.filter((m) => overlaps(m, [span]));
  // A list of people read whole (its span holds the people, not only the figure).
  const list =
    figures.length > 0 && span.end - span.start > figures[figures.length - 1]!.end - figures[0]!.start;
  if (list) return WRITER.test(msg.folded.slice(span.start, span.end)) && figures.every(countsPeople);
  return figures.length === 1 && groupOfWriter(figures[0]!);
}

/** "2 kids", "dos hijos": a figure whose noun is people. */
const countsPeople = (m: NumberMention) => PEOPLE.test(m.unit);

/** "4 of us", "somos 8", "table for 6": a figure that counts the writer's group, not someone's people. */
function groupOfWriter(m: NumberMention): boolean {
  if (/^(?:of us|de nosotros|de nosotras)$/.test(m.unit)) return true;
  return PEOPLE_LABEL.test(m.label.replace(/'/g, ' ')) && (m.unit === '' || countsPeople(m));
}
