import type { Question } from '../../../contract/forms';
import { asides, withoutAsides } from '../reading/asides';
import { leftoverAnswer } from '../reading/cues';
import { choiceWithoutDenied, openOptions } from '../reading/denied-options';
import { readMultiselect } from '../reading/kinds';
import { optionDoubted } from '../reading/option-doubts';
import { optionByOwnerEvidence, optionByOwnerText } from '../reading/option-texts';
import { matchOption } from '../reading/options';
import { normalizeText } from '../reading/text';
import { answerShape } from '../reading/text-fit';
import { readYesNoAnswer } from '../reading/yes-no';
import type { AgendaContext } from './agenda';
import { markTaken } from './asked-typed';
import { isNonAnswer } from './way-out';

// The asked question's reading from the words no other question took, for the types that choose (yes/no, a
// select, a multiselect) and the long text kept as written; asked.ts reads the text questions and the rest.

/** Yes/no, a list of options, a long text kept as written. */
export function newTypeFromLeftover(
  ctx: AgendaContext,
  q: Question,
  left: string,
  decline: 'hard' | 'soft' | null,
  onDecline: () => void,
): void {
  const somethingElse = ctx.out.answers.length > 0;
  const asking = ctx.msg.asks.asks.length > 0;
  if (q.type === 'yesno') {
    const v = readYesNoAnswer(left || ctx.msg.text, q.text);
    if (v !== null) ctx.take(q, v);
    else if (decline === 'hard' || (isNonAnswer(left) && !q.required)) onDecline();
    else if (!somethingElse && !asking) ctx.refuse(q, 'yesno');
    return;
  }
  if (
    decline === 'hard' ||
    (decline === 'soft' && (q.type === 'multiselect' || !q.required)) ||
    (isNonAnswer(left) && !q.required)
  ) {
    onDecline();
    return;
  }
  if (q.type === 'multiselect') {
    // "we don't need the photo booth, just fireworks": what the reply denies is not chosen.
    // "martes y jueves, el viernes tiene piscina": an option named only in an aside is not chosen.
    // "piano, and [my brother wants drums] but…": a joining word the aside left with nothing after it joins nothing.
    const words = (withoutAsides(left, q.text) ?? left).replace(DANGLING_LINK, ' ');
    const picked = choiceWithoutDenied(readMultiselect(words, q.options ?? []), words, q.options ?? []);
    // "the kitchen, maybe the bathroom if budget allows": an option left open makes the choice a guess.
    const open = picked ? openOptions(words, q.options ?? []).filter((o) => picked.includes(o)) : [];
    if (open.length > 0) {
      if (!somethingElse && !asking) ctx.refuse(q, 'options');
    } else if (picked) ctx.take(q, picked);
    // "none", "no me interesa ninguna por ahora" to an optional multiselect: declined.
    else if (!q.required && /\b(?:none|nothing|neither|ninguna|ninguno|nada)\b/u.test(normalizeText(left)))
      onDecline();
    else if (!somethingElse && !asking) ctx.refuse(q, 'options');
    return;
  }
  // A long text is kept exactly as written; beside other answers, what they left.
  const text = (somethingElse ? left : outsideHandoff(ctx)).trim().slice(0, 5000);
  // "hmm", "ni idea, la verdad", "lo mismo que antes": a hesitation or a pointer says nothing to keep.
  const shape = answerShape(text);
  // "nothing else for now, we'll tell you the whole saga when we meet" to an optional note: declined.
  const opening = answerShape(text.split(/[,.;:!]/)[0] ?? '');
  if (!q.required && (shape === 'none' || opening === 'none' || opening === 'here')) onDecline();
  else if (shape === 'filler' || shape === 'here') {
    if (!q.required) onDecline();
    else if (!somethingElse && !asking) ctx.refuse(q, 'empty');
  } else if (/[\p{L}\p{N}]/u.test(text)) ctx.take(q, text);
  else if (!somethingElse) ctx.refuse(q, 'empty');
}

/**
 * "look, this is complicated. I'd rather speak to a solicitor, a human please": a request for a person is no part
 * of a long text; the words outside it are (the whole message when it asks for no one).
 */
function outsideHandoff(ctx: AgendaContext): string {
  const { msg } = ctx;
  const requests = msg.asks.asks.filter((a) => a.handoff);
  if (requests.length === 0) return msg.text;
  return leftoverAnswer(markTaken(msg.text, [...ctx.taken, ...requests], msg.breaks, false));
}

const DANGLING_LINK = /(?<![\p{L}\p{N}])(?:and|y|e|&)\s+(?=$|[,.;]|(?:but|pero)(?![\p{L}\p{N}]))/giu;

export function selectFromLeftover(
  ctx: AgendaContext,
  q: Question,
  left: string,
  decline: boolean,
  onDecline: () => void,
): void {
  const somethingElse = ctx.out.answers.length > 0;
  // An emoji alone (👍) leaves no words: the message itself is the answer.
  const said = left || (somethingElse ? '' : ctx.msg.text);
  // "the one in the pool" → Aqua when the help says "Aqua classes take place in the pool".
  const read = (words: string) =>
    matchOption(q.options ?? [], words) ??
    optionByOwnerText(q.options ?? [], words, [q.help, ...(ctx.ownerTexts ?? [])]) ??
    optionByOwnerEvidence(q.options ?? [], words, q.help, ctx.ownerTexts ?? []);
  // "on a post by the drive, the house wall is old stone": an option chosen in an aside gives way to the head's.
  const whole = said ? read(said) : null;
  const value = (whole !== null && headOption(said, q.text, whole, read)) || whole;
  // "a jacket and trousers" to "What garment?": an option the reply names beside more is asked again.
  const doubted = value !== null && optionDoubted(q.options ?? [], value, said, q.text);
  if (value && !doubted && !(bareFigure(ctx, left) && ctx.open.some((o) => o !== q && o.type === 'number')))
    ctx.take(q, value);
  else if (doubted) {
    if (!somethingElse && ctx.msg.asks.asks.length === 0) ctx.refuse(q, 'options');
  } else if (decline || (isNonAnswer(left) && !q.required)) onDecline();
  // Nothing that answers another question, nor words said beside a question to us, is a failed try.
  else if (!somethingElse && ctx.msg.asks.asks.length === 0) ctx.refuse(q, 'options');
}

/** The option the words before an aside give, when the option read from the whole reply is said in the aside. */
function headOption(
  said: string,
  questionText: string,
  whole: string,
  read: (words: string) => string | null,
): string | null {
  const head = withoutAsides(said, questionText);
  if (head === null) return null;
  const inAside = asides(said, questionText).some((x) => read(said.slice(x.start, x.end)) === whole);
  const own = read(head);
  return inAside && own !== whole ? own : null;
}

/**
 * "tres", "2": one figure alone, no "the second" or "la tercera". To a select while a number question is open it
 * may be a position or the count asked next; neither is taken on a guess (the select is asked again).
 */
function bareFigure(ctx: AgendaContext, left: string): boolean {
  const words = (left || ctx.msg.text)
    .trim()
    .replace(/[.!]+$/, '')
    .split(/\s+/);
  return words.length === 1 && ctx.msg.numbers.length === 1 && Number.isInteger(ctx.msg.numbers[0]!.value);
}
