import type { Language } from '../../../contract/enums';
import { calledName, withoutWorkplaceLead } from './company-words';
import { isGreetingOnly } from './cues';
import { doubtfulFact } from './fact-doubts';
import {
  cleanFact,
  isClause,
  isFreeText,
  withoutAckSentence,
  withoutFinalStop,
  withoutPlaceLead,
} from './facts';
import { identifiersIn } from './identifiers';
import { ownJobTitle } from './job-titles';
import { withoutMakeArticle } from './kind-frames';
import {
  dropStop,
  EMOJI,
  ID_LEADS,
  NAME_LEADS,
  SHORT_TAILS,
  stripEdges,
  TAILS,
  TEXT_LEADS,
  THANKS_TAILS,
} from './name-frames';
import { readName } from './name-reading';
import { COMMON, isKeyboardNoise, looksLikeName } from './name-shape';
import { SERVICE_PERSON } from './name-words';
import { withoutQuestionLabel } from './naming';
import { foldKeepingIndexes, normalizeText } from './text';
import { doesNotFit } from './text-fit';

export { introducedName, labelledName } from './introduced';
export { isGreetingName } from './name-reading';
export { isKeyboardNoise, looksLikeName } from './name-shape';

/** How a text question's answer is cleaned: a person's name, an identifier (order number…), or any text. */
export type TextKind = 'name' | 'identifier' | 'text';

const NAME_QUESTION =
  /\b(?:name|names|nombre|nombres|apellido|apellidos|surname|llamas|llama|llamo|contact person|persona de contacto)\b|\bcon quien\b|\bpara quien\b|\b(?:who|whom|quien)\b.*\b(?:ask|speak|speaking|talk|talking|contact|address|calling|writing|chatting|recommend\w*|refer\w*|hablo|hablamos|hablando|pregunt\w*|dirig\w*|contact\w*|escribe|llama|recomend\w*)\b/;
/** "Who is the appointment for?": a question about the person something is for (an event is not one). */
export const WHO_IS_IT_FOR =
  /^[¿\s]*(?:who|whom)\b(?!.*\b(?:event|party|celebration|gift|present|cake|surprise)\b)(?:\s+\w+){1,3}\s+for\b/;
/** "¿Quién hace el pedido?", "Who is collecting the order?": a question opening with "who" asks for a person. */
const WHO_ASKED = /^[¿¡\s]*(?:who|whom|quien|quienes)\b/;
/** …unless it asks for a business ("Who is your energy supplier?", "¿Quién es tu aseguradora?"). */
const NOT_A_PERSON_WHO =
  /\b(?:supplier|provider|insurer|insurance|bank|agency|firm|carrier|courier|network|proveedor|aseguradora|seguro|banco|agencia|compania|operador|operadora|mensajeria)\b/;
const ID_QUESTION =
  /\b(?:order|pedido|reference|referencia|ref|booking|localizador|code|codigo|id|invoice|factura|ticket|tracking|seguimiento|policy|poliza|serial|matricula|plate|dni|nif|cif|nie|passport|pasaporte|membership|socio|expediente|registration|registro|case|claim|number|numero|n[ºo°])\b/;
const ID_WORDS = /\b(?:number|numero|code|codigo|reference|referencia|id)\b/;
const COMPANY_OR_PLACE =
  /\b(?:company|empresa|business|negocio|brand|marca|city|ciudad|country|pais|website|web)\b/;

// "What should we call you?", "¿Cómo quieres que te llamemos?": how to address the writer is their name.
const CALL_YOU = /\b(?:call you|address you|llamarte|llamemos|llamamos|dirigirnos a ti)\b/;
// "¿Qué profe te la dio?", "Who was your instructor?": the person who served the writer, by name.
const SERVICE_PERSON_QUESTION = new RegExp(
  `^[¿\\s]*(?:(?:which|what|que|cual)|(?:who|whom|quien)(?:\\s+(?:was|is|were|will be|fue|es|era|sera))?)(?:\\s+(?:the|your|tu|su|el|la))?\\s+${SERVICE_PERSON}\\b`,
);
const NOT_WHO = /\b(?:kind|type|sort|tipo|clase de|level|nivel)\b/;

/** Whether a name question asks who served the writer ("¿Qué profe te la dio?"): someone else's name. */
export function asksServicePerson(questionText: string): boolean {
  const q = normalizeText(questionText);
  return SERVICE_PERSON_QUESTION.test(q) && !NOT_WHO.test(q);
}

// "Full names of the couple?", "¿Nombres de los novios?": more than one person ("nombre y apellidos" is one).
const SEVERAL_NAMES =
  /\b(?:names|nombres|couple|novios|both|ambos|ambas)\b(?!\s+(?:y|and)\s+(?:apellidos?|surnames?))/;

/** Whether a name question asks for several people's names, kept together when joined by "and" / "y". */
export function asksSeveralNames(questionText: string): boolean {
  return SEVERAL_NAMES.test(normalizeText(questionText));
}

/** The kind of a text question, from its wording. */
export function textKind(questionText: string): TextKind {
  const q = normalizeText(questionText);
  // "What name is the booking under?" asks a name; "Booking reference?" an identifier.
  const named =
    NAME_QUESTION.test(q) ||
    WHO_IS_IT_FOR.test(q) ||
    CALL_YOU.test(q) ||
    asksServicePerson(q) ||
    (WHO_ASKED.test(q) && !NOT_A_PERSON_WHO.test(q) && !/\b(?:for|para)\W*$/.test(q));
  if (named && !COMPANY_OR_PLACE.test(q) && !ID_WORDS.test(q)) return 'name';
  if (ID_QUESTION.test(q)) return 'identifier';
  return 'text';
}

/** What a text question reads in an answer. */
export type TextReading =
  | { kind: 'value'; value: string }
  | { kind: 'ambiguous'; candidates: string[] }
  | { kind: 'invalid'; reason: 'name' | 'identifier' | 'empty' };

export { identifiersIn } from './identifiers';

/** Reads a text answer: framing dropped, a name's own words kept, an identifier said once or twice taken alone. */
export function readText(
  answer: string,
  kind: TextKind,
  questionText = '',
  language?: Language,
): TextReading {
  const r = readTextOnly(answer, kind, questionText, language);
  // "hmm", "at 6pm" to "Which town?", "why?" to "Breed?": words that are no value of the kind asked.
  if (r.kind === 'value' && questionText && kind !== 'identifier' && doesNotFit(r.value, questionText, kind))
    return { kind: 'invalid', reason: kind === 'text' ? 'empty' : kind };
  // "not registered yet, maybe Blue Fern" to "Company name?": a doubted or denied fact is asked again.
  if (r.kind === 'value' && questionText && doubtfulFact(answer, questionText, kind))
    return { kind: 'invalid', reason: 'empty' };
  return r;
}

function readTextOnly(
  answer: string,
  kind: TextKind,
  questionText: string,
  language?: Language,
): TextReading {
  // "Conductor: Iñaki Etxeberria" to "¿Nombre del conductor principal?": the question's own words are a label.
  const given = typeof answer === 'string' ? answer.trim() : '';
  const raw = isFreeText(questionText) ? given : withoutQuestionLabel(given, questionText);
  if (!/[\p{L}\p{N}]/u.test(raw.replace(EMOJI, '')))
    return { kind: 'invalid', reason: kind === 'text' ? 'empty' : kind };
  if (kind === 'identifier') return readIdentifier(raw);
  if (kind === 'name') return readName(raw, language, asksSeveralNames(questionText));
  // A list or a text on several lines is free text, kept exactly as written.
  if (raw.includes('\n')) return { kind: 'value', value: raw };
  const free = isFreeText(questionText);
  // Free text keeps its closing thanks ("…Tomás. Gracias!!"); a short fact loses "vale." before it.
  const opened = withoutGreeting(raw);
  const cleaned = free ? opened : stripEdges(withoutAckSentence(opened), [], THANKS_TAILS, true) || raw;
  // "I'm a staff nurse" to "Current job title": the title the writer gives themselves.
  const job = free ? null : ownJobTitle(cleaned, questionText);
  if (job) return { kind: 'value', value: job };
  const words = cleaned.split(/\s+/).length;
  // Short answers lose "it's", "I think", "let me check" too; a long text keeps its own words.
  // "we're a small bakery called Crumb & Co": a short fact named after "called" is that name.
  const called = !free && words <= 14 ? calledName(cleaned) : null;
  const labelled =
    called ??
    (words <= 8 ? withoutLabel(withoutWorkplaceLead(cleaned, questionText), questionText) : cleaned);
  const short =
    words <= 6 && !free ? stripEdges(labelled, TEXT_LEADS, SHORT_TAILS, true) || labelled : labelled;
  // A short fact (a postcode, a handle, a town) loses "fair enough,", "handle is", "from" before a place.
  const value = free
    ? short
    : withoutMakeArticle(withoutFinalStop(withoutPlaceLead(cleanFact(short), questionText)), questionText);
  if (!free && questionText && isClause(value, questionText)) return { kind: 'invalid', reason: 'empty' };
  // "soy Marta", "this is Tom" to a question that asks who, without saying "name": still a name.
  const introduced = words <= 6 ? dropStop(stripEdges(cleaned, NAME_LEADS, TAILS)) : '';
  if (
    introduced &&
    introduced !== dropStop(value) &&
    (/^(?:soy|me llamo|my name|i am|i m|im|this is|aqui|de parte)/.test(plainStart(cleaned)) ||
      /\s(?:here|aqui|speaking|al habla)[\s!.]*$/.test(plainStart(cleaned))) &&
    looksLikeName(introduced, language)
  )
    return { kind: 'value', value: introduced };
  const twice = identifiersIn(value);
  if (words <= 20 && twice.length === 1 && countOf(value, twice[0]!) >= 2)
    return { kind: 'value', value: twice[0]! };
  if (!/[\p{L}\p{N}]/u.test(value)) return { kind: 'invalid', reason: 'empty' };
  return { kind: 'value', value: withOwnEnding(value, raw) };
}

/** A free text keeps the visitor's own edges: emoji before it, the final "?", "!", "…" and emoji after it. */
function withOwnEnding(value: string, raw: string): string {
  const at = raw.lastIndexOf(value);
  if (at < 0) return value;
  const before = raw.slice(0, at);
  // "¡Felicidades, abuela Rosa! 💐": an opening "¡", "¿", quote or emoji is the visitor's too.
  if (before && new RegExp(`^(?:[\\s¡¿"'«“(]|${EMOJI.source})+$`, 'u').test(before))
    value = raw.slice(0, at) + value;
  const rest = raw.slice(raw.lastIndexOf(value) + value.length);
  const ending =
    new RegExp(`^(?:[\\s?!.…)]|${EMOJI.source}|(?:^|\\s)(?:[:;=]-?[)(DPp]|<3))+`, 'u').exec(rest)?.[0] ?? '';
  // A lone full stop after a short answer is no part of it ("Acme Ltd." keeps its own).
  const kept = ending.trimEnd();
  return kept === '.' && !/\.$/.test(value) ? value : `${value}${kept}`;
}

const LABEL =
  /^(?:the|my|our|your|mi|la|el|nuestr[oa]|su)\s+(\p{L}+)(?:\s+(?:name|nombre))?\s*(?:is|'s|es|se llama|:)\s+/u;
const CALLED =
  /^(?:it'?s called|it is called|we'?re called|we are called|is called|se llama|nos llamamos|se llaman)\s+/u;

/** "The company is Acme Ltd" to "What is your company called?" → "Acme Ltd". */
function withoutLabel(text: string, questionText: string): string {
  const folded = foldKeepingIndexes(text);
  const called = CALLED.exec(folded);
  if (called && called[0].length < text.length) return text.slice(called[0].length);
  const m = LABEL.exec(folded);
  if (!m || m[0].length >= text.length) return text;
  const stem = m[1]!.slice(0, 5);
  const asked = normalizeText(questionText)
    .split(/[^\p{L}]+/u)
    .some((w) => w.length >= 4 && w.startsWith(stem));
  return asked ? text.slice(m[0].length) : text;
}

/** A leading fragment that is only a greeting is dropped ("Hi! We need…"); "Hi again, so…" keeps its words. */
function withoutGreeting(raw: string): string {
  const m = /^([^,.;!?¡¿]*)([,.;!?¡¿]+\s*)/u.exec(raw);
  if (!m || !isGreetingOnly(m[1]!) || m[0].length >= raw.length) return raw;
  return raw.slice(m[0].length);
}

const plainStart = (s: string) =>
  normalizeText(s)
    .replace(/[’']/g, ' ')
    .replace(/^[^\p{L}]+/u, '');

const countOf = (text: string, token: string) => text.toUpperCase().split(token.toUpperCase()).length - 1;

/** "not the 20-3390 one", "no el 4470-B", "4470-B no,": a code said to be ruled out ("…, no estoy seguro" is a doubt). */
const ruledOut = (folded: string, start: number, end: number) =>
  /(?<!\b(?:si|if)\s)\b(?:not|no|ni)\s+(?:the\s+|el\s+|la\s+)?$/.test(
    folded.slice(Math.max(0, start - 12), start),
  ) || /^\s*,?\s*no\s*(?:[,.;!]|$)/.test(folded.slice(end, end + 8));

function readIdentifier(raw: string): TextReading {
  // "INV 20-3391, not the 20-3390 one": an identifier said only to be ruled out is no candidate.
  const folded = foldKeepingIndexes(raw);
  const all = identifiersIn(raw);
  const kept = all.filter((id) => {
    const at = raw.toUpperCase().indexOf(id.toUpperCase());
    return at < 0 || !ruledOut(folded, at, at + id.length);
  });
  const ids = kept.length > 0 ? kept : all;
  if (ids.length === 1) return { kind: 'value', value: ids[0]! };
  if (ids.length > 1) return { kind: 'ambiguous', candidates: ids };
  const cleaned = dropStop(stripEdges(raw, ID_LEADS, TAILS));
  const words = cleaned.split(/\s+/).filter(Boolean);
  if (
    words.length === 0 ||
    words.length > 3 ||
    words.every((w) => COMMON.has(normalizeText(w)) || isKeyboardNoise(w)) ||
    // "Perdone", "ok then": an identifier holds a figure, or is written in capitals ("ABC-XYZ").
    !/\p{N}|^[\p{Lu}-]{3,}$/u.test(cleaned)
  )
    return { kind: 'invalid', reason: 'identifier' };
  return { kind: 'value', value: cleaned };
}
