import type { TextKind } from './names';
import { isPersonWord } from './people-count';
import { plainWords } from './text';
import { textAsk } from './text-fit';

/**
 * A short fact (a business, a place, a job, a word for a kind of thing) is said in a few words of its own. A
 * reply of several words to such a question that also doubts, denies, dates or contrasts what it names ("not
 * registered yet, maybe Blue Fern", "born in Cádiz but living in Bilbao", "not a poodle", "my boss is the
 * CTO") holds a candidate that is not the visitor's settled answer, or more than one: storing the reply, or
 * the name inside it, would be a guess, so the question is asked again instead. EN and ES.
 */

/** The question kinds whose answer is a short fact named in a few words. */
const SHORT_FACT = new Set(['company', 'place', 'job', 'attribute']);

// A hedge or an open choice: "maybe", "not sure", "still deciding", "between", "quizás", "todavía no lo sé".
const HEDGE =
  /\b(?:maybe|perhaps|probably|possibly|not sure|unsure|no idea|dunno|guess|guessed|guessing|depends|depending|deciding|undecided|either|between|quizas?|tal vez|a lo mejor|probablemente|posiblemente|no se|no lo se|ni idea|depende|dudando|entre)\b/;
// A denial: "not", "never", "isn't", "nunca", "tampoco"; Spanish "no" before a word, not "No," said alone.
const DENIAL =
  /\b(?:not|never|nunca|tampoco|nor|ni|(?:isn|aren|wasn|weren|don|doesn|didn|haven|hasn|won|can) t)\b|(?:^|\s)no\s+(?!idea\b)\p{L}/u;
// A time gone by: "used to", "was", "until", "born in", "antes", "era", "trabajaba", "nací".
const PAST =
  /\b(?:used to|was|were|until|previously|formerly|before|born|antes|antiguamente|era|fue|fui|estaba|trabajaba|vivia|naci|solia|hasta)\b/;
// A contrast between two things said: "but", "although", "pero", "aunque", "sino".
const CONTRAST = /\b(?:but|although|though|however|whereas|pero|aunque|sino|mientras)\b/;
// Someone else's: "my boss", "our client", "mi novia", "su hermano".
const OWNED = /\b(?:my|our|his|her|their|mi|mis|nuestr[oa]s?|su|sus)\s+(\p{L}+)/gu;
const OTHERS = /^(?:client|clients|clientes?|customer|customers|neighbour|neighbor|manager|gerente)$/;

/** Whether a reply of three words or more to a short-fact question doubts, denies, dates or contrasts it. */
export function doubtfulFact(reply: string, questionText: string, kind: TextKind): boolean {
  if (kind !== 'text' || !SHORT_FACT.has(textAsk(questionText, kind))) return false;
  const plain = plainWords(reply);
  if (plain.split(' ').length < 3) return false;
  if (reply.includes('?') || HEDGE.test(plain) || DENIAL.test(plain) || PAST.test(plain)) return true;
  if (CONTRAST.test(plain)) return true;
  return [...plain.matchAll(OWNED)].some((m) => isPersonWord(m[1]!) || OTHERS.test(m[1]!));
}
