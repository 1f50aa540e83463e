import { foldKeepingIndexes, normalizeText } from './text';

/**
 * A short fact followed by a remark about another time: "Oakridge Livery, moving her to Fernhill next month",
 * "upstairs lounge. it used to be in the hall", "en la Hípica El Robledal, aunque el mes que viene lo paso a
 * otra". The remark says where or what the thing was, or will be; the words before it say what it is now, and
 * they are the answer. Storing the whole reply would keep the remark (and a second place or thing) as if it
 * were part of the answer. EN and ES.
 */

// Words that put a clause in a time gone by or to come: "used to", "before", "last year", "antes", "el mes que
// viene", "next month", "we're moving", "lo paso a otra" (a plan to move it), "years ago".
const OTHER_TIME = new RegExp(
  '\\b(?:' +
    [
      // a time gone by
      'used to|previously|formerly|before(?: that)?$|back then|in the past|(?:years|months|weeks|ages|long) ago|was|were',
      '(?:last|past) (?:year|month|week|summer|winter|spring|autumn|time|season)',
      'antes|antiguamente|anteriormente|solia|soliamos|estaba|estaban|estuvo|era|eran|fue|hace (?:\\w+ )?(?:anos|meses|semanas|tiempo)',
      '(?:el|la) (?:ano|mes|semana|verano|invierno|temporada|vez) pasad[oa]|la ultima vez',
      // a time to come, a plan
      '(?:next|coming) (?:year|month|week|summer|winter|spring|autumn|season)|soon|moving|will move|going to move',
      '(?:el|la) (?:ano|mes|semana|verano|invierno|temporada) que viene|(?:el|la) proxim[oa] (?:ano|mes|semana)',
      'pronto|nos mudamos|me mudo|lo paso|la paso|lo cambio|la cambio|lo llevo|la llevo|vamos a cambiar|voy a cambiar',
    ].join('|') +
    ')\\b',
  'u',
);

/** The pieces of a short reply: split at commas, semicolons, stops and dashes between words. */
function pieces(reply: string): string[] {
  return reply
    .split(/\s*(?:[,;]|\.(?=\s|$)|\s[-–—]\s)\s*/u)
    .map((p) => p.trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
}

const wordsIn = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * The words before a remark about another time (or one that rules another thing out), when the reply is a short fact (up to six words) said first and
 * every piece after it is set in another time; null otherwise (one piece, a head that is itself set in another
 * time, or a later piece that is not).
 */
export function headBeforeOtherTime(reply: string): string | null {
  const ps = pieces(reply);
  if (ps.length < 2) return null;
  const [head, ...rest] = ps as [string, ...string[]];
  if (wordsIn(head) > 6 || OTHER_TIME.test(normalizeText(head))) return null;
  const last = normalizeText(rest.join(' '));
  // "Oxford Street branch, not the Soho one": the other one, ruled out, is a remark beside the answer too.
  if (
    /^(?:not|no|ni|never|nunca)\s+\p{L}/u.test(last) &&
    !/\b(?:not|no|ni|never|nunca)\b/u.test(normalizeText(head))
  )
    return head;
  return OTHER_TIME.test(last) && wordsIn(last) >= 2 ? head : null;
}

/**
 * "en el salón de arriba" to "¿En qué habitación está el piano?", "at the Old Mill" to "Which venue is it at?":
 * the question's own preposition said again before the answer is no part of it.
 */
export function withoutAskedPreposition(value: string, questionText: string): string {
  const q = normalizeText(questionText).replace(/^[¿¡\s]+/, '');
  const lead = /^en (?:que|cual|cuales)\b/.test(q)
    ? /^en\s+(?:(?:el|la|los|las)\s+)?/iu
    : /\b(?:in|at)\s*\?*\s*$/.test(q) && /^(?:which|what)\b/.test(q)
      ? /^(?:in|at)\s+(?:the\s+)?/iu
      : null;
  if (!lead) return value;
  const rest = value.replace(lead, '');
  return rest !== value && /[\p{L}\p{N}]/u.test(rest) ? rest : value;
}

// A self-correction said between two tries at the same value: "Calle Luna 4, perdón, Calle Luna 14".
const SELF_CORRECTION =
  /[,;.!]\s*(?:(?:oh|oops|ups|uy|no)[\s,!.]+)*(?:sorry|perdon|perdona|i mean|i meant|quiero decir|quise decir|digo|no wait|no espera|mejor dicho|oops|ups|uy)(?![\p{L}])[\s,:;.!-]*/gu;

/** The words of a value, long enough to tell two values apart ("calle", "luna"; not "4", "de"). */
const keyWords = (s: string) =>
  normalizeText(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);

/**
 * "Calle Luna 4, perdón, Calle Luna 14", "Oakridge Stables, sorry, Oakridge Livery": a value, a self-correction,
 * then the value said again (sharing a word with the first try): the last try is the answer. Null when there is
 * no such cue, or what follows it is no second try at the value ("Leeds, sorry for the wait").
 */
export function restatedAfterCorrection(reply: string): string | null {
  const folded = foldKeepingIndexes(reply);
  const cues = [...folded.matchAll(SELF_CORRECTION)];
  const cue = cues[cues.length - 1];
  if (!cue) return null;
  const head = reply.slice(0, cue.index).trim();
  const tail = reply.slice(cue.index + cue[0].length).trim();
  if (!head || !tail) return null;
  const before = new Set(keyWords(head));
  return keyWords(tail).some((w) => before.has(w)) ? tail.replace(/[.!]+$/u, '') : null;
}
