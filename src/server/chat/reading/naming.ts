import { foldKeepingIndexes, normalizeText } from './text';

/** Words that ask rather than name ("what", "your", "¿cuál…?"): never what a question is about. */
const FILLER = new Set(
  (
    'what which when where who whom whose how many much your you the are do does have will would should is ' +
    'this that there for with and any some please need want would like can could from into about ' +
    'que cual cuales cuando donde quien como cuantos cuantas cuanto cuanta para desde hasta con los las ' +
    'una uno unos unas del por tiene tienes tienen quieres quiere necesitas necesita este esta estos ' +
    'date fecha day dia name nombre number numero'
  ).split(' '),
);

/** The words a question is about, folded, four letters or more ("Drop-off date" → drop). */
export function questionWords(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4 && !FILLER.has(w));
}

const stem = (w: string) => w.slice(0, 5);

/**
 * Whether a piece of a message names one question rather than the others: one of its words shares its
 * stem with a word of that question's text that no other question has ("hasta el 28" → "¿Hasta qué día?",
 * "drop off the 6th" → "Drop-off date"). Question words like "hasta"/"desde" count here: the other
 * questions' texts decide what sets a question apart.
 */
export function namesQuestion(said: string, question: string, others: readonly string[]): boolean {
  const own = new Set(distinctive(question).map(stem));
  const theirs = new Set(others.flatMap(distinctive).map(stem));
  return normalizeText(said)
    .split(/[^\p{L}]+/u)
    .some((w) => w.length >= 4 && own.has(stem(w)) && !theirs.has(stem(w)));
}

// Here "desde"/"hasta" and the like are kept: between two date questions they are what tells them apart.
const distinctive = (text: string) =>
  normalizeText(text)
    .split(/[^\p{L}]+/u)
    .filter((w) => (w.length >= 4 && !FILLER.has(w)) || /^(?:desde|hasta|from|until)$/.test(w));

const LABELLED =
  /^(?:(?:the|my|our|el|la|los|las|mi|mis|nuestr[oa]s?)\s+)?((?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+)\s*(?:is|was|should be|'s|es|era|seria|debe ser|:)\s+/u;

/** "the from postcode is M14 5RT" → "M14 5RT": words that name the question, then "is", are no part of the value. */
export function withoutQuestionLabel(body: string, questionText: string): string {
  const folded = foldKeepingIndexes(body.trim());
  const m = LABELLED.exec(folded);
  if (!m || m[0].length >= folded.length) return body.trim();
  const own = new Set(questionWords(questionText).map((w) => w.slice(0, 5)));
  const said = m[1]!.split(/\s+/);
  return said.some((w) => own.has(w.slice(0, 5))) ? body.trim().slice(m[0].length) : body.trim();
}
