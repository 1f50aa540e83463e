import type { Language } from '../../../contract/enums';
import { type AskReading, readAsks } from './asks';
import { isChitChat, isGreetingOnly } from './cues';
import { type DateMatch, findDates } from './dates';
import { isListPosition } from './list-positions';
import { introducedName } from './names';
import { findNumberMentions, type NumberMention } from './numbers';
import { foldKeepingIndexes, overlaps, type Span } from './text';
import { findEmails, findPhones, type PhoneMatch } from './validators';

/** A piece of a message between two breaks (a comma, a full stop, "and", "but"…). */
export interface Fragment extends Span {
  text: string;
}

/**
 * One visitor message, read once: every value it holds with where it is, the breaks between its parts,
 * and what it asks of the interviewer. The dialogue then assigns these spans to the form's questions.
 */
export interface MessageReading {
  text: string;
  /** Lower-cased, accents dropped, every index where it was in `text`. */
  folded: string;
  /** The language figures are read in (the reply language). */
  language: Language;
  now: Date;
  emails: (Span & { value: string })[];
  phones: PhoneMatch[];
  urls: (Span & { value: string })[];
  /** Every date, including vague and unclear ones. */
  dates: DateMatch[];
  /** Dates written out unmistakably (safe to take for a question not being asked). */
  strictDates: DateMatch[];
  numbers: NumberMention[];
  breaks: Span[];
  fragments: Fragment[];
  /** A name introduced with "my name is", "soy", "me llamo"… */
  introduced: (Span & { value: string }) | null;
  /** Only a greeting ("hola", "hi there!"). */
  greetingOnly: boolean;
  /** Only an acknowledgement ("ok", "vale, gracias"). */
  chitChat: boolean;
  /** Questions put to the interviewer, and a request for a person. */
  asks: AskReading;
}

/** Longest message looked at; the widget caps messages at 5000 characters. */
export const MAX_MESSAGE = 10_000;
// A full stop ends a fragment, but not after a title ("Dr. Smith", "la Sra. Ruiz"): the name goes with its title.
const BREAK =
  /[,;\n!?¡¿]|(?<!(?:^|[^\p{L}])(?:dr|dra|drs|mr|mrs|ms|mx|prof|sr|sra|srta|dña|lic))\.(?=\s|$)|\s(?:y|e|and|&|plus|pero|but)\s/giu;

/** The fragments of a message and the breaks between them. */
export function fragmentsOf(message: string): { breaks: Span[]; fragments: Fragment[] } {
  const breaks = [...message.matchAll(BREAK)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const fragments: Fragment[] = [];
  let from = 0;
  for (const b of [...breaks, { start: message.length, end: message.length }]) {
    if (b.start > from) fragments.push({ start: from, end: b.start, text: message.slice(from, b.start) });
    from = b.end;
  }
  return { breaks, fragments };
}

const URL =
  /(?<![\p{L}\p{N}@._-])((?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?::\d{2,5})?(?:[/?#][^\s,;!)"'<>]*)?)(?![\p{L}\p{N}@_-])/giu;

/** Web addresses ("acme.com", "https://www.Acme.com/shop"): scheme added when missing, host lower-cased. */
export function findUrls(text: string, emails: Span[] = findEmails(text)): (Span & { value: string })[] {
  const out: (Span & { value: string })[] = [];
  for (const m of text.matchAll(URL)) {
    // A sentence's own full stop or question mark is no part of the address.
    let raw = m[1]!.replace(/[.?!]+$/, '');
    const span = { start: m.index, end: m.index + raw.length };
    if (overlaps(span, emails)) continue;
    // "5.5", "v2.0", "e.g": a host needs a letter in its last label and no digits-only name.
    if (!/[a-z]{2,}$/i.test(raw.replace(/[/:?#].*$/, '').replace(/^https?:\/\//i, ''))) continue;
    if (!/^https?:\/\//i.test(raw)) raw = `https://${raw}`;
    const at = raw.indexOf('/', 8);
    const host = (at < 0 ? raw : raw.slice(0, at)).toLowerCase();
    out.push({ ...span, value: host + (at < 0 ? '' : raw.slice(at)) });
  }
  return out;
}

/** Reads a visitor message once into every span the dialogue may assign. */
export function readMessage(message: string, language: Language, now: Date): MessageReading {
  const text = (typeof message === 'string' ? message : '').slice(0, MAX_MESSAGE);
  const emails = findEmails(text);
  const phones = findPhones(text).filter((p) => !overlaps(p, emails));
  // "the 2nd one" is a place in a list, never a date.
  const dates = findDates(text, language, now).filter((d) => !isListPosition(text, d));
  const { breaks, fragments } = fragmentsOf(text);
  return {
    text,
    folded: foldKeepingIndexes(text),
    language,
    now,
    emails,
    phones,
    urls: findUrls(text, emails),
    dates,
    strictDates: dates.filter((d) => d.explicit && d.value !== null && !overlaps(d, emails)),
    numbers: findNumberMentions(text, language),
    breaks,
    fragments,
    introduced: introducedName(text, true, language),
    greetingOnly: isGreetingOnly(text),
    chitChat: isChitChat(text),
    asks: readAsks(text),
  };
}
