import { foldKeepingIndexes, type Span } from '../reading/text';

/** How clearly a message says it corrects an earlier answer. */
export interface CorrectionCue extends Span {
  /** strong: "I meant", "mejor", "no espera" point back; weak: "sorry", "actually" may just open an answer. */
  strength: 'strong' | 'weak';
  /** No cue word: the old value said back ("6, not 5"), or a message that does not fit the asked question. */
  implicit?: 'old-value' | 'unfit';
}

const OPENER_WORD = '(?:oh|oops|woops|whoops|ups|uy|ay|ah|hmm+|um+|ok|vale|bueno|pues|y|and|also|tambien)';
const OPENER = `(?:${OPENER_WORD}[\\s,!.]+)*`;
const STRONG =
  '(?:no[\\s,]+(?:wait|espera)|wait[\\s,]+no|i meant|i mean|what i meant|quise decir|queria decir|quiero decir|me equivoque|i made a mistake|my mistake|(?:a )?typo|correction|(?:me )?corrijo|me he equivocado|me equivoque|hold (?:up|on)|rectifico|scratch that|let me correct(?: that)?|change (?:it|that) to|make (?:it|that)|cambia(?:lo)? (?:a|por)|mejor|en vez de|en lugar de|instead|no[\\s,]+(?:it s|its|it is|es|son|era|mejor))';
const WEAK =
  '(?:actually|in fact|en realidad|sorry|perdon|perdona|disculpa|disculpe|wait|hang on|espera|no|oops|oopsie|whoops|woops|ups|uy|apologies|my apologies|my bad|lo siento)';
// Said after another weak cue, these still only announce the correction ("wait, sorry - …"); a "no" after one
// is what is said ("actually no flea treatment").
const APOLOGY =
  '(?:sorry|perdon|perdona|disculpa|disculpe|wait|hang on|espera|oops|whoops|ups|uy|apologies|my bad|lo siento)';
// "sorry, I meant …": a weak opener followed by a strong cue is one strong cue.
// "wait, sorry - …": weak cues said one after another are one cue; none of them is a value.
const CUE = new RegExp(
  `^[\\s¡¿]*${OPENER}(?:(${STRONG})|(?:${WEAK}[\\s,!.-]+)+(${STRONG})|(${WEAK}(?:[\\s,!.-]+${APOLOGY}(?![\\p{L}]))*))(?![\\p{L}])[\\s,:;.!-]*`,
  'u',
);
const INLINE =
  /\b(?:is|es|son|are) (?:actually|en realidad|realmente)\b|\bactually\b|\ben realidad\b|\bafter all\b|\bal final\b(?! de)|\bon second thought\b|\bpensandolo mejor\b|\bbien pensado\b|\b(?:is wrong|was wrong|wrong|typo|mistake|esta mal|estaba mal|me equivoque|equivocad[oa]|me he equivocado|me he liado|me lie|me confundi|the correct (?:one|address|email|e-mail|number|phone|date|day|name) is|el correcto es|la correcta es|(?:my|our|the|mi|nuestr[oa]|el|la) (?:old|previous|former|antigu[oa]|anterior|viej[oa]) (?:address|email|e-mail|number|phone|direccion|correo|numero|telefono|movil))\b|(?<=[,.;!]\s*(?:(?:and|y|oh|also|tambien)\s+)*)(?:sorry|perdon|perdona|oops|ups|i meant|quise decir|queria decir)\b/u;

// Only cues that can mean nothing but a correction ("oye, mejor te escribo en español" is none).
const LATE_CUES =
  '(?:i meant|i mean|what i meant|quise decir|queria decir|quiero decir|me equivoque|me he equivocado|my mistake|i made a mistake|scratch that|rectifico)';
const LATE_STRONG = new RegExp(`^[\\s¡¿]*(?:\\p{L}+[\\s,!.]+){1,2}${LATE_CUES}(?![\\p{L}])[\\s,:;.!-]*`, 'u');

const INSTEAD_AT_END = /[\s,]+(?:instead|en su lugar|mejor)[\s.!]*$/u;

/** A correction cue at the start of a message ("sorry, …", "no espera, mejor …") or inside it ("my email is actually …"). */
export function findCorrectionCue(message: string): CorrectionCue | null {
  const folded = foldKeepingIndexes(message).replace(/[’']/g, ' ');
  const m = CUE.exec(folded);
  if (m) {
    // "mejor" after the cue makes a weak cue strong ("no espera, mejor el 14").
    const strong =
      m[1] !== undefined ||
      m[2] !== undefined ||
      /^\s*(?:mejor|i meant|i mean)\b/u.test(folded.slice(m[0].length));
    return { start: 0, end: m[0].length, strength: strong ? 'strong' : 'weak' };
  }
  // "ugh I mean March 4", "ok so scratch that": a strong cue after a word or two of its own.
  const late = LATE_STRONG.exec(folded);
  if (late) return { start: 0, end: late[0].length, strength: 'strong' };
  // "I'll come to the December one instead.": "instead" closing a message points back at an answer.
  const closing = INSTEAD_AT_END.exec(folded);
  if (closing) return { start: closing.index, end: closing.index + closing[0].length, strength: 'strong' };
  const inline = INLINE.exec(folded);
  return inline ? { start: inline.index, end: inline.index + inline[0].length, strength: 'weak' } : null;
}

// "wrong", "that's a typo", "está mal": words that judge the old value say nothing of the new one.
const VERDICT =
  '(?:(?:that|it|this)(?: s| is| was)?|(?:eso |esto )?(?:es|esta|estaba)|(?:it s|its)|(?:is|was))?\\s*(?:wrong|incorrect|not right|a mistake|mistake|a typo|typo|an error|error|mal|incorrect[oa]|equivocad[oa]|errone[oa]|una errata|errata)';
const ONLY_CUES = new RegExp(
  `^[\\s¡¿]*(?:(?:${OPENER_WORD}|${WEAK}|${STRONG}|${VERDICT})(?![\\p{L}])[\\s,:;.!?-]*)+$`,
  'u',
);

/** Words that only say a correction is coming ("sorry", "wait, perdona", "that's wrong"): never a value of their own. */
export const isOnlyCueWords = (text: string) =>
  ONLY_CUES.test(foldKeepingIndexes(text).replace(/[’']/g, ' '));
