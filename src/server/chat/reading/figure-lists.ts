import { askedFigure } from './figure-asked';
import type { NumberMention } from './number-mentions';
import { AGE_UNIT } from './number-units';
import { foldKeepingIndexes, normalizeText } from './text';

/**
 * Roles a figure takes from the figures beside it (EN and ES), which figure-roles.ts reads one by one.
 *
 * A list of figures shares its words: "kids aged 9 and 12", "niños de 5, 7 y 10 años" are three ages, the words
 * before the list's first figure and after its last being said of every one.
 */
const LIST_JOIN = /^\s*(?:,|,?\s*(?:and|y|e|&))\s*$/u;
/** A figure with no noun of its own ("9 and…", "5,"): the list's words are its words. */
const BARE = /^(?:|and|y|e)$/;

/**
 * The indexes of figures that are ages as members of a list whose whole reads as an age (`isAge` reads one
 * figure: the list's first, with the last one's unit and the words after it).
 */
export function listAges(
  mentions: NumberMention[],
  text: string,
  isAge: (m: NumberMention) => boolean,
): Set<number> {
  const ages = new Set<number>();
  for (let i = 0; i < mentions.length; ) {
    let j = i;
    while (
      j + 1 < mentions.length &&
      BARE.test(mentions[j]!.unit) &&
      !mentions[j]!.money &&
      LIST_JOIN.test(text.slice(mentions[j]!.end, mentions[j + 1]!.start))
    )
      j++;
    // The list ends on its own unit or on nothing ("my grandad who turns 80 and 11 more" lists no ages).
    const end = mentions[j]!.unit;
    const whole = { ...mentions[i]!, unit: end, tail: mentions[j]!.tail };
    if (j > i && (BARE.test(end) || /^(?:plus|with|con)$/.test(end) || AGE_UNIT.test(end)) && isAge(whole))
      for (let k = i; k <= j; k++) ages.add(k);
    i = j + 1;
  }
  return ages;
}

/**
 * "I'm booking for my son, he's 14. I'm 46", "es para mi hija, tiene 8. yo tengo 39": to an age question that does
 * not ask the writer's own, in a message saying the booking is for someone else, the age the writer gives of
 * themself is not the asked one (when another figure is said beside it; alone, the writer may be the one asked about).
 */
const WRITER_SAYS = /(?:^|\s)(?:i m|im|i am|i ll be|i will be|yo tengo|tengo|yo)$/;
const FOR_ANOTHER =
  /\b(?:(?:for|para)\s+(?:my|our|mi|mis|nuestr[oa]s?)|it s for|its for|it is for|es para|son para|booking for|reservo para|reserva para)\b/;
const ASKS_WRITER = /\b(?:your|you|tu|tienes|usted|vuestra|vuestro)\b/;

export function writersOwnAge(mentions: NumberMention[], text: string, question: string): Set<number> {
  const own = new Set<number>();
  if (askedFigure(question).kind !== 'age' || ASKS_WRITER.test(normalizeText(question).replace(/'/g, ' ')))
    return own;
  if (!FOR_ANOTHER.test(foldKeepingIndexes(text).replace(/'/g, ' '))) return own;
  mentions.forEach((m, i) => {
    if (!m.money && (m.unit === '' || AGE_UNIT.test(m.unit)) && WRITER_SAYS.test(m.label.replace(/'/g, ' ')))
      own.add(i);
  });
  return own.size < mentions.length ? own : new Set();
}

/**
 * "ya tenemos 3, queremos 5 más", "we've already got 2, need another 4": a figure said as what the writer already
 * has is no count of what a question asks for (unless it asks what they have), when another figure is said beside it.
 */
const ALREADY_HAD =
  /(?:^|\s)(?:already (?:have|has|got|own)|(?:have|ve|has) already got|ya (?:tenemos|tengo|tiene|tienen|teneis|hay)|(?:tenemos|tengo|tiene|tienen) ya)$/;
const ASKS_HAVING = /\b(?:have|has|got|own|tienes|tiene|teneis|tienen|tenes|hay)\b/;

export function alreadyHad(mentions: NumberMention[], question: string): Set<number> {
  const had = new Set<number>();
  if (ASKS_HAVING.test(normalizeText(question))) return had;
  mentions.forEach((m, i) => {
    if (!m.money && ALREADY_HAD.test(m.label.replace(/'/g, ' '))) had.add(i);
  });
  return had.size < mentions.length ? had : new Set();
}
