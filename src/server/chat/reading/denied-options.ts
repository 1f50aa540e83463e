import { readMultiselect } from './kinds';
import { isPastClause } from './option-doubts';
import { normalizeText } from './text';

// "we don't need the photo booth", "ya tenemos fotomatón", "no DJ", "sin coche", "fireworks no", "drop the guest
// book", "quita el DJ": a clause that denies what it names (not wanted, not needed, already had, taken off). "no sé", "no problem" deny nothing.
const DENIAL =
  /\b(?:don t|dont|do not|doesn t|does not|won t|will not|not|no need|without|already (?:have|got|booked|sorted)|have (?:our|my) own|got (?:our|my) own|sin|ni|ya (?:tenemos|tengo|hemos|he|lo tenemos|la tenemos|contamos)|tenemos (?:nuestr[oa]s?|propi[oa]s?)|drop|remove|take off|take out|leave out|quita|quitad|quitame|quitadme|quitalo|quitala|elimina|eliminad|fuera|no(?! (?:se|sure|problem|worries|idea|pasa nada|hay problema|te preocupes)\b))\b|\bno$/u;
const CLAUSES = /[,;.!?]+|\b(?:but|pero|so|asi que|aunque|though|although|just|only|solo|solamente)\b/u;

/**
 * The options a reply names only in a clause that denies them ("we don't need the photo booth, just fireworks":
 * Photo booth) or tells what was ("cocina y baño, el dormitorio lo hicimos el año pasado": Dormitorio; not
 * "same as last year"). The choice read from the whole reply must leave them out: the whole reply's polarity wins.
 */
export function deniedOptions(text: string, options: readonly string[]): Set<string> {
  const denied = new Set<string>();
  const said = normalizeText(text).replace(/[’']/g, ' ');
  const past = new Set<string>();
  const chosen = new Set<string>();
  for (const clause of said.split(CLAUSES)) {
    const c = clause.trim();
    if (!c) continue;
    const read = readMultiselect(c, options) ?? [];
    // "cocina y baño, el dormitorio lo hicimos el año pasado": a clause about what was done before chooses
    // nothing, unless the option is chosen in a clause of its own too.
    const into = DENIAL.test(c) ? denied : isPastClause(c) ? past : chosen;
    for (const o of read) into.add(o);
  }
  for (const o of past) if (!chosen.has(o)) denied.add(o);
  return denied;
}

/** A multiselect choice without the options the reply denies; null when nothing chosen is left. */
export function choiceWithoutDenied(
  picked: string[] | null,
  text: string,
  options: readonly string[],
): string[] | null {
  if (!picked) return null;
  const denied = deniedOptions(text, options);
  const kept = picked.filter((o) => !denied.has(o));
  return kept.length > 0 ? kept : null;
}

// "maybe the bathroom if budget allows", "y si da el presupuesto el baño", "guitar or piano, not sure yet": a
// clause that leaves its option open.
const OPEN_CLAUSE = /\b(?:if|unless|not sure|depending|depends|or|si|depende|no se|o)\b/u;
// "maybe drums" alone is a hedged answer; "piano, maybe violin" leaves violin open beside a plain choice.
const HEDGE = /\b(?:maybe|perhaps|possibly|a lo mejor|quizas?|tal vez)\b/u;

/**
 * The options a reply names only in clauses that leave them open: choosing without
 * them, or with them, would be a guess; the multiselect is asked again. Options also named in a plain clause of
 * their own are chosen ("piano, and maybe violin too" is doubted; "piano. if possible piano on Mondays" is not).
 */
export function openOptions(text: string, options: readonly string[]): string[] {
  const said = normalizeText(text).replace(/[’']/g, ' ');
  const open = new Set<string>();
  const hedged = new Set<string>();
  const plain = new Set<string>();
  for (const clause of said.split(/[,;.!?]+|\b(?:but|pero|and|y)\b/u)) {
    const c = clause.trim();
    if (!c) continue;
    const into = OPEN_CLAUSE.test(c) ? open : HEDGE.test(c) ? hedged : plain;
    for (const o of readMultiselect(c, options) ?? []) into.add(o);
  }
  if (plain.size > 0) for (const o of hedged) open.add(o);
  return [...open].filter((o) => !plain.has(o));
}
