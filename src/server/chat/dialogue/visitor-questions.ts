import { answerFromKnowledge, termsOf } from '../knowledge/answer';
import { handoffLine, knowledgeAnswerLine, unknownAnswerLine } from '../phrasing/phrasing';
import { isFreeText } from '../reading/facts';
import { textKind } from '../reading/names';
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
  const { msg, form, language } = ctx;
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
    const local = answerFromKnowledge(subjectOf(ask, msg.text), ask.about, sources);
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
 * What a question is about: its own words, or when it only points back ("is that ok?", "¿eso lo hacéis?",
 * "can you work with those?") the sentence before it in the same message.
 */
function subjectOf(ask: { start: number; text: string }, message: string): string {
  if (termsOf(ask.text).length >= 2) return ask.text;
  const before = message.slice(0, ask.start).trim();
  return before ? `${before} ${ask.text}` : ask.text;
}

const helpOf = (q: object) => (q as { help?: string | null }).help ?? '';
