import type { Language } from '../../../contract/enums';
import { looksLikeName } from './name-shape';
import { PARTICLES, RELATION, TITLES } from './name-words';
import { foldKeepingIndexes, normalizeText, type Span } from './text';

// A name ends at a stop (not a title's: "Dr. Helen Park"), a comma, or a word that joins something else.
const CLAUSE_END =
  /(?<!(?:^|\s)(?:dr|dra|mr|mrs|ms|mx|prof|sr|sra|srta|st|drs|rev|fr|dña|dna|doña|dona|don|lic|ing|arq))\.|[,;!?¡¿()]|\s(?:and|y|but|pero|from|at|de la empresa|desde|of|con)\s/iu;

/**
 * How plainly an introduction names the name: the name said to be the real one ("my actual name is", "en
 * realidad me llamo") over "my name is", over a nickname others use ("my mates call me"), over "I'm" (which may
 * say what someone is).
 */
const explicitness = (phrase: string) => {
  if (/\b(?:actual|real|legal|proper|verdadero|en realidad|de verdad)\b/.test(phrase)) return 4;
  if (/\b(?:name|nombre|llamo)\b/.test(phrase) && !/\b(?:call|llaman|dicen)\b/.test(phrase)) return 3;
  if (/\b(?:call me|llamame)\b/.test(phrase) && !NICKNAME.test(phrase)) return 3;
  if (/\b(?:call|llaman|dicen)\b/.test(phrase)) return 2;
  return /this is|soy|i'm|i am/.test(phrase) ? 1 : 0;
};
// "my mates call me Bobby", "en casa me dicen Pili", "everyone calls me": what others call someone, a nickname.
const NICKNAME =
  /\b(?:(?:my|mis)\s+\p{L}+|everyone|everybody|people|they|friends|todos|todo el mundo|en casa|mis amig[oa]s)\s+(?:call|calls|me llaman|me dicen)\b|\bme (?:llaman|dicen)\b/u;

const INTRO =
  /(?:^|[\s,.;!¡¿(])(?:my (?:(?:actual|real|full|legal|proper|given|first) )?name(?: is|'s)|name's|i am|i'm|this is|(?:en realidad |de verdad )?me llamo(?: en realidad)?|mi nombre (?:(?:real|completo|verdadero) )?es|mi verdadero nombre es|soy|(?:(?:my|mis) \p{L}+ |everyone |everybody |people |friends |todos )?(?:call me|calls me|me llaman|me dicen)|llamame|(?:her|his|their) name is|(?:her|his|their) name's|su nombre es|se llama|a nombre de|under the name(?: of)?|booking under|reservation under)\s+/giu;
const HERE =
  /(?:^|[\s,.;!¡¿(])([\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){0,3})\s+(?:here|speaking|aqui|al habla)(?!\p{L})/giu;

/** A name introduced inside a longer message ("…, I'm Laura by the way", "me llamo Ana y…", "Marta here"). */
export function introducedName(
  text: string,
  /** strict: only phrases that introduce a person ("my name is", "soy"), not "this is …" or "… here". */
  strict = false,
  language?: Language,
): (Span & { value: string }) | null {
  const folded = foldKeepingIndexes(text.replace(/[’]/g, "'"));
  // "I'm Dr. Park's assistant…, my name is Tom Hale": a phrase that names the name is heard first.
  const intros = [...folded.matchAll(INTRO)].sort((a, b) => explicitness(b[0]) - explicitness(a[0]));
  for (const m of intros) {
    // Strictly, only the visitor introducing themselves ("this is", "her name is" may be someone else).
    if (
      strict &&
      /(?:this is|her name is|his name is|their name is|her name's|his name's|their name's|su nombre es|se llama)\s+$/.test(
        m[0],
      )
    )
      continue;
    const found = nameAfter(text, m.index + m[0].length, language);
    if (found) return { start: m.index, end: found.end, value: found.value };
  }
  if (strict) return null;
  for (const m of folded.matchAll(HERE)) {
    const start = m.index + m[0].indexOf(m[1]!);
    const value = text.slice(start, start + m[1]!.length);
    const words = value.split(/\s+/);
    // Keep the name-like words just before "here".
    for (let i = 0; i < words.length; i++) {
      const candidate = words.slice(i).join(' ');
      if (looksLikeName(candidate, language)) return { start, end: m.index + m[0].length, value: candidate };
    }
  }
  return null;
}

// "I'm her daughter, Grace": the writer's relation to someone, said before the name.
const WRITER_RELATION = new RegExp(
  `^(?:her|his|their|the|su|la|el)\\s+${RELATION}\\s*,?\\s+(?=\\p{Lu})`,
  'iu',
);
// "soy la Cata", "aquí el Javi": a Spanish article before a first name (written in lower case) is no part of it.
const NAME_ARTICLE = /^(?:la|el)\s+(?=\p{Lu}\p{Ll})/u;

/** The name said at `from`, after an introduction: up to a stop, a comma, a joining word or a common word. */
function nameAfter(text: string, from: number, language?: Language): { end: number; value: string } | null {
  from += WRITER_RELATION.exec(text.slice(from))?.[0].length ?? 0;
  from += NAME_ARTICLE.exec(text.slice(from))?.[0].length ?? 0;
  // The name ends at a stop, a comma or a joining word ("I'm Olga and I'm organising…").
  const clause = text.slice(from).split(CLAUSE_END)[0] ?? '';
  const words = /^[\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){0,5}/u.exec(clause)?.[0] ?? '';
  const parts = words.split(/\s+/);
  // The name runs until a common word ("I'm Laura by the way" → "Laura").
  // A title opens the name and stays in it ("Dr. Helen Park").
  let titles = 0;
  while (titles < parts.length && TITLES.has(normalizeText(parts[titles]!).replace(/\.$/, ''))) titles++;
  let n = titles;
  while (n < parts.length && looksLikeName(parts.slice(0, n + 1).join(' '), language)) n++;
  // "I'm Will, looking for…": a capitalised word said alone after an introduction is a name, common or not.
  if (n === titles && parts.length === titles + 1 && /^\p{Lu}\p{Ll}{2,}$/u.test(parts[titles] ?? '')) n++;
  while (n > titles && PARTICLES.has(normalizeText(parts[n - 1]!))) n--;
  // "Dr. Park's assistant": a name followed by "'s" belongs to someone else.
  const after = clause.slice(parts.slice(0, n).join(' ').length);
  if (n === titles || /^['’]s\b/.test(after) || /['’]s$/.test(parts[n - 1]!)) return null;
  const value = parts.slice(0, n).join(' ');
  return { end: from + value.length, value };
}

// "name is Suresh Iyer", "nombre: Ana Ruiz": a name said with its label, no one's in particular.
const NAME_LABEL =
  /(?:^|[\s,.;:!¿¡(])(?<!(?:my|her|his|their|your|our|its|mi|su|tu)\s)(?:the\s+)?(?:name(?:\s+is|\s*:)|nombre(?:\s+es|\s*:))\s*/giu;

/** A name said with its label and no owner ("…, name is Suresh Iyer"): for the form's only name question. */
export function labelledName(text: string, language?: Language): (Span & { value: string }) | null {
  const folded = foldKeepingIndexes(text.replace(/[’]/g, "'"));
  for (const m of folded.matchAll(NAME_LABEL)) {
    const found = nameAfter(text, m.index + m[0].length, language);
    if (found && /^\p{Lu}/u.test(found.value)) return { start: m.index, end: found.end, value: found.value };
  }
  return null;
}
