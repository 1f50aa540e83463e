import type { NumberMention } from './number-mentions';
import { foldKeepingIndexes } from './text';

/**
 * A figure someone else says or would say (EN and ES): "7. my husband would say 9", "8, my wife says 6", "yo un 8,
 * mi marido diría un 10". The writer's answer is their own figure; what another person says, thinks or would give is
 * their view. Only a person other than the writer speaks here: "I'd say 7", "diría que 7", "we'd say 8" are the
 * writer's own words, and a figure someone else says is left alone when it is all the message gives ("my wife says
 * 3000" may be the answer).
 */
const SPEAKER =
  '(?:(?:my|our|his|her|mi|mis|nuestr[oa]s?|su)\\s+(?:\\p{L}+\\s+)?\\p{L}{3,}|he|she|they|ella|ellos|ellas|el)';
const SAYS =
  '(?:says|said|would say|d say|ll say|will say|thinks|thought|reckons|reckoned|would give(?: (?:it|us|you))?|d give(?: (?:it|us|you))?|gives(?: (?:it|us|you))?|gave(?: (?:it|us|you))?|would rate(?: (?:it|us|you))?|d rate(?: (?:it|us|you))?|rates(?: (?:it|us|you))?|votes|dice|dijo|diria|piensa|penso|cree|creia|le daria|le da|le dio|os daria|os da|os dio|pondria|pone|puso|votaria|vota)';
const REPORTED = new RegExp(
  `(?:^|[^\\p{L}])${SPEAKER}\\s+${SAYS}\\s+(?:(?:that|que|it s|its|it is|it was|about|around|like|maybe|probably|a|an|un|una|unos|unas|como|sobre)\\s+)*$`,
  'u',
);
/** The writer among the speakers ("my wife and I would say 8", "mi mujer y yo diríamos"): their own word. */
const WITH_WRITER = /\b(?:and i|and me|y yo|conmigo)\s*$/u;

/** The indexes of figures said as another person's word, when the message gives another figure beside them. */
export function reportedByAnother(mentions: NumberMention[], text: string): Set<number> {
  const folded = foldKeepingIndexes(text).replace(/['’]/g, ' ');
  const reported = new Set<number>();
  mentions.forEach((m, i) => {
    const before = folded.slice(Math.max(0, m.start - 60), m.start);
    const clause = before.split(/[.;,!?:]|\bbut\b|\bpero\b/u).pop() ?? '';
    if (REPORTED.test(clause) && !WITH_WRITER.test(clause.replace(REPORTED, ''))) reported.add(i);
  });
  const own = mentions.filter(
    (m, i) => !reported.has(i) && !mentions.some((o, j) => reported.has(j) && o.value === m.value),
  );
  return own.length > 0 ? reported : new Set();
}
