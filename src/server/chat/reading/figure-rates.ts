import type { NumberMention } from './number-mentions';
import { normalizeText } from './text';

/**
 * A figure said per someone or per thing (EN and ES): "dos árboles, uno para cada nieto", "2 boxes, one each",
 * "3 bags, 2 per room", "4 kids, una bici por niño". It tells how the count is shared, not the count, when a
 * question asks a total (not "…per person?", "¿… por persona?"), and another figure is said beside it.
 */
const PER_AFTER =
  /^\s*(?:\p{L}+\s+)?(?:for each|for every|each|apiece|a head|a piece|per|every|para cada|por cada|cada uno|cada una|por persona|por cabeza|por barba|por (?!favor|la|el|los|las|si|eso|ahora|ejemplo|lo|fin|suerte)\p{L}+)\b/u;
const PER_ASKED = /\b(?:per|each|every|apiece|cada|por persona|por cabeza|por (?:\p{L}+))\b/u;

export function perEach(mentions: NumberMention[], text: string, question: string): Set<number> {
  const rates = new Set<number>();
  if (PER_ASKED.test(normalizeText(question))) return rates;
  mentions.forEach((m, i) => {
    const after = normalizeText(text.slice(m.end, m.end + 40));
    if (PER_AFTER.test(after)) rates.add(i);
  });
  return rates.size < mentions.length ? rates : new Set();
}
