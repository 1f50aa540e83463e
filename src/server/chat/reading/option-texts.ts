import { optionByDescription } from './lexicon';
import { sameStem } from './stems';
import { containsPhrase, normalizeText, wordsOf } from './text';

/**
 * An option described by what the owner wrote about it: "the one in the pool" → Aqua when the question's help
 * says "Aqua classes take place in the pool"; "el de los 9 platos" → Menú degustación when it says "El menú
 * degustación son 9 platos pequeños". The owner's texts (the question's help, the form's knowledge and
 * description) are cut into passages; a passage that names exactly one option describes it. The visitor's
 * words (the light ones set aside) must all be in one such passage, and in no passage of another option:
 * when two options fit, nothing is picked and the question is asked again.
 */

/** Words that describe nothing of their own: articles, pronouns, light verbs, "one", "option". */
const LIGHT = new Set(
  (
    'the a an one ones that which who where with without in on at of for to by from and or is are was its it it s ' +
    'i i d i m want would like take need get have has had please thanks just maybe think guess some any ' +
    'option choice plan kind type thing stuff about that s where s which s this these those there ' +
    'el la lo los las un una uno unos unas que de del en con sin por para al y o es son esta estan ese esa ' +
    'eso este quiero querria quisiera prefiero me mi tiene tienen hay sea pues vale porfa favor gracias ' +
    'opcion tipo cosa cual donde'
  ).split(' '),
);

/** Passages of the owner's texts: sentences and clauses (a ";" or a line break ends one). */
function passagesOf(texts: readonly string[]): string[] {
  return texts
    .flatMap((t) => t.split(/\n+|;|(?<=[.!?])\s+/u))
    .map((p) => normalizeText(p).trim())
    .filter((p) => p.length > 0);
}

/** A passage that names several options ("Spin is on bikes, Aqua in the pool") in its comma clauses. */
const clausesOf = (passage: string) => [
  passage,
  ...passage.split(/\s*,\s*/u).filter((c) => c !== passage),
  ...examplesIn(passage),
];

const EXAMPLE =
  /\s(?:such as|like|e\.?g\.?|for example|for instance|including|como|tales como|por ejemplo|p\. ?ej\.?|incluidos|incluidas)\s|\s?\(/u;

/**
 * "dogs, cats, rabbits and small rodents such as guinea pigs and hamsters": the thing named last before "such
 * as" / "como" / "(" with the examples after it, as a passage of its own ("small rodents such as guinea pigs and
 * hamsters"), so it names one option even when the sentence names several.
 */
function examplesIn(passage: string): string[] {
  const m = EXAMPLE.exec(passage);
  if (!m || m.index === 0) return [];
  const head = passage
    .slice(0, m.index)
    .split(/\s*,\s*|\s(?:and|or|y|e|o|u)\s/u)
    .pop();
  const tail = passage.slice(m.index + m[0].length).split(/[)]/u)[0];
  return head && tail ? [`${head} ${m[0].trim()} ${tail}`] : [];
}

/** The option a passage names (its full name, or a word of four letters or more only it has), if exactly one. */
function namedIn(options: readonly string[], passage: string): number | null {
  const names = options.map((o) => normalizeText(o).trim());
  const own = names.map((n) => wordsOf(n).filter((w) => w.length >= 4));
  const only = (w: string) => own.filter((ws) => ws.includes(w)).length === 1;
  const hits = new Set<number>();
  names.forEach((n, i) => {
    if (n.length >= 2 && containsPhrase(passage, n)) hits.add(i);
    else if (own[i]!.some((w) => only(w) && containsPhrase(passage, w))) hits.add(i);
  });
  return hits.size === 1 ? [...hits][0]! : null;
}

const sameWord = (a: string, b: string) =>
  a === b || (!/\d/.test(a + b) && (a.replace(/e?s$/, '') === b.replace(/e?s$/, '') || sameStem(a, b)));

/**
 * The one option whose passage in the owner's texts holds every describing word the visitor said. Null when
 * the words name an option themselves, say nothing describing, or fit passages of two options.
 */
export function optionByOwnerText(
  options: readonly string[],
  said: string,
  texts: readonly (string | null | undefined)[],
): string | null {
  const sources = texts.filter((t): t is string => typeof t === 'string' && t.trim().length > 0);
  if (sources.length === 0 || options.length < 2) return null;
  const optionWords = new Set(options.flatMap((o) => wordsOf(normalizeText(o))));
  const words = wordsOf(normalizeText(said).replace(/[’']/g, ' ')).filter(
    (w) => !LIGHT.has(w) && (w.length >= 3 || /\d/.test(w)),
  );
  // A message that names an option is read by name, not here; a long one is no description.
  if (words.length === 0 || words.length > 5 || words.some((w) => optionWords.has(w))) return null;
  const fits = new Set<number>();
  for (const passage of passagesOf(sources).flatMap(clausesOf)) {
    const at = namedIn(options, passage);
    if (at === null) continue;
    const held = wordsOf(passage);
    if (words.every((w) => held.some((h) => sameWord(w, h)))) fits.add(at);
  }
  return fits.size === 1 ? options[[...fits][0]!]! : null;
}

interface Held {
  /** The visitor's words each option's passages hold. */
  held: Set<string>[];
  /** Those held in a passage of the question's own help. */
  inHelp: Set<string>[];
  /** Those among the examples the owner gives of an option ("small mammals such as ferrets"). */
  inExample: Set<string>[];
}

/** Which of the visitor's words the passages about each option hold. */
function heldWords(options: readonly string[], words: string[], help: string[], others: string[]): Held {
  const held = options.map(() => new Set<string>());
  const inHelp = options.map(() => new Set<string>());
  const inExample = options.map(() => new Set<string>());
  const read = (passages: string[], fromHelp: boolean) => {
    for (const passage of passages) {
      const examples = examplesIn(passage);
      for (const clause of clausesOf(passage)) {
        const at = namedIn(options, clause);
        if (at === null) continue;
        const there = wordsOf(clause);
        for (const w of words.filter((x) => there.some((h) => sameWord(x, h)))) {
          held[at]!.add(w);
          if (fromHelp) inHelp[at]!.add(w);
          if (examples.includes(clause)) inExample[at]!.add(w);
        }
      }
    }
  };
  read(passagesOf(help), true);
  read(passagesOf(others), false);
  return { held, inHelp, inExample };
}

/**
 * "quiero mi propia mesa fija todo el mes" → Residente when the help says "Residente: mesa fija todo el mes";
 * "the £45 one" → Basic service when it says "Basic service £45: …": unlike `optionByOwnerText`, not every word
 * must be the owner's. The words the owner's passages hold must point to one option only (a word held about two
 * options tells nothing), and be enough: two words or more, a figure of two digits or more, one of the examples
 * the owner gives of the option, or one long word (six letters or more) of the question's own help in a short
 * answer. Null when the message names an option,
 * when another option is held or meant (by the lexicon), or when the evidence is thin.
 */
export function optionByOwnerEvidence(
  options: readonly string[],
  said: string,
  help: string | null | undefined,
  texts: readonly (string | null | undefined)[],
): string | null {
  const own = (t: string | null | undefined): t is string => typeof t === 'string' && t.trim().length > 0;
  if (options.length < 2 || (!own(help) && !texts.some(own))) return null;
  const optionWords = options.map((o) => new Set(wordsOf(normalizeText(o))));
  const owners = (w: string) => optionWords.filter((ws) => ws.has(w)).length;
  const all = wordsOf(normalizeText(said).replace(/[’']/g, ' ')).filter(
    (w) => !LIGHT.has(w) && (w.length >= 3 || /\d/.test(w)),
  );
  // A word of one option alone names it (read by name, not here); words every option shares say nothing.
  if (all.some((w) => owners(w) === 1)) return null;
  const words = all.filter((w) => owners(w) === 0);
  if (words.length === 0 || words.length > 8) return null;
  const { held, inHelp, inExample } = heldWords(options, words, own(help) ? [help] : [], texts.filter(own));
  const onlyBy = (i: number) => [...held[i]!].filter((w) => held.every((h, j) => j === i || !h.has(w)));
  const pointed = options.flatMap((_, i) => (onlyBy(i).length > 0 ? [i] : []));
  if (pointed.length !== 1) return null;
  const best = pointed[0]!;
  const distinct = onlyBy(best);
  const enough =
    held[best]!.size >= 2 ||
    distinct.some((w) => /^\d{2,}$/.test(w) || (w.length >= 4 && inExample[best]!.has(w))) ||
    (words.length <= 5 && distinct.some((w) => w.length >= 6 && inHelp[best]!.has(w)));
  if (!enough) return null;
  const meant = optionByDescription(options, said);
  return meant && meant !== options[best] ? null : options[best]!;
}
