import type { Question } from '../../../contract/forms';
import { textKind } from '../reading/names';
import { asksAboutOther } from '../reading/others';
import { normalizeText } from '../reading/text';
import type { Clarification } from '../types';

// "Bazza and Tilly, she's a kelpie" to "Your name" was asked back ("Bazza or Tilly?"); the reply "oh Bazza's me,
// Tilly's the dog" says whose each name is. A re-ask knows its candidates: the one the reply gives the writer answers
// the writer's name, the one it gives a thing the question names ("the dog" for "Dog's name") answers that.

/** Whose a candidate is, by what the reply says of it: the writer ('me'), or a noun ("the dog" → 'dog'). */
function ownerOf(candidate: string, said: string): string | null {
  const c = normalizeText(candidate)
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .trim();
  if (c.length < 2) return null;
  const x = c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "I'm Bazza", "soy Bazza", "me llamo Bazza", "Bazza's me", "Bazza is me", "Bazza soy yo".
  const writer = new RegExp(
    `(?:^|\\s)(?:i m|im|i am|soy|me llamo|my name is|mi nombre es)\\s+${x}\\b(?!\\s+s\\b)|\\b${x}\\s+(?:s|is|es|soy)\\s+(?:me|yo)\\b|\\b${x}\\s+soy yo\\b`,
  );
  if (writer.test(said)) return 'me';
  // "Tilly's the dog", "Tilly is my dog", "Tilly es la perra", "Tilly, the dog".
  const thing = new RegExp(
    `\\b${x}\\s+(?:s |is |es |,\\s*)?(?:the|my|our|el|la|mi|nuestr[oa])\\s+(\\p{L}{3,})`,
    'u',
  );
  return thing.exec(said)?.[1] ?? null;
}

const stem = (w: string) => w.replace(/(?:es|s|a|o)$/, '');

const ownersIn = (c: Clarification, message: string) => {
  const said = normalizeText(message).replace(/[’']/g, ' ').replace(/\s+/g, ' ');
  return c.candidates.map((x) => (typeof x === 'string' ? ownerOf(x, said) : null));
};

/** Whether a name question asks about the owner a reply gave ('me': the writer; a noun: a word of the question). */
function asksAbout(question: Question, owner: string | null | undefined): boolean {
  if (!owner || question.type !== 'text' || textKind(question.text) !== 'name') return false;
  const other = asksAboutOther(question.text);
  if (owner === 'me') return !other;
  const words = normalizeText(question.text)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3)
    .map(stem);
  return other && words.includes(stem(owner));
}

/** The candidate a reply gives to whoever the question asks about; null when it says nothing, or several fit. */
export function candidateByOwner(c: Clarification, question: Question, message: string): string | null {
  const owners = ownersIn(c, message);
  const fits = c.candidates.filter((_, i) => asksAbout(question, owners[i]));
  return fits.length === 1 ? String(fits[0]) : null;
}

/**
 * The other candidates of the same reply, each for the one open name question that asks about its owner ("Tilly's
 * the dog" for "Dog's name" once "Bazza's me" settled "Your name").
 */
export function othersByOwner(
  c: Clarification,
  settled: string | number,
  open: readonly Question[],
  message: string,
): { question: Question; value: string }[] {
  const owners = ownersIn(c, message);
  return c.candidates.flatMap((x, i) => {
    if (x === settled || typeof x !== 'string') return [];
    const fits = open.filter((q) => asksAbout(q, owners[i]));
    return fits.length === 1 ? [{ question: fits[0]!, value: x }] : [];
  });
}
