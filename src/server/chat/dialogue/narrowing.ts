import type { Question } from '../../../contract/forms';
import { deniedOptions } from '../reading/denied-options';
import { readMultiselect } from '../reading/kinds';
import { outOfBounds } from './bounds';
import { idOf } from './state';
import { accept, type TurnContext } from './turn';

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
