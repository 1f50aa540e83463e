import type { NumberMention } from './number-mentions';
import type { NumberReading } from './numbers';
import { isPeoplePlural, personsIn } from './people-count';
import { PEOPLE } from './question-ties';
import { foldKeepingIndexes, overlaps, type Span } from './text';

// "booking for me, my husband and our 2 kids, we'll need wetsuits": people listed one by one inside a longer
// message. For a question that counts people the list is counted (4), never its one figure (2); a list that
// cannot be counted honestly ("me and our 2 kids who are 5 and 7", two lists) counts nothing.

/** Where a clause ends: a full stop, a colon, a dash between words, a bracket. */
const CLAUSE = /[.!?;:()[\]\n]|\s[-–—]\s|[–—]/gu;
/** What joins the people of a list. */
const JOIN = /\s*(?:,|&|\+|\band\b|\by\b|\bplus\b|\bcon\b|\bwith\b)\s*/gu;
/** Words a list of people follows: "booking for me, …", "somos yo, …", "it's just me and …". */
const LEAD =
  /^(?:for|para|of|de|is|are|re|be|somos|seremos|seriamos|vamos|venimos|vamos a ser|just|only|solo|solamente|including|incl|incluyendo|bringing|traigo|llevo|hay|there s)$/;
/**
 * Words after the last people of a list: a verb they are the subject of ("me and my 2 kids are coming", "yo y mis 2
 * hijos vamos"), or what they are like ("2 kids aged 9 and 12", "dos niñas de 6 y 8 años", "who are 5 and 7").
 */
const TAIL =
  /^(?:are|re|will|ll|would|d|want|need|would like|are coming|will come|vamos|venimos|iremos|vendremos|queremos|necesitamos|somos|seremos|estaremos|aged|ages|age|of|de|who|that|que|between|entre|from)\b/;
/** A part that speaks of the writer or of the writer's people ("me", "my husband", "nuestros hijos"). */
const WRITERS = /\b(?:me|i|myself|yo|mi|mis|my|our|nuestr[oa]s?)\b/;

/** "plus 3 more", "y 2 más": people beside the list, not counted in it. */
const MORE = /^(?:more|others|extra|mas|otros|otras)$/;

interface Part extends Span {
  /** The people it names, or null when it is no person. */
  persons: number | null;
}

/** One people list found, or `unclear` when a count of people sits in a list that cannot be counted. */
export type PeopleList = (Span & { total: number }) | 'unclear' | null;

const clean = (s: string) =>
  s
    .replace(/[^\p{L}\d\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The parts of a clause between its joins, each with the people it names when it is only people. */
function partsOf(folded: string, start: number, end: number): Part[] {
  const out: Part[] = [];
  let at = start;
  const clause = folded.slice(start, end);
  for (const m of [...clause.matchAll(JOIN), null]) {
    const stop = m ? start + m.index : end;
    if (stop > at) out.push({ start: at, end: stop, persons: personsIn(clean(folded.slice(at, stop))) });
    if (m) at = start + m.index + m[0].length;
  }
  return out;
}

/** The people at the end of a list's first part, after its lead words ("booking for me" → me). */
function afterLead(text: string): number | null {
  const words = clean(text).split(' ');
  for (let i = 1; i < words.length; i++) {
    if (!LEAD.test(words[i - 1]!)) continue;
    const n = personsIn(words.slice(i).join(' '));
    if (n !== null) return n;
  }
  return null;
}

/** The people at the start of a list's last part, before what is said of them ("my 2 kids are…", "aged 9"). */
function beforeTail(text: string): number | null {
  const words = clean(text).split(' ');
  for (let i = words.length - 1; i >= 1; i--) {
    if (!TAIL.test(words.slice(i).join(' '))) continue;
    const n = personsIn(words.slice(0, i).join(' '));
    if (n !== null) return n;
  }
  return null;
}

/**
 * The list of people a message holds around a count of people ("for me, my husband and our 2 kids" → 4), when a
 * figure counting people is one of its parts. Null when no such figure sits beside a person.
 */
export function peopleInList(text: string, mentions: NumberMention[]): PeopleList {
  const folded = foldKeepingIndexes(text);
  const bounds = [
    0,
    ...[...folded.matchAll(CLAUSE)].flatMap((m) => [m.index, m.index + m[0].length]),
    text.length,
  ];
  const found: (Span & { total: number })[] = [];
  const counts = mentions.filter((m) => PEOPLE.test(m.unit) || isPeoplePlural(m.unit));
  for (let i = 0; i + 1 < bounds.length; i += 2) {
    const parts = partsOf(folded, bounds[i]!, bounds[i + 1]!);
    for (const m of counts.filter((c) => c.start >= bounds[i]! && c.end <= bounds[i + 1]!)) {
      const at = parts.findIndex((p) => p.start <= m.start && p.end >= m.end);
      const list = listAround(folded, parts, at);
      if (list === 'unclear') return 'unclear';
      if (list && !found.some((f) => f.start === list.start)) found.push(list);
    }
  }
  if (found.length > 1) return 'unclear';
  return found[0] ?? null;
}

/** The run of people around part `at` (a count of people): counted, unclear, or none beside it. */
function listAround(folded: string, parts: Part[], at: number): PeopleList {
  if (at < 0) return null;
  const whole = (j: number) => parts[j]?.persons ?? null;
  const text = (j: number) => folded.slice(parts[j]!.start, parts[j]!.end);
  let first = at;
  while (first > 0 && whole(first - 1) !== null) first--;
  let last = at;
  while (last + 1 < parts.length && whole(last + 1) !== null) last++;
  // The part before the run may end with a person after its lead words, the part after it start with one.
  if (first > 0 && whole(first) !== null && afterLead(text(first - 1)) !== null) first--;
  if (last + 1 < parts.length && whole(last) !== null && beforeTail(text(last + 1)) !== null) last++;
  const counts: (number | null)[] = [];
  for (let j = first; j <= last; j++)
    counts.push(
      whole(j) ?? (j === first ? afterLead(text(j)) : null) ?? (j === last ? beforeTail(text(j)) : null),
    );
  // Only the count itself, with no person beside it: no list.
  if (counts.length < 2) return null;
  // "me and our 2 kids, who…": the writer's people that cannot be counted; another list is left as it was.
  if (counts.some((n) => n === null))
    return parts.slice(first, last + 1).some((p) => WRITERS.test(folded.slice(p.start, p.end)))
      ? 'unclear'
      : null;
  const total = (counts as number[]).reduce((a, b) => a + b, 0);
  return { start: parts[first]!.start, end: parts[last]!.end, total };
}

/**
 * A question counting people reads a list of people as its count: the list's total, asked about beside another
 * figure of people said outside it, nothing when the list cannot be counted. Null when the message holds none.
 */
export function countedList(text: string, mentions: NumberMention[]): NumberReading | null {
  const list = peopleInList(text, mentions);
  if (list === null) return null;
  if (list === 'unclear') return { kind: 'none' };
  const outside = mentions.filter((m) => !overlaps(m, [list]));
  // "plus 3 more maybe": people beside the list, the total with them or without them.
  const more = outside.filter((m) => MORE.test(m.unit)).map((m) => list.total + m.value);
  // "we're 4: me, my wife and our 2 kids": another figure of people must say the same.
  const others = outside.filter((m) => m.unit === '' || PEOPLE.test(m.unit)).map((m) => m.value);
  const candidates = [...new Set([list.total, ...others, ...more])];
  const span = { start: list.start, end: list.end };
  if (candidates.length === 1) return { kind: 'value', value: list.total, span };
  return { kind: 'ambiguous', candidates, range: false, span };
}
