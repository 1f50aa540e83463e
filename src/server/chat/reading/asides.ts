import { foldKeepingIndexes, type Span } from './text';

/**
 * Asides: a clause set off after the answer that says something about someone or something else, with its own
 * subject and verb ("8, two can stay home", "martes y jueves, el viernes tiene piscina", "on a post by the drive,
 * the house wall is old stone"). An option such a clause names has a role of its own there: it is not what the
 * reply gives for the asked select or multiselect when the words before it (the head) give another. (Figures were
 * measured too and are not set aside: on a blind part a figure chosen inside an aside was the right one.) A clause about the writer ("we'll be 6", "I'm 1.85m", "somos 6"), a
 * contrast ("but 2 can't make it", "pero…": it may change the answer), a clause that marks a final word ("so
 * 13", "no wait") and one that adds to the answer ("my sister wants spinning too") are no asides.
 */

// Where an aside may open: a comma, a semicolon, a dash or a sentence's end, and "and"/"y" or "although"/"aunque".
const OPENER =
  /(?:[,;.!—–]|\s-\s)\s*(?:(?:and|y|e|although|though|even though|aunque|si bien)\s+)?|\s(?:and|y)\s+/gu;

// Who the aside is about: a thing or someone named with a determiner, a third person, or a figure of its own.
const DETERMINER =
  /^(?:the|his|her|their|its|my|our|el|la|los|las|este|esta|estos|estas|ese|esa|esos|esas|su|sus|mi|mis|nuestro|nuestra|nuestros|nuestras)$/;
// "it's a bungalow", "that's 5 upstairs", "es…" say the answer itself: only a person of its own is an aside's subject.
const THIRD_PERSON = /^(?:he|she|they|ella|ellos|ellas)$/;
const FIGURE =
  /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|other|others|otro|otra|otros|otras|both|ambos|ambas|all|todos|todas|some|algunos|algunas|none|ninguno)$/;

// The verb of the aside, a few words after its subject (adverbs and a negation may stand between).
const VERB =
  /^(?:is|s|are|re|was|were|has|have|had|ve|can|could|will|ll|would|d|won|wont|don|doesn|didn|isn|aren|wasn|weren|does|do|did|might|may|must|should|needs|need|wants|want|shares|share|prefers|prefer|likes|gets|get|stays|stay|goes|go|comes|come|arrives|arrive|lives|live|uses|use|works|work|plays|play|takes|take|joins|join|leaves|leave|belongs|belong|es|son|era|eran|fue|fueron|esta|estan|estaba|estaban|tiene|tienen|tenia|tenian|quiere|quieren|necesita|necesitan|va|van|viene|vienen|llega|llegan|se|hay|puede|pueden|prefiere|prefieren|usa|usan|vive|viven|trabaja|trabajan|juega|juegan|sale|salen|queda|quedan|lleva|llevan|sera|seran)$/;
const BETWEEN =
  /^(?:only|also|just|already|still|never|always|usually|really|not|no|n't|t|nunca|ya|solo|tambien|todavia|aun|siempre|casi|igual)$/;
// The writer's own clause ("we'll be 6", "I'm 1.85m", "somos 6") may be the answer; so may a final word.
const WRITER = /^(?:i|we|yo|nosotros|nosotras|me|us)$/;
const FINAL =
  /\b(?:so|then|in total|en total|total|no wait|wait|i mean|actually|make it|let'?s say|call it|entonces|asi que|o sea|mejor|digamos|pongamos|al final|en realidad)\b/;

// "my sister wants spinning too": an aside that adds to the answer is part of it.
const ADDITIVE = /\b(?:also|tambien|ademas)\b|\b(?:too|as well)\s*$/;

const RULED_OUT = /^(?:(?:oh|well|vale|pues|bueno)[\s,]+)?(?:not|no|nothing|ni|nada|none)\b/;

/** The words of a clause with their offsets (folded text; "it's" gives "it" and "s"). */
function words(folded: string, from: number, to: number): { w: string; start: number; end: number }[] {
  const out: { w: string; start: number; end: number }[] = [];
  for (const m of folded.slice(from, to).matchAll(/[\p{L}\p{N}]+/gu))
    out.push({ w: m[0], start: from + m.index, end: from + m.index + m[0].length });
  return out;
}

/** Whether a clause's first words are a third-person subject and its verb. */
function opensWithSubjectAndVerb(ws: { w: string }[], questionWords: Set<string>): boolean {
  const first = ws[0]?.w;
  if (!first || WRITER.test(first)) return false;
  let i: number;
  if (THIRD_PERSON.test(first)) i = 1;
  else if (DETERMINER.test(first) || FIGURE.test(first)) {
    // The subject's noun (up to three words): a noun the question itself names is a label for the answer.
    i = 1;
    while (i < ws.length && i <= 3 && !VERB.test(ws[i]!.w) && !BETWEEN.test(ws[i]!.w)) {
      if (questionWords.has(stem(ws[i]!.w))) return false;
      i++;
    }
  } else return false;
  while (i < ws.length && BETWEEN.test(ws[i]!.w)) i++;
  return i < ws.length && VERB.test(ws[i]!.w);
}

const stem = (w: string) => (w.length > 4 ? w.slice(0, 5) : w);

/**
 * The asides of a reply: each clause, from its opener to the next clause break, whose first words are a subject
 * of its own and a verb, with a head of words before it. A clause holding a final word is none.
 */
export function asides(text: string, questionText = ''): Span[] {
  const folded = foldKeepingIndexes(text);
  const questionWords = new Set((foldKeepingIndexes(questionText).match(/\p{L}{4,}/gu) ?? []).map(stem));
  const out: Span[] = [];
  for (const m of folded.matchAll(OPENER)) {
    const start = m.index + m[0].length;
    if (!/[\p{L}\p{N}]/u.test(folded.slice(0, m.index))) continue;
    const rest = folded.slice(start);
    const stop = /[,;.!?—–(]|\s-\s|\b(?:but|pero|so|asi que)\b/u.exec(rest);
    const end = start + (stop ? stop.index : rest.length);
    const ws = words(folded, start, end);
    if (ws.length < 2 || !opensWithSubjectAndVerb(ws, questionWords)) continue;
    if (FINAL.test(folded.slice(start, end)) || ADDITIVE.test(folded.slice(start, end))) continue;
    if (!out.some((s) => s.start <= start && s.end >= end)) out.push({ start, end });
  }
  return out;
}

/** The reply without its asides (each replaced by a space), or null when it has none or nothing is left. */
export function withoutAsides(text: string, questionText = ''): string | null {
  const found = asides(text, questionText);
  if (found.length === 0) return null;
  let out = text;
  for (const s of [...found].sort((a, b) => b.start - a.start))
    out = `${out.slice(0, s.start)} ${out.slice(s.end)}`;
  out = out.replace(/\s*[,;]\s*(?=[,;.!]|\s*$)/g, '').trim();
  // "not a leak, the shower drain is blocked": a head that only rules something out leaves the answer to the rest.
  if (RULED_OUT.test(foldKeepingIndexes(out))) return null;
  return /[\p{L}\p{N}]/u.test(out) ? out : null;
}
