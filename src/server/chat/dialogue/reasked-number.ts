import { own } from '../../../contract/own-keys';
import type { MessageReading } from '../reading/message';
import { findNumberMentions, type NumberMention } from '../reading/numbers';
import { normalizeText, overlaps, type Span } from '../reading/text';
import { outOfBounds } from './bounds';
import { idOf } from './state';
import { accept, clarificationOf, type TurnContext } from './turn';

// "¿Cuántas personas?" refused ("Indica entre 2 y 8"), asked again: "pues 8, los dos peques se quedan con los
// abuelos". A reply to a number question asked again after a refused answer that opens with a figure, in a clause of
// its own, gives that figure; the rest is a remark about it. At a first ask, or when the rest adds to the figure
// ("2, and 6 adults") or lists another ("5, 6 maybe"), the message is read as usual.

/** What may open a reply before its figure ("ok", "pues", "fine, then", "make it"). */
const LEAD =
  /^(?:(?:ok|okay|oki|so|well|fine|right|alright|then|sorry|oh|ah|yes|yeah|pues|vale|bueno|entonces|venga|perdon|vaya|si|make it|let s say|say|call it|ponle|pon|pongamos|digamos|mejor|just|solo|only)\s*)*$/;
/** The figure ends its clause ("8, …", "8 then, …", "6 max.", "pues 8 entonces"): a stop, or the message's end. */
const ENDS =
  /^\s*(?:(?:then|entonces|pues|please|por favor|max|tops|total|in total|en total|at most|como mucho|como maximo|maximo|instead|mejor)\s*)?(?:[,.;!:]|$)/;
/** A figure the rest of the reply joins to the first ("and 6 adults", "más 2 niños", "plus two"). */
const ADDS = /\b(?:and|plus|y|mas|with|con|also|tambien|another|otr[oa]s?)\s+(?:\p{L}+\s+){0,2}$/u;
/** What may stand between two figures of a list or a choice. */
const LIST = /^[\s,;.:/-]*(?:(?:or|o|u|to|a|maybe|quizas?|perhaps|or maybe|o quizas?|even|incluso)[\s,]*)?$/;
/** "2 of them kids", "dos de ellos niños": a part of the figure said before, not another answer. */
const PART_OF = /^(?:of them|of those|of us|de ellos|de ellas|de nosotros|de esos|de esas)\b/;

/**
 * The figure that opens a message in a clause of its own ("pues 8, …", "fine, 7"), when nothing after it adds to it
 * or lists another; null otherwise.
 */
export function openingFigure(msg: MessageReading, blocked: readonly Span[] = []): NumberMention | null {
  const out: Span[] = [...msg.dates, ...msg.emails, ...msg.phones, ...blocked];
  const figures = findNumberMentions(msg.text, msg.language).filter((m) => !overlaps(m, out));
  const first = figures[0];
  if (!first || first.alt !== undefined || first.money) return null;
  const before = normalizeText(msg.text.slice(0, first.start))
    .replace(/[^\p{L}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!LEAD.test(before) || !ENDS.test(normalizeText(msg.text.slice(first.end)))) return null;
  for (const m of figures.slice(1)) {
    const between = normalizeText(msg.text.slice(first.end, m.start));
    if (ADDS.test(between)) return null;
    if (LIST.test(between) && !PART_OF.test(m.tail)) return null;
  }
  return first;
}

/** The asked number question's answer from a reply to its re-ask (after a refused answer) that opens with a figure. */
export function settleReaskedNumber(ctx: TurnContext): void {
  const q = ctx.asked;
  if (q?.type !== 'number' || ctx.settled || clarificationOf(ctx, q)) return;
  if ((own(ctx.state.attempts, idOf(q)) ?? 0) < 1 || ctx.msg.asks.asks.length > 0) return;
  const first = openingFigure(ctx.msg, ctx.used);
  if (!first || outOfBounds(q, first.value, ctx.now)) return;
  accept(ctx, q, first.value);
  ctx.used.push({ start: first.start, end: first.end });
  ctx.settled = true;
}
