import { normalizeText } from '../reading/text';
import { keepEnye, STOPWORDS, stem } from './terms';

/* A visitor's question as retrieval compares it: phrases that name a topic, then folded, stemmed words. */

// Phrases that name a topic in more than one word ("how much" asks the price).
const PHRASES: [RegExp, string][] = [
  // "how long can I keep it?", "¿cuánto tiempo dura?": a duration ("7 days", "3 horas" say one by their shape).
  [/\bhow long\b|\bcuanto tiempo\b|\bcuantos dias\b|\bhow many days\b/g, ' fast '],
  // "is it ok for an 8 year old?", "¿cuántos años hay que tener?": an age ("under 10", "18+" say one by their shape).
  [
    /\b\d{1,2}[\s-]*(?:years?|yrs?|yo)(?:[\s-]*olds?)?\b|\bhow old\b|\bwhat age\b|\bque edad\b|\bcuantos anos\b|\b(?:ninos?|ninas?|hij[oa]s?|peques?|crios?|chaval(?:es)?|bebes?) de \d{1,2} anos\b/g,
    ' age ',
  ],
  // "is it ok for kids?", "¿vale para niños?": whether something suits someone.
  [/\b(?:ok|okay|alright|fine|good)\s+for\b|\bvale para\b|\bsirve para\b/g, ' suitable '],
  // "how many practice lessons are included?": a count ("12 clases prácticas" says one by its shape).
  [/\bhow many\b|\bcuant[oa]s\b/g, ' count '],
  [/\bhow much\b|\bwhat does it cost\b|\bcuanto (?:cuesta|vale|es|sale|cobrais|cobran)\b/g, ' price '],
  [
    /\bwhat time\b|\bwhen do you open\b|\ba que hora\b|\bhow (?:late|early)\b|\buntil (?:what time|when)\b|\bhasta (?:que hora|cuando|las cuantas)\b|\bdesde que hora\b/g,
    ' hour ',
  ],
];

/** Words of a text as the retrieval compares them: folded, stemmed, without stop words. */
export function termsOf(text: string): string[] {
  let folded = normalizeText(keepEnye(text));
  for (const [re, topic] of PHRASES) folded = folded.replace(re, topic);
  return folded
    .split(/[^\p{L}\p{N}€$]+/u)
    .filter((w) => (w.length > 1 || /[€$]/.test(w)) && !STOPWORDS.has(w))
    .map(stem)
    .filter((w) => !STOPWORDS.has(w));
}
