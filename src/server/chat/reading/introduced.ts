import { looksLikeName } from './name-shape';
import { PARTICLES, RELATION, TITLES } from './name-words';
import { foldKeepingIndexes, normalizeText, type Span } from './text';

// A name ends at a stop (not a title's: "Dr. Helen Park"), a comma, or a word that joins something else.
const CLAUSE_END =
  /(?<!(?:^|\s)(?:dr|dra|mr|mrs|ms|mx|prof|sr|sra|srta|st|drs|rev|fr|dña|dna|doña|dona|don|lic|ing|arq))\.|[,;!?¡¿()]|\s(?:and|y|but|pero|from|at|de la empresa|desde|of|con)\s/iu;

/** How plainly an introduction names the name: "my name is" over "I'm" (which may say what someone is). */
const explicitness = (phrase: string) =>
  /name|nombre|llamo|call me|llamame/.test(phrase) ? 2 : /this is|soy|i'm|i am/.test(phrase) ? 1 : 0;

const INTRO =
  /(?:^|[\s,.;!¡¿(])(?:my full name is|my name is|my name's|name's|i am|i'm|this is|me llamo|mi nombre es|mi nombre completo es|soy|call me|llamame|(?:her|his|their) name is|(?:her|his|their) name's|su nombre es|se llama|a nombre de|under the name(?: of)?|booking under|reservation under)\s+/giu;
const HERE =
  /(?:^|[\s,.;!¡¿(])([\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){0,3})\s+(?:here|speaking|aqui|al habla)(?!\p{L})/giu;

/** A name introduced inside a longer message ("…, I'm Laura by the way", "me llamo Ana y…", "Marta here"). */
export function introducedName(
  text: string,
  /** strict: only phrases that introduce a person ("my name is", "soy"), not "this is …" or "… here". */
  strict = false,
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
    // "I'm her daughter, Grace": the writer's relation to someone is said before the name.
    const relation = new RegExp(`^(?:her|his|their|the|su|la|el)\\s+${RELATION}\\s*,?\\s+(?=\\p{Lu})`, 'iu');
    const from = m.index + m[0].length + (relation.exec(text.slice(m.index + m[0].length))?.[0].length ?? 0);
    // The name ends at a stop, a comma or a joining word ("I'm Olga and I'm organising…").
    const clause = text.slice(from).split(CLAUSE_END)[0] ?? '';
    const words = /^[\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){0,5}/u.exec(clause)?.[0] ?? '';
    const parts = words.split(/\s+/);
    // The name runs until a common word ("I'm Laura by the way" → "Laura").
    // A title opens the name and stays in it ("Dr. Helen Park").
    let titles = 0;
    while (titles < parts.length && TITLES.has(normalizeText(parts[titles]!).replace(/\.$/, ''))) titles++;
    let n = titles;
    while (n < parts.length && looksLikeName(parts.slice(0, n + 1).join(' '))) n++;
    // "I'm Will, looking for…": a capitalised word said alone after an introduction is a name, common or not.
    if (n === titles && parts.length === titles + 1 && /^\p{Lu}\p{Ll}{2,}$/u.test(parts[titles] ?? '')) n++;
    while (n > titles && PARTICLES.has(normalizeText(parts[n - 1]!))) n--;
    // "Dr. Park's assistant": a name followed by "'s" belongs to someone else.
    const after = clause.slice(parts.slice(0, n).join(' ').length);
    if (n > titles && !/^['’]s\b/.test(after) && !/['’]s$/.test(parts[n - 1]!)) {
      const value = parts.slice(0, n).join(' ');
      return { start: m.index, end: from + value.length, value };
    }
  }
  if (strict) return null;
  for (const m of folded.matchAll(HERE)) {
    const start = m.index + m[0].indexOf(m[1]!);
    const value = text.slice(start, start + m[1]!.length);
    const words = value.split(/\s+/);
    // Keep the name-like words just before "here".
    for (let i = 0; i < words.length; i++) {
      const candidate = words.slice(i).join(' ');
      if (looksLikeName(candidate)) return { start, end: m.index + m[0].length, value: candidate };
    }
  }
  return null;
}
