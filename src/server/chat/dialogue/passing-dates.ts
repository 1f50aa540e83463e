import type { Question } from '../../../contract/forms';
import type { DateMatch } from '../reading/dates';
import { foldKeepingIndexes, overlaps, type Span } from '../reading/text';
import type { AgendaContext } from './agenda';

// A weekday said in passing ("can bring it in thursday", "could do tuesday") while another question is asked:
// the form's only open date question takes it when the clause says the visitor can, will or would like to do
// something that day, never a past day, a habit, a day ruled out or a day asked about.

/** Can, will, would like, prefer, suits: a day offered ("could do tuesday", "me viene mejor el jueves"). */
export const OFFER =
  /\b(?:can|could|will|would|shall|ll|d|gonna|going to|able to|want to|wanna|hope to|hoping to|plan to|planning to|free|available|works?|suits?|ok|okay|fine|good|best|better|prefer|preferably|ideally|hopefully|maybe|perhaps|how about|what about|let s|lets|puedo|podria|podriamos|puede|podemos|pueden|ire|iremos|vendre|vendremos|voy a|vamos a|paso|pasare|llevo|traigo|mejor|prefiero|preferiblemente|ideal|idealmente|quiero|queria|me viene|me va|me iria|me vendria|libre|disponible|vale|igual|quizas|quiza|tal vez)\b/;
/** A day ruled out, a habit, a past day: "not tuesday", "every thursday", "los jueves", "was on tuesday". */
export const NOT_AN_OFFER =
  /\b(?:not|no|never|\w+n t|cant|cannot|except|apart from|other than|nunca|ni|salvo|excepto|menos|tampoco|was|were|did|had|last|ago|fue|fui|estuve|pasado|ayer|yesterday)\b/;
export const HABIT = /\b(?:every|each|todos los|todas las|cada|los|las)\s*$/;
export const BIRTH = /\b(?:birth|born|birthday|bday|dob|nacimiento|nacid[oa]|naci|cumpleanos|cumple)\b/;

export function passingWeekday(ctx: AgendaContext, q: Question): DateMatch | undefined {
  const { msg, asked } = ctx;
  if (asked?.type === 'date' || ctx.open.filter((x) => x.type === 'date').length !== 1) return undefined;
  if (BIRTH.test(foldKeepingIndexes(q.text))) return undefined;
  // A weekday alone ("thursday", "thrusday"): a date said without figures and without "on", "next" or "el".
  const said = msg.dates.filter((d) => d.value || d.problem);
  const d = said.length === 1 ? said[0]! : undefined;
  if (
    !d?.value ||
    d.explicit ||
    /\d/.test(msg.text.slice(d.start, d.end)) ||
    !ctx.free(d) ||
    overlaps(d, msg.asks.asks)
  )
    return undefined;
  if (d.value <= msg.now.toISOString().slice(0, 10)) return undefined;
  // The clause it sits in: from the last break before it to the next one after it.
  const before = msg.breaks.filter((b) => b.end <= d.start).map((b) => b.end);
  const after = msg.breaks.filter((b) => b.start >= d.end).map((b) => b.start);
  const start = Math.max(0, ...before);
  const end = Math.min(msg.text.length, ...after);
  const lead = clean(msg.folded.slice(start, d.start));
  const tail = clean(msg.folded.slice(d.end, end));
  if (
    !OFFER.test(`${lead} ${tail}`) ||
    NOT_AN_OFFER.test(lead) ||
    HABIT.test(lead) ||
    /^(?:no|not)\b/.test(tail)
  )
    return undefined;
  return d;
}

const clean = (s: string) =>
  s
    .replace(/[^\p{L}\d\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * "12 for now, her birthday is the 28th" while a start date is open: a date whose own clause says it is
 * someone's birthday or birth is that, not the date of a question that does not ask about a birth.
 */
export function birthDateSaid(ctx: AgendaContext, q: Question, d: Span): boolean {
  if (BIRTH.test(foldKeepingIndexes(q.text))) return false;
  const { msg } = ctx;
  const start = Math.max(0, ...msg.breaks.filter((b) => b.end <= d.start).map((b) => b.end));
  const end = Math.min(msg.text.length, ...msg.breaks.filter((b) => b.start >= d.end).map((b) => b.start));
  return BIRTH.test(`${msg.folded.slice(start, d.start)} ${msg.folded.slice(d.end, end)}`);
}
