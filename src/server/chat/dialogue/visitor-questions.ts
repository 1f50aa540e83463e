import { answerFromKnowledge, type KnowledgeSources, termsOf } from '../knowledge/answer';
import { handoffLine, inviteLine, knowledgeAnswerLine, unknownAnswerLine } from '../phrasing/phrasing';
import { asksForWording } from '../reading/asks';
import { isFreeText } from '../reading/facts';
import { textKind } from '../reading/names';
import { sameStem } from '../reading/stems';
import { normalizeText } from '../reading/text';
import type { TurnContext } from './turn';

/** The part of a model's answer that must come from the knowledge: each sentence's words, mostly. */
function groundedIn(answer: string, sources: string): boolean {
  const have = new Set(normalizeText(sources).split(/[^\p{L}\p{N}]+/u));
  const words = normalizeText(answer)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4);
  if (words.length === 0) return false;
  return words.filter((w) => have.has(w)).length / words.length >= 0.6;
}

/**
 * Answers what the visitor asked (CONTRACT "The interviewer answers questions"): from the asked question's
 * help, the form's knowledge and its description only; otherwise says the team will see the question. A
 * request for a person is passed on. None of it is ever an answer to a question of the form.
 */
export function answerVisitorQuestions(ctx: TurnContext): void {
  if (isWordingToWrite(ctx))
    ctx.msg = { ...ctx.msg, asks: { asks: [], handoff: false, onlyAsks: false, announced: false } };
  // "Could you collect it?" to "Collection or drop-off?": a request for an option is that option, not a question.
  const requests = ctx.msg.asks.asks.filter((a) => requestsAskedOption(ctx, a));
  if (requests.length > 0) {
    const asks = ctx.msg.asks.asks.filter((a) => !requests.includes(a));
    ctx.msg = { ...ctx.msg, asks: { ...ctx.msg.asks, asks, onlyAsks: false } };
  }
  const { msg, form, language } = ctx;
  // "Hi, I have a question about prices": invited to ask it; the pending question waits (it is asked again).
  if (msg.asks.announced) ctx.ev.told.push(inviteLine(form.tone, language));
  const sources = {
    knowledge: form.knowledge ?? null,
    businessDescription: form.businessDescription,
    questions: ctx.questions,
    pending: ctx.asked,
  };
  // A free-text answer that also asks ("…, can you bring a cake? 🎂") is kept whole, as written.
  const keepWhole =
    !msg.asks.onlyAsks &&
    ctx.asked?.type === 'text' &&
    textKind(ctx.asked.text) === 'text' &&
    isFreeText(ctx.asked.text);
  for (const ask of msg.asks.asks) {
    if (!keepWhole) ctx.used.push(ask);
    if (ask.handoff) {
      // A request for a person is passed on (once per message), not answered from the knowledge.
      if (!ctx.needsHuman) ctx.ev.told.push(handoffLine(form.tone, language));
      ctx.needsHuman = true;
      continue;
    }
    const local = answerAsk(ask, msg.text, ctx.asked?.text, sources);
    // A model's answer counts only when its words come from the sources; else the built-in one stands.
    const modelAnswer = ctx.modelAnswers[ask.text];
    const allSources = [sources.knowledge, sources.businessDescription, ...ctx.questions.map(helpOf)].join(
      '\n',
    );
    const grounded = modelAnswer && groundedIn(modelAnswer, allSources) ? modelAnswer : null;
    const passage = grounded ?? local.passage;
    ctx.visitorQuestions.push({ text: ask.text, answered: passage !== null });
    ctx.ev.told.push(
      passage ? knowledgeAnswerLine(form.tone, language, passage) : unknownAnswerLine(form.tone, language),
    );
  }
}

/**
 * The built-in answer to one question: from its own words, else (when it points back: "can he be groomed
 * somewhere quiet?", "¿puedo ir haciendo prácticas mientras tanto?") read with what it points back at.
 */
export function answerAsk(
  ask: { start: number; text: string; about: 'purpose' | 'other' },
  message: string,
  pending: string | undefined,
  sources: KnowledgeSources,
) {
  const subject = subjectOf(ask, message, pending);
  const local = answerFromKnowledge(subject, ask.about, sources, subject !== ask.text);
  if (local.answered || subject !== ask.text || !POINTS_BACK.test(normalizeText(ask.text))) return local;
  // What it points back at is a statement ("he's a bit anxious around other dogs"), not a value said as an
  // answer ("ireland. oh and can you gift wrap it?"), or else the question being asked.
  const before = message.slice(0, ask.start);
  if (termsOf(before).length > 0 && before.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < 3)
    return local;
  const wider = withContext(ask, message, pending);
  return wider === ask.text ? local : answerFromKnowledge(wider, ask.about, sources, true);
}

/**
 * What a question is about: its own words, or when it only points back ("is that ok?", "¿eso lo hacéis?",
 * "no tengo, ¿eso es un problema?", "tengo una hernia, ¿puedo hacer yoga igualmente?") the sentence before it in the same message and the question being asked.
 */
export function subjectOf(ask: { start: number; text: string }, message: string, pending?: string): string {
  const own = termsOf(ask.text).length;
  if (own >= 3 || (own >= 1 && !POINTS_BACK.test(normalizeText(ask.text)))) return ask.text;
  return withContext(ask, message, pending);
}

/** A question read with the sentence before it in the message or, with none, the question being asked. */
function withContext(ask: { start: number; text: string }, message: string, pending?: string): string {
  const before = message.slice(0, ask.start).trim();
  // With nothing before it in the message, "¿eso es un problema?" points at the question being asked.
  const context = termsOf(before).length > 0 || !pending ? before : pending;
  return context ? `${context} ${ask.text}` : ask.text;
}

/**
 * Words that point back at something said before: "is that ok?", "¿eso lo hacéis?", "can you work with those?",
 * someone mentioned ("can he come too?") or a time ("mientras tanto", "in the meantime").
 */
const POINTS_BACK =
  /\b(?:that|this|it|those|these|them|he|she|him|her|they|ella|ellos|ellas|eso|esto|ello|aquello|lo|anyway|still|even so|igualmente|igual|aun asi|de todas formas|de todos modos|mientras tanto|entretanto|meanwhile|in the meantime)\b/u;

/** Words that put a question to the business rather than quote one: "you", "¿tenéis…?", "can I…". */
const ADDRESSED =
  /\b(?:you|your|u|ya|y all|i|we|my|our|me|usted|ustedes|vosotros|teneis|tienen|tienes|puedo|podemos|puedes|pueden|podeis|hay|cuanto|cuesta|se puede)\b/u;

/**
 * "Text for the banner" → "WHO'S READY TO PARTY?!": a question that addresses nobody, said to a question asking
 * for words to write, is those words (stored whole), not a question to the interviewer.
 */
function isWordingToWrite(ctx: TurnContext): boolean {
  const q = ctx.asked;
  const { asks } = ctx.msg.asks;
  if (!q || (q.type !== 'text' && q.type !== 'longtext') || asks.length !== 1 || asks[0]!.handoff)
    return false;
  if (!asksForWording(q.text)) return false;
  return !ADDRESSED.test(normalizeText(ctx.msg.text).replace(/[^\p{L}\p{N}]+/gu, ' '));
}

/** A request for the business to do something: "could you…", "can you…", "¿podéis…?", "¿me lo podríais…?". */
const REQUEST =
  /^(?:(?:and|so|ok|oh|y|pues|vale|entonces)[,\s]+)*(?:(?:could|can|would|will) you|(?:(?:me|nos|lo|la|los|las|se)\s+)*(?:podeis|podrias|podriais|puedes|pueden|puede|podria|podrian))\b/u;

/**
 * "Could you collect it?" while "Collection or drop-off?" is asked: a request whose words name one option of the
 * asked single select (as its answer would be read) chooses that option; it asks the business nothing.
 */
function requestsAskedOption(ctx: TurnContext, ask: { text: string; handoff: boolean; about: string }) {
  const q = ctx.asked;
  if (!q || q.type !== 'select' || ask.handoff || ask.about === 'purpose') return false;
  const said = normalizeText(ask.text).replace(/^[¿¡\s]+/u, '');
  if (!REQUEST.test(said)) return false;
  // The option is named by a word of its own family ("collect" for "Collection"), never by its place ("first").
  const words = said.split(/[^\p{L}]+/u).filter((w) => w.length >= 4);
  const named = (q.options ?? []).filter((o) =>
    normalizeText(o)
      .split(/[^\p{L}]+/u)
      .some((ow) => words.some((w) => sameStem(w, ow))),
  );
  return named.length === 1;
}

const helpOf = (q: object) => (q as { help?: string | null }).help ?? '';
