import { MONTHS } from './date-words';
import { findDates } from './dates';
import { meaningsIn, negatedMeaningOption, optionByDescription } from './lexicon';
import { optionByClock } from './option-clock';
import { optionByCodeRange, optionByInitials, optionByPlainLevel } from './option-codes';
import { byFineClause } from './option-fine';
import { optionByHalf } from './option-halves';
import { optionByKind } from './option-kind-of';
import { optionByMeaning } from './option-kinds';
import { optionByPeriod } from './option-periods';
import { byPosition, FILLER } from './option-positions';
import { optionByScale } from './option-scale';
import {
  countsThing,
  fullerOption,
  negatedClauses,
  optionByAcronym,
  optionByCoverage,
  optionByFigure,
  optionBySize,
  optionsByNumber,
  optionsTouched,
} from './option-scores';
import { containsPhrase, editDistance, normalizeText, wordsOf } from './text';
import { optionByFamily } from './word-families';

export { FILLER } from './option-positions';

/** The one option all candidates point to (the longest when one contains the others), else null. */
function single(options: string[], hits: number[]): string | null {
  const unique = [...new Set(hits)];
  if (unique.length === 1) return options[unique[0]!] ?? null;
  if (unique.length === 0) return null;
  const norm = (i: number) => normalizeText(options[i]!);
  const longest = unique.reduce((a, b) => (norm(b).length > norm(a).length ? b : a));
  return unique.every((i) => containsPhrase(norm(longest), norm(i))) ? (options[longest] ?? null) : null;
}

const NEGATION =
  /\b(?:not|no|don t want|anything but|except|but not|never|menos|excepto|salvo|sin|ni|nada de|nothing(?!\s+(?:but|except|other than|else)\b))[\s,]+(?:[^\s,.;!?]+\s+){0,2}$/;

/** "business no, turista", "en grupo no": a "no" after an option, ending its clause or turning to another. */
const POSTFIX_NO =
  /^[\s?!]*no\s*(?:[,.;!?)]|$|(?:y|e|o|pero|sino|mejor|prefiero|quiero|gracias|thanks)(?:\s|$))/u;

/** Whether every mention of an option is negated ("not the premium one"). */
function isNegated(said: string, option: string, all: string[]): boolean {
  let from = 0;
  let any = false;
  for (;;) {
    const at = said.indexOf(option, from);
    if (at < 0) return any;
    const before = said.slice(Math.max(0, at - 30), at).replace(/'/g, ' ');
    // "not business" / "business no, turista" (Spanish puts the "no" after); that "no" is not before "turista".
    // A "no" before a verb negates the verb ("la caldera no enciende"), not the option.
    const after = said.slice(at + option.length, at + option.length + 24);
    const m = NEGATION.exec(before);
    const postfixOfAnother =
      m && all.some((o) => o !== option && before.slice(0, m.index).trimEnd().endsWith(o));
    if ((!m || postfixOfAnother) && !POSTFIX_NO.test(after)) return false;
    any = true;
    from = at + 1;
  }
}

/** Whether words other than `chosen`'s own start (or nearly spell) the words of another option. */
function hintsAnother(norms: string[], chosen: string, said: string): boolean {
  const own = new Set(wordsOf(chosen));
  const rest = wordsOf(said).filter((w) => !own.has(w) && !FILLER.has(w) && w.length >= 4);
  return norms.some(
    (n) =>
      n !== chosen &&
      !containsPhrase(chosen, n) &&
      wordsOf(n).some(
        (ow) =>
          ow.length >= 4 &&
          rest.some((w) => ow.startsWith(w) || (w.length >= 5 && editDistance(w, ow, 1) <= 1)),
      ),
  );
}

/**
 * "lo de las ruedas o los frenos, no sé" (Neumáticos, Frenos): beside the option named, the other words mean
 * another option (by the lexicon) in a clause not ruled out: which one is meant is asked.
 */
function meansAnother(opts: string[], chosen: string, punctuated: string): boolean {
  const rest = negatedClauses(punctuated.split(normalizeText(chosen)).join(' , ')).positive;
  const meant = rest ? optionByDescription(opts, rest) : null;
  return meant !== null && meant !== chosen;
}

/** A decision (an option, or null for "none or several: ask") or undefined when this way of matching says nothing. */
type Match = string | null | undefined;

/** Options named in full in the words, negations and a correction ("Premium, sorry, Basic") considered. */
function byName(opts: string[], norms: string[], said: string, raw: string): Match {
  // "anything but Premium", "not the basic one": a negated option is not chosen.
  const punctuated = normalizeText(raw).replace(/\s+/g, ' ');
  const negated = norms.flatMap((n, i) =>
    containsPhrase(said, n) && isNegated(punctuated, n, norms) ? [i] : [],
  );
  const contained = norms.flatMap((n, i) => (containsPhrase(said, n) && !negated.includes(i) ? [i] : []));
  if (negated.length > 0 && contained.length !== 1) return null;
  // "Premium, sorry, Basic": the option named after a correction is the one meant.
  const corrected =
    /\b(?:sorry|perdon|perdona|i mean|i meant|quiero decir|mejor dicho|no wait|no espera|actually|mejor)\b(.*)$/.exec(
      punctuated,
    );
  if (contained.length > 1 && corrected) {
    const after = contained.filter((i) => containsPhrase(corrected[1]!, norms[i]!));
    if (after.length === 1) return opts[after[0]!] ?? null;
  }
  const fromContained = single(opts, contained);
  // "the garden and maybe repairs": another option hinted by a word of its own makes it a choice to ask about.
  const others = norms.filter((_, i) => !negated.includes(i));
  if (
    fromContained &&
    !hintsAnother(others, norms[opts.indexOf(fromContained)]!, said) &&
    !meansAnother(opts, fromContained, punctuated)
  )
    return fromContained;
  // "la de 4K con las fotos en bruto" → "4K + fotos RAW": the other words are the rest of an option that holds
  // the one named, all of it said.
  if (fromContained && negated.length === 0) {
    const fuller = fullerOption(opts, fromContained, raw);
    if (fuller) return fuller;
  }
  return contained.length > 0 ? null : undefined;
}

/** The option chosen by position alone ("the second one", "la última"), if the words say one. */
export function optionAtPosition(options: readonly string[], raw: string): string | null {
  const undated = withoutDatedPositions(raw);
  const at = byPosition([...options], wordsOf(canonical(undated)));
  return at === null ? null : (options[at] ?? null);
}

/** A negation and the (at most two) words it governs in its clause. */
const GOVERNED = /\b(not|no|ni|sin|without|except|excepto|menos)\b(?:\s+[^\s,.;:!?]+){1,2}/gu;

/** Options the words nearly name: a position, the start of a name, a word's prefix, a small typo. */
function byApproximation(opts: string[], norms: string[], said: string): Match {
  const words = wordsOf(said);
  const position = byPosition(opts, words);
  if (position !== null) return opts[position] ?? null;
  if (said.length >= 2) {
    const startsWord = (n: string) => wordsOf(n).some((w) => w.startsWith(said)) || n.startsWith(said);
    const partial = norms.flatMap((n, i) =>
      startsWord(n) || (said.length >= 3 && n.includes(said)) ? [i] : [],
    );
    if (partial.length === 1) return opts[partial[0]!] ?? null;
    if (partial.length > 1) return null;
  }
  const meaningful = words.filter((w) => !FILLER.has(w) && w.length >= 3);
  // "una habitación para dos": a count beside other words counts people, not an option's "dos camas".
  const countsElse = (w: string, n: string) => meaningful.length > 1 && countsThing(n, w);
  // "not the plain one": a word the reply rules out is no typo of the option it resembles ("pain").
  const unruled = new Set(wordsOf(negatedClauses(said).positive));
  const prefixHits = meaningful.flatMap((w) =>
    norms.flatMap((n, i) => (partsOfWords(n).some((ow) => ow.startsWith(w)) && !countsElse(w, n) ? [i] : [])),
  );
  if (new Set(prefixHits).size === 1) return opts[prefixHits[0]!] ?? null;
  if (prefixHits.length > 0) return null;
  const close = (a: string, b: string) => {
    const max = b.length >= 7 ? 2 : b.length >= 4 ? 1 : 0;
    return max > 0 && editDistance(a, b, max) <= max;
  };
  const typoHits = norms.flatMap((n, i) =>
    close(said, n) || meaningful.some((w) => unruled.has(w) && partsOfWords(n).some((ow) => close(w, ow)))
      ? [i]
      : [],
  );
  if (new Set(typoHits).size === 1) return opts[typoHits[0]!] ?? null;
  return typoHits.length > 0 ? null : undefined;
}

/** An option's words, a hyphenated one also in its parts ("10-visit card" → 10-visit, 10, visit, card). */
const partsOfWords = (n: string) =>
  wordsOf(n).flatMap((w) => (w.includes('-') ? [w, ...w.split('-').filter(Boolean)] : [w]));

const canonical = (s: string) =>
  normalizeText(s)
    .replace(/[^\p{L}\p{N}#'’\s-]+/gu, ' ')
    .replace(/\s(?:and|y|e)(?=\s)/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The option a visitor means, matched tolerantly (case, accents, extra words, prefixes, position, typos, meaning). */
export function matchOption(options: readonly string[], raw: string): string | null {
  const opts = [...options];
  if (opts.length === 0) return null;
  // "first of april would be ideal": a position word inside a date is the date's, not an option's.
  const undated = withoutDatedPositions(raw);
  if (undated !== raw) return matchOption(options, undated);
  // "compact.design@gmail.com": the words of an e-mail or web address name no option.
  const unaddressed = raw.replace(ADDRESS, ' ');
  if (unaddressed !== raw) return matchOption(options, unaddressed);
  const said = canonical(raw);
  if (!said) return optionByMeaning(opts, raw);
  // "Wash & tidy" and "wash and tidy" are one name: symbols and joining words are no part of it.
  const norms = opts.map(canonical);
  const exact = norms.indexOf(said);
  if (exact >= 0) return opts[exact] ?? null;
  const unnegated = byNegatedMeaning(opts, raw);
  if (unnegated !== undefined) return unnegated;
  const meant = optionByMeaning(opts, raw);
  if (meant) return meant;
  const numbered = optionsByNumber(opts, raw);
  if (numbered) return numbered.length === 1 ? numbered[0]! : null;
  const ruled = byRuledOut(opts, raw) ?? byFineClause(opts, raw, matchOption);
  if (ruled) return ruled;
  const named = byName(opts, norms, said, raw);
  // "corte y beard trim": an option that holds the one named and says more of the message is the one meant.
  if (named) return fullerOption(opts, named, raw) ?? named;
  if (named !== undefined) return named;
  const figured =
    optionByFigure(opts, raw) ??
    optionBySize(opts, raw) ??
    optionByScale(opts, raw) ??
    optionByPeriod(opts, raw) ??
    optionByHalf(opts, raw) ??
    optionByClock(opts, raw);
  if (figured !== undefined) return figured;
  // "not the plain one": a word a negation governs names no option by its spelling ("plain" is no "Pain au
  // chocolat"); "no me acuerdo de la contraseña" still says Contraseñas.
  const ungoverned = canonical(normalizeText(raw).replace(GOVERNED, '$1'));
  const near = ungoverned ? byApproximation(opts, norms, ungoverned) : undefined;
  // Words that start two options' names: the option said most fully, if one is ("la ceremonia y el banquete").
  if (near === null) return optionByCoverage(opts, negatedClauses(raw).positive);
  // "after dinner" starts "Afternoon" but means the evening: when the words' meaning picks another option, ask.
  if (near) {
    const meant = optionByDescription(opts, raw) ?? optionByKind(opts, raw);
    if (meant && meant !== near) return null;
  }
  if (near !== undefined) return near;
  // "we need an online shop" → E-commerce: the option whose meaning the words say.
  return (
    optionByDescription(opts, raw) ??
    optionByCoverage(opts, negatedClauses(raw).positive) ??
    optionByKind(opts, raw) ??
    // "usamos electrólisis salina" → Sal, "I'm locked out" → Lockout: a word of an option's family.
    optionByFamily(opts, raw) ??
    optionByAcronym(opts, raw) ??
    optionByInitials(opts, raw) ??
    optionByCodeRange(opts, raw) ??
    optionByPlainLevel(opts, raw)
  );
}

/**
 * "no es urgente", "no corre prisa ninguna" → "Sin prisa": a negation that is itself a meaning an option holds
 * picks it, unless the other words name or mean another option (then which is asked).
 */
function byNegatedMeaning(opts: string[], raw: string): Match {
  const found = negatedMeaningOption(opts, raw);
  if (!found) return undefined;
  const other = matchOption(opts, found.rest);
  const restMeans = meaningsIn(found.rest);
  const meansOther = opts.some(
    (o) => o !== found.option && [...meaningsIn(o).keys()].some((m) => restMeans.has(m)),
  );
  return (other && other !== found.option) || meansOther ? null : found.option;
}

/** An e-mail or web address, written whole. */
const ADDRESS = /[^\s@]+@[^\s@]+\.[^\s@]+|\b(?:https?:\/\/|www\.)\S+/giu;

const POSITION_WORD =
  /\b(?:first|second|third|fourth|last|1st|2nd|3rd|4th|primero|primer|segundo|tercero|cuarto|ultimo|último)\b/iu;

const MONTH_NAMED = new RegExp(
  `\\b(?:${Object.keys(MONTHS)
    .filter((m) => m.length >= 3)
    .join('|')})\\b`,
);

/** The text with every date that holds a position word ("the first of April", "el primero de mayo") blanked. */
export function withoutDatedPositions(raw: string): string {
  if (!POSITION_WORD.test(raw)) return raw;
  let out = raw;
  const now = new Date();
  const dates = [...findDates(raw, 'EN', now), ...findDates(raw, 'ES', now)];
  for (const d of dates.sort((a, b) => b.start - a.start)) {
    const span = raw.slice(d.start, d.end);
    // "the 3rd one" is a position; "the first of April" a date (a month named).
    if (d.value === null || !POSITION_WORD.test(span) || !MONTH_NAMED.test(normalizeText(span))) continue;
    if (out.slice(d.start, d.end) !== raw.slice(d.start, d.end)) continue;
    out = out.slice(0, d.start) + ' '.repeat(d.end - d.start) + out.slice(d.end);
  }
  return out;
}

/**
 * What is left once the ruled-out clauses are set aside: "en grupo no, prefiero individual" → the rest
 * answers; "ni por la mañana ni por la tarde" with three options → the one not ruled out.
 */
function byRuledOut(opts: string[], raw: string): string | null {
  const { positive, negated } = negatedClauses(raw);
  if (negated.length === 0) return null;
  const ruledOut = new Set(negated.flatMap((c) => optionsTouched(opts, c)));
  const fromRest = positive ? matchOption(opts, positive) : null;
  if (fromRest) return ruledOut.has(fromRest) ? null : fromRest;
  const left = opts.filter((o) => !ruledOut.has(o));
  // Of two options, the one not ruled out ("anything but color" → "Black & gray").
  return (ruledOut.size >= 2 || opts.length === 2) && left.length === 1 ? left[0]! : null;
}

/**
 * The option a short fragment names exactly, for a select question that is not being asked:
 * the fragment must be the option itself plus filler words ("Pro plan", "el básico").
 */
export function standaloneOption(options: readonly string[], fragment: string): string | null {
  const said = wordsOf(normalizeText(fragment));
  if (said.length === 0 || said.length > 8) return null;
  const hits: number[] = [];
  options.forEach((o, i) => {
    const ow = wordsOf(normalizeText(o));
    const joined = ow.join(' ');
    if (joined.length < 3 || /^(yes|no|si|ok|otro|other|none|ninguno|ninguna)$/.test(joined)) return;
    if (!containsPhrase(said.join(' '), joined)) return;
    const rest = said.filter((w) => !ow.includes(w));
    if (rest.every((w) => FILLER.has(w))) hits.push(i);
  });
  return single([...options], hits);
}

/** The one option a text names in full, as whole words ("…, make it Premium"); typos and positions do not count. */
export function namedOption(options: readonly string[], text: string): string | null {
  const said = normalizeText(text);
  const hits = options.filter((o) => {
    const n = normalizeText(o).trim();
    const detail = detailOf(o);
    return (n.length >= 2 && containsPhrase(said, n)) || (detail !== null && containsPhrase(said, detail));
  });
  return single(
    [...options],
    hits.map((o) => options.indexOf(o)),
  );
}

/**
 * "Cata básica (3 aceites)": the detail in brackets, when it is a figure and the word it counts ("3 aceites",
 * "6 sessions"), names the option as its name does ("queremos la de 3 aceites").
 */
function detailOf(option: string): string | null {
  const m = /\(([^()]+)\)\s*$/.exec(option);
  if (!m) return null;
  const d = normalizeText(m[1]!).trim();
  return /^\d+(?:[.,]\d+)?\s+\p{L}{3,}(?:\s+\p{L}+)?$/u.test(d) ? d : null;
}

/**
 * The option a fragment names by a word only it has, the rest being filler ("quiero el de iniciación" →
 * "Curso de iniciación"), or describes ("we need an online shop" → "E-commerce"); null when none or several.
 */
export function mentionedOption(options: readonly string[], fragment: string): string | null {
  const said = wordsOf(normalizeText(fragment)).filter((w) => !FILLER.has(w));
  if (said.length === 0 || said.length > 8) return null;
  const own = options.map((o) => new Set(wordsOf(normalizeText(o))));
  const only = (w: string) => own.filter((ws) => ws.has(w)).length === 1;
  const hits = options.flatMap((_, i) =>
    said.every((w) => own[i]!.has(w)) && said.some((w) => w.length >= 4 && only(w)) ? [i] : [],
  );
  if (hits.length === 1) return options[hits[0]!]!;
  return optionByDescription(options, fragment);
}
