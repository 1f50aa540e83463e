import { meaningsIn } from './lexicon';
import { RELATION } from './name-words';
import { foldKeepingIndexes, normalizeText, type Span } from './text';

// "Breed?", "¿Raza?", "What type of boiler?": a question about what kind something is.
const KIND_QUESTION = /\b(?:breed|breeds|kind|type|sort|make|model|raza|tipo|clase|marca|modelo)\b/;
// "he's a cockapoo", "she is a border collie", "es un caniche", "es una bichón", "es caniche" (Spanish may leave
// the article out): what someone or something is.
const IS_A =
  /(?:^|[^\p{L}'])(?:(?:he|she|it|they)\s*(?:'s|is|are|'re)\s+(?:a|an)|(?:es|son)(?:\s+(?:un|una|unos|unas))?)\s+((?:[\p{L}'’-]+)(?:\s+[\p{L}'’-]+){0,2})/gu;
// The words of a kind end before a break, a joining word or what follows it ("a cockapoo 🐶 could do tuesday").
const KIND_END = /\s+(?:and|but|so|who|that|with|could|can|y|pero|que|con|de\s+\d)\b.*$/u;
// "a little", "a bit shy", "un poco", "a good boy", "a rescue": how someone is, not what kind.
const NOT_KIND =
  /^(?:little|bit|lot|very|really|good|bad|big|small|sweet|lovely|handful|rescue|mix|mixed|cross|poco|muy|bastante|buen|bueno|buena|mal|amor|encanto|cruce|mezcla|mestiz[oa])$/;
const DENIED_BEFORE = /(?:^|[^\p{L}])(?:no|nunca|tampoco|ni|not|never)\s*$/u;
const ROLE = new RegExp(`^${RELATION}$`, 'u');

/**
 * "Biscuit, he's a cockapoo 🐶" to "Breed?": the kind said with "he's a"/"es un", when its words mean one of the
 * kinds the form or the message is about (a dog) and are no generic word for it ("he's a puppy" says no breed).
 * One such frame only; none when the words are how someone is ("he's a bit shy", "es un encanto").
 */
export function saidKind(
  text: string,
  questionText: string,
  context: string,
): (Span & { value: string }) | null {
  if (!KIND_QUESTION.test(normalizeText(questionText))) return null;
  const folded = foldKeepingIndexes(text);
  const found = [...folded.matchAll(IS_A)];
  if (found.length !== 1) return null;
  const m = found[0]!;
  // "no es un pastor alemán", "nunca fue un…": a kind denied is no kind said.
  if (DENIED_BEFORE.test(folded.slice(0, m.index + 1))) return null;
  const start = m.index + m[0].length - m[1]!.length;
  const said = text.slice(start).slice(0, m[1]!.replace(KIND_END, '').trim().length);
  if (
    normalizeText(said)
      .split(/\s+/)
      .some((w) => NOT_KIND.test(w) || ROLE.test(w))
  )
    return null;
  // "it's a Fender Telecaster" to "Brand and model?": a make is a proper name, written with capitals.
  const withArticle = /\b(?:a|an|un|una|unos|unas)\s+$/u.test(folded.slice(m.index, start));
  // "creo que es una Vaillant ecoTEC plus": a make said last runs to the end ("ecoTEC plus" is the model's own).
  const toEnd = !/[\p{L}\p{N}]/u.test(text.slice(start + said.length)) && /^[\p{Lu}\p{N}]/u.test(said);
  const make =
    withArticle && MAKE_QUESTION.test(normalizeText(questionText)) ? (toEnd ? said : properName(said)) : null;
  if (make) return { start, end: start + make.length, value: make };
  const value = meantPart(said);
  const around = meaningsIn(`${context} ${text.slice(0, start)} ${text.slice(start + said.length)}`);
  if (!value || ![...meaningsIn(value).keys()].some((k) => around.has(k))) return null;
  return { start, end: start + value.length, value };
}

// "Brand?", "¿Marca y modelo?", "Make of the car": a question whose answer is a maker's or a model's name.
const MAKE_QUESTION = /\b(?:brand|make|model|marca|modelo)\b/;
const ARTICLE = /^(?:[aA]n?|[uU]na?)\s+(?=[\p{Lu}\p{N}])/u;

/** The first words of a phrase written as a proper name (each with a capital or a figure), or null. */
function properName(said: string): string | null {
  const words: string[] = [];
  for (const w of said.split(/\s+/)) {
    if (!/^[\p{Lu}\p{N}]/u.test(w)) break;
    words.push(w);
  }
  return words.length > 0 ? words.join(' ').replace(/[.,;:!?]+$/, '') : null;
}

/**
 * "un Omega Seamaster", "a Fender Telecaster" to "Brand and model?": the article of "it's a …" is no part of a
 * make or model written with capitals ("a border collie", "A Tale of Two Cities" to "Title?" keep theirs).
 */
export function withoutMakeArticle(value: string, questionText: string): string {
  if (!MAKE_QUESTION.test(normalizeText(questionText))) return value;
  const m = ARTICLE.exec(value);
  return m && m[0].length < value.length ? value.slice(m[0].length) : value;
}

/** The fewest first words that say all the meaning ("caniche precioso" → "caniche"; "border collie" stays). */
function meantPart(said: string): string | null {
  const words = said.split(/\s+/);
  let best: { n: number; used: number } = { n: 0, used: 0 };
  for (let n = 1; n <= words.length; n++) {
    const used = Math.max(0, ...meaningsIn(words.slice(0, n).join(' ')).values());
    if (used > best.used) best = { n, used };
  }
  return best.n > 0 ? words.slice(0, best.n).join(' ') : null;
}
