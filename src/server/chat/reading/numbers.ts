import type { Language } from '../../../contract/enums';
import { countWithoutFigures } from './count-words';
import { inOtherCurrency } from './currencies';
import { durationIn, namesTimeUnit } from './durations';
import { askedFigure } from './figure-asked';
import { revisedAcrossContrast } from './figure-contrast';
import { byRole, type FigureRole } from './figure-roles';
import { countsKindAsked } from './kind-ties';
import { inOtherUnit } from './measures';
import { findNumberMentions, type NumberMention, round } from './number-mentions';
import { QUANTITY_QUESTION } from './number-units';
import { spelledOrdinals } from './ordinals';
import { peopleCount, writerAndFigure } from './people-count';
import {
  countsOther,
  countsPeople,
  fitsQuestion,
  isPeopleQuestion,
  PEOPLE,
  STOP,
  tieTo,
} from './question-ties';
import { foldKeepingIndexes, normalizeText, overlaps, type Span } from './text';

export { formatNumber } from './number-format';

export { findNumberMentions, type NumberMention, parseDigits } from './number-mentions';
export { MONEY_WORDS } from './number-units';

/** What a number question reads in a message. */
export type NumberReading =
  | { kind: 'value'; value: number; span: Span }
  | { kind: 'ambiguous'; candidates: number[]; range: boolean; span: Span }
  | { kind: 'none'; ruledOut?: FigureRole };

const RANGE_GAP = /^\s*(?:-|–|—|~|to|a|al|hasta|until|till|through)\s*$/u;
const AND_GAP = /^\s*(?:and|y|e)\s*$/u;
const OR_GAP = /^\s*(?:or|o|u|\/|or maybe|or perhaps|o quizas?|o tal vez|maybe|quizas?)\s*$/u;
const RANGE_START = /(?:between|entre|from|de|desde|somewhere between)\s*$/u;
/** Words before a figure that make it the visitor's final word ("let's say 50", "no wait, 60", "mejor 45"). */
const FINAL_MARKER =
  /(?:let'?s say|let us say|\bsay|call it|make it|go with|put down|put|write down|final(?:ly)?|exactly|no wait|wait|sorry|i mean|i meant|actually|rather|digamos|pongamos|ponle|pon|apunta|apuntame|mejor|en concreto|concretamente|exactamente|quiero decir|quise decir|digo|espera|perdon|en realidad|bueno|vamos a decir|more like|closer to|in the end|realistically|al final|mas bien|mejor dicho|siendo realistas|entonces|then|will be|going to be|\bso\b|in total|en total|o sea|that makes)\W*(?:\p{L}+\W+){0,2}$/u;

interface Figure extends Span {
  lo: number;
  hi: number;
  range: boolean;
  /** One of two figures offered as a choice ("7 or 8 years"): a unit after the second is shared. */
  choice?: boolean;
  mentions: NumberMention[];
}

/** Joins "between 2 and 4 thousand", "30-40" and "2 or 3k" into figures, sharing a scale said once. */
function figuresOf(text: string, mentions: NumberMention[]): Figure[] {
  const folded = foldKeepingIndexes(text);
  const figures: Figure[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const a = mentions[i]!;
    const b = mentions[i + 1];
    if (b) {
      const gap = folded.slice(a.end, b.start);
      const starts = RANGE_START.test(folded.slice(Math.max(0, a.start - 20), a.start));
      // "40 + 10 kids", "40 plus 10": a sum is one figure.
      if (/^\s*(?:\+|plus|mas)\s*$/u.test(gap)) {
        figures.push({
          start: a.start,
          end: b.end,
          lo: a.value + b.value,
          hi: a.value + b.value,
          range: false,
          mentions: [a, b],
        });
        i++;
        continue;
      }
      const isRange = RANGE_GAP.test(gap) || (AND_GAP.test(gap) && starts);
      const isChoice = OR_GAP.test(gap);
      if (isRange || isChoice) {
        let lo = a.value;
        if (a.scale === null && b.scale !== null && a.value * b.scale <= b.value) lo = a.value * b.scale;
        const mentions2 = [a, b];
        if (isRange)
          figures.push({
            start: a.start,
            end: b.end,
            lo: Math.min(lo, b.value),
            hi: Math.max(lo, b.value),
            range: true,
            mentions: mentions2,
          });
        else
          figures.push(
            { start: a.start, end: a.end, lo, hi: lo, range: false, choice: true, mentions: [a] },
            {
              start: b.start,
              end: b.end,
              lo: b.value,
              hi: b.value,
              range: false,
              choice: true,
              mentions: [b],
            },
          );
        i++;
        continue;
      }
    }
    figures.push({ start: a.start, end: a.end, lo: a.value, hi: a.value, range: false, mentions: [a] });
  }
  return figures;
}

/**
 * A figure for a question that is not being asked: only when exactly one figure of the message is tied to
 * it by its unit or currency ("…, about 40 people" for "How many guests?") and it is not part of a range.
 */
export function labelledNumber(
  text: string,
  language: Language,
  question: string,
  blocked: Span[],
  /** The message's figures, when already read. */
  found?: NumberMention[],
): (Span & { value: number }) | null {
  const mentions = (found ?? findNumberMentions(text, language)).filter((m) => !overlaps(m, blocked));
  const figures = figuresOf(text, mentions);
  const fitting = figures.filter(
    (f) =>
      (f.mentions.some((m) => fitsQuestion(m, question)) || namedBefore(text, f, question)) &&
      !partOfGroup(text, f, question),
  );
  if (fitting.length === 0) return null;
  // The message's own reading must agree ("20 of us, but probably more like 25" is 25, not the labelled 20;
  // "seríamos unos 20 pero al final seremos 25": of two labelled figures, the final one).
  const read = readNumber(text, language, { blocked, question, mentions: found });
  if (read.kind !== 'value') return null;
  const f = figures.find((x) => x.start <= read.span.start && x.end >= read.span.end);
  // "I thought 20 of us but probably more like 25": the final figure corrects the labelled one.
  const corrects =
    f !== undefined &&
    fitting.length === 1 &&
    fitting[0]!.end <= f.start &&
    FINAL_MARKER.test(foldKeepingIndexes(text.slice(fitting[0]!.end, f.start)));
  if (
    !f ||
    !(fitting.includes(f) || corrects) ||
    f.range ||
    f.choice ||
    f.mentions.some((m) => m.alt !== undefined)
  )
    return null;
  // The unit goes with the figure ("6 personas"): what is left of the message is not about it.
  const m0 = f.mentions[0]!;
  // Only a unit that ties the figure to the question is part of it ("3 on Sunday": "on" is not).
  // A thing counted for "How many?" stays for the question that names it ("40 hoodies": the product).
  const counted =
    QUANTITY_QUESTION.test(normalizeText(question)) && !normalizeText(question).includes(m0.unit);
  // "Tres trajes" for "¿Número de prendas?": a kind of the thing counted stays free to name an option ("Traje").
  const kindOnly = countsKindAsked(m0.unit, question);
  const unit =
    m0.unit && !counted && !kindOnly && (PEOPLE.test(m0.unit) || tieTo({ ...m0, label: '' }, question))
      ? m0.unit
      : '';
  const after = unit ? text.slice(f.end).search(/\p{L}/u) : -1;
  const end = after >= 0 && after <= 3 ? f.end + after + unit.length : f.end;
  return { start: f.start, end, value: read.value };
}

/** A figure whose unit is a thing of its own (a noun the question does not name, not people, not money). */
function countsSomethingElse(f: Figure, question: string): boolean {
  return countsOther(f.mentions[f.mentions.length - 1]!, question, 4);
}

const SUBGROUP = /^(?:kids|children|adults|babies|ninos|ninas|adultos|bebes|teens|teenagers)$/;
const OTHERS_TOO =
  /\b(?:me|myself|my (?:wife|husband|partner|mum|mom|dad|friend|boyfriend|girlfriend)|and i|yo|mi (?:marido|mujer|pareja|esposo|esposa|madre|padre|novio|novia))\b/;

/** "me, my husband and our 2 kids" for "How many people?": the kids are part of the count, not all of it. */
function partOfGroup(text: string, f: Figure, question: string): boolean {
  const unit = f.mentions[f.mentions.length - 1]!.unit;
  return isPeopleQuestion(question) && SUBGROUP.test(unit) && OTHERS_TOO.test(normalizeText(text));
}

/** "looking for lessons, prob 10 of them": "of them" points back to the question's word in the same sentence. */
function namedBefore(text: string, f: Figure, question: string): boolean {
  if (!/^\s*(?:of them|of those|de ell[oa]s|de es[oa]s)\b/.test(normalizeText(text.slice(f.end))))
    return false;
  const sentence =
    normalizeText(text.slice(0, f.start))
      .split(/[.!?;]/)
      .pop() ?? '';
  const words = normalizeText(question)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4 && !STOP.has(w));
  return sentence
    .split(/[^\p{L}]+/u)
    .some((s) => s.length >= 4 && words.some((w) => w.startsWith(s.slice(0, 5))));
}

const span = (f: Figure): Span => ({ start: f.start, end: f.end });

/** "How many kayaks?", "How many rooms?": a question that counts things other than people. */
function countsThings(question: string): boolean {
  const asked = askedFigure(question);
  return asked.kind === 'thing' && asked.counts !== 'person';
}

/**
 * What a number question reads in a message: one figure; or the candidates when the visitor gave a range
 * or several different figures (never one end of a range); an explicit final figure wins.
 */
export function readNumber(
  text: string,
  language: Language,
  opts: { blocked?: Span[]; question?: string; mentions?: NumberMention[] } = {},
): NumberReading {
  const folded0 = foldKeepingIndexes(text);
  const all = (opts.mentions ?? findNumberMentions(text, language)).filter(
    (m) => !overlaps(m, opts.blocked ?? []),
  );
  // "not 40, 45" / "40 no, 45": a figure ruled out is no candidate.
  const kept = all.filter(
    (m) =>
      !/\b(?:not|no)\s+$/.test(folded0.slice(Math.max(0, m.start - 5), m.start)) &&
      !/^\s+no\b/.test(folded0.slice(m.end, m.end + 5)),
  );
  const candidates = kept.length > 0 ? kept : all;
  // "dos semanas" to "¿Cuántos días?": a length of time in another unit, converted (or asked about).
  const duration = opts.question ? durationIn(text, language, opts.question) : null;
  // "an hour and a half" to "…in minutes?" answers nothing; "an hour and a half, so 90" answers with its figure.
  const inUnitToo = (d: { span: Span }) => candidates.some((m) => !overlaps(m, [d.span]));
  if (duration && !overlaps(duration.span, opts.blocked ?? [])) {
    if (!namesTimeUnit(opts.question!)) return duration;
    if (!inUnitToo(duration)) return { kind: 'none' };
  }
  // "55 gallons" to "…in litres?": a figure in another unit of measure is not the one asked for.
  const { question } = opts;
  // "about 2k dollars" to "Budget (€)?": a sum in another currency is not the one asked for either.
  const inUnit = question
    ? candidates.filter((m) => !inOtherUnit(m, question, candidates) && !inOtherCurrency(m, text, question))
    : candidates;
  if (inUnit.length === 0 && candidates.length > 0) return { kind: 'none' };
  // "at 9", "in 2019", "number 42", "my dad turns 70", "if the money comes in": a figure whose role is not the asked one.
  const roles = byRole(text, inUnit, question);
  if (roles.reading) return roles.reading;
  const { mentions } = roles;
  // "just me and one colleague", "me, my husband and our 2 kids": people listed one by one, counted.
  const people = opts.question !== undefined && countsPeople(opts.question) && !countsThings(opts.question);
  // "3, me plus two", "4 - me, my wife and our 2 kids": a total said first that the list after it adds up to.
  const total = people ? totalThenList(text, language) : null;
  if (total !== null) return { kind: 'value', value: total, span: { start: 0, end: text.length } };
  const listed = people ? peopleCount(text) : null;
  if (listed !== null) return { kind: 'value', value: listed, span: { start: 0, end: text.length } };
  // "me plus 5 of the crew": the writer beside a figure not known to count people is asked about (6 or 5?).
  const withWriter = people ? writerAndFigure(text) : null;
  if (withWriter && withWriter.total !== withWriter.figure) {
    const candidates = [withWriter.total, withWriter.figure];
    return { kind: 'ambiguous', candidates, range: false, span: { start: 0, end: text.length } };
  }
  // "un tercero sin ascensor, el edificio tiene 6" to "¿En qué planta…?": a spelled place and another figure.
  const places = question && mentions.length > 0 ? spelledOrdinals(text, question) : [];
  if (places.length === 1 && !mentions.some((m) => m.value === places[0])) {
    const candidates = [places[0]!, ...new Set(mentions.map((m) => m.value))];
    return { kind: 'ambiguous', candidates, range: false, span: { start: 0, end: text.length } };
  }
  // "zero", "none", "just me", "me and my wife", "un tercero": a number said without a figure.
  if (mentions.length === 0)
    return countWithoutFigures(text, opts.question, opts.blocked) ?? { kind: 'none' };
  const figures = figuresOf(text, mentions);
  const folded = foldKeepingIndexes(text);
  const single = (f: Figure): NumberReading => {
    const alt = f.mentions.length === 1 ? f.mentions[0]!.alt : undefined;
    if (alt !== undefined) return { kind: 'ambiguous', candidates: [f.lo, alt], range: false, span: span(f) };
    return { kind: 'value', value: f.lo, span: span(f) };
  };
  const ask = (fs: Figure[]): NumberReading => {
    const range = fs.length === 1 && fs[0]!.range;
    const candidates = [...new Set(fs.flatMap((f) => (f.range ? [f.lo, f.hi] : [f.lo])))];
    return {
      kind: 'ambiguous',
      candidates,
      range,
      span: { start: fs[0]!.start, end: fs[fs.length - 1]!.end },
    };
  };
  // The same figure said twice is one answer; "2 adults and 2 kids" are two counts.
  const key = (f: Figure) => {
    const unit = f.mentions[f.mentions.length - 1]!.unit;
    return `${f.range ? `${f.lo}-${f.hi}` : f.lo}${PEOPLE.test(unit) ? `|${unit}` : ''}`;
  };
  const values = new Set(figures.map(key));
  if (values.size === 1) return figures[0]!.range ? ask([figures[0]!]) : single(figures[0]!);

  // The last figure, when the visitor marks it as their final word ("…, let's say 50", "no wait, 60").
  const last = figures[figures.length - 1]!;
  const prev = figures[figures.length - 2]!;
  // "8 then, two can stay home": a "then" right after a figure settles that one, not the next.
  const between = folded.slice(prev.end, last.start).replace(/^\s+(?:then|entonces)\b/u, '');
  if (!last.range && FINAL_MARKER.test(between)) {
    // "between 40 and 50 thousand, let's say 50": the final figure shares the range's scale.
    const scaled =
      prev.range && last.mentions[0]!.scale === null ? prev.mentions.find((m) => m.scale)?.scale : undefined;
    if (
      scaled &&
      (last.lo < prev.lo || last.lo > prev.hi) &&
      last.lo * scaled >= prev.lo &&
      last.lo * scaled <= prev.hi
    )
      return { kind: 'value', value: last.lo * scaled, span: span(last) };
    return single(last);
  }
  // A single figure given after a range and inside it ("between 40 and 50, probably 45").
  const ranges = figures.filter((f) => f.range);
  if (ranges.length === 1 && figures.length === 2 && last === figures[1] && !last.range) {
    const r = ranges[0]!;
    if (r === figures[0] && last.lo >= r.lo && last.lo <= r.hi) return single(last);
  }
  // "we invited 120 but only 85 replied yes": a bare later figure across a contrast; which one is asked back.
  // "6 alumnos, aunque en el almacén somos 30": a first figure whose own noun is the question's stands.
  const said = figures.filter((f) => !f.range && !f.choice);
  const unitOf = (f: Figure) => f.mentions[f.mentions.length - 1]!.unit;
  const named = (f: Figure) =>
    opts.question !== undefined &&
    tieTo({ ...f.mentions[f.mentions.length - 1]!, label: '', tail: '' }, opts.question) === 'exact';
  const revised = said.length === 2 && !named(said[0]!);
  if (
    revised &&
    revisedAcrossContrast(
      folded,
      said.map((f) => ({ ...span(f), unit: unitOf(f) })),
    )
  )
    return ask(said);
  // The one figure whose unit names what is asked ("2 families, around 12 people" → 12 people).
  if (opts.question) {
    const question = opts.question;
    // "150 y hacemos dos turnos" for "¿Número de invitados?": a figure counting something else is no candidate.
    const own = figures.filter((f) => !countsSomethingElse(f, question));
    if (own.length === 1 && own.length < figures.length && !own[0]!.range && !own[0]!.choice)
      return single(own[0]!);
    // "los dos peques se quedan con los abuelos", "the two kids stay home": a figure after a definite article
    // points at people already known; it is no count of people ("the 4 of us" still counts the writer's group).
    const known = (f: Figure) =>
      /\b(?:the|los|las)\s+$/.test(folded.slice(Math.max(0, f.start - 5), f.start)) &&
      !/^(?:of us|de nosotros|de nosotras)$/.test(f.mentions[f.mentions.length - 1]!.unit);
    const tiedBy = (kinds: string[]) => {
      const fitting = figures.filter(
        (f) =>
          !f.range &&
          f.mentions.some((m) => {
            const tie = tieTo(m, question);
            return kinds.includes(tie ?? '') && !(tie === 'people' && known(f));
          }),
      );
      const values = new Set(fitting.map((f) => f.lo));
      return values.size === 1 && !fitting.some((f) => f.choice) ? fitting[fitting.length - 1]! : null;
    };
    const exact = tiedBy(['exact']);
    if (exact) return single(exact);
    // "2 adults and 2 kids" for "How many guests?": people counted apart add up.
    const counts = figures.every(
      (f) => !f.range && !f.choice && f.mentions.length === 1 && PEOPLE.test(f.mentions[0]!.unit),
    );
    if (
      counts &&
      isPeopleQuestion(question) &&
      new Set(figures.map((f) => f.mentions[0]!.unit)).size === figures.length
    )
      return {
        kind: 'value',
        value: round(figures.reduce((n, f) => n + f.lo, 0)),
        span: { start: figures[0]!.start, end: last.end },
      };
    const people = tiedBy(['exact', 'people']);
    if (people) return single(people);
  }
  return ask(figures);
}

// A figure alone before a comma, colon or dash, and the words after it.
const TOTAL_FIRST = /^\s*([\p{L}\p{N}]+)\s*(?:,|:|-|–|—|\()\s*(\S.*)$/u;

/**
 * "3, me plus two", "4 - me, my wife and our 2 kids": a figure said first and then the people it counts, when the
 * list read alone adds up to it (either reading of "me plus two" does); a list that adds up to another figure, or
 * to two, leaves the message as it was (asked about).
 */
function totalThenList(text: string, language: Language): number | null {
  const m = TOTAL_FIRST.exec(text);
  if (!m) return null;
  const lead = readNumber(m[1]!, language);
  if (lead.kind !== 'value') return null;
  const listed = peopleCount(m[2]!);
  if (listed !== null) return listed === lead.value ? lead.value : null;
  const withWriter = writerAndFigure(m[2]!);
  return withWriter && withWriter.total === lead.value ? lead.value : null;
}
