import type { Question } from '../../../contract/forms';
import { questionWords } from '../reading/naming';
import { plainWords as plain } from '../reading/text';
import type { AgendaContext } from './agenda';
import { sidewaysYesNo } from './sideways-yes-no';

const NEGATION =
  /(?:^|\s)(?:no|not|don t|dont|doesn t|won t|wont|never|without|nope|sin|nunca|ni|tampoco|todavia no|aun no)(?=\s|$)/;
const HEDGE =
  /(?:^|\s)(?:maybe|perhaps|might|not sure|probably|i think|i guess|depends|quizas?|igual|a lo mejor|depende|creo que|supongo|probablemente|tal vez)(?=\s|$)/;

/**
 * A word with the Spanish spelling change of -ger/-gir verbs undone: "recojáis", "cojo", "elija" are written with
 * a j before a or o where their infinitive has a g ("recoger" → "recogida"), so stems are compared on this form.
 */
export const unspelled = (w: string) => w.replace(/(?<=\p{L})j(?=[ao])/gu, 'g');

export const stemOf = (w: string) => unspelled(w).slice(0, Math.min(5, Math.max(4, w.length - 2)));

/**
 * A yes or a no to a yes/no question that is not being asked, said by restating it: every word the question
 * is about said in one fragment ("we'll need wetsuits" → "Do you need wetsuits?": yes; "el teórico lo aprobé
 * en verano" → "¿Ya tienes el teórico aprobado?": yes), "no" or "without" in it making it a no. A hedge, a
 * question, or only some of the words say nothing; nor does a fragment another question took.
 */
export function restatedYesNo(ctx: AgendaContext, q: Question): void {
  const all = [...new Set(questionWords(q.text).map(stemOf))];
  // Beside other yes/no questions, the words they share ("¿Viajan con…?") are the frame; the rest is what
  // this one is about ("mascota"), and says it on its own.
  const frame = new Set(
    ctx.open.filter((x) => x !== q && x.type === 'yesno').flatMap((x) => questionWords(x.text).map(stemOf)),
  );
  const distinct = all.filter((w) => !frame.has(w));
  const own = frame.size > 0 && distinct.length > 0 && distinct.length < all.length ? distinct : all;
  if (sidewaysYesNo(ctx, q)) return;
  if (own.length < 2 && own === all) return;
  for (const f of ctx.msg.fragments) {
    if (
      !ctx.free(f) ||
      f.text.includes('?') ||
      ctx.msg.asks.asks.some((a) => a.start < f.end && f.start < a.end)
    )
      continue;
    const value = restatement(f.text, own);
    if (value === null) continue;
    ctx.take(q, value, f);
    return;
  }
}

/** Yes or no when the words restate every stem given (a negation makes it a no); null for a hedge or a miss. */
function restatement(text: string, stems: string[]): boolean | null {
  const said = plain(text);
  const words = said.split(' ');
  if (words.length > 14 || HEDGE.test(said)) return null;
  if (!stems.every((s) => words.some((w) => unspelled(w).startsWith(s)))) return null;
  return !NEGATION.test(said);
}

/**
 * "actually we won't need parking after all" to an answered "Do you need parking?": a correction that restates
 * the question (every word it is about) in one of its clauses says its new yes or no.
 */
export function restatedIn(text: string, questionText: string): boolean | null {
  const stems = [...new Set(questionWords(questionText).map(stemOf))];
  if (stems.length === 0) return null;
  const values = text
    .split(/[,;.!?]+|\s(?:but|pero)\s/u)
    .map((c) => restatement(c, stems))
    .filter((v) => v !== null);
  return values.length > 0 && values.every((v) => v === values[0]) ? values[0]! : null;
}
