import { meaningsIn } from './lexicon';
import { findNumberMentions } from './number-mentions';
import { sameStem } from './stems';
import { editDistance, normalizeText, wordsOf } from './text';

/**
 * Options scored by how much of them a message says: each option is made of units (a meaning its words have in
 * the lexicon, or a word of its own), and a unit is said when the message has that meaning, the word, its
 * plural or singular, or a near spelling. "corte y beard trim" says both units of "Corte y barba" and one of
 * "Corte"; "the one for companies" says "company" of "Limited company package".
 */
const STOP = new Set(
  (
    'the a an of for and or with to in on at by de del la el los las en y e o u con por para al un una unos ' +
    'one option plan package type tipo opcion'
  ).split(' '),
);

const stem = (w: string) => {
  const s = w.replace(/ies$/, 'y').replace(/(?:es|s)$/, '');
  return s.length > 4 ? s.replace(/[aeo]$/, '') : s;
};

const COUNT_WORD = /^(?:two|three|four|five|six|dos|tres|cuatro|cinco|seis)$/u;
const PEOPLE = /^(?:people|persons?|guests?|adults?|pax|personas?|adultos?|invitados?|comensales?)$/u;

/** "Doble con dos camas": whether the option says `count` of a thing other than people (beds, rooms). */
export function countsThing(option: string, count: string): boolean {
  if (!COUNT_WORD.test(count)) return false;
  const ws = wordsOf(normalizeText(option));
  const at = ws.indexOf(count);
  const next = at >= 0 ? ws[at + 1] : undefined;
  return !!next && !STOP.has(next) && !PEOPLE.test(next);
}

interface Unit {
  meaning?: number;
  /** For a meaning: the option's words that say it. */
  words?: string[];
  word?: string;
}

const UNITS = new Map<string, Unit[]>();

/** An option's units, read once per option text (options repeat on every turn of every conversation). */
function unitsOf(option: string): Unit[] {
  const known = UNITS.get(option);
  if (known) return known;
  const units = readUnits(option);
  if (UNITS.size > 5_000) UNITS.clear();
  UNITS.set(option, units);
  return units;
}

function readUnits(option: string): Unit[] {
  const text = normalizeText(option).replace(/\([^)]*\)/g, ' ');
  const meanings = meaningsIn(text);
  const units: Unit[] = [...meanings.keys()].map((m) => ({ meaning: m, words: wordsCarrying(text, m) }));
  const covered = new Set<string>();
  for (const u of units) for (const w of u.words ?? []) covered.add(w);
  // "Doble con dos camas": a count word before the thing it counts is said with it, not alone ("para dos").
  for (const w of wordsOf(text))
    if (!STOP.has(w) && !covered.has(w) && /\p{L}{2,}/u.test(w) && !countsThing(text, w))
      units.push({ word: w });
  return units;
}

/** The words of a text that say a meaning (so they are not counted twice). */
function wordsCarrying(text: string, meaning: number): string[] {
  return wordsOf(text).filter((w) => meaningsIn(w).has(meaning));
}

const sameWord = (a: string, b: string) =>
  a === b ||
  stem(a) === stem(b) ||
  (a.length >= 6 && b.length >= 6 && editDistance(a, b, 1) <= 1) ||
  (a.length >= 5 && b.startsWith(a) && a.length >= b.length - 3);

/** How many units of each option the message says, and how many units each option has. */
export function optionCoverage(options: readonly string[], said: string): { score: number; size: number }[] {
  const text = normalizeText(said);
  const meant = meaningsIn(text);
  const words = wordsOf(text).filter((w) => !STOP.has(w));
  return options.map((o) => {
    const units = unitsOf(o);
    const said = (u: Unit, same: (a: string, b: string) => boolean) =>
      u.meaning !== undefined ? meant.has(u.meaning) : words.some((w) => same(w, u.word!));
    const score = units.filter((u) => said(u, sameWord)).length;
    // Another form of a word ("cenar" for "Cena", "reparar" for "Reparación") counts only when it completes the
    // option: "passed" says nothing of "Pass Plus".
    const formedWord = (a: string, b: string) => sameWord(a, b) || sameStem(a, b);
    // A meaning is also said by another form of the option's own word ("tiendecita" for "Tienda").
    const formed = units.every(
      (u) =>
        said(u, formedWord) ||
        (u.words ?? []).some((ow) => words.some((w) => w.length >= 5 && formedWord(w, ow))),
    );
    return { score: formed ? units.length : score, size: units.length };
  });
}

/**
 * The option the message says most of, when exactly one does ("las dos cosas, la ceremonia y el banquete" →
 * "Ceremonia y banquete"). Null when none, or when two options are said alike ("a jab before my trip": Vaccination
 * or Travel health consultation), and the question is asked again.
 */
export function optionByCoverage(options: readonly string[], said: string): string | null {
  const cover = optionCoverage(options, said);
  const best = Math.max(0, ...cover.map((c) => c.score));
  if (best === 0) return null;
  const top = cover.flatMap((c, i) => (c.score === best ? [i] : []));
  return top.length === 1 ? options[top[0]!]! : null;
}

/** Options said with more of their units than `named` has, and holding all of them ("Corte" → "Corte y barba"). */
export function fullerOption(options: readonly string[], named: string, said: string): string | null {
  const cover = optionCoverage(options, said);
  const at = options.indexOf(named);
  if (at < 0) return null;
  const namedUnits = unitsOf(named);
  const key = (u: Unit) => (u.meaning !== undefined ? `m${u.meaning}` : `w${stem(u.word!)}`);
  const namedKeys = new Set(namedUnits.map(key));
  const fuller = options.filter((o, i) => {
    if (i === at || cover[i]!.score <= cover[at]!.score || cover[i]!.score !== cover[i]!.size) return false;
    const keys = new Set(unitsOf(o).map(key));
    return [...namedKeys].every((k) => keys.has(k));
  });
  return fuller.length === 1 ? fuller[0]! : null;
}

/** "rather than cut flowers", "en vez de flores": what an answer is set against (no figure: "more than 50"). */
const CONTRAST_WORDS =
  '(?:rather than|instead of|more than|better than|en vez de|en lugar de|mas que)\\s(?!\\d)(?!(?:nada|todo|anything|everything|one|uno|una|ever|nunca|enough|suficiente)\\b)';
const CONTRAST = new RegExp(`\\s(?=${CONTRAST_WORDS})`, 'u');
const CONTRAST_START = new RegExp(`^${CONTRAST_WORDS}`, 'u');

/** A clause that ends by turning down what it said: "en grupo no", "por la tarde no puedo", "…por la mañana tampoco". */
const POSTFIX_DENIAL =
  '(?:(?:no|not)(?:\\s+(?:puedo|podemos|puede|pueden|me va|nos va|me viene bien|nos viene bien|me sirve|nos sirve))?|tampoco)';

const NEGATED_CLAUSE = new RegExp(
  `^\\s*(?:not|no|never|without|except|sin|ni|nada de|nunca|excepto|menos|don t want|dont want|anything but|cualquiera menos|lo que sea menos|todo menos|nothing(?!\\s+(?:but|except|other than|else)\\b))\\b|\\s${POSTFIX_DENIAL}\\s*$`,
  'u',
);

/**
 * "a full plot is too much for me", "el grande sería demasiado caro": a clause that says what it names is too
 * much of something rules it out (its subject, the words before the verb). "not too big" says the opposite.
 */
const EXCESS =
  /(?<!\b(?:not|no|isn t|isnt)\s)\b(?:is|s|are|re|would be|d be|will be|ll be|was|seems|looks|es|son|seria|serian|sera|resulta|queda|quedan|me queda|nos queda|se me queda|se nos queda)\s+(?:(?:way|much|far|a bit|a little|un poco|muy|algo)\s+)?(?:too|demasiado|demasiada|demasiados|demasiadas)\s+\p{L}/u;

/** The message split into what it rules out ("not a leak", "en grupo no", "ni por la mañana ni por la tarde") and the rest. */
export function negatedClauses(raw: string): { positive: string; negated: string[] } {
  const clauses = normalizeText(raw)
    .replace(/[’']/g, ' ')
    .split(/[,;.!?—–]+|\s-\s|(?<!\b(?:anything|everything|all|any|nothing)\s)\b(?:but|pero|sino)\b/u)
    .flatMap((c) => c.split(CONTRAST))
    .map((c) => c.trim())
    .filter(Boolean);
  const negated = clauses.filter(
    (c) =>
      (NEGATED_CLAUSE.test(c) || CONTRAST_START.test(c) || EXCESS.test(c)) &&
      /\p{L}{3,}/u.test(c.replace(/\b(?:not|no|ni)\b/gu, '')),
  );
  const positive = clauses.filter((c) => !negated.includes(c)).join(', ');
  return { positive, negated };
}

const NEGATED_WORDS = new RegExp(
  `\\b(?:not|no|ni|never|without|except|anything but|any but|sin|nunca|excepto|menos|salvo|nada de|nothing(?!\\s+(?:but|except|other than|else)\\b))\\b((?:\\s+\\S+){1,3})|((?:\\S+\\s+){0,2}\\S+)\\s+${POSTFIX_DENIAL}\\s*$`,
  'gu',
);

/** Options a ruled-out clause says, within the three words a negation governs ("not the hot one — yin": Hot). */
export function optionsTouched(options: readonly string[], clause: string): string[] {
  const touched = new Set<string>();
  for (const m of clause.matchAll(NEGATED_WORDS)) {
    const cover = optionCoverage(options, m[1] ?? m[2] ?? '');
    options.forEach((o, i) => {
      if (cover[i]!.score > 0) touched.add(o);
    });
  }
  const excessive = excessSubject(options, clause);
  if (excessive) touched.add(excessive);
  return options.filter((o) => touched.has(o));
}

/** The one option said most fully by the subject of a clause of excess ("a full plot is too much": Full plot). */
function excessSubject(options: readonly string[], clause: string): string | null {
  const excess = EXCESS.exec(clause);
  if (!excess) return null;
  const subject = clause.slice(0, excess.index).trim().split(/\s+/).slice(-4).join(' ');
  const scores = optionCoverage(options, subject).map((c) => c.score);
  const best = Math.max(0, ...scores);
  const top = scores.flatMap((x, i) => (x === best && best > 0 ? [i] : []));
  return top.length === 1 ? options[top[0]!]! : null;
}

/** "Week 2 (26-30 July)", "Room 3": options made of one shared word and a number, by their number. */
function numbering(options: readonly string[]): { head: string; numbers: number[] } | null {
  const parts = options.map((o) => /^\s*(\p{L}{3,})\s+(\d{1,3})\b/u.exec(normalizeText(o)));
  if (parts.some((p) => !p) || new Set(parts.map((p) => p![1])).size !== 1) return null;
  const numbers = parts.map((p) => Number(p![2]));
  return new Set(numbers).size === numbers.length ? { head: parts[0]![1]!, numbers } : null;
}

/**
 * "weeks 1 and 2", "make that weeks 2 and 3", "la semana 3": the options numbered with a shared word, picked by
 * the numbers said after that word. Null when the options are not so numbered, or a number is no option's.
 */
export function optionsByNumber(options: readonly string[], said: string): string[] | null {
  const n = numbering(options);
  if (!n) return null;
  const text = normalizeText(said);
  const at = new RegExp(
    `\\b${stem(n.head)}\\p{L}*\\s+((?:\\d{1,3}(?:\\s*(?:,|and|y|&|\\+|or|o)\\s*)?)+)`,
    'u',
  ).exec(text);
  if (!at) return null;
  const picked = (at[1]!.match(/\d{1,3}/g) ?? []).map(Number);
  const hits = picked.map((x) => n.numbers.indexOf(x));
  if (hits.length === 0 || hits.some((i) => i < 0)) return null;
  return options.filter((_, i) => hits.includes(i));
}

/**
 * "the computer applications one" → "BCA": an option written as an acronym, picked by consecutive words whose
 * initials spell at least two thirds of it. Null when no acronym, or several, fit.
 */
export function optionByAcronym(options: readonly string[], said: string): string | null {
  const words = wordsOf(normalizeText(said)).filter((w) => !STOP.has(w) && /^\p{L}/u.test(w));
  const hits = options.filter((o) => {
    const acronym = o.replace(/[.\s]/g, '');
    if (!/^\p{Lu}{2,5}$/u.test(acronym)) return false;
    const a = acronym.toLowerCase();
    const need = Math.max(2, Math.ceil((a.length * 2) / 3));
    for (let i = 0; i + need <= words.length; i++) {
      const initials = words
        .slice(i, i + need)
        .map((w) => w[0])
        .join('');
      if (a.includes(initials)) return true;
    }
    return false;
  });
  return hits.length === 1 ? hits[0]! : null;
}

/**
 * "el de diez" → "Bono 10 sesiones", "the 5 one" → "Pack of 5": options told apart by one figure each, picked
 * by the one figure said (in digits or words). Undefined when the options are not told apart by figures.
 */
export function optionByFigure(options: readonly string[], said: string): string | null | undefined {
  const figures = options.map((o) => o.match(/\d+/g) ?? []);
  if (figures.some((f) => f.length > 1) || figures.filter((f) => f.length === 1).length < 2) return undefined;
  const own = figures.map((f) => (f.length === 1 ? Number(f[0]) : null));
  if (new Set(own.filter((n) => n !== null)).size !== own.filter((n) => n !== null).length) return undefined;
  // A short answer only, with no alternatives in it ("half an hour or 45" names two options, one without figures).
  const words = normalizeText(said)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length > 5 || words.some((w) => /^(?:or|o|u|either|nor|ni|not|no)$/.test(w))) return undefined;
  const values = new Set(
    (['EN', 'ES'] as const).flatMap((l) => findNumberMentions(said, l).map((m) => m.value)),
  );
  if (values.size !== 1) return undefined;
  const hits = options.filter((_, i) => own[i] !== null && values.has(own[i]!));
  return hits.length === 1 ? hits[0]! : undefined;
}

/** Sizes in order, smallest first: the rank each option's words give it. */
const SIZE_RANK: [RegExp, number][] = [
  [/^(?:xxs|2xs)$/, 0],
  [/^(?:xs|extra small|extra pequen[oa]|muy pequen[oa])$/, 1],
  [/^(?:s|small|pequen[oa]|chic[oa])$/, 2],
  [/^(?:m|medium|mediana?|mediano)$/, 3],
  [/^(?:l|large|big|grande)$/, 4],
  [/^(?:xl|extra large|extra grande|muy grande)$/, 5],
  [/^(?:xxl|2xl)$/, 6],
  [/^(?:xxxl|3xl)$/, 7],
];
const BIGGEST =
  /\b(?:the (?:biggest|largest)|biggest|largest|(?:el|la|lo) mas grande|el mayor|la mayor|la maxima|the max(?:imum)?)\b/;
const SMALLEST =
  /\b(?:the smallest|smallest|(?:el|la|lo) mas pequen[oa]|(?:el|la|lo) mas chic[oa]|el menor|la menor|la minima)\b/;

/** A size's rank: a garment size (S < M < L), or a paper size, larger as its number falls (A6 < A5 < A3). */
function sizeRank(option: string, paperSizes: boolean): number | undefined {
  const o = normalizeText(option).trim();
  const paper = paperSizes ? /^(?:din[\s-]?)?([ab])(\d{1,2})$/.exec(o) : null;
  if (paper) return 100 - Number(paper[2]) + (paper[1] === 'b' ? 0.5 : 0);
  return SIZE_RANK.find(([re]) => re.test(o))?.[1];
}

/**
 * "la más grande que tengáis" → XL, "the smallest one" → S: a superlative of size picks the end of the
 * options when every option is a size. Undefined when they are not sizes or no superlative is said.
 */
export function optionBySize(options: readonly string[], said: string): string | undefined {
  const text = normalizeText(said);
  const big = BIGGEST.test(text);
  if (big === SMALLEST.test(text)) return undefined;
  // "A1, A2, B1" are levels: paper sizes are told by a size of A3 or smaller among them.
  const paper = options.some((o) => /^(?:din[\s-]?)?[ab](?:[3-9]|10)$/.test(normalizeText(o).trim()));
  const ranks = options.map((o) => sizeRank(o, paper));
  if (ranks.some((r) => r === undefined) || new Set(ranks).size !== ranks.length) return undefined;
  const pick = (big ? Math.max : Math.min)(...(ranks as number[]));
  return options[ranks.indexOf(pick)];
}
