import { isCompanyQuestion } from './company-words';
import { isFreeText, isPlaceQuestion, isPostcodeQuestion, TIME_OR_MEASURE_QUESTION } from './facts';
import { isJobTitleQuestion } from './job-titles';
import type { TextKind } from './names';
import { normalizeText, plainWords } from './text';

/**
 * Whether a short text answer is the kind of thing its question asks. A text question takes almost any words,
 * so a remark, a hesitation, a time, a figure or a question back said while it is asked would be stored as its
 * answer. The question's own words say what it asks (a person, a business, a place, a job, an attribute of a
 * thing…), the answer's words say what they are, and an answer that clearly does not fit is not stored (the
 * question is asked again). Free description ("anything else?", "what should the card say?") takes anything.
 */

/** What a short text question asks for, from its own words. */
export type TextAsk =
  | 'free' // comments, requests, wording: anything written
  | 'when-or-measure' // a day, a time, a size, a quantity said as text
  | 'identifier' // an order number, a postcode, an address, a handle, a code
  | 'person' // a person's name
  | 'company' // a business, an organisation, a school
  | 'place' // a town, a district, a country, a venue
  | 'job' // a job title or a role
  | 'attribute' // a breed, a colour, a language, a subject: a word for a kind of thing
  | 'other'; // a title, a model, a name of a thing: any short words

// "Breed?", "¿Color?", "Source language", "Which subject?": a kind of thing named by a word, never a figure.
const ATTRIBUTE_QUESTION =
  /\b(?:breed|breeds|raza|razas|colou?rs?|colores?|languages?|idiomas?|lenguas?|subjects?|asignaturas?|materias?|species|especies?|flavou?rs?|sabor(?:es)?|instruments?|instrumentos?|sports?|deportes?|fabrics?|tela|materials?|material(?:es)?)\b/;
// A question whose answer may be, or hold, a code or figures ("Address?", "Instagram?", "Gamer tag").
const CODE_QUESTION =
  /\b(?:address|addresses|direccion|domicilio|street|calle|handle|username|user|instagram|ig|tiktok|twitter|nick|nickname|tag|gamertag|link|url|web|website|email|e mail|correo|number|numero|code|codigo|model|modelo|version|extension|floor|planta|piso|portal|room|habitacion|desk|mesa|seat|asiento|plate|matricula|year|ano)\b/;

/** What a short text question asks for. */
export function textAsk(questionText: string, kind: TextKind): TextAsk {
  const q = normalizeText(questionText);
  if (isFreeText(questionText)) return 'free';
  if (TIME_OR_MEASURE_QUESTION.test(q)) return 'when-or-measure';
  if (kind === 'identifier' || isPostcodeQuestion(questionText) || CODE_QUESTION.test(q)) return 'identifier';
  if (isCompanyQuestion(questionText)) return 'company';
  if (kind === 'name') return 'person';
  // "Title of the talk" asks a thing's title, not a job's.
  if (isJobTitleQuestion(questionText) && !/\b(?:title|titulo) (?:of|de|del)\b/.test(q)) return 'job';
  if (isPlaceQuestion(questionText)) return 'place';
  if (ATTRIBUTE_QUESTION.test(q)) return 'attribute';
  return 'other';
}

/** What a short answer's words are, when they are clearly no value of any kind but their own. */
export type AnswerShape =
  | 'filler'
  | 'yes-no'
  | 'none'
  | 'here'
  | 'question'
  | 'time'
  | 'figure'
  | 'description'
  | 'pronoun'
  | 'choice'
  | 'pointer';

// "hmm", "umm", "eh", "erm", "pues", "a ver", "good question", "buena pregunta", "let me think", "look, this is
// complicated": a hesitation.
const FILLER_WORD =
  /^(?:h?m+h?|u+h*m*|e+h+|e+r+m*|a+h+|o+h+|mm+|well|so|pues|bueno|vaya|uf+|pff+|meh|look|listen|mira|oye|(?:ha){2,}h?|(?:ja){2,}j?|(?:je){2,}j?|(?:he){2,}|lol|lmao|rofl|xd+)$/;
const FILLER_PHRASE =
  /\b(?:good question|buena pregunta|(?:a )?long story|(?:it|this|that) (?:s|is) (?:complicated|complex|a long story|hard to explain)|es (?:complicado|largo de contar|dificil de explicar)|let me (?:think|see)|dejame (?:pensar|ver)|a ver|not sure|no estoy segur[oa]|no lo se|no se|ni idea|no idea|dunno|i don t know|no clue|seguro|sure|yet|todavia|aun|la verdad|really|honestly|(?:what|que) (?:to |i should |debo |deberia )?(?:put|write|say|poner|escribir|decir)(?: here| there| aqui| ahi)?)\b/g;
// Words that only say yes or no (folded).
const YES_NO_WORD =
  /^(?:yes|yeah|yep|yup|ya|no|nope|nah|not|si|sip|claro|vale|ok|okay|sure|of course|por supuesto|para nada|tampoco|también|tambien)$/;
// "none", "n/a", "ninguna", "no tengo": there is none to give.
const NONE =
  /^(?:(?:no|nah)\s+)?(?:none|n a|na|nothing|nothing else|nothing more|nothing to add|not applicable|that s all|thats all|ninguna|ninguno|nada|nada mas|nada que anadir|eso es todo|no tengo|no hay|no aplica|no tenemos)(?:\s+(?:yet|todavia|aun|for now|de momento|por ahora|sorry|lo siento))?$/;
// "here", "aquí", "nearby", "same as before": a place or a value pointed at, not named.
const HERE =
  /^(?:(?:just|right|por|around|mas o menos|justo)\s+)?(?:here|there|aqui|ahi|alli|alla|aca|nearby|close by|around here|por aqui|cerca|near you|cerca de (?:ti|vosotros|ustedes|aqui)|the same|same|(?:the\s+)?same(?:\s+(?:one|thing|again|place))?(?:\s+as\s+\S+(?:\s+\S+){0,3})?|(?:la|el|lo) mism[oa](?:\s+que\s+\S+(?:\s+\S+){0,3})?|igual que\s+\S+(?:\s+\S+){0,3}|as above|ver arriba|(?:that|this) one|eso|esto|ditto|idem)$/;
// "why?", "¿para qué?", "what do you mean?": a question put back, said in a few words.
const QUESTION_BACK =
  /^[¿\s]*(?:(?:and|but|so|y|pero|e)\s+(?:eso\s+|that\s+)?)?(?:why|what|how|who|which|where|when|is it|do you|does it|por que|para que|que|como|quien|cual|donde|cuando|es necesario|hace falta)\b[^?]*\?+[\s!]*$/;
// A time of day or a vague time ("after 6pm", "mornings", "a las 6", "por la tarde", "next month sometime").
const TIME_PHRASE =
  /\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|h|hrs|horas?)|(?:at|a las|a la|sobre las|after|before|antes de las|despues de las|from|desde las|hasta las)\s+\d{1,2}(?::\d{2})?|mornings?|afternoons?|evenings?|nights?|tonight|noon|midday|midnight|weekends?|weekdays?|manana|mananas|tarde|tardes|noche|noches|mediodia|madrugada|fin(?:es)? de semana|entre semana|(?:next|this|last)\s+(?:week|month|year)|(?:la|el)\s+(?:semana|mes|ano)\s+(?:que viene|proxim[oa]|pasad[oa])|(?:proxim[oa]|este|esta)\s+(?:semana|mes|ano)|sometime|someday|soon|pronto|asap|cuanto antes|whenever|cuando sea|any ?time)\b/g;
// Words that go with a time and say nothing else ("in the", "por la", "sometime", "around").
const TIME_GLUE = new Set(
  (
    'in the on at a an by around about after before sometime or and y o en el la las los por de del para sobre hacia ish maybe quizas quiza igual ' +
    'media cuarto probably probablemente early late pronto temprano today tomorrow hoy pasado monday tuesday wednesday thursday friday saturday sunday ' +
    'lunes martes miercoles jueves viernes sabado domingo'
  ).split(' '),
);
// A figure said alone, with at most a hedge ("40", "~40", "40ish", "unos 40", "about 40").
const FIGURE_ALONE =
  /^(?:(?:about|around|approx(?:imately)?|roughly|like|maybe|unos|unas|sobre|cerca de|aprox(?:imadamente)?)\s+)?[~#]?\d[\d.,\s]*(?:ish)?$/;
// "a small bakery", "una clínica dental", "just a team of 40": what a business is, said without its name.
const DESCRIPTION =
  /^(?:(?:just|only|solo|solamente|simplemente)\s+)?(?:a|an|un|una)\s+(?!(?:el|la|los|las|lo)\s)\p{L}{2,}/u;
// "her", "mine", "su hija", "the mum": no one named, only who they are to someone.
const PRONOUN_WORD =
  /^(?:i|me|my|mine|you|your|he|him|his|she|her|hers|we|us|our|they|them|their|myself|herself|himself|yo|mi|tu|su|sus|nosotros|nosotras|nuestro|nuestra|ellos|ellas|the|la|los|las)$/;

// "the foresty one", "the cheaper ones", "el de los fideos", "la que mete el mástil": one of some choices pointed
// at by what it is like, with nothing named.
const CHOICE =
  /^(?:(?:just|only|solo)\s+)?(?:(?:the|that|this)\s+(?:\S+\s+){0,3}ones?\b|(?:el|la|los|las)\s+(?:de|del|que)\s)/u;

// "eso", "that", "lo que te dije": words that point back at something said, naming nothing.
const POINTER =
  /^(?:(?:si|yes|yeah|exacto|exactly|eso es)\s+)?(?:eso|esto|that|this|that one|what i said|lo dicho|lo que (?:te |le |os )?(?:he dicho|dije|puse|he puesto))$/;

const JUST = /^(?:just|only|solo|solamente|for|now|de|momento|por|ahora)$/;

/** The shape of a short answer, when it is clearly one that says no value ("hmm", "yes", "why?", "at 6pm", "40"). */
export function answerShape(value: string): AnswerShape | null {
  const plain = plainWords(value);
  if (!plain) return null;
  const words = plain.split(' ');
  if (QUESTION_BACK.test(normalizeText(value).trim()) && words.length <= 6) return 'question';
  if (FIGURE_ALONE.test(plain.replace(/\s+/g, ' '))) return 'figure';
  if (words.every((w) => FILLER_WORD.test(w))) return 'filler';
  const hedge = plain.replace(FILLER_PHRASE, ' ').trim();
  if (hedge !== plain && hedge.split(/\s+/).every((w) => !w || FILLER_WORD.test(w) || YES_NO_WORD.test(w)))
    return 'filler';
  if (words.every((w) => YES_NO_WORD.test(w) || FILLER_WORD.test(w))) return 'yes-no';
  if (NONE.test(plain)) return 'none';
  if (HERE.test(plain)) return 'here';
  if (isOnlyTime(plain)) return 'time';
  // "her", "just me", "solo yo": who someone is to the writer, no one named.
  const alone = words.filter((w) => !JUST.test(w));
  if (alone.length > 0 && alone.every((w) => PRONOUN_WORD.test(w)) && !/\p{Lu}/u.test(value.slice(1)))
    return 'pronoun';
  if (DESCRIPTION.test(plain) && !/\p{Lu}/u.test(value.slice(1))) return 'description';
  if (POINTER.test(plain)) return 'pointer';
  if (CHOICE.test(plain) && !/\p{Lu}/u.test(value.slice(1))) return 'choice';
  return null;
}

/** Whether words say a time and nothing else ("in the evening", "next month sometime, 40ish", "a las 6"). */
function isOnlyTime(plain: string): boolean {
  const rest = plain.replace(TIME_PHRASE, ' ');
  if (rest === plain) return false;
  return rest
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => TIME_GLUE.has(w) || FILLER_WORD.test(w) || /^\d+(?:ish)?$/.test(w));
}

/** The question kinds each answer shape can never answer. */
const NEVER: Record<AnswerShape, readonly TextAsk[]> = {
  filler: ['when-or-measure', 'identifier', 'person', 'company', 'place', 'job', 'attribute', 'other'],
  'yes-no': ['identifier', 'person', 'company', 'place', 'job', 'attribute'],
  question: ['person', 'company', 'place', 'job', 'attribute'],
  time: ['identifier', 'person', 'company', 'place', 'job', 'attribute', 'other'],
  figure: ['person', 'company', 'place', 'job', 'attribute'],
  description: ['company'],
  pronoun: ['person', 'company', 'job'],
  pointer: ['when-or-measure', 'identifier', 'person', 'company', 'place', 'job', 'attribute', 'other'],
  choice: ['when-or-measure', 'identifier', 'person', 'company', 'place', 'job', 'attribute', 'other'],
  none: ['identifier', 'person', 'company', 'place', 'job', 'attribute'],
  here: ['identifier', 'person', 'company', 'place', 'job', 'attribute', 'other'],
};

/**
 * Whether a short text answer clearly does not fit its question: a hesitation for anything but free text, a time
 * for a place, a figure alone for a name, "why?" for a colour, "a small bakery" for a company name.
 */
export function doesNotFit(value: string, questionText: string, kind: TextKind): boolean {
  const shape = answerShape(value) ?? pointedWithLabel(value, questionText);
  if (shape === null || (shape === 'yes-no' && ASKS_YES_NO.test(normalizeText(questionText)))) return false;
  return NEVER[shape].includes(textAsk(questionText, kind));
}

const ARTICLE = /^(?:the|a|my|our|la|el|los|las|lo|mi|nuestra|nuestro)$/;

/** "eso, la nacionalidad", "that one, nationality": a pointer said beside the question's own words points, names nothing. */
function pointedWithLabel(value: string, questionText: string): AnswerShape | null {
  const asked = new Set(
    plainWords(questionText)
      .split(' ')
      .filter((w) => w.length >= 4),
  );
  const words = plainWords(value).split(' ');
  const rest = words.filter((w) => !asked.has(w) && !ARTICLE.test(w));
  if (rest.length === 0 || rest.length === words.length) return null;
  return answerShape(rest.join(' ')) === 'here' ? 'here' : null;
}

// "Do you have a preferred colour?", "¿Tienes web?": a question a plain yes or no answers.
const ASKS_YES_NO =
  /^[¿¡\s]*(?:do|does|did|are|is|was|were|have|has|had|can|could|will|would|should|any|tienes|tiene|teneis|tienen|quieres|quiere|necesitas|necesita|eres|es|estas|esta|puedes|puede|hay|alguna?)\b/;
