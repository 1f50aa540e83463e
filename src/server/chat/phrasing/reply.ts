import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import type { RefusalKey, Value } from '../dialogue/agenda';
import { boundsText } from '../dialogue/bounds';
import { idOf } from '../dialogue/state';
import { optionsReason, reasonText } from '../reading/validators';
import type { Clarification, InterviewForm } from '../types';
import {
  acknowledgement,
  askQuestion,
  clarifyQuestion,
  correctedLine,
  dateNoted,
  greetingReply,
  noteAcknowledgement,
  notUnderstoodReply,
  reaskQuestion,
  sayValue,
  skipAcknowledgement,
  wayOutLine,
} from './phrasing';

/** What happened in one turn, for the reply. */
export interface TurnEvents {
  accepted: { question: Question; value: string | number }[];
  corrected: { question: Question; value: Value }[];
  skipped: Question[];
  noted: Question[];
  invalid: { question: Question; key: RefusalKey }[];
  greeting: boolean;
  /** Answers to the visitor's own questions, and the note that the team was told: said first. */
  told: string[];
}

/** The sentence saying why an answer was refused, in the reply's language (bounds said as they are). */
export function refusalText(
  key: RefusalKey,
  question: Question,
  language: Language,
  now = new Date(),
): string {
  if (key === 'options') return optionsReason(question.options ?? [], language);
  if (key === 'bounds' || (key === 'rating' && question.type === 'rating'))
    return `${reasonText(key, language)} ${BOUNDS_LEAD[language]} ${boundsText(question, language, now)}.`;
  return reasonText(key, language);
}

const BOUNDS_LEAD = { EN: 'Please give', ES: 'Indica' } as const;

export interface ReplyInput {
  form: InterviewForm;
  language: Language;
  now: Date;
  next: Question | null;
  events: TurnEvents;
  clarify: Clarification | null;
  wayOut: boolean;
}

/**
 * The local interviewer's reply: what was noted (dates said back, corrections), then one thing to ask —
 * a clarifying question, a re-ask with the expected format (and the way out), or the next question.
 */
export function composeReply(input: ReplyInput): { reply: string; ask: string } {
  const { reply, ask } = composeBody(input);
  // Said first even when the form completes: a question asked with the last answer is still answered.
  if (input.events.told.length === 0) return { reply, ask };
  return { reply: `${input.events.told.join(' ')} ${reply}`, ask };
}

function composeBody(input: ReplyInput): { reply: string; ask: string } {
  const { form, language, now, next, events: ev, clarify, wayOut } = input;
  const tone = form.tone;
  if (!next) return { reply: form.goodbyeMessage, ask: '' };

  const said: string[] = [];
  for (const c of ev.corrected)
    said.push(correctedLine(tone, language, sayValue(c.value, c.question.type, language, now)));
  const dates = ev.accepted.filter((a) => a.question.type === 'date' && typeof a.value === 'string');
  for (const d of dates) said.push(dateNoted(tone, language, String(d.value), now));
  if (ev.noted.length > 0) said.push(noteAcknowledgement(tone, language));
  else if (ev.skipped.length > 0 && ev.accepted.length === 0) said.push(skipAcknowledgement(tone, language));
  if (ev.accepted.length > dates.length && dates.length === 0)
    said.push(acknowledgement(tone, language, ackIndex(form, ev.accepted, next)));

  let ask: string;
  const refusal = ev.invalid.find((i) => idOf(i.question) === idOf(next));
  if (clarify && clarify.question === idOf(next)) ask = clarifyQuestion(tone, language, next, clarify, now);
  else if (refusal) {
    const reason = refusalText(refusal.key, next, language, now);
    const full = reaskQuestion(tone, language, next, reason, { hint: refusal.key, wayOut });
    // After an acknowledgement the apologetic lead ("Oops!") is dropped.
    ask = said.length > 0 ? full.slice(full.indexOf(reason)) : full;
  } else if (said.length > 0) ask = askQuestion(tone, language, next);
  else if (ev.greeting)
    return { reply: greetingReply(tone, language, next), ask: askQuestion(tone, language, next) };
  // After answering the visitor's question, the pending question again, plainly.
  else if (ev.told.length > 0) {
    const again = askQuestion(tone, language, next);
    return { reply: wayOut ? `${again} ${wayOutLine(tone, language)}` : again, ask: again };
  } else {
    const reply = notUnderstoodReply(tone, language, next);
    return {
      reply: wayOut ? `${reply} ${wayOutLine(tone, language)}` : reply,
      ask: askQuestion(tone, language, next),
    };
  }
  if (said.length === 0) return { reply: ask, ask };
  return { reply: `${said.join(' ')} ${ask}`, ask };
}

/**
 * What varies the acknowledgement: the answers and the questions before `next`; when every answer is to a later
 * question (`next` is asked again), their place too, so two such turns in a row do not say the same words.
 */
function ackIndex(form: InterviewForm, accepted: TurnEvents['accepted'], next: Question): number {
  const at = (q: Question) => form.questions.findIndex((x) => idOf(x) === idOf(q));
  const base = accepted.length + questionsBefore(form, next);
  const places = accepted.map((a) => at(a.question));
  return places.every((p) => p > at(next)) ? base + Math.max(...places) : base;
}

/** How many questions come before `next`: varies the acknowledgement from one turn to the next. */
function questionsBefore(form: InterviewForm, next: Question): number {
  return Math.max(
    0,
    form.questions.findIndex((q) => idOf(q) === idOf(next)),
  );
}
