import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import { deniedOptions } from '../reading/denied-options';
import { readMultiselect } from '../reading/kinds';
import { foldKeepingIndexes } from '../reading/text';
import { outOfBounds } from './bounds';
import { ADD } from './edits';
import { hasValue, idOf } from './state';
import { accept, fail, type TurnContext } from './turn';

// "props, guest book and the green screen" to "Extras (pick up to 2)" is refused for too many choices; asked again,
// "ok drop the guest book then" names only what goes: the choices said before, less the ones it takes off, are the
// answer. What a re-ask knows that a first ask does not: the list the visitor already gave.

/** After a multiselect answer refused for too many choices: the choices, kept until the question is answered. */
export function rememberTooMany(ctx: TurnContext, q: Question, value: unknown): void {
  if (q.type !== 'multiselect' || !Array.isArray(value)) return;
  const max = q.validation?.max;
  if (typeof max !== 'number' || value.length <= max) return;
  ctx.state.tooMany = { question: idOf(q), choices: value.filter((x): x is string => typeof x === 'string') };
}

/**
 * "drop the guest book", "sin el DJ entonces": a reply to the re-asked multiselect that only takes choices off the
 * list refused before settles it on the rest, when the rest is within bounds. A reply that names a choice of its
 * own is read as usual (the agenda), and so is one that takes off something the list did not hold.
 */
export function settleTooMany(ctx: TurnContext): void {
  const q = ctx.asked;
  const kept = ctx.state.tooMany;
  if (!kept) return;
  if (!q || kept.question !== idOf(q) || q.type !== 'multiselect') {
    // The list belongs to the question asked when it was refused; asked anything else, it is dropped.
    if (!q || kept.question !== idOf(q)) delete ctx.state.tooMany;
    return;
  }
  if (ctx.settled || ctx.msg.asks.onlyAsks || ctx.msg.greetingOnly) return;
  const options = q.options ?? [];
  const text = ctx.msg.text;
  const denied = [...deniedOptions(text, options)];
  const named = (readMultiselect(text, options) ?? []).filter((o) => !denied.includes(o));
  if (denied.length === 0 || named.length > 0 || !denied.every((o) => kept.choices.includes(o))) return;
  const rest = kept.choices.filter((o) => !denied.includes(o));
  if (rest.length === 0 || outOfBounds(q, rest, ctx.now)) return;
  accept(ctx, q, rest);
  delete ctx.state.tooMany;
  ctx.settled = true;
}

/**
 * "the first two plus the cheese" refused, then "oh add milk too": a reply to the re-asked multiselect, with nothing
 * stored for it, whose every choice is said as an addition adds to choices never understood. Storing "Milk" alone
 * would be wrong; the options are given again. A reply that says a list of its own ("eggs and bread, add milk too")
 * is read as usual, and so is any first answer.
 */
export function holdAddition(ctx: TurnContext): void {
  const q = ctx.asked;
  if (q?.type !== 'multiselect' || ctx.settled || hasValue(ctx.collected, q)) return;
  if ((own(ctx.state.attempts, idOf(q)) ?? 0) < 1 || ctx.msg.asks.onlyAsks) return;
  const options = q.options ?? [];
  const clauses = foldKeepingIndexes(ctx.msg.text).split(/[,;.!?]|\s(?:and|y|pero|but)\s/u);
  const naming = clauses.filter((c) => (readMultiselect(c, options) ?? []).length > 0);
  if (naming.length === 0 || !naming.every((c) => ADD.test(c))) return;
  fail(ctx, q, 'options');
  ctx.settled = true;
}
