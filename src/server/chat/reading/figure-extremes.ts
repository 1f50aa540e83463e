import { askedFigure } from './figure-asked';
import type { NumberMention } from './number-mentions';
import { AGE_UNIT } from './number-units';
import { normalizeText } from './text';

/**
 * "Age of the oldest traveller" / "Edad del más pequeño" (EN and ES): a question asking the age of the oldest or
 * the youngest of several people is answered by the highest or lowest of the ages the message gives them ("I'm 71,
 * my wife's 68" → 71), when every figure it holds is an age said of one person (the writer, "my wife", "the little
 * one", "mi hijo"), and by the one figure said of "the older one" / "el mayor" when there is one.
 */
const OLDEST =
  /\b(?:oldest|eldest|older|elder|most senior|(?:el|la|los|las|del|de la) mayor|mas mayor|de mas edad|mas viej[oa]|mas ancian[oa])\b(?! de \d)/;
const YOUNGEST =
  /\b(?:youngest|younger|littlest|smallest|(?:el|la|los|las|del|de la) (?:menor|peque|pequen[oa])|mas pequen[oa]|mas joven|de menos edad)\b/;
/** Words right before an age said of one person: "I'm", "my wife's", "she is", "mi hijo tiene", "yo tengo". */
const SAID_OF_ONE =
  /(?:^|\s)(?:i m|im|i am|i ll be|i turn|me|he s|he is|she s|she is|(?:my|our|his|her) \p{L}+(?: s| is)?|(?:mi|su|nuestr[oa]) \p{L}+(?: tiene| tendra| cumple)?|yo(?: tengo)?|tengo|tiene|el|ella)\s*(?:about|around|almost|nearly|casi|unos)?$/u;
const COMPARED_OLD =
  /(?:^|\s)(?:the )?(?:older|oldest|eldest|big|bigger|biggest)(?: one)?(?: s| is)?$|(?:^|\s)(?:el|la) mayor(?: tiene)?$/;
const COMPARED_YOUNG =
  /(?:^|\s)(?:the )?(?:younger|youngest|little|littlest|small|smaller|smallest)(?: one)?(?: s| is)?$|(?:^|\s)(?:el|la) (?:menor|peque|pequen[oa])(?: tiene)?$/;

export function extremeAge(mentions: NumberMention[], question: string): number | null {
  if (mentions.length < 2 || askedFigure(question).kind !== 'age') return null;
  const q = normalizeText(question);
  const max = OLDEST.test(q);
  if (max === YOUNGEST.test(q)) return null;
  if (
    mentions.some(
      (m) =>
        m.money ||
        m.scale !== null ||
        (m.unit !== '' && !AGE_UNIT.test(m.unit) && !/^(?:and|y|e|but|pero)$/.test(m.unit)),
    )
  )
    return null;
  const label = (m: NumberMention) => m.label.replace(/['’]/g, ' ');
  const compared = mentions.filter((m) => (max ? COMPARED_OLD : COMPARED_YOUNG).test(label(m)));
  if (compared.length === 1) return compared[0]!.value;
  if (compared.length > 1 || !mentions.every((m) => SAID_OF_ONE.test(label(m)))) return null;
  const values = mentions.map((m) => m.value);
  return max ? Math.max(...values) : Math.min(...values);
}
