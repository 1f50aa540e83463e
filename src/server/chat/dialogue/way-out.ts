import { normalizeText, plainWords } from '../reading/text';

const HARD = new Set(
  [
    'skip',
    'skip it',
    'skip this',
    'skip this one',
    'skip that',
    'skip please',
    'pass',
    'next',
    'next question',
    'move on',
    'lets move on',
    'saltar',
    'salta',
    'saltala',
    'saltatela',
    'saltar pregunta',
    'paso',
    'pasa',
    'pasamos',
    'siguiente',
    'siguiente pregunta',
    'omitir',
    'omite',
    'omitela',
    'prefiero no',
    'prefiero no decirlo',
    'prefiero no decir',
    'prefiero no contestar',
    'prefiero no responder',
    'prefiero no responderla',
    'prefiero no contestarla',
    'prefiero no darlo',
    'prefiero no darla',
    'prefiero no compartirlo',
    'no quiero',
    'no quiero decirlo',
    'no quiero darlo',
    'no quiero contestar',
    'no quiero responder',
    'no lo quiero dar',
    'mejor no',
    'i prefer not to say',
    'prefer not to say',
    'i prefer not to',
    'i would rather not',
    'i would rather not say',
    'i d rather not',
    'id rather not',
    'rather not',
    'rather not say',
    'i d rather not say',
    'id rather not say',
    'i d prefer not to',
    'i d prefer not to say',
    'i prefer not to answer',
    'prefer not to answer',
    'i prefer not to share',
    'i d rather not share',
    'i don t want to say',
    'i dont want to say',
    'i don t want to share',
    'i don t want to give it',
    'i don t want to answer',
    'i don t want to answer that',
    'leave it',
    'never mind',
    'dejalo',
    'da igual',
    'not telling',
    'no comment',
    'none of your business',
  ].map((s) => s),
);
const SOFT = new Set([
  'no',
  'nope',
  'nah',
  'none',
  'nothing',
  'n a',
  'na',
  'not applicable',
  'no thanks',
  'no thank you',
  'no gracias',
  'nada',
  'ninguno',
  'ninguna',
  'no tengo',
  'no aplica',
  'i don t have one',
  'i dont have one',
  'i don t have',
  'i dont have',
  'don t have one',
  'no one',
  'nada mas',
  'nothing else',
  'that s all',
  'thats all',
  'eso es todo',
  'no nada',
  'nada gracias',
  'no nothing',
  'that s it',
  'thats it',
  'that is all',
  'that is it',
  'nothing more',
  'ya esta',
  'no hay nada mas',
  'all good',
  'todo bien',
]);
const SOFT_PREFIX =
  /^(?:no tengo|i don t have|i dont have|i do not have|no dispongo de|we don t have|no tenemos)\b/;
const SOFT_PHRASE =
  /^(?:no|nope|nah|nothing|nada|none|not really|no no|para nada)(?: (?:thanks?|thank you|gracias|all good|that s (?:all|it)|thats (?:all|it)|i m good|im good|we re good|were good|we are good|i am good|all set|todo bien|nada mas|esta bien|todo perfecto|eso es todo|that s everything|estamos bien|estoy bien|nothing else|else|mas|de momento|for now|por ahora|really))+$/;
const CLOSING =
  /^(?:(?:it s|its|it was|everything s|everything is|everything was|all|todo|todo ha sido|todo fue|ha sido|fue|es|esta|estuvo)\s+)?(?:all good|good|great|perfect|fine|excellent|amazing|lovely|brilliant|todo bien|bien|genial|perfecto|estupendo|excelente|fenomenal|thanks|thank you|gracias|muchas gracias|cheers)$/;
/** "we'll tell you the whole saga when we meet", "ya os lo contamos en persona": what is left for later, no answer. */
const DEFERS =
  /\b(?:tell|explain|let you know|fill you in|cuento|contamos|contare|contaremos|explico|explicamos|explicare|explicaremos|dire|diremos)\b(?:\s+\S+){0,6}\s+(?:when we meet|when we see you|in person|later|on the day|face to face|en persona|cuando nos veamos|cuando te vea|mas adelante|otro dia|el dia)\b/;
const POLITE =
  /^(?:(?:sorry|perdon|perdona|lo siento|disculpa|disculpe|hmm+|well|pues|bueno|ok|okay|vale|um+|uh+|oh|ah)\s+)+|\s+(?:please|thanks|thank you|gracias|por favor|sorry|lo siento|then|entonces)$/g;

/** "hard" for an explicit refusal ("skip", "prefiero no decirlo"), "soft" for "no", "none", "no tengo". */
export function declineKind(answer: string, questionText?: string): 'hard' | 'soft' | null {
  let s = plainWords(answer);
  for (let i = 0; i < 3; i++) s = s.replace(POLITE, '').trim();
  if (!s) return null;
  if (HARD.has(s)) return 'hard';
  // "no lo sé, pasa", "dunno, skip it": a refusal said after something else.
  const parts = normalizeText(answer)
    .split(/[,.;!?]+/)
    .map(plainWords)
    .filter(Boolean);
  const filler = (p: string) =>
    NON_ANSWER.test(p) ||
    /^(?:ok|okay|fine|vale|bueno|pues|hmm+|well|sorry|perdon|lo siento|no|then|entonces)$/.test(p);
  if (
    parts.length > 1 &&
    parts.length <= 3 &&
    HARD.has(parts[parts.length - 1]!) &&
    parts.slice(0, -1).every(filler)
  )
    return 'hard';
  if (SOFT.has(s)) return 'soft';
  if (s.split(' ').length <= 6 && /^(?:skip|saltar|salta|pasa|paso|omite|omitir)\b/.test(s)) return 'hard';
  if (
    s.split(' ').length <= 10 &&
    /\b(?:rather not|prefer not|prefiero no|no quiero (?:decir|dar|contestar|responder|compartir)\w*|(?:don t|do not|dont) want to (?:give|share|say|tell)|no te (?:lo|la) (?:voy a|quiero) dar)\b/.test(
      s,
    )
  )
    return 'hard';
  if (s.split(' ').length <= 5 && SOFT_PREFIX.test(s)) return 'soft';
  if (SOFT_PHRASE.test(s)) return 'soft';
  // "nah, nothing, all good", "nothing really, it was great": a "no" or "nothing" and words that only close.
  // "nothing else for now, we'll tell you the rest when we meet": a part that leaves it for later closes too.
  const said = parts.filter((p) => !CLOSING.test(p) && !DEFERS.test(p));
  if (said.length > 0 && said.length < parts.length && said.every((p) => SOFT.has(p) || SOFT_PHRASE.test(p)))
    return 'soft';
  // "no company, sorry" to "Company name": "no" and the thing asked.
  const lacking =
    /^(?:no|none|sin|ningun[oa]?|no tengo|no tenemos|i have no|we have no)\s+(\p{L}{4,})(?:\s+(?:sorry|thanks|yet|todavia|aun|lo siento|gracias))*$/u.exec(
      s,
    );
  if (
    lacking &&
    questionText &&
    plainWords(questionText)
      .split(' ')
      .some((w) => w.length >= 4 && w.startsWith(lacking[1]!.slice(0, 5)))
  )
    return 'soft';
  return null;
}

const NON_ANSWER =
  /^(?:(?:honestly|really|well|pues|la verdad|sinceramente|hmm+|um+)\s+)*(?:i )?(?:don t know|dont know|do not know|dunno|idk|no idea|not sure|no clue|not sure yet|not decided|haven t decided|have not decided|still deciding|tbd|to be decided|no se|no lo se|ni idea|no tengo ni idea|no estoy segur[oa]|no sabria decir|no lo tengo claro|no lo he decidido|por decidir|aun no lo se|todavia no lo se|depends|it depends|depende|who knows|quien sabe|\?+)(?: (?:yet|todavia|aun|la verdad|really|sorry|lo siento|de momento|for now))?$/;

/** "I don't know", "no sé", "ni idea": not an answer, and not a refusal either. */
export function isNonAnswer(answer: string): boolean {
  const s = plainWords(answer);
  return s === '' ? /\?/.test(answer) : NON_ANSWER.test(s);
}

/** Failed attempts on a required question after which the visitor is offered to skip it or leave a note. */
export const WAY_OUT_AFTER = 2;

/** Whether a question that keeps failing should now offer the way out (optional ones too: skipping is always fine). */
export function shouldOfferWayOut(attempts: number): boolean {
  return attempts >= WAY_OUT_AFTER;
}

/** After the way out was offered: the visitor's note for the owner (any words that are not a refusal), or null. */
export function wayOutNote(message: string): string | null {
  const text = message.trim();
  if (
    declineKind(text) ||
    plainWords(text)
      .split(' ')
      .filter((w) => /\p{L}/u.test(w)).length < 2
  )
    return null;
  return text.slice(0, 1000);
}
