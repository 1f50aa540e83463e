import { BUSINESS_WORD } from '../reading/business-words';
import { isGreetingOnly } from '../reading/cues';
import { MONTHS, WEEKDAYS } from '../reading/date-words';
import { holdsJobWord } from '../reading/job-titles';
import type { MessageReading } from '../reading/message';
import { NAME_LEADS, stripEdges, TAILS } from '../reading/name-frames';
import { looksLikeName } from '../reading/names';
import { normalizeText, type Span } from '../reading/text';

export { isCompanyQuestion } from '../reading/company-words';

const EXPLICIT =
  /(?:my company is|our company is|the company is|company name is|company:|company is called|i work (?:at|for)|we work (?:at|for)|i'm with|i am with|we are|we're|on behalf of|mi empresa es|nuestra empresa es|la empresa es|la empresa se llama|empresa:|trabajo en|trabajamos en|trabajo para|de parte de la empresa|en nombre de)\s+/giu;
const AFTER_NAME = /\s+(?:from|at|with|of|de|desde)\s+(?:the\s+|la\s+|el\s+)?/giu;
/** "… from Byrne Design", "assistant at Park Dental Group": a business named after "from"/"at" anywhere. */
const FROM_BUSINESS =
  /(?:^|[\s,])(?:from|at|with|for|de|desde|en)\s+(?:the\s+|la\s+|el\s+)?(?=[\p{Lu}\p{N}])/gu;
const RUN =
  /^(?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:\s+(?:&|and|y|e|de|del|of|the)?\s*[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*){0,5}/u;

/** A company named in a message: after "my company is", "I work at", or after an introduced name ("Dr. Helen Park from Park Dental"). */
export function companyMention(msg: MessageReading): (Span & { value: string }) | null {
  for (const m of msg.text.matchAll(EXPLICIT)) {
    const found = runAt(msg.text, m.index + m[0].length, false);
    if (found) return { start: m.index, end: found.end, value: found.value };
  }
  for (const m of msg.text.matchAll(FROM_BUSINESS)) {
    const found = runAt(msg.text, m.index + m[0].length, true, surnames(msg));
    if (found) return { start: m.index, end: found.end, value: found.value };
  }
  const affiliation = afterName(msg);
  if (affiliation) return affiliation;
  // "Kavya Reddy, Pixelnest Studios": a fragment of its own that is a business name.
  for (const f of msg.fragments) {
    const lead = f.text.search(/\S/);
    const found = lead >= 0 ? runAt(msg.text, f.start + lead, true) : null;
    if (found && !/\S/.test(msg.text.slice(found.end, f.end).replace(/[.!]+$/, '')))
      return { start: f.start, end: found.end, value: found.value };
  }
  const next = fragmentAfterName(msg);
  if (next) return next;
  const name = msg.introduced;
  if (!name) return null;
  const after = msg.text.slice(name.end);
  const joined = /^\s*,?\s*/.exec(after)![0];
  AFTER_NAME.lastIndex = 0;
  const m = AFTER_NAME.exec(` ${after.slice(joined.length)}`);
  if (m?.index !== 0) return null;
  const from = name.end + joined.length + m![0].length - 1;
  const found = runAt(msg.text, from, true, surnames(msg));
  return found ? { start: name.end, end: found.end, value: found.value } : null;
}

// "Javiera de Cerámica Lluvia", "Felipe Araya, de Constructora Andes Sur", "Dr. Amir Khan from Riverside Physio":
// a person's name, then "from"/"de" and a run of capitalised words.
const NAME_THEN_FROM =
  /(?<![\p{L}.])(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3})(\s*,)?\s+(?:from|de|desde|at|with)\s+(?:the\s+|la\s+|el\s+)?(?=\p{Lu})/gu;

// "New York", "San Sebastián", "Buenos Aires": the first word of many places' names.
const PLACE_HEAD =
  /^(?:new|san|santa|santo|sao|saint|st|los|las|el|la|le|buenos|port|puerto|porto|costa|north|south|east|west|rio|mont|monte|fort|lake|cape|gran|great|upper|lower|villa|ciudad|isla|palma|nueva|nuevo)$/;

/**
 * A business said after a person's name (the form asks for a company): two capitalised words or more, or a
 * business word ("Riverside Physio", "Cerámica Lluvia"); one word alone may be a place ("from Madrid").
 */
function afterName(msg: MessageReading): (Span & { value: string }) | null {
  for (const m of msg.text.matchAll(NAME_THEN_FROM)) {
    const name = m[1]!;
    if (!looksLikeName(name) || isGreetingOnly(name)) continue;
    const from = m.index + m[0].length;
    const found = runAt(msg.text, from, false);
    if (!found) continue;
    const words = found.value.split(/\s+/).filter((w) => /^[\p{Lu}\p{N}]/u.test(w));
    const business = BUSINESS_WORD.test(normalizeText(found.value));
    if (!business && (words.length < 2 || PLACE_HEAD.test(normalizeText(words[0]!)))) continue;
    return { start: m.index + name.length, end: found.end, value: found.value };
  }
  return null;
}

/** A person's names in the message ("Txema Urrutia"), whole and by surname: a business may be named after the family. */
interface Family {
  surnames: Set<string>;
  people: Set<string>;
}

/**
 * "Grace Adeyemi, Lumen Health": a message that opens with the writer's name, then a fragment that is only a run of
 * two to five capitalised words (no place's first word, no job title, no date word): the business they are with.
 */
function fragmentAfterName(msg: MessageReading): (Span & { value: string }) | null {
  const said = msg.fragments.filter((f) => /[\p{L}\p{N}]/u.test(f.text) && !isGreetingOnly(f.text));
  if (said.length < 2) return null;
  const [first, second] = [said[0]!, said[1]!];
  // Set apart by a comma ("Pike & Lowe Accountants" is one business).
  if (!/^[\s,;]+$/.test(msg.text.slice(first.end, second.start))) return null;
  const name = stripEdges(first.text, NAME_LEADS, TAILS);
  if (!/^\p{Lu}/u.test(name) || !looksLikeName(name, msg.language)) return null;
  const found = runAt(msg.text, second.start + second.text.search(/\S/), false);
  if (!found || /\S/.test(msg.text.slice(found.end, second.end).replace(/[.!]+$/, ''))) return null;
  const words = normalizeText(found.value).split(/\s+/);
  if (words.length < 2 || words.length > 5 || PLACE_HEAD.test(words[0]!) || holdsJobWord(found.value))
    return null;
  if (words.some((w) => w in MONTHS || w in WEEKDAYS)) return null;
  return { start: second.start, end: found.end, value: found.value };
}

/** The capitalised words of names in the message: a business named after the family ("Txema Urrutia, de Urrutia Bicis"). */
function surnames(msg: MessageReading): Family {
  const out: Family = { surnames: new Set(), people: new Set() };
  for (const m of msg.text.matchAll(
    /(?<![\p{L}])(\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}+)(?=\s*[,.;]|\s+(?:from|de|at)\b)/gu,
  )) {
    out.surnames.add(normalizeText(m[2]!));
    out.people.add(normalizeText(`${m[1]} ${m[2]}`));
  }
  return out;
}

/** A run of capitalised words at `from`: a business name when `needsBusinessWord` finds one of its words. */
function runAt(
  text: string,
  from: number,
  needsBusinessWord: boolean,
  family: Family = { surnames: new Set(), people: new Set() },
): { end: number; value: string } | null {
  const m = RUN.exec(text.slice(from));
  if (!m) return null;
  // A run ends at a sentence's full stop ("de Talleres Gil. Seríamos 15").
  const run = m[0].replace(/(?<!(?:^|\s)(?:\p{L}|ltd|inc|co|corp|s\.?l|s\.?a))\.\s.*$/iu, '');
  const value = run.replace(/[.’']+$/, (s) => (/\b(?:ltd|inc|co|corp|s\.?l|s\.?a)\.$/i.test(run) ? s : ''));
  const words = normalizeText(value).split(/\s+/);
  // "de parte de Rocío Almagro, de Almagro Abogados": the person is not the business named after them.
  const familyName =
    words.length >= 2 && words.some((w) => family.surnames.has(w)) && !family.people.has(words.join(' '));
  if (needsBusinessWord && !BUSINESS_WORD.test(normalizeText(value)) && !familyName) return null;
  return value.trim() ? { end: from + value.length, value: value.trim() } : null;
}
