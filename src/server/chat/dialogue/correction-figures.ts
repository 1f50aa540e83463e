import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { findNumberMentions } from '../reading/number-mentions';
import { labelledNumber } from '../reading/numbers';
import { foldKeepingIndexes, normalizeText } from '../reading/text';

// Figures in a correction that are not its new value: digits talked about ("se me ha comido un cero"), and the
// old figure said back in a clause of its own ("tiene 12, el de 15 es su primo").

// "missed a zero", "one zero too many", "se me ha comido un cero", "le sobra un cero": a digit as a thing typed.
const DIGIT = '(?:zeros?|noughts?|ceros?|0|digits?|digitos?|cifras?|numeros?)';
const ONE = '(?:a|an|one|two|another|the|un|una|dos|otro|otra|el|la)';
const TYPED =
  '(?:miss(?:ed|ing)?|forgot|left (?:off|out)|dropped|lost|ate|added|typed|put|comido|comio|falta(?:ba)?|' +
  'sobra(?:ba)?|olvide|olvido|deje|puse|añadi|anadi|quite|perdi)';
const DIGIT_TALK = new RegExp(
  String.raw`\b${TYPED}\b[^,.;!?\d]{0,24}?\b${ONE}\s+${DIGIT}\b|\b${ONE}\s+${DIGIT}\s+(?:too many|too few|extra|missing|de mas|de menos|que sobra|que falta)\b`,
  'gu',
);

/** The words with the digits they talk about blanked ("quería decir 30.000, se me ha comido un cero"). */
export function withoutDigitTalk(words: string): string {
  const folded = foldKeepingIndexes(words);
  let out = words;
  for (const m of folded.matchAll(DIGIT_TALK))
    out = out.slice(0, m.index) + ' '.repeat(m[0].length) + out.slice(m.index + m[0].length);
  return out;
}

// Words that add a figure to another rather than set one apart ("12, plus 15 kids", "y 3 más").
const ADDS =
  /\b(?:plus|and|also|too|with|another|other|besides|y|mas|tambien|ademas|con|otr[oa]s?|aparte|sumando|total)\b/u;
const APART = /[,;]|\b(?:but|pero|sino)\b/u;

/**
 * "no espera, tiene 12, el de 15 es su primo": of two figures, the stored one said back in a clause of its own
 * (about someone or something else) leaves the other as the new value. Only with a strong cue, and never when
 * the old figure's clause adds to the new one ("12, plus 15 kids").
 */
export function figureBesideOld(
  body: string,
  stored: unknown,
  language: Language,
  strong: boolean,
): number | null {
  if (!strong || typeof stored !== 'number') return null;
  const figures = findNumberMentions(body, language).filter((m) => m.alt === undefined);
  if (figures.length !== 2) return null;
  const [a, b] = figures as [(typeof figures)[0], (typeof figures)[0]];
  const old = [a, b].filter((m) => m.value === stored);
  const fresh = [a, b].filter((m) => m.value !== stored);
  if (old.length !== 1 || fresh.length !== 1) return null;
  const folded = foldKeepingIndexes(body).replace(/[’']/g, ' ');
  if (!APART.test(folded.slice(a.end, b.start))) return null;
  // The old figure's own clause: from the break before it to the break after it.
  const o = old[0]!;
  const start = Math.max(0, ...[...folded.slice(0, o.start).matchAll(/[,;.]/g)].map((m) => m.index + 1));
  const after = /[,;.]/.exec(folded.slice(o.end));
  const clause = folded.slice(start, after ? o.end + after.index : folded.length);
  return ADDS.test(clause) ? null : fresh[0]!.value;
}

// Words a figure is said with that add nothing to it ("pues unos 45 kilos", "so about 45 then").
const FILLER = new Set(
  (
    'pues bueno vale ok okay so well oh ah um hmm then entonces unos unas uns about around roughly approximately ' +
    'aprox aproximadamente some like casi almost nearly mas o menos more or less eh son seran serian it s its is ' +
    'are were was would be de of en total in y and sorry perdon perdona'
  ).split(' '),
);

/**
 * "pues unos 45 kilos" while the delivery address is asked: a message that is nothing but a figure labelled for
 * exactly one answered number question (its unit or noun, from that question's words) is a late correction of
 * it, not a text answer to the asked question, when the asked question's words do not label it too.
 */
export function onlyLabelledFigure(
  message: string,
  language: Language,
  asked: Question,
  answered: Question[],
): boolean {
  const numbers = answered.filter((q) => q.type === 'number');
  const hits = numbers.filter((q) => labelledNumber(message, language, q.text, []) !== null);
  if (hits.length !== 1 || labelledNumber(message, language, asked.text, []) !== null) return false;
  const mentions = findNumberMentions(message, language);
  if (mentions.length !== 1) return false;
  const own = new Set(normalizeText(hits[0]!.text).split(/[^\p{L}]+/u));
  const rest = normalizeText(`${message.slice(0, mentions[0]!.start)} ${message.slice(mentions[0]!.end)}`)
    .replace(/[’']/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w && !FILLER.has(w) && !own.has(w));
  return rest.length === 0;
}
