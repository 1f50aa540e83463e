import { meaningsIn } from './lexicon';
import { normalizeText, wordsOf } from './text';

/**
 * Words that say several options at once, for a multiselect: "weekdays" → Mon, Tue, Wed, Thu, Fri; "el finde"
 * → Sábado, Domingo. Each set is a meaning of the lexicon and its members, in English and Spanish; an option
 * is a member when it shares the member's own meaning (not the set's) or is the start of its name ("Sat").
 */
const SETS: [string, string[]][] = [
  [
    'weekdays',
    ['monday|lunes', 'tuesday|martes', 'wednesday|miercoles', 'thursday|jueves', 'friday|viernes'],
  ],
  ['weekend', ['saturday|sabado', 'sunday|domingo']],
];

/** A member's own meanings, without the set's ("martes" is a weekday too: only Tuesday is its own). */
const ownMeanings = (member: string, setMeanings: Set<number>) =>
  member
    .split('|')
    .flatMap((n) => [...meaningsIn(n).keys()])
    .filter((m) => !setMeanings.has(m));

/** Whether an option is one member of a set: its own meaning ("Lunes", "Monday") or its start ("Mon", "Lun"). */
function isMember(option: string, member: string, setMeanings: Set<number>): boolean {
  const own = meaningsIn(option);
  const names = member.split('|');
  if (ownMeanings(member, setMeanings).some((m) => own.has(m))) return true;
  const words = wordsOf(normalizeText(option).replace(/[.]/g, ' '));
  return words.length === 1 && words[0]!.length >= 2 && names.some((n) => n.startsWith(words[0]!));
}

/** The options a set word in the text says (all its members among the options, two at least), else null. */
export function optionsBySet(options: readonly string[], text: string): string[] | null {
  const said = meaningsIn(text);
  const picked = new Set<string>();
  for (const [head, members] of SETS) {
    const setMeanings = new Set(meaningsIn(head).keys());
    if (![...setMeanings].some((m) => said.has(m))) continue;
    // "solo los martes" names a member: the set word is no set there.
    if (members.some((m) => ownMeanings(m, setMeanings).some((x) => said.has(x)))) continue;
    const found = members.map((m) => options.filter((o) => isMember(o, m, setMeanings)));
    // Each member must be one option (or none of them); a set that fits no two options says nothing.
    if (found.some((f) => f.length > 1)) return null;
    const hits = found.flat();
    if (hits.length < 2) continue;
    for (const h of hits) picked.add(h);
  }
  return picked.size > 0 ? options.filter((o) => picked.has(o)) : null;
}
