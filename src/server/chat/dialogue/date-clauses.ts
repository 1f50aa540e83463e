import type { Question } from '../../../contract/forms';
import { namesQuestion } from '../reading/naming';
import { normalizeText, overlaps } from '../reading/text';
import type { AgendaContext } from './agenda';

// A change of plan between two dates ("we moved it to the 10th", "al final lo cambiamos"): the clause that names the
// question may be the old plan, so nothing is decided here.
const CHANGE =
  /\b(?:mov(?:e|ed|ing)|chang(?:e|ed|ing)|switch(?:ed)?|instead|actually|now|postpon(?:e|ed)|brought forward|rather|cambi\p{L}*|movi\p{L}*|movid[oa]|ahora|al final|en vez|en lugar|aplaz\p{L}*|retras\p{L}*|adelant\p{L}*|mejor)\b/u;

const BARE_DAY = /^(?:on\s+)?(?:the\s+|el\s+)?(?:dia\s+)?\d{1,2}(?:st|nd|rd|th|º|o)?$/;

/**
 * "my birthday's the 3rd but the party is on 19 June" to "Date of the party?", "estuvimos el 2 de marzo y nos
 * encantaría volver el 20 de abril" to "¿Cuándo queréis volver?": of two dates in a message, the one whose clause
 * (the piece between two breaks) names the asked question by its own words, when no other date's clause does,
 * is its answer, when it is one of the message's candidates. A change of plan anywhere in the message decides
 * nothing (asked back as before).
 */
export function dateNamedByClause(
  ctx: AgendaContext,
  q: Question,
  candidates: readonly string[],
): { value: string; start: number; end: number } | null {
  const { msg } = ctx;
  if (CHANGE.test(normalizeText(msg.text))) return null;
  const dates = msg.dates.filter((d) => d.value !== null && ctx.free(d));
  if (new Set(dates.map((d) => d.value)).size < 2) return null;
  const others = ctx.open.filter((o) => o !== q).map((o) => o.text);
  const naming = dates.filter((d) => {
    const clause = msg.fragments.find((f) => overlaps(d, [f]));
    return clause !== undefined && namesQuestion(clause.text, q.text, others);
  });
  if (new Set(naming.map((d) => d.value)).size !== 1) return null;
  const pick = naming[naming.length - 1]!;
  // Only a date the message's reading holds, said whole: a bare day ("we arrive on the 10th" beside "12 June") may be
  // of the month said beside it, which readDate weighs.
  const said = normalizeText(msg.text.slice(pick.start, pick.end)).trim();
  if (!candidates.includes(pick.value!) || BARE_DAY.test(said)) return null;
  return { value: pick.value!, start: pick.start, end: pick.end };
}
