import { BODY_AND_STUDY } from './lexicon/body-and-study';
import { CARE_AND_TOPICS } from './lexicon/care-and-topics';
import { CONTACT_AND_PAYMENT } from './lexicon/contact-and-payment';
import { DESCRIBED } from './lexicon/described';
import { DESCRIBED_16 } from './lexicon/described-16';
import { EXTRA } from './lexicon/described-more';
import { USES } from './lexicon/described-uses';
import { EVENTS_AND_TRAVEL } from './lexicon/events-and-travel';
import { FOOD_AND_SIZES } from './lexicon/food-and-sizes';
import { HEALTH_AND_BEAUTY } from './lexicon/health-and-beauty';
import { HOME_AND_TRADES } from './lexicon/home-and-trades';
import { LAW_AND_SECTORS } from './lexicon/law-and-sectors';
import { LEARNING_AND_LEISURE } from './lexicon/learning-and-leisure';
import { OBJECTS_AND_MATERIALS } from './lexicon/objects-and-materials';
import { PEOPLE_AND_PETS } from './lexicon/people-and-pets';
import { PLACES_AND_THINGS } from './lexicon/places-and-things';
import { PLANS_AND_REASONS } from './lexicon/plans-and-reasons';
import { PROPERTIES } from './lexicon/properties';
import { SCHEDULE } from './lexicon/schedule';
import { SERVICES } from './lexicon/services';
import { SPORTS_AND_FITNESS } from './lexicon/sports-and-fitness';
import { containsPhrase, normalizeText } from './text';

/**
 * What visitors say for an option instead of its name: each line is one meaning, with the words and phrases
 * (English and Spanish, folded: lower case, no accents) that say it. An option means what its own words mean
 * ("Reforma de cocina" holds "cocina": kitchen), so "kitchen" picks it. Data, not rules: add a line or a word
 * to teach the interviewer a new way of saying something.
 */
export const MEANINGS: string[][] = [
  ...SERVICES,
  ...HOME_AND_TRADES,
  ...PLACES_AND_THINGS,
  ...SCHEDULE,
  ...PLANS_AND_REASONS,
  ...CONTACT_AND_PAYMENT,
  ...CARE_AND_TOPICS,
  ...PEOPLE_AND_PETS,
  ...HEALTH_AND_BEAUTY,
  ...FOOD_AND_SIZES,
  ...EVENTS_AND_TRAVEL,
  ...LEARNING_AND_LEISURE,
  ...SPORTS_AND_FITNESS,
  ...LAW_AND_SECTORS,
  ...OBJECTS_AND_MATERIALS,
  ...BODY_AND_STUDY,
  ...PROPERTIES,
  ...DESCRIBED,
  ...EXTRA,
  ...USES,
  ...DESCRIBED_16,
];

const INDEX = new Map<string, number[]>();
MEANINGS.forEach((phrases, i) => {
  for (const p of phrases) INDEX.set(p, [...(INDEX.get(p) ?? []), i]);
});
const LONGEST = Math.max(...MEANINGS.flat().map((p) => p.split(' ').length));

/** Words folded for the lexicon: lower case, no accents, hyphens and apostrophes as in the entries. */
const wordsFor = (text: string) =>
  normalizeText(text)
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}:-]+/u)
    .filter(Boolean);

/** The meanings a text says, with how many of its words each one used (longest phrases first). */
export function meaningsIn(text: string): Map<number, number> {
  const words = wordsFor(text);
  const found = new Map<number, number>();
  const used = new Set<number>();
  for (let size = Math.min(LONGEST, words.length); size >= 1; size--)
    for (let i = 0; i + size <= words.length; i++) {
      if ([...Array(size).keys()].some((k) => used.has(i + k))) continue;
      const phrase = words.slice(i, i + size).join(' ');
      const hits = INDEX.get(phrase) ?? INDEX.get(phrase.replace(/s$/, ''));
      if (!hits) continue;
      for (let k = 0; k < size; k++) used.add(i + k);
      for (const h of hits) found.set(h, (found.get(h) ?? 0) + size);
    }
  return found;
}

const NEGATION = /^\s*(?:not|no|don t|dont|never|without|sin|nada de|ni|except|excepto|menos)\b/u;

/**
 * The one option whose meaning the visitor's words say without naming it ("we need an online shop" →
 * "E-commerce", "inside" → "Indoor", "cocina" → "Reforma de cocina"). Null when none or several fit.
 */
export function optionByDescription(options: readonly string[], said: string): string | null {
  const meant = meaningsIn(withoutNegated(said));
  if (meant.size === 0) return null;
  const fits = options.map((o) => {
    const own = meaningsIn(o);
    let score = 0;
    for (const [m, n] of meant) if (own.has(m)) score += n;
    return score;
  });
  const best = Math.max(...fits);
  if (best === 0) return null;
  const top = fits.flatMap((s, i) => (s === best ? [i] : []));
  return top.length === 1 ? options[top[0]!]! : null;
}

/** Phrases of the lexicon that are themselves a negation ("not urgent", "no hay prisa", "sin gluten"). */
const NEGATED_PHRASES = [...INDEX.keys()].filter((p) =>
  /^(?:not|no|never|without|sin|nada|ni|nunca|don t|dont)\s/u.test(p),
);

/**
 * "no es urgente", "no corre prisa ninguna" → "Sin prisa": a phrase of the lexicon that is a negation says its
 * own meaning, which the negation must not rule out. The one option holding that meaning, with the words left
 * (`rest`, the text without the phrase) to be checked by the caller; null when no such phrase fits one option.
 */
export function negatedMeaningOption(
  options: readonly string[],
  said: string,
): { option: string; rest: string } | null {
  const folded = wordsFor(said).join(' ');
  const phrases = NEGATED_PHRASES.filter((p) => containsPhrase(folded, p)).sort(
    (a, b) => b.length - a.length,
  );
  if (phrases.length === 0) return null;
  const meant = new Set(phrases.flatMap((p) => INDEX.get(p) ?? []));
  const hits = options.filter((o) => [...meaningsIn(o).keys()].some((m) => meant.has(m)));
  if (hits.length !== 1) return null;
  let rest = folded;
  for (const p of phrases) rest = rest.split(p).join(' , ');
  return { option: hits[0]!, rest };
}

/** The text without the parts a negation rules out ("not indoor, outside" → "outside"). */
function withoutNegated(said: string): string {
  const folded = normalizeText(said).replace(/[’']/g, ' ');
  return folded
    .split(/[,;.]|\bbut\b|\bpero\b/u)
    .filter((p) => !NEGATION.test(p))
    .join(' , ');
}
