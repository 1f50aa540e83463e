import { optionDoubted } from './option-doubts';
import { containsPhrase, normalizeText } from './text';

/** An option that is the union of the others ("Both", "Ambos", "Las dos"). */
const UNION = /^(?:both|both of them|ambos|ambas|los dos|las dos|a bit of both|un poco de (?:cada|todo))$/;
/** Words that make two named options a choice between them, not both ("koi or goldfish", "ni uno ni otro"). */
const CHOICE =
  /(?<!\p{L})(?:or|o|u|either|ni|nor|instead|rather|than|not|no|en vez|en lugar|que|porque|because|since|cos)(?!\p{L})|[.!?;\n]/u;
/** "mate, que el brillo no me gusta": the last option named is ruled out right after it. */
const RULED_OUT_AFTER = /^\s*(?:no|not|isn t|is not|aren t|are not|nope)(?!\p{L})/u;

/**
 * "mostly koi but a couple of goldfish" to "Koi or goldfish?" (Koi, Goldfish, Both): two options named together in
 * one sentence, neither ruled out and no "or" between them, say both. The union option ("Both") when the form has
 * one and every other option is named; otherwise nothing (`value: null`, which is asked, never one of the two).
 * Null when the fragment does not name two options together.
 */
export function optionsTogether(
  options: readonly string[],
  fragment: string,
  question: string,
): { value: string | null } | null {
  const said = normalizeText(fragment);
  const union = options.find((o) => UNION.test(normalizeText(o).trim())) ?? null;
  const plain = options.filter((o) => o !== union);
  const named = plain
    .map((o) => ({ o, n: normalizeText(o).trim() }))
    .filter(
      ({ o, n }) =>
        n.length >= 2 && containsPhrase(said, n) && !optionDoubted(options, o, fragment, question),
    );
  if (named.length < 2) return null;
  // One option's name inside another's ("Corte" and "Corte y color") is one choice, not two.
  if (named.some((a) => named.some((b) => a !== b && containsPhrase(b.n, a.n)))) return null;
  const at = named.map(({ n }) => said.indexOf(n)).sort((a, b) => a - b);
  const between = said.slice(at[0]!, at[at.length - 1]!);
  const last = named.find(({ n }) => said.indexOf(n) === at[at.length - 1])!;
  if (CHOICE.test(between) || RULED_OUT_AFTER.test(said.slice(at[at.length - 1]! + last.n.length)))
    return null;
  return { value: union && named.length === plain.length ? union : null };
}
