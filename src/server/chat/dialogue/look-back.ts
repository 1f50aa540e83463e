import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import { readMessage } from '../reading/message';
import { foldKeepingIndexes, type Span } from '../reading/text';
import { assign, type Value } from './agenda';
import { outOfBounds } from './bounds';
import { type Found, isGeneric, type KeptMessage, lookBackReadings, siblingSafe } from './look-back-readers';
import { hasValue, idOf } from './state';
import { accept, clarificationOf, isOpen, refreshVisibility, type TurnContext } from './turn';

// Answers given before the question is asked ("I've got a 32 ft sailboat" while the name is asked): before a
// question is asked for the first time, the interviewer reads again what the visitor already wrote (the kept
// messages and this one) with the readings it trusts for a question not being asked, and stores a value only
// when exactly one is found; several, or none, and the question is simply asked.

/** How many of the visitor's messages are kept for looking back, and the longest one kept. */
const KEEP = 6;
const LONGEST = 2000;

/** Keeps this turn's message, and the parts its answers used, for the look-backs of later turns. */
export function rememberMessage(ctx: TurnContext): void {
  const text = ctx.msg.text;
  if (!/[\p{L}\p{N}]/u.test(text) || text.length > LONGEST) return;
  const used = [...ctx.used, ...answerSpans(ctx)].map((s): [number, number] => [s.start, s.end]);
  ctx.state.earlier = [...(ctx.state.earlier ?? []), { text, language: ctx.msg.language, used }].slice(-KEEP);
}

/**
 * Where this turn's text and option answers are in the message (an answer read from the words left over has no
 * span of its own): the words of a name or an option said; the whole message when the asked question took an
 * option it does not name ("Ltd" → "Limited company": nothing of it is another question's).
 */
function answerSpans(ctx: TurnContext): Span[] {
  const out: Span[] = [];
  for (const a of ctx.ev.accepted) {
    const { type } = a.question;
    if (typeof a.value !== 'string' || !['text', 'select', 'multiselect'].includes(type)) continue;
    // Folded as the message is (index for index), so the span's end is the value's own length.
    const needle = foldKeepingIndexes(a.value);
    const at = a.value.length >= 2 ? ctx.msg.folded.indexOf(needle) : -1;
    if (at >= 0) out.push({ start: at, end: at + needle.length });
    else if (a.question === ctx.asked) out.push({ start: 0, end: ctx.msg.text.length });
  }
  return out;
}

/**
 * Before the next question is asked for the first time, its answer is looked for in what the visitor already
 * wrote; when found, it is stored (and the reply notes it) and the question after it is looked for in turn.
 */
export function lookBack(ctx: TurnContext, nextOf: (ctx: TurnContext) => Question | null): void {
  let kept: KeptMessage[] | null = null;
  for (let i = 0; i < ctx.questions.length; i++) {
    const q = nextOf(ctx);
    if (!q || !eligible(ctx, q)) return;
    ctx.state.lookedBack = [...(ctx.state.lookedBack ?? []), idOf(q)];
    kept ??= keptMessages(ctx);
    const found = recall(ctx, q, kept);
    if (!found) return;
    accept(ctx, q, found.value);
    if (found.span) found.at.used.push(found.span);
    refreshVisibility(ctx);
  }
}

/** A question is looked back for once, while nothing about it is pending or was refused this turn. */
function eligible(ctx: TurnContext, q: Question): boolean {
  const id = idOf(q);
  return (
    isOpen(ctx, q) &&
    q.type !== 'longtext' &&
    !clarificationOf(ctx, q) &&
    !(ctx.state.lookedBack ?? []).includes(id) &&
    !(ctx.state.parked ?? []).includes(id) &&
    ctx.state.offered !== id &&
    !ctx.ev.invalid.some((x) => x.question === q)
  );
}

/** The kept messages read again (in the language each was read in), and this turn's message. */
function keptMessages(ctx: TurnContext): KeptMessage[] {
  const earlier = (ctx.state.earlier ?? []).map((m) => ({
    msg: readMessage(m.text, m.language, ctx.now),
    used: m.used.map(([start, end]): Span => ({ start, end })),
  }));
  return [...earlier, { msg: ctx.msg, used: [...ctx.used, ...answerSpans(ctx)] }];
}

/** The one value the messages say for the question, or null (none, or different ones). */
function recall(ctx: TurnContext, q: Question, kept: KeptMessage[]): (Found & { at: KeptMessage }) | null {
  const open = ctx.questions.filter((x) => isOpen(ctx, x));
  const owner = [ctx.form.knowledge, ctx.form.businessDescription];
  const found: (Found & { at: KeptMessage })[] = [];
  for (const k of kept) {
    const ex = assign({ msg: k.msg, open, asked: null, blocked: k.used, ownerTexts: owner });
    const a = ex.answers.find((x) => x.question === q);
    if (a) found.push({ value: a.value, at: k });
    for (const f of lookBackReadings(q, k, ctx.questions, owner)) found.push({ ...f, at: k });
  }
  // An option another select offers too is this one's only when the words name this question.
  if (q.type === 'select' && found.some((f) => !siblingSafe(q, String(f.value), f.at, ctx.questions)))
    return null;
  const values = new Set(found.map((f) => JSON.stringify(f.value)));
  if (values.size !== 1) return null;
  const best = found.find((f) => f.span) ?? found[0]!;
  if (outOfBounds(q, best.value, ctx.now) || anothersValue(ctx, q, best.value)) return null;
  // "No" to another question ("no, wait…") is no answer to "Do you want a demo? (Yes, No)".
  if (q.type === 'select' && isGeneric(String(best.value))) return null;
  return best;
}

/** A figure, date, text or address another question of the same type already holds is that question's. */
function anothersValue(ctx: TurnContext, q: Question, value: Value): boolean {
  if (q.type === 'yesno' || q.type === 'select' || q.type === 'multiselect' || q.type === 'rating')
    return false;
  const same = (v: unknown) => JSON.stringify(v).toLowerCase() === JSON.stringify(value).toLowerCase();
  return ctx.questions.some(
    (o) => o !== q && o.type === q.type && hasValue(ctx.collected, o) && same(own(ctx.collected, idOf(o))),
  );
}
