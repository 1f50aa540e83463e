import type { Question } from '../../../contract/forms';
import { own, setOwn } from '../../../contract/own-keys';
import { matchOption } from '../reading/options';
import { foldKeepingIndexes } from '../reading/text';
import { hasValue, idOf } from './state';
import { isOpen, type TurnContext } from './turn';

const ADD =
  /\b(?:add|also|too|as well|plus|and also|tambien|anade|agrega|suma|sumale|ponme|pon|pone|pone tambien|incluye)\b/u;
const REMOVE =
  /\b(?:remove|drop|take off|take out|without|minus|no longer|scrap|forget|quita|quitame|quitale|saca|sacame|sin|elimina|borra|ya no)\b/u;

/** Whether words add to or take from a list ("add payroll as well", "quita el corte"): an edit, not a new list. */
export const editsAList = (text: string) => {
  const folded = foldKeepingIndexes(text);
  return ADD.test(folded) || REMOVE.test(folded);
};

/**
 * "oh and envelopes too", "quita el corte", "mejor sacá X y poné Y": a message that adds options to, or takes
 * them from, an answered multiselect changes its choices instead of replacing them. Each clause with an
 * add or remove word names the options it changes; the options stay in their order.
 */
export function applyMultiselectEdit(ctx: TurnContext): boolean {
  const asked = ctx.asked;
  const targets = ctx.questions.filter(
    (q) => q.type === 'multiselect' && !isOpen(ctx, q) && hasValue(ctx.collected, q),
  );
  if (targets.length === 0 || ctx.msg.asks.onlyAsks) return false;
  const clauses = foldKeepingIndexes(ctx.msg.text).split(/[,;.!?]|\s(?:and|y|pero|but)\s/u);
  for (const q of targets) {
    const options = q.options ?? [];
    // An option the asked question also offers is its answer, not an edit.
    if (asked?.type === 'multiselect' || asked?.type === 'select') {
      if (clauses.some((c) => matchOption(asked.options ?? [], c))) continue;
    }
    const chosen = new Set((own(ctx.collected, idOf(q)) as string[] | undefined) ?? []);
    let changed = false;
    for (const c of clauses) {
      const add = ADD.test(c);
      const remove = REMOVE.test(c);
      if (add === remove) continue;
      const o = matchOption(options, c.replace(add ? ADD : REMOVE, ' '));
      if (!o) continue;
      if (add && !chosen.has(o)) chosen.add(o);
      else if (remove && chosen.has(o)) chosen.delete(o);
      else continue;
      changed = true;
    }
    if (!changed || chosen.size === 0) continue;
    const value = options.filter((o) => chosen.has(o));
    setOwn(ctx.collected, idOf(q), value);
    ctx.ev.corrected.push({ question: q as Question, value: value as unknown as string });
    ctx.state.lastAnswered = idOf(q);
    ctx.used.push({ start: 0, end: ctx.msg.text.length });
    return true;
  }
  return false;
}
