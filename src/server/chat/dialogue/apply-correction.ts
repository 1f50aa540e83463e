import type { Question } from '../../../contract/forms';
import { own, setOwn } from '../../../contract/own-keys';
import { isOnlyLabels } from '../reading/cues';
import type { Span } from '../reading/text';
import { findContinuation } from './continued';
import { findCorrectionCue } from './correction-cues';
import { namedQuestion } from './correction-values';
import { type Correction, findCorrection } from './corrections';
import { findPartEdit } from './part-edits';
import { hasValue, idOf } from './state';
import { traceReader } from './trace';
import { isOpen, type TurnContext } from './turn';

// Applying a correction to the turn: the one a message makes in words, an e-mail, phone or address said again,
// or a part of a stored value changed.

/**
 * An e-mail, phone or web address in a message that no open question takes, when exactly one answered
 * question has that type: the visitor is correcting it ("ana@gmail.com" after "ana@gmail.con").
 */
function typedCorrection(ctx: TurnContext): Correction | null {
  const { msg } = ctx;
  const answered = ctx.questions.filter((q) => !isOpen(ctx, q) && hasValue(ctx.collected, q));
  const open = ctx.questions.filter((q) => isOpen(ctx, q));
  const kinds: [Question['type'], (Span & { value: string | null })[]][] = [
    ['email', msg.emails],
    ['phone', msg.phones.filter((p) => p.strict)],
    ['url', msg.urls],
  ];
  for (const [type, found] of kinds) {
    const values = [...new Set(found.filter((f) => f.value).map((f) => f.value))];
    if (values.length !== 1 || open.some((q) => q.type === type)) continue;
    const targets = answered.filter((q) => q.type === type);
    if (targets.length !== 1) continue;
    const q = targets[0]!;
    const span = found.find((f) => f.value === values[0])!;
    // Only when the value is what the message is about ("ana@gmail.com", "sorry: ana@gmail.com").
    const rest = `${msg.text.slice(0, span.start)} ${msg.text.slice(span.end)}`;
    const about = isOnlyLabels(rest) || findCorrectionCue(msg.text) !== null;
    if (about && own(ctx.collected, idOf(q)) !== values[0]) return { question: q, value: values[0]!, span };
  }
  return null;
}

/** "Ellison. Sorry, I pressed enter too soon.": the rest of the text answered last (continued.ts). */
function continuation(ctx: TurnContext): Correction | null {
  const c = findContinuation(
    ctx.msg.text,
    ctx.questions,
    ctx.collected,
    ctx.state.lastAnswered ?? null,
    ctx.language,
  );
  return c && !isOpen(ctx, c.question) ? c : null;
}

/** Applies a correction of an earlier answer, if the message makes one; its words answer nothing else. */
export function applyCorrection(ctx: TurnContext): Correction | null {
  if (ctx.settled) return null;
  const correction =
    continuation(ctx) ??
    findCorrection({
      message: ctx.msg.text,
      questions: ctx.questions,
      collected: ctx.collected,
      current: ctx.asked,
      lastAnswered: ctx.state.lastAnswered ?? null,
      language: ctx.language,
      now: ctx.now,
    }) ??
    typedCorrection(ctx);
  if (!correction) return applyPartEdit(ctx);
  const id = idOf(correction.question);
  if (JSON.stringify(own(ctx.collected, id)) !== JSON.stringify(correction.value))
    ctx.ev.corrected.push({ question: correction.question, value: correction.value });
  setOwn(ctx.collected, id, correction.value);
  traceReader(ctx.state, id, correction.update ? 'update' : 'correction');
  ctx.state.lastAnswered = id;
  ctx.used.push(correction.span);
  return correction;
}

/** A part of a stored value changed ("last digit is 8 not 7"), or a value said to be wrong removed to ask again. */
function applyPartEdit(ctx: TurnContext): Correction | null {
  const answered = ctx.questions.filter((q) => hasValue(ctx.collected, q) && q.type !== 'file');
  const edit = findPartEdit(ctx, namedQuestion(ctx.msg.text, answered));
  if (!edit) return null;
  const id = idOf(edit.question);
  const { span } = edit;
  ctx.used.push(span);
  if (edit.value === null) {
    delete ctx.collected[id];
    ctx.state.asking = id;
    return null;
  }
  ctx.ev.corrected.push({ question: edit.question, value: edit.value });
  setOwn(ctx.collected, id, edit.value);
  traceReader(ctx.state, id, 'part-edit');
  ctx.state.lastAnswered = id;
  return { question: edit.question, value: edit.value, span };
}
