import { meaningsIn } from './lexicon';
import { categoriesOf, kindsIn } from './option-kind-of';
import { normalizeText } from './text';

// "25 camisas" for "¿Cuántas prendas?", "3 labradors" for "How many dogs?": a figure counts a kind of the thing
// the question counts when the lexicon's kinds say so (`lexicon/kinds-of.ts`, one way only). A question that
// counts nothing named ("How many?", "Budget") and a unit that is no listed kind tie nothing here.

/** "How many dogs…?", "¿Cuántas prendas…?", "Number of garments": a question that counts a named thing. */
const COUNT_QUESTION = /\b(?:how many|cuant[oa]s|number of|numero de|no of|nº de)\b/;

const cache = new Map<string, boolean>();

/** Whether a figure's unit is a kind of what the count question counts (its category, by name or meaning). */
export function countsKindAsked(unit: string, question: string): boolean {
  const q = normalizeText(question);
  if (unit.length < 3 || !COUNT_QUESTION.test(q)) return false;
  const key = `${unit}\u0000${q}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const result = kindOf(unit, q);
  if (cache.size > 5000) cache.clear();
  cache.set(key, result);
  return result;
}

function kindOf(unit: string, q: string): boolean {
  const kinds = kindsIn(unit);
  return kinds.length === 1 && kindFitsQuestion(kinds[0]!, q);
}

/** Whether one of a kind's categories is a word of the (folded) question, by name or lexicon meaning. */
export function kindFitsQuestion(kind: string, q: string): boolean {
  const asked = q.split(/[^\p{L}]+/u).filter((w) => w.length >= 3);
  const askedMeanings = new Set(asked.flatMap((w) => [...meaningsIn(w).keys()]));
  const single = (w: string) => w.replace(/(?:es|s)$/, '');
  return categoriesOf(kind)
    .flat()
    .flatMap((c) => c.split('|').map((n) => n.trim()))
    .some(
      (name) =>
        asked.some((w) => single(w) === single(name)) ||
        [...meaningsIn(name).keys()].some((m) => askedMeanings.has(m)),
    );
}

// "Any pets in the home?", "Do you have pets?", "¿Tienes mascotas?", "¿Hay algún animal?": having any of a thing.
const ASKS_ANY =
  /^[¿\s]*(?:any|do you have|have you got|do you own|is there|are there|tienes|tiene|teneis|tienen|hay)\b|\b(?:any|alguna?|algun)\b/u;
// Words that deny, put in the past, hedge or ask: the kind said is then no yes.
const NOT_HAVING =
  /\b(?:no|not|never|none|nor|used to|had|anymore|any more|if|maybe|might|perhaps|would|want|wants|like|planning|ni|nunca|ninguna?|ningun|tenia|teniamos|tuve|tuvimos|antes|ya no|si|quizas|quiza|tal vez|querria|queremos|quiero|me gustaria|pronto|soon)\b/u;

/**
 * "only a goldfish called Dave" to "Any pets in the home?", "un gato" to "¿Tienes mascotas?": one or more kinds of
 * the thing asked about, said plainly, are a yes. Every kind said must be of it ("a cat" to "Any dogs?" says none).
 */
export function kindSaysHaving(clause: string, question: string): boolean {
  const q = normalizeText(question);
  const said = normalizeText(clause);
  if (!ASKS_ANY.test(q) || NOT_HAVING.test(said) || said.split(/\s+/).length > 6) return false;
  const kinds = kindsIn(said);
  return kinds.length > 0 && kinds.every((k) => kindFitsQuestion(k, q));
}
