import type { Question } from '../../../contract/forms';
import { own, setOwn } from '../../../contract/own-keys';
import { matchOption } from '../reading/options';
import { foldKeepingIndexes, type Span } from '../reading/text';
import { hasValue, idOf } from './state';
import { traceReader } from './trace';
import { isOpen, type TurnContext } from './turn';

export const ADD =
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
  const clauses = clausesOf(foldKeepingIndexes(ctx.msg.text));
  for (const q of targets) {
    const options = q.options ?? [];
    // A clause that names an option the asked question offers is its answer, not an edit ("quita spinning… por
    // las tardes" while the time of day is asked: the first clause edits, the last answers).
    const asksOptions =
      asked?.type === 'multiselect' || asked?.type === 'select' ? (asked.options ?? []) : [];
    const answersAsked = (c: { text: string }) =>
      asksOptions.length > 0 && matchOption(asksOptions, c.text) !== null;
    const chosen = new Set((own(ctx.collected, idOf(q)) as string[] | undefined) ?? []);
    const edited: Span[] = [];
    for (const c of clauses) {
      if (answersAsked(c)) continue;
      const add = ADD.test(c.text);
      const remove = REMOVE.test(c.text);
      if (add === remove) continue;
      const o = matchOption(options, c.text.replace(add ? ADD : REMOVE, ' '));
      if (!o) continue;
      if (add && !chosen.has(o)) chosen.add(o);
      else if (remove && chosen.has(o)) chosen.delete(o);
      else continue;
      edited.push(c);
    }
    if (edited.length === 0 || chosen.size === 0) continue;
    const value = options.filter((o) => chosen.has(o));
    setOwn(ctx.collected, idOf(q), value);
    traceReader(ctx.state, idOf(q), 'multiselect-edit');
    ctx.ev.corrected.push({ question: q as Question, value: value as unknown as string });
    ctx.state.lastAnswered = idOf(q);
    // Only the clauses that edit the list are used: "about 25. oh and add parking too" still says how many.
    ctx.used.push(...edited);
    return true;
  }
  return false;
}

/** The clauses of a message (split at punctuation and at "and"/"but"), each with where it lies. */
function clausesOf(folded: string): (Span & { text: string })[] {
  const out: (Span & { text: string })[] = [];
  let start = 0;
  for (const m of folded.matchAll(/[,;.!?]|\s(?:and|y|pero|but)\s/gu)) {
    out.push({ start, end: m.index, text: folded.slice(start, m.index) });
    start = m.index + m[0].length;
  }
  out.push({ start, end: folded.length, text: folded.slice(start) });
  return out;
}
