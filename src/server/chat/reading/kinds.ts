import type { Language } from '../../../contract/enums';
import { byCommonWord, MULTI_HEDGE } from './multi-words';
import { findWordNumbers } from './number-words';
import { findNumberMentions } from './numbers';
import { optionsByNumber } from './option-scores';
import { optionsBySet } from './option-sets';
import { FILLER, matchOption } from './options';
import { normalizeText, plainWords as plain } from './text';

// How people say yes and no, in both languages, colloquial forms included.
const YES =
  /^(?:yes|yeah|yea|yep|yup|ya|sure|of course|definitely|absolutely|certainly|correct|right|indeed|i do|i have|we do|we have|i am|i will|i would|it is|please do|yes please|sounds good|why not|ok|okay|i guess so|guess so|i think so|think so|i suppose so|i believe so|course|for sure|you bet|totally|creo que si|supongo que si|pues si|si que|si|claro|claro que si|por supuesto|desde luego|vale|venga|dale|obvio|afirmativo|exacto|eso es|efectivamente|sin duda|si claro|si si|asi es|correcto|tengo|tenemos|quiero|me gustaria|sipo|sip|sep|simon|ajam|aja|yess+|yea+h|ya)\b/;
const NO =
  /^(?:no|nope|nah|not really|not at all|not that i know(?: of)?|none|never|negative|i don t|i do not|i haven t|i have not|we don t|we haven t|i m not|i am not|i wouldn t|no thanks|no thank you|para nada|que va|ni de broma|nunca|tampoco|no gracias|en absoluto|de ninguna manera|ni hablar|ninguna|ninguno|no tengo|no tenemos|no creo|no que yo sepa|nopo|nop|nel|naa+h?|nah+|not at the moment|not yet|not currently|not right now|todavia no|aun no|de momento no|por ahora no|not exactly|not quite|i don t think so|don t think so|ni uno|ni una|nadie|nobody|no one|creo que no|supongo que no|not required|not needed|no need|no hace falta|no lo necesito|no necesito)\b/;
const HEDGE =
  /^(?:(?:la (?:mera )?verdad(?: es que)?|honestly|to be honest|tbh|sinceramente|pues|well|hmm+|la verdad que)\s+)+/;
// "no sé si…", "I don't know", "not sure": a reply that opens by not knowing is no "no" (it is asked again).
const UNSURE =
  /^(?:no (?:lo )?se(?=$|\s+(?:si|todavia|aun|bien|muy bien|la verdad)\b)|no sabria|no estoy segur[oa]|no lo tengo claro|no tengo claro|ni idea|no idea|not sure|unsure|i m not sure|i am not sure|i (?:don t|do not) know|dunno|i have no idea)\b/;
const THUMBS_UP = /^\s*(?:👍|👌|✅|✔️?|🆗)+\s*$/u;
const THUMBS_DOWN = /^\s*(?:👎|❌|🚫)+\s*$/u;

/** A yes or a no said in any usual way ("sure", "nope", "claro", "para nada", 👍); null when neither or both. */
export function readYesNo(text: string): boolean | null {
  if (THUMBS_UP.test(text)) return true;
  if (THUMBS_DOWN.test(text)) return false;
  // "la mera verdad no", "honestly, yes": a hedge before the yes or no says nothing.
  const said = plain(text).replace(HEDGE, '');
  if (!said || UNSURE.test(said) || /^[\s¡¿]*no (?:lo )?sé(?!\p{L})/iu.test(text)) return null;
  // "yeah nah", "nah yeah", "por supuesto que no": in a run of yes and no words, the last one decides.
  const turned = turnedAround(said);
  if (turned !== null) return turned;
  // "not really, no", "no, a bit": what is said first decides; "yes… no wait, no" is unclear.
  const no = NO.test(said);
  const yes = YES.test(said) && !/^(?:not|no)\b/.test(said);
  if (yes === no) return null;
  if (yes && /\b(?:no wait|actually no|mejor no|bueno no)\b/.test(said)) return null;
  return yes;
}

// "sure, no problem", "vale, no hay problema": "no" that agrees is no turn to a no.
const FLIP_TO_NO =
  /^(?:que )?(?:no|nah|nope)\b(?!\s+(?:problem|problemo|prob|worries|bother|doubt|pasa nada|hay problema|te preocupes|se preocupe|hay duda))/;
const FLIP_TO_YES = /^(?:yeah|yes|yep|yup|si)\b/;

/** "yeah nah" (no), "nah yeah" (yes), "claro que no" (no): a yes or no said right after the other one turns it. */
function turnedAround(said: string): boolean | null {
  const yes = YES.exec(said);
  if (yes && FLIP_TO_NO.test(said.slice(yes[0].length).trim())) return false;
  const no = NO.exec(said);
  if (no && FLIP_TO_YES.test(said.slice(no[0].length).trim())) return true;
  return null;
}

const STARS = /[⭐★🌟]/gu;

/** A rating as visitors write it ("4", "four", "4/5", "8 out of 10", "un 8", "⭐⭐⭐⭐"), or what kept it from being one. */
export function readRating(
  text: string,
  language: Language,
): { kind: 'value'; value: number } | { kind: 'ambiguous'; candidates: number[] } | { kind: 'none' } {
  const stars = text.match(STARS)?.length ?? 0;
  if (stars > 0 && !/\d/.test(text)) return { kind: 'value', value: stars };
  const folded = normalizeText(text);
  // "8 out of 10", "8/10", "8 de 10", "4 sobre 5": the first figure is the score.
  const outOf = /(\d+(?:[.,]\d+)?)\s*(?:\/|out of|of|de|sobre)\s*(\d+)/.exec(folded);
  const figures = outOf
    ? [Number(outOf[1]!.replace(',', '.'))]
    : [
        ...new Set(
          findNumberMentions(text, language)
            .filter((m) => m.scale === null)
            .map((m) => m.value),
        ),
      ];
  if (figures.length === 0) {
    const words = findWordNumbers(text).map((w) => w.value);
    if (words.length === 1) return { kind: 'value', value: words[0]! };
    return words.length > 1 ? { kind: 'ambiguous', candidates: words } : { kind: 'none' };
  }
  if (figures.length > 1) return { kind: 'ambiguous', candidates: figures };
  return { kind: 'value', value: figures[0]! };
}

const ALL =
  /^(?:all|all of them|all of it|everything|every one|each of them|the lot|todas|todos|todo|todas ellas|todos ellos|de todo)$/;
const ALL_BUT =
  /^(?:all|everything|todas|todos|todo)(?:\s+(?:of them|of it|ellas|ellos|las opciones))?\s+(?:but|except|except for|apart from|bar|menos|excepto|salvo|quitando|sin)\s+(.+)$/;
const NEGATED_PART = /^(?:not|no|but not|without|except|excepto|menos|sin|ni)\s+(.+)$/;
const FIRST_N = /^(?:the\s+)?(?:first|primer[oa]s?)\s+(\w+)$|^(?:las|los)\s+(\w+)\s+primer[oa]s$/;
const LAST_N = /^(?:the\s+)?(?:last|ultim[oa]s?)\s+(\w+)$|^(?:las|los)\s+(\w+)\s+ultim[oa]s$/;
/** Words beside a list that choose nothing ("fine, lessons and yoga", "las dos cosas: puesto y parking"). */
const NOTHING_CHOSEN =
  /^(?:and|y|also|tambien|too|please|por favor|then|entonces|fine|ok|okay|well|so|bueno|vale|pues|both|ambos|ambas|las dos(?: cosas)?|los dos|the two|both of them)$/;
// "…but he's booking separately", "pero él se apunta aparte": a clause of someone else's that names no option is
// no item of the list.
const OTHERS_CLAUSE =
  /^(?:(?:but|pero|and|y|though|aunque)\s+)?(?:he|she|they|el|ella|ellos|ellas)\s+(?:s|is|are|was|were|will|ll|d|would|has|have|wants?|needs?|quiere|quieren|necesita|se|va|van|viene|vienen|ya|lo|la|le)\b/u;
const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
};

/** "Web design, SEO and ads", "German and French", "1 and 3", "all but SEO": the options chosen, in the options' order. */
export function readMultiselect(text: string, options: readonly string[]): string[] | null {
  const said = normalizeText(text)
    .replace(/[’']/g, ' ')
    .replace(/[^\p{L}\p{N}\s,;/+&-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!said) return null;
  const inOrder = (picked: Set<string>) => options.filter((o) => picked.has(o));
  // "honestly all of them!", "de todo un poco: todas": a hedge or a lead-in before the choice says nothing.
  const choice = normalizeText(text.split(':').pop() ?? text)
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(MULTI_HEDGE, '');
  if (ALL.test(choice.replace(/\s+(?:please|por favor|thanks|gracias)$/, ''))) return [...options];
  // "weeks 1 and 2", "both the hire ones".
  const listed = optionsByNumber(options, text) ?? byCommonWord(options, said);
  if (listed) return listed;
  const allBut = ALL_BUT.exec(said);
  if (allBut) {
    const out = new Set(options);
    // "all but SEO, we have someone for that": what is left out ends at the clause.
    for (const part of partsOf(allBut[1]!.split(/[,;.]/)[0]!)) {
      const o = matchOption(options, part);
      if (!o) return null;
      out.delete(o);
    }
    return out.size > 0 ? inOrder(out) : null;
  }
  // "The first two, please", "los dos primeros, gracias": courtesy and "ones" around a position say nothing.
  const core = said
    .replace(/[,;]/g, ' ')
    .replace(
      /\s+(?:please|pls|por favor|thanks|thank you|gracias|ones|options|opciones|of them|de ellas|de ellos)\b/g,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
  const first = FIRST_N.exec(core);
  if (first) {
    const n = Number(first[1] ?? first[2]) || COUNT_WORDS[first[1] ?? first[2] ?? ''] || 0;
    return n >= 1 && n <= options.length ? options.slice(0, n) : null;
  }
  // "las cuatro", "all three", "both": as many as there are options is all of them.
  const count =
    /^(?:all|the|las|los|todas las|todos los)?\s*(two|three|four|five|dos|tres|cuatro|cinco|both|ambas|ambos)$/.exec(
      said,
    );
  if (count) {
    const n = COUNT_WORDS[count[1]!] ?? (/^(?:both|ambas|ambos)$/.test(count[1]!) ? 2 : 0);
    return n === options.length ? [...options] : null;
  }
  const last = LAST_N.exec(core);
  if (last) {
    const n = Number(last[1] ?? last[2]) || COUNT_WORDS[last[1] ?? last[2] ?? ''] || 0;
    return n >= 1 && n <= options.length ? options.slice(options.length - n) : null;
  }
  const picked = new Set<string>();
  for (const part of partsOf(said)) {
    if (NEGATED_PART.test(part)) continue;
    const o = matchOption(options, part);
    // "weekdays after 5" → Mon–Fri: a word that says several options at once.
    const set = o ? null : optionsBySet(options, part);
    if (o) picked.add(o);
    else if (set) for (const s of set) picked.add(s);
    else if (
      !NOTHING_CHOSEN.test(part) &&
      !OTHERS_CLAUSE.test(part) &&
      !part.split(' ').every((w) => FILLER.has(w) || NOTHING_CHOSEN.test(w))
    )
      return null;
  }
  return picked.size > 0 ? inOrder(picked) : null;
}

/** The pieces of a list: "a, b and c", "a y b", "a & b", "a + b", "a / b". */
function partsOf(said: string): string[] {
  return said
    .split(/\s*(?:,|;|\/|\+|&|\band\b|\by\b|\be\b|\bor\b|\bplus\b|\btambien\b|\balso\b)\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** "so no lift", "y sin terraza": a word that joins a clause to the one before says nothing of its own. */
const CONNECTIVE = /^(?:(?:so|and|but|then|anyway|y|pero|asi que|entonces|pues|o sea)\s+)+/u;

// "there's no engine", "we don't have a garden", "it hasn't got a lift": saying the thing is not there is "no X".
const NO_HAVE =
  /^(?:there (?:s|is|are|was|were) no|theres no|there (?:isn t|aren t|wasn t|weren t)(?: (?:a|an|any))?|(?:i|we|it|he|she|they|you) (?:don t|doesn t|didn t|do not|does not|did not) (?:have|own)(?: (?:a|an|any))?|(?:i|we|it|he|she|they) (?:haven t|hasn t|have not|has not) got(?: (?:a|an|any))?)\s+/u;

const IS_SUBJECT =
  /^(no\s+)?(?:it s|its|it is|this is|that s|it was|es|era|son)\s+(not\s+|no\s+)?(?:(?:a|an|the|un|una|el|la|para)\s+)?(\p{L}+)/u;

/**
 * A yes or a no said about a question's subject inside a longer message ("…, and she isn't coming. Sin
 * mascota" → no; "with the stove" → yes): the last clause that says one decides.
 */
export function yesNoIn(text: string, questionText: string): boolean | null {
  const subject = plain(questionText)
    .split(' ')
    .filter((w) => w.length >= 4);
  const about = (w: string) => subject.some((s) => s.slice(0, 5) === w.slice(0, 5));
  const clauses = plain(text.replace(/[.;!?]+/g, ','))
    .split(/\s*,\s*/)
    .reverse();
  for (const c of text
    .split(/[.,;:!?]+/)
    .map((c) => plain(c).replace(CONNECTIVE, ''))
    .filter(Boolean)
    .reverse()) {
    const m = /^(sin|without|no|con|with)\s+(?:\p{L}+\s+){0,2}?(\p{L}+)$/u.exec(c.replace(NO_HAVE, 'no '));
    if (m && about(m[2]!)) return /^(?:con|with)$/.test(m[1]!);
    // "it's not a wedding", "no es una boda", "it is a wedding": the subject said to be or not to be.
    const is = IS_SUBJECT.exec(c);
    if (is && about(is[3]!)) return !(is[1] || is[2]);
    const yn = readYesNo(c);
    if (yn !== null) return yn;
    // "coche no tengo", "pets, yes we do": the subject said beside a yes or a no.
    const rest = c
      .split(' ')
      .filter((w) => !about(w))
      .join(' ');
    const bare = rest !== c && rest ? readYesNo(rest) : null;
    if (bare !== null) return bare;
  }
  return clauses.length ? null : null;
}
