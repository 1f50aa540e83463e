import type { Language } from '../../../contract/enums';
import { BUSINESS_WORD } from './business-words';
import { MONTHS, WEEKDAYS } from './date-words';
import { withoutAckSentence } from './facts';
import { introducedName } from './introduced';
import { holdsJobWord } from './job-titles';
import {
  dropStop,
  EMOJI,
  NAME_LEAD,
  NAME_LEADS,
  OPENING_LEADS,
  stripEdges,
  TAILS,
  withoutSalutation,
} from './name-frames';
import { isCapitalised, isKeyboardNoise, looksLikeName } from './name-shape';
import { PARTICLES } from './name-words';
import type { TextReading } from './names';
import { foldKeepingIndexes, normalizeText } from './text';

const BREAK =
  /\s*(?:[,;:!?¡¿()]+|(?<!(?:^|\s)(?:[Dd]rs?|[Dd]ra|[Dd][ñn]a|[Dd]o[ñn]a|[Dd]on|[Mm]rs?|[Mm][sx]|[Pp]rof|[Ss]ra?|[Ss]rta|[Ss]t|[Rr]ev|[Ll]ic|[Ii]ng|[Aa]rq))\.+|\s[-–—]+\s|\s(?:and|y|from|de la empresa|desde|but|pero)\s)\s*/u;

// "soy la Dra. Gómez": the article before a Spanish title is no part of the name.
const ARTICLE_TITLE =
  /^(?:la|el)\s+(?=(?:[Dd]ra?|[Ss]ra?|[Ss]rta|[Dd]o[ñn]a|[Dd]on|[Ll]ic|[Ii]ng|[Aa]rq|[Pp]rof)\.?\s)/u;

// Greetings that are also given names ("Ola Nordmann", "Salam Haddad"): framing only when set apart.
const NAME_LIKE_GREETING =
  /^(?:Ola|Ciao|Aloha|Salam|Salaam|Shalom|Hallo|Wena)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?$/u;

// Greetings of one language only that are given names elsewhere: on a form in another language, "Ola" said
// alone and capitalised to a name question is a name (Ola Nordmann), not a misspelt "hola".
const GREETING_NAMES: Record<Language, RegExp> = { EN: /^(?:Ola|Wena)[.!]?$/u, ES: /^(?!)/u };

/** Whether a message that reads as a greeting is a name said alone ("Ola" on an English form). */
export function isGreetingName(text: string, language?: Language): boolean {
  return language !== undefined && GREETING_NAMES[language].test(text.trim());
}

// "Kim at Northwind", "Nacho de Cervecería La Tana": where someone works, after the name. After "de"/"del" only a
// business ("Carmen de la Fuente" and "Juan de Dios" are names).
const AFFILIATION = new RegExp(
  `\\s+(?:(?:from|at|with)\\s+(?:the\\s+)?|(?:de|del|de la)\\s+(?=(?:\\S+\\s+){0,3}(?:${BUSINESS_WORD.source.replace(/^\\b|\\b$/g, '')})(?![\\p{L}])))(?=\\S)`,
  'giu',
);

/** A name without where its owner works after it, written with a capital ("at once" is no workplace) unless all is lower case. */
function withoutAffiliation(name: string): string {
  for (const m of foldKeepingIndexes(name).matchAll(AFFILIATION)) {
    const at = m.index + m[0].length;
    // "Ruth Adeyemi at the university": a workplace named by a common noun of one ("at the clinic") is one too.
    const workplace =
      /^(?:the|la|el)\s+$/.test(m[0].trimStart().replace(/^\S+\s+/, '')) &&
      BUSINESS_WORD.test(foldKeepingIndexes(name.slice(at)).split(/[\s,.;!]+/)[0] ?? '');
    const written = /^[\p{Lu}\p{N}]/u.test(name.slice(at)) || !/\p{Lu}/u.test(name) || workplace;
    if (m.index > 0 && written) return name.slice(0, m.index);
  }
  return name;
}

// "soy la Cata", "la Nuria": a Spanish article (written in lower case) before a first name is no part of it.
const ARTICLE_NAME = /^(?:la|el)\s+(?=\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$)/u;
// An emoji between words ends a sentence ("cat on the keyboard 🙈 Elif Yilmaz").
const INNER_EMOJI = new RegExp(`(?<=\\S)\\s*(?:${EMOJI.source})+\\s*(?=\\S)`, 'gu');

/** A name's words without the framing, the final stop, an article or where its owner works. */
const bare = (s: string) =>
  withoutAffiliation(
    dropStop(stripEdges(s, NAME_LEADS, TAILS))
      .replace(ARTICLE_TITLE, '')
      .replace(ARTICLE_NAME, ''),
  );

// "on behalf of Meridian Pharma", "en nombre de Seguros Lur": a business someone writes for is not their name.
const FOR_BUSINESS = /(?:on behalf of|en nombre de|de parte de)\s+(?:(?:the|la|el)\s+)?$/u;

/**
 * Reads a person's name. Two names joined by "and" / "y" said alone ("Marta and Luis") are the answer as written.
 * Inside a longer reply they are kept together when the question asks for several ("Full names of the couple?");
 * to a question for one name they compete ("Bazza and Tilly, she's a kelpie") and are asked back.
 */
export function readName(written: string, language?: Language, several = false): TextReading {
  const opened = withoutAckSentence(withoutSalutation(written));
  const cleaned = bare(opened);
  // "Priya and Sam 💍 getting married…" to "Names of the couple?": an emoji ends the names as a comma would.
  const pair =
    coordinatedNames(cleaned, language) ??
    (several ? coordinatedNames(bare(opened.replace(INNER_EMOJI, ', ')), language) : null);
  if (pair && (several || pair.joined === cleaned)) return { kind: 'value', value: pair.joined };
  if (pair) return { kind: 'ambiguous', candidates: pair.names };
  const r = readNameOnly(written, language);
  if (r.kind !== 'value' || !BUSINESS_WORD.test(normalizeText(r.value))) return r;
  const at = written.indexOf(r.value);
  return at > 0 && FOR_BUSINESS.test(foldKeepingIndexes(written.slice(0, at)))
    ? { kind: 'invalid', reason: 'name' }
    : r;
}

function readNameOnly(written: string, language?: Language): TextReading {
  // "Dear team, I am writing…": the one written to is not the writer; "Makes sense. Tom Reed": nor the thanks
  // (what follows it is a name only when written with a capital: "ok no worries. headshots" is none).
  const greeted = withoutSalutation(written);
  const acked = withoutAckSentence(greeted);
  const given = acked !== greeted && !/\p{Lu}/u.test(acked) ? greeted : acked;
  if (!/[\p{L}]/u.test(given)) return { kind: 'invalid', reason: 'name' };
  if (NAME_LIKE_GREETING.test(given.trim()) && looksLikeName(given.trim(), language))
    return { kind: 'value', value: given.trim() };
  const whole = bare(given);
  if (whole && looksLikeName(whole, language)) return { kind: 'value', value: whole };
  const raw = given.replace(INNER_EMOJI, ', ');
  const cleaned = bare(raw);
  if (cleaned && looksLikeName(cleaned, language)) return { kind: 'value', value: cleaned };
  // "Marta Ruiz, from Madrid", "me llamo Ana y vivo en Madrid": the one fragment that is a name.
  const fragments = cleaned.split(BREAK).map(bare).filter(Boolean);
  const fixed = correctedName(cleaned, language);
  if (fixed) return { kind: 'value', value: fixed };
  const pick = pickName(raw, fragments, language) ?? ledName(raw.split(BREAK)[0] ?? '');
  if (pick) return { kind: 'value', value: pick };
  const introduced = introducedName(raw, false, language);
  if (introduced) return { kind: 'value', value: introduced.value };
  return { kind: 'invalid', reason: 'name' };
}

const JOINED = new RegExp(`(${BREAK.source})`, 'u');
const AND = /^\s*(?:and|y|e|&)\s*$/u;

/**
 * "Laura Bennett and James Okafor; the wedding is…", "Inés Molina y Diego Sastre": two parts joined by "and" /
 * "y", each written like a name of its own (a capital, no word of a sentence), are two people.
 */
function coordinatedNames(
  cleaned: string,
  language?: Language,
): { names: [string, string]; joined: string } | null {
  const parts = cleaned.split(JOINED);
  const isName = (p: string) =>
    looksLikeName(p, language) &&
    p.split(/\s+/).some((w) => isCapitalised(w) && !PARTICLES.has(normalizeText(w)));
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const [a, and, b] = [dropStop(parts[i]!.trim()), parts[i + 1]!, dropStop(parts[i + 2]!.trim())];
    if (!AND.test(and) || !isName(a) || !isName(b)) continue;
    // "Glaciers, Memory and Time": the last two of a list are no pair of people.
    if (i >= 2 && !AND.test(parts[i - 1]!) && isName(parts[i - 2]!.trim())) continue;
    return { names: [a, b], joined: `${a}${and.replace(/\s+/g, ' ')}${b}` };
  }
  return null;
}

const NAME_LEAD_AT_START = new RegExp(`^${NAME_LEAD}\\s+`, 'u');

/**
 * "hi it's Will, I'll be bringing…": a capitalised word said alone after "it's", "soy", "I'm" at the start is
 * the name, even a word that is common ("Will", "Hope"); a day or a month is none ("it's Friday").
 */
function ledName(fragment: string): string | null {
  const opened = stripEdges(fragment, OPENING_LEADS, []);
  const m = NAME_LEAD_AT_START.exec(foldKeepingIndexes(opened));
  const rest = m ? opened.slice(m[0].length).trim() : '';
  if (!/^\p{Lu}\p{Ll}{2,}$/u.test(rest) || isKeyboardNoise(rest)) return null;
  const w = normalizeText(rest);
  return w in MONTHS || w in WEEKDAYS ? null : rest;
}

/** "Ana, sorry, Anna": a name given again after a correction is the one meant. */
function correctedName(cleaned: string, language?: Language): string | null {
  const fixedTo =
    /(?:^|[\s,.;!])(?:sorry|perdon|perdona|i mean|i meant|quiero decir|quise decir|digo|mejor dicho)[\s,.;:!]+(.+)$/iu.exec(
      foldKeepingIndexes(cleaned),
    );
  if (!fixedTo) return null;
  const after = dropStop(
    stripEdges(cleaned.slice(fixedTo.index + fixedTo[0].length - fixedTo[1]!.length), NAME_LEADS, TAILS),
  );
  return after && looksLikeName(after, language) ? after : null;
}

/**
 * Several candidates: the one that holds the others ("Marta. Marta Ruiz"), else the first written like a name
 * ("right. Rachel Green" → Rachel Green; "Marta (Acme Ltd)" → Marta). A name said with "my name is", "soy",
 * "me llamo" anywhere counts first among the candidates.
 */
function pickName(raw: string, fragments: string[], language?: Language): string | undefined {
  const said = introducedName(raw, true, language)?.value;
  // "14 Elm Road, Leeds": a word after an address (a fragment with figures) is a place, not a name.
  // Inside a longer message, a name not introduced as one must be written like one ("llevo" is none).
  // A capitalised particle opening a sentence ("La llevo mañana") does not make a name.
  const capital = (f: string) =>
    f.split(/\s+/).some((w) => isCapitalised(w) && !PARTICLES.has(normalizeText(w)));
  const named = fragments.filter(
    (f, i) =>
      looksLikeName(f, language) &&
      !/\d/.test(fragments[i - 1] ?? '') &&
      capital(f) &&
      !(normalizeText(f) in WEEKDAYS),
  );
  // "Presidenta, Rosario Quintana": words that open with a job's head word are a role beside the name.
  const role = (f: string) => holdsJobWord(f.split(/\s+/)[0] ?? '');
  const names = [...(said ? [said] : []), ...named].filter(
    (n, _, all) => !role(n) || all.every((o) => o === n || role(o)),
  );
  const wordsOfName = (f: string) => new Set(normalizeText(f).split(/\s+/));
  const fullest = names.find((n) =>
    names.every((o) => [...wordsOfName(o)].every((w) => wordsOfName(n).has(w))),
  );
  // "Presidenta de la comunidad, Rosario Quintana": a name written wholly with capitals wins over words of a
  // role that only open with one.
  const proper = names.filter((n) =>
    n
      .split(/\s+/)
      .filter((w) => !PARTICLES.has(normalizeText(w)))
      .every(isCapitalised),
  );
  const capitalised =
    proper.length === 1 && names.length > 1
      ? proper[0]
      : names.find((n) => n.split(/\s+/).some(isCapitalised));
  const pick = fullest ?? said ?? capitalised ?? (names.length === 1 ? names[0] : undefined);
  if (pick && (names.length === 1 || fullest || capitalised || fragments.length <= 2) && !/['’]s$/.test(pick))
    return pick;
  return undefined;
}
