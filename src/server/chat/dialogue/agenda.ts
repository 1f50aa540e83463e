import type { Question } from '../../../contract/forms';
import { oneOfCounted } from '../reading/count-words';
import { isOnlyLabels } from '../reading/cues';
import { isPlaceQuestion, isPostcodeQuestion, placeMention, postcodeIn } from '../reading/facts';
import { isJobTitleQuestion, jobTitleMention } from '../reading/job-titles';
import type { Fragment, MessageReading } from '../reading/message';
import { introducedName, isGreetingName, labelledName, textKind } from '../reading/names';
import { namesQuestion } from '../reading/naming';
import { labelledNumber } from '../reading/numbers';
import { asksAboutOther, namedOther } from '../reading/others';
import { labelledScore } from '../reading/ratings';
import { normalizeText, overlaps, type Span } from '../reading/text';
import type { ReasonKey } from '../reading/validators';
import { anothersAgeSaid } from './age-said';
import { labelledText, readAsked } from './asked';
import { ratingBounds } from './bounds';
import { companyMention, isCompanyQuestion } from './company';
import { figureClaims } from './figure-claims';
import { BIRTH, birthDateSaid, passingWeekday } from './passing-dates';
import { restatedYesNo } from './restated';
import type { Answered } from './same-as';
import { optionFragment } from './select-readings';
import { readerHere, tracingReaders } from './trace';

/** Why an answer was refused: a validator's reason, or `options` (the select's options are listed). */
export type RefusalKey = ReasonKey | 'options';

/** A stored value: text, figure, date, option (and, for new question types, arrays and booleans). */
export type Value = string | number | boolean | string[];

/** What one visitor message answers, question by question. */
export interface Assignment {
  /** `by`: the reader that chose the value, only while measuring (trace.ts). */
  answers: { question: Question; value: Value; by?: string }[];
  invalid: { question: Question; key: RefusalKey }[];
  /** The asked question's answer had several readings: the candidates to ask about. */
  ambiguous: { question: Question; candidates: (string | number)[]; range: boolean } | null;
  /** Questions declined this turn (optional ones). */
  skipped: Question[];
  /** The message was only a greeting or small talk and answers nothing. */
  greeting: boolean;
  /** The parts of the message used (a later reading against newly shown questions leaves them). */
  taken?: Span[];
}

/** One message and the questions it may answer. */
export interface AgendaInput {
  msg: MessageReading;
  /** Questions still open (neither answered nor skipped), by order. */
  open: Question[];
  /** The question whose free words the message answers, if any (null while a clarification waits). */
  asked: Question | null;
  /** Parts of the message already used (a correction, a question to the interviewer). */
  blocked?: Span[];
  /** After a correction: the asked question takes only a typed value, never the words left over. */
  typedOnly?: boolean;
  /** A clarification waits unanswered: a bare figure alone in the message may still be another question's. */
  looseFigures?: boolean;
  /** Questions with a clarification waiting: they take only a value labelled for them, never a stray one. */
  pending?: Set<Question>;
  /** The form's own texts about the business (knowledge, description): options may be described by them. */
  ownerTexts?: (string | null | undefined)[];
  /** Questions answered earlier and their values ("same as adults" copies one). */
  answered?: Answered[];
}

/** The working state of one assignment: what is taken so far. */
export interface AgendaContext extends AgendaInput {
  out: Assignment;
  taken: Span[];
  free(s: Span): boolean;
  take(question: Question, value: Value, span?: Span): void;
  refuse(question: Question, key: RefusalKey, span?: Span): void;
  /** The asked question already found its typed value (or a refusal of it). */
  askedDone: boolean;
  /** Figures other number questions clearly claim (a question must not take them), per number question. */
  claims: ReturnType<typeof figureClaims>;
}

function contextFor(input: AgendaInput): AgendaContext {
  const out: Assignment = { answers: [], invalid: [], ambiguous: null, skipped: [], greeting: false };
  const taken: Span[] = [...(input.blocked ?? [])];
  return {
    ...input,
    out,
    taken,
    askedDone: false,
    claims: figureClaims(input.msg, input.open, input.asked, input.blocked ?? []),
    free: (s) => !overlaps(s, taken),
    take(question, value, span) {
      out.answers.push({ question, value, ...(tracingReaders() ? { by: readerHere() } : {}) });
      if (span) taken.push(span);
    },
    refuse(question, key, span) {
      out.invalid.push({ question, key });
      if (span) taken.push(span);
    },
  };
}

/**
 * Assigns what one message says to the open questions: the asked question takes its typed value first,
 * every other open question takes only what can be nobody else's (an e-mail, a date written out, a figure
 * labelled for it, a name introduced, an option named), and the asked question answers from what is left.
 */
export function assign(input: AgendaInput): Assignment {
  const ctx = contextFor(input);
  const nameAsked = input.asked !== null && asksWritersName(input.asked);
  if (input.msg.greetingOnly && !(nameAsked && isGreetingName(input.msg.text, input.msg.language)))
    return { ...ctx.out, greeting: true };
  readAsked(ctx, 'typed');
  for (const q of others(ctx)) readOther(ctx, q);
  for (const q of others(ctx)) if (q.type === 'select') optionFragment(ctx, q);
  if (ctx.asked && !ctx.askedDone && !input.typedOnly) readAsked(ctx, 'leftover');
  return { ...ctx.out, taken: ctx.taken };
}

const others = (ctx: AgendaContext) => ctx.open.filter((q) => q !== ctx.asked && q.type !== 'file');

/** A question that is not being asked takes only what cannot be another question's. */
function readOther(ctx: AgendaContext, q: Question): void {
  const { msg } = ctx;
  if (q.type === 'email') {
    const e = msg.emails.find(ctx.free);
    if (e) ctx.take(q, e.value, e);
  } else if (q.type === 'phone') {
    const p = msg.phones.find((x) => x.strict && ctx.free(x));
    if (p?.value) ctx.take(q, p.value, p);
  } else if (q.type === 'date') {
    const named = namedDate(ctx, q);
    // "the wedding's on the 5th so I need it by the 1st": two dates, neither named by the question, wait for it
    // to be asked (the reply to a waiting clarification, "el domingo, que el sábado…", still answers by its first).
    const strict = msg.strictDates.filter((x) => ctx.free(x) && x.value);
    const several = !ctx.looseFigures && new Set(strict.map((x) => x.value)).size > 1;
    const d = named ?? (several ? null : (strict[0] ?? standaloneDate(ctx) ?? passingWeekday(ctx, q)));
    // A date waiting on its clarification takes a new date only when the words name it.
    // A birthday said in passing is no start or event date ("el cumpleaños es el 28").
    const fits = d?.value && isFor(ctx, q, d) && !birthDateSaid(ctx, q, d);
    if (fits && (!ctx.pending?.has(q) || d === named)) ctx.take(q, d.value!, d);
  } else if (q.type === 'number') {
    const claim = ctx.claims.get(q);
    const blocked = [...ctx.taken, ...msg.emails, ...msg.phones, ...msg.dates, ...(claim?.others ?? [])];
    // The figure this question clearly claims over the others ("For 6 months, budget around 90k").
    const own = claim?.own && !overlaps(claim.own, blocked) ? claim.own : null;
    const one = msg.numbers.length === 0 ? oneOfCounted(msg.text, q.text) : null;
    const n =
      labelledNumber(msg.text, msg.language, q.text, blocked, msg.numbers) ??
      own ??
      (one && ctx.free(one) ? one : null) ??
      (ctx.pending?.has(q) ? null : anothersAgeSaid(msg, q, ctx.open, blocked));
    const alone = n || ctx.pending?.has(q) ? null : standaloneNumber(ctx);
    if (n) ctx.take(q, n.value, n);
    else if (alone) ctx.take(q, alone.value, alone);
  } else if (q.type === 'rating') {
    const bounds = ratingBounds(q);
    const others = ctx.open.filter((x) => x !== q && (x.type === 'rating' || x.type === 'number'));
    const score = labelledScore(
      msg.text,
      msg.language,
      q.text,
      bounds,
      others.map((x) => x.text),
    );
    if (score && ctx.free(score) && !ctx.pending?.has(q)) ctx.take(q, score.value, score);
  } else if (isName(q) && asksAboutOther(q.text)) {
    // "¿Nombre del perro?" takes "mi perra se llama Frida", whoever is asked.
    // "…, name is Suresh Iyer" for "Driver's name", the form's only name question: a name said with its label.
    const only = !ctx.open.some((x) => x !== q && isName(x)) && !(ctx.asked && isName(ctx.asked));
    const other = namedOther(msg.text, q.text) ?? (only ? labelledName(msg.text, msg.language) : null);
    if (other && ctx.free(other)) ctx.take(q, other.value, other);
  } else if (q.type === 'text' && textKind(q.text) === 'name' && !asksWritersName(ctx.asked)) {
    const named = msg.introduced ?? introducedName(msg.text, true);
    if (named && ctx.free(named)) ctx.take(q, named.value, named);
  } else if (q.type === 'text' && postcodeIn(msg.text, q.text)) {
    const code = postcodeIn(msg.text, q.text)!;
    // "Moving from (postcode)" asked, "Moving to (postcode)" open: a postcode is the other's only when named.
    const twins = ctx.open.filter((x) => x !== q && x.type === 'text' && isPostcodeQuestion(x.text));
    if (ctx.free(code) && !overlaps(code, msg.phones) && isFor(ctx, q, code, twins))
      ctx.take(q, code.value, code);
  } else if (q.type === 'text' && isJobTitleQuestion(q.text)) {
    // "Prof. Lena Vogt here, head of research at Kessler Institute": the title said before the workplace.
    const title = jobTitleMention(msg.text, msg.fragments);
    if (title && ctx.free(title)) ctx.take(q, title.value, title);
    else labelledText(ctx, q);
  } else if (q.type === 'text' && isCompanyQuestion(q.text)) {
    const company = companyMention(msg);
    if (company && ctx.free(company)) ctx.take(q, company.value, company);
    else labelledText(ctx, q);
  } else if (q.type === 'text' && textKind(q.text) === 'text' && isPlaceQuestion(q.text)) {
    // "Yes, I'm from Nigeria" for "Country of citizenship": a place after a preposition of place, unless a
    // company question could take the "from".
    const place = placeMention(msg.text, q.text);
    const company = ctx.open.some((x) => x.type === 'text' && isCompanyQuestion(x.text));
    if (place && ctx.free(place) && !company && !overlaps(place, [msg.introduced ?? { start: -1, end: -1 }]))
      ctx.take(q, place.value, place);
    else labelledText(ctx, q);
  } else if (q.type === 'text' && textKind(q.text) === 'text') labelledText(ctx, q);
  else if (q.type === 'yesno') restatedYesNo(ctx, q);
}

/**
 * With two open questions of one type ("Pick-up date", "Drop-off date"), a value goes to one of them only
 * when the words of its fragment name it ("drop off the 6th"); with one, to that one.
 */
function isFor(
  ctx: AgendaContext,
  q: Question,
  s: Span & { value?: string | null },
  siblings = ctx.open.filter((x) => x !== q && x.type === q.type),
): boolean {
  if (siblings.length === 0) return true;
  const f = fragmentAround(ctx.msg.fragments, s) ?? s;
  const said = ctx.msg.text.slice(f.start, f.end);
  if (
    namesQuestion(
      said,
      q.text,
      siblings.map((x) => x.text),
    )
  )
    return true;
  // "dob is 03/22/1958", "monday works": of a birth date and another date, a past date is the birth date's
  // and a coming one the other's.
  if (q.type !== 'date' || !s.value || siblings.length !== 1) return false;
  const past = s.value < ctx.msg.now.toISOString().slice(0, 10);
  return past === BIRTH.test(normalizeText(q.text)) && past !== BIRTH.test(normalizeText(siblings[0]!.text));
}

/** "hasta el 28 seguro" for "¿Hasta qué día?": a date whose fragment names this date question and no other open one. */
function namedDate(ctx: AgendaContext, q: Question) {
  const others = ctx.open.filter((x) => x !== q && x.type === 'date').map((x) => x.text);
  // The only date question: named by its own words ("can drop it off Monday" → "When will you drop it off?").
  return ctx.msg.dates.find((d) => {
    const f = d.value && ctx.free(d) ? fragmentAround(ctx.msg.fragments, d) : undefined;
    return f !== undefined && namesQuestion(ctx.msg.text.slice(f.start, f.end), q.text, others);
  });
}

const isName = (q: Question) => q.type === 'text' && textKind(q.text) === 'name';
/** The asked question takes the writer's own name (so no other question may take it first). */
const asksWritersName = (q: Question | null) => q !== null && isName(q) && !asksAboutOther(q.text);

/** A date that is a whole fragment of its own ("Ana, 4 people, Friday"). */
function standaloneDate(ctx: AgendaContext) {
  const { msg } = ctx;
  return msg.dates.find((d) => {
    if (!d.value || !ctx.free(d) || overlaps(d, msg.emails)) return false;
    const f = fragmentAround(msg.fragments, d);
    return f && isOnlyLabels(msg.text.slice(f.start, d.start) + msg.text.slice(d.end, f.end));
  });
}

const fragmentAround = (fragments: Fragment[], s: Span) =>
  fragments.find((x) => x.start <= s.start && x.end >= s.end);

// What may stand beside a bare figure that answers a question not being asked ("about 40", "let's say 12000").
const AROUND_FIGURE =
  /^[\s~≈]*(?:(?:about|around|approx\.?|roughly|unos|unas|sobre|aprox\.?|let'?s say|say|call it|enough for|enough to feed|suficiente para|suficientes para|bastante para|para dar de comer a|make it|digamos|pongamos|pon|ponle|put|maybe|quizas?|probably|probablemente|more or less|mas o menos|como)\s*)*[\s~≈]*$/iu;

/** "Ana, 40, ana@x.com", "let's say 12000": a bare figure alone in its fragment, when only one open question takes figures. */
function standaloneNumber(ctx: AgendaContext) {
  const { msg, asked } = ctx;
  const open = ctx.open.filter((x) => x !== asked);
  // A bare figure could be a day of the month, unless this message gives the date elsewhere.
  const dateGiven = msg.strictDates.length > 0 || standaloneDate(ctx) !== undefined;
  if (open.filter((x) => x.type === 'number').length !== 1) return null;
  // …unless a select whose options hold no figure is asked and the number question comes before every open
  // date ("12" while "¿Qué tarta?" waits and "¿Para cuántas personas?" is next): the visitor answered it.
  const numberFirst =
    asked?.type === 'select' &&
    !figureFitsSelect(asked, msg) &&
    open.filter((x) => x.type === 'number' || x.type === 'date').sort((a, b) => a.order - b.order)[0]
      ?.type === 'number';
  if (open.some((x) => x.type === 'date') && !dateGiven && !numberFirst) return null;
  // Beside the asked question's answer only (a clarification's "8" is that answer, not this one); a figure can be
  // the asked question's own (a number, a date, a position).
  if (!asked && !ctx.looseFigures) return null;
  if (asked && (asked.type === 'number' || asked.type === 'date')) return null;
  if (asked?.type === 'select' && figureFitsSelect(asked, msg)) return null;
  const blocked = [...ctx.taken, ...msg.emails, ...msg.phones, ...msg.dates];
  const figures = msg.numbers.filter((m) => !overlaps(m, blocked));
  if (figures.length !== 1 || figures[0]!.alt !== undefined) return null;
  const f = figures[0]!;
  // A long run of digits may be a phone number.
  if (open.some((x) => x.type === 'phone') && msg.text.slice(f.start, f.end).replace(/\D/g, '').length > 4)
    return null;
  const frag = fragmentAround(msg.fragments, f);
  const rest = frag ? msg.text.slice(frag.start, f.start) + msg.text.slice(f.end, frag.end) : 'x';
  return AROUND_FIGURE.test(foldRest(rest)) ? f : null;
}

const foldRest = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’]/g, "'");

/**
 * Whether a bare figure could be the asked select's answer: a position among its options, or a figure an option
 * holds or spans ("12" for "Large (12 slices)", "4" for "Standard (3-5 days)"; "15" is neither).
 */
function figureFitsSelect(q: Question, msg: MessageReading): boolean {
  const options = q.options ?? [];
  const held = options.flatMap(optionFigures);
  // An option's figure that is not plain (a price "£1.5k", a "1/2") may be said otherwise: any figure could fit.
  if (held.some((h) => h === null)) return true;
  const spans = held as [number, number][];
  return msg.numbers.some(
    (n) =>
      (Number.isInteger(n.value) && n.value >= 1 && n.value <= options.length) ||
      spans.some(([lo, hi]) => n.value >= lo && n.value <= hi),
  );
}

/** The figures an option holds, a range as its two ends ("3-5 days" → [3, 5]); null for a figure not plain. */
function optionFigures(option: string): ([number, number] | null)[] {
  const out: ([number, number] | null)[] = [];
  for (const m of option.matchAll(/\d[\d.,/:]*(?:\s*(?:-|–|to|a)\s*\d+)?\s*[kKmM+]?/g)) {
    const range = /^(\d+)\s*(?:-|–|to|a)\s*(\d+)$/.exec(m[0].trim());
    const plain = /^\d+$/.exec(m[0].trim());
    if (range) out.push([Number(range[1]), Number(range[2])]);
    else if (plain) out.push([Number(plain[0]), Number(plain[0])]);
    else out.push(null);
  }
  return out;
}
