import { type AskedFigure, askedFigure, nounKind } from './figure-asked';
import { type FigureText, figureText } from './figure-clauses';
import { conjoinedCount } from './figure-conjoined';
import { extremeAge } from './figure-extremes';
import { alreadyHad, listAges, writersOwnAge } from './figure-lists';
import { perEach } from './figure-rates';
import { reportedByAnother } from './figure-reported';
import type { NumberMention } from './number-mentions';
import { AGE_UNIT, FUNCTION_WORDS } from './number-units';
import type { NumberReading } from './numbers';
import { normalizeText } from './text';

/**
 * The role a figure plays in a message (EN and ES): it names something (a house number, a reference), tells
 * a clock time or a calendar year, gives someone's age, counts or measures a kind of thing, or sits in a
 * condition ("if the money comes in, both of us"). A number question takes only a figure whose role fits
 * what it asks (figure-asked.ts); a figure whose role contradicts it is never stored for it.
 */
export type FigureRole =
  | 'identifier'
  | 'clock'
  | 'year'
  | 'age'
  | 'conditional'
  | 'past'
  | 'question'
  | 'thing'
  | 'money'
  | 'added'
  | 'part'
  | 'another';

const words = (s: string) => s.split(/[^\p{L}\d]+/u).filter(Boolean);
const last = (s: string, n = 1) => words(s).slice(-n);

// ---- a figure that names: "number 42", "flat 3", "nº 15", "portal 7", "order 5521", "42 Baker Street" ----
const ID_LABEL =
  /^(?:number|numero|num|flat|apt|apartment|apartamento|unit|suite|portal|puerta|bloque|block|escalera|door|room|habitacion|table|mesa|seat|asiento|lot|plot|parcela|ref|reference|referencia|order|pedido|invoice|factura|code|codigo|postcode|zip|cp|km|kilometro|gate|platform|anden|flight|vuelo|line|linea|route|ruta|model|modelo|version|ticket|case|expediente|locker|taquilla)$/;
const ID_SIGN = /(?:\bn\s?[º°o]\.?|\bnum\.|\bno\.|#)\s*$/u;
const STREET_BEFORE = /^(?:calle|c|avenida|avda|carrer|street|road|avenue|lane)$/;
const STREET_AFTER = /^(?:street|st|road|rd|avenue|ave|lane|ln|terrace|crescent|boulevard|blvd)$/;

function names(m: NumberMention, folded: string): boolean {
  const label = last(m.label, 3);
  if (ID_LABEL.test(label[label.length - 1] ?? '')) return true;
  if (ID_SIGN.test(folded.slice(Math.max(0, m.start - 6), m.start))) return true;
  if (label.some((w) => STREET_BEFORE.test(w)) && !nounKind(m.unit)) return true;
  return words(m.tail)
    .slice(1, 3)
    .some((w) => STREET_AFTER.test(w));
}

// ---- a clock time: "at 9", "a las 9", "half 7", "7 o'clock" ----
const CLOCK_TAIL =
  /^(?:in|on|tonight|today|tomorrow|sharp|o|oclock|am|pm|ish|please|then|this|next|de|del|en|y|menos|manana|tarde|noche|hoy|pasado|el|la)$/;
const LAS_BEFORE = /^(?:a|sobre|hacia|desde|hasta|de|para|entre|antes|despues|tipo|como)$/;
const AT_COUNT =
  /^(?:re|are|is|s|was|were|be|currently|now|look|looking|stand|stands|standing|sit|sits|sitting|capped|stay|stays)$/;

function tellsTime(m: NumberMention): boolean {
  if (m.money || m.scale !== null || m.value > 24 || m.value < 0) return false;
  const [before = '', at = ''] = last(m.label, 2).length === 2 ? last(m.label, 2) : ['', ...last(m.label, 1)];
  const unitFits = m.unit === '' || CLOCK_TAIL.test(m.unit);
  if (/^o\s?clock\b/.test(m.tail)) return true;
  if ((at === 'las' || at === 'la') && (LAS_BEFORE.test(before) || unitFits)) return true;
  if (at === 'at' && unitFits && !AT_COUNT.test(before)) return true;
  return m.value <= 12 && (at === 'half' || at === 'past' || (at === 'to' && before === 'quarter'));
}

// ---- a calendar year: "in 2019", "desde 2015", "marzo de 2019", "los 80", "the 80's" ----
const YEAR_BEFORE = /^(?:in|since|en|desde|year|ano|circa|del|back)$/;
const MONTH =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)$/;
const DECADE_BEFORE =
  /(?:^|\s)(?:en|de|desde|durante|hasta|finales de|principios de|mediados de) los(?: anos)?$/;

function tellsYear(m: NumberMention, raw: string, yearsAsked: boolean): boolean {
  if (m.money || m.scale !== null || nounKind(m.unit)) return false;
  if (m.value % 10 === 0 && m.value >= 20 && m.value <= 90)
    return DECADE_BEFORE.test(m.label) || m.unit === 's';
  if (!/^\d{4}$/.test(raw.slice(m.start, m.end)) || m.value < 1900 || m.value > 2099) return false;
  if (yearsAsked) return true;
  const label = last(m.label, 2);
  const at = label[label.length - 1] ?? '';
  return YEAR_BEFORE.test(at) || ((at === 'de' || at === 'of') && MONTH.test(label[0] ?? ''));
}

// ---- someone's age: "my father, who turns 70", "tiene 80 años", "a 10-year-old", "una señora de 90 años" ----
const AGE_VERB =
  /^(?:turns|turning|turned|turn|cumple|cumplira|cumplio|cumplir|cumplen|aged|age|ages|edad|edades)$/;
const HAS = /^(?:tiene|tengo|tienes|tienen|tenemos|teneis|tenia|de)$/;

function tellsAge(m: NumberMention, folded: string): boolean {
  if (m.money || m.scale !== null) return false;
  if (/^(?:years? old|yrs? old|yr old|y o|anos de edad|ano de edad|de edad)\b/.test(m.tail)) return true;
  const at = last(m.label)[0] ?? '';
  if (AGE_VERB.test(at) && (AGE_UNIT.test(m.unit) || !nounKind(m.unit))) return true;
  if (HAS.test(at) && AGE_UNIT.test(m.unit)) return true;
  // "my son is 12", "she's 9", "mi hija tiene 12": one person, then only "is" or "has", then the figure.
  const [who = '', verb = ''] = last(m.label, 2);
  // "the older one is 13", "la mayor tiene 9": one of several compared by age.
  if (COMPARED_ONE.test(m.label.replace(/'/g, ' ')) && !nounKind(m.unit)) return true;
  if (ONE_PERSON.test(who) && /^(?:is|s|es|tiene)$/.test(verb) && !nounKind(m.unit)) return true;
  // "she's 9", "my daughter's 12": the 's is dropped from the label; the person then the figure, nothing after.
  const said = /(\p{L}+)'s\s+$/u.exec(folded.slice(Math.max(0, m.start - 30), m.start));
  return said !== null && ONE_PERSON.test(said[1]!) && m.unit === '' && !/^-/.test(folded.slice(m.end));
}

const COMPARED_ONE =
  /(?:^|\s)(?:older|oldest|eldest|younger|youngest) one (?:is|s)$|(?:^|\s)(?:el|la) (?:mayor|menor|pequen[oa]) tiene$/;

/** One person, the subject of an age said as "is 12" / "tiene 12". */
export const ONE_PERSON =
  /^(?:he|she|son|daughter|boy|girl|kid|child|baby|brother|sister|nephew|niece|grandson|granddaughter|ella|hijo|hija|nino|nina|hermano|hermana|sobrino|sobrina|nieto|nieta|peque|bebe|chico|chica)$/;

// ---- a figure inside a condition: "if the money comes in, both of us", "depende", "si viene mi hermano, 5" ----
const POLITE =
  /\b(?:if (?:possible|needed|necessary|ok|okay|so|any)|if (?:that|it) (?:s|is|works|would be) ?(?:ok|okay|alright|all right|fine|possible)?|if (?:you|u) (?:can|have|need|want|like|could)|if there (?:s|is) (?:room|space|availability|a spot|a place)|even if|as if|what if|if i (?:remember|recall)(?: correctly| right)?|if i m not (?:mistaken|wrong)|si es posible|si puede ser|si se puede|si hace falta|si (?:puedes|podeis|pueden|quieres|quereis|necesitas|necesitais)|si hay (?:sitio|hueco|plazas?|disponibilidad|mesa)|si (?:os|le|les|te) (?:va|viene|parece) bien|if i (?:(?:have|had|need|needed|ve got|was|were) to|must) (?:pick|choose|say|guess|give|put|go with|commit|settle)|if (?:you|u) (?:make|made|force|forced) me (?:pick|choose|say)|si (?:tengo|tuviera|tuviese|hay|hubiera|habria) que (?:elegir|escoger|decir|poner|dar|quedarme|apostar|mojarme)|si me (?:haces|hacen|obligas|obligan) (?:a )?(?:elegir|escoger|decir)|si no es molestia|si no me equivoco|si mal no recuerdo|si (?:no )?recuerdo (?:bien|mal)|(?:no se|no sabemos|no sabe|ni idea de|not sure|don t know|dont know|do not know|no idea|wonder|wondering|ask|asking|check|checking|see) (?:si|if))\b/g;
const CONDITION =
  /(?:^|[^\p{L}])(?:if|unless|depending|depends|depende|dependiendo|in case|provided|as long as|a menos que|salvo que|en caso de que|siempre que|si(?= (?:el|la|los|las|al final|hay|todo|viene|vienen|puede|pueden|llega|llegan|sale|salen|consigo|conseguimos|confirma|confirman|quiere|quieren|cuento|contamos|cuentas|incluyo|incluimos|mi|mis|tu|tus|su|sus|me|te|se|nos|le|les)\b))(?![\p{L}])/u;

function inCondition(m: NumberMention, t: FigureText): boolean {
  return t.clauseIs('condition', m, (sentence) =>
    CONDITION.test(sentence.replace(/'/g, ' ').replace(POLITE, ' ')),
  );
}

// ---- a figure someone else is or quotes: "his big sister is 10", "su hermano de 15", "the other shop quoted
// £249.99", "el otro taller me pidió 300" (what a partner says is left alone: "she says 3000" may be the answer) ----
const KIN =
  '(?:sister|brother|sibling|mum|mom|dad|mother|father|wife|husband|partner|friend|cousin|grandma|grandpa|grandmother|grandfather|hermana|hermano|madre|padre|mujer|marido|pareja|amig[oa]|prim[oa]|abuel[oa])';
const ANOTHER_SAYS = new RegExp(
  [
    // a relative of the one the question is about: "his big sister is 10", "her brother's 12", "su hermano de 15"
    `\\b(?:his|her|their|su|sus)\\s+(?:(?:big|little|older|younger|elder|twin|mayor|menor|pequen[oa]|gemel[oa])\\s+)?${KIN}s?\\s+(?:is|s|was|turns|turned|will be|ll be|tiene|tenia|cumple|cumplio|de)\\s+(?:\\p{L}+\\s+)?$`,
    // another business's figure: "the other shop quoted", "el otro taller me pidió"
    `\\b(?:the other|another|the last|a different|el otro|la otra|otro|otra)\\s+(?:\\p{L}+\\s+)?(?:quoted|charged|wanted|asked for|offered|quoted me|charged me|me pidio|me pidieron|me cobro|me cobraron|me dio|me dieron|pedia|cobraba)\\s+(?:me\\s+|us\\s+|nos\\s+)?$`,
  ].join('|'),
  'u',
);

/** A figure said as someone else's (a relative's age, another business's quote), in its clause. */
function ofAnother(m: NumberMention, t: FigureText): boolean {
  const { start } = t.clause('past', m);
  const before = t.folded
    .slice(start, m.start)
    .replace(/'/g, ' ')
    .replace(/[£$€]\s*$/u, '');
  return ANOTHER_SAYS.test(before);
}

// ---- a figure of another, past time: "last year 80 came", "el año pasado fuimos 30", "we used to be 12" ----
const PAST_TIME =
  /\b(?:last (?:year|time|month|week|summer|winter|spring|autumn|season|edition|event|trip|visit|party|one)|the (?:year|month|week|time) before|previous(?:ly)?|in the past|used to|back then|(?:el|la) (?:ano|mes|semana|vez|edicion|temporada|verano|invierno|fiesta|evento|viaje) (?:pasad[oa]|anterior)|la ultima vez|la otra vez|en (?:su dia|el pasado)|soliamos|solian|solia)\b/;
/** A question about the past ("How many came last year?", "¿Cuántos fuisteis?"): a past figure answers it. */
const PAST_QUESTION =
  /\b(?:did|was|were|had|have you|has|last|previous|ago|used|ultim[oa]s?|pasad[oa]s?|anterior|fue|fueron|hubo|tuvo|tuviste|tuvisteis|fuiste|fuisteis|vinieron|viniste|hace)\b/;

/** Whether a figure sits in a clause about another, past time (the message's clauses split at , . ; but pero). */
function inPast(m: NumberMention, t: FigureText): boolean {
  return t.clauseIs('past', m, (clause) => PAST_TIME.test(clause));
}

// ---- a figure inside the visitor's own question: "can a 10 year old come?", "why only 6?", "¿caben 8?" ----
const OPENS_QUESTION =
  /^(?:(?:and|but|so|also|y|pero|entonces|oye|ok|vale)\s+)*(?:why|what|how|when|where|which|who|can|could|is|are|do|does|did|will|would|should|may|must|por que|que|como|cuando|donde|cual|quien|cuanto|cuanta|cuantos|cuantas|puede|pueden|puedo|podemos|podeis|se puede|hay|es|son|caben|cabe|vale|admiten|aceptan|aceptais)\b/u;

function inOwnQuestion(m: NumberMention, t: FigureText): boolean {
  const { start: from, end: stop } = t.clause('question', m);
  if (t.folded[stop] !== '?') return false;
  return OPENS_QUESTION.test(t.folded.slice(from, m.start).replace(/^[\s,¡"]+/u, ''));
}

/** What a number question asks, read once per question (every figure of a message is weighed against it). */
interface Asking {
  asked: AskedFigure;
  yearsAsked: boolean;
  pastAsked: boolean;
  /** The question's own text ("¿Cuántas mascotas?"), for the kinds it names. */
  question: string;
}

function asking(question: string): Asking {
  const asked = askedFigure(question);
  const q = normalizeText(question);
  return {
    asked,
    yearsAsked: asked.kind === 'age' || (asked.counts === 'time' && /\b(?:years?|anos?)\b/.test(q)),
    pastAsked: PAST_QUESTION.test(q),
    question,
  };
}

function roleIn(m: NumberMention, t: FigureText, q: Asking): FigureRole | null {
  if (inCondition(m, t)) return 'conditional';
  if (ofAnother(m, t)) return 'another';
  // Only a count is of its own time: an age, a year, a sum or a reference said of a past time still answers
  // ("she turned 7 last month"; "turnover last year about 240k" to "Annual turnover").
  const aCount = q.asked.kind === 'thing' || q.asked.kind === 'count';
  if (aCount && !q.pastAsked && inPast(m, t)) return 'past';
  if (inOwnQuestion(m, t)) return 'question';
  if (aCount && added(m)) return 'added';
  if (aCount && onePart(m, t.folded, q.question)) return 'part';
  if (m.money) return 'money';
  if (names(m, t.folded)) return 'identifier';
  if (tellsTime(m)) return 'clock';
  if (tellsYear(m, t.text, q.yearsAsked)) return 'year';
  if (tellsAge(m, t.folded)) return 'age';
  return figureCounts(m, t.folded) ? 'thing' : null;
}

// ---- a figure added to what was said: "I've also got 2 electric ones", "another 3", "otros 2" ----
const ADDED_BEFORE =
  /(?:^|\s)(?:also(?: (?:got|have|had|need|want|bring|bringing))?|(?:i|we) ve also got|another|(?<!(?:los|las) )(?:otros|otras)|ademas(?: (?:tengo|tenemos|hay))?|tambien (?:tengo|tenemos|hay|traigo|traemos|necesito))$/;

/** "I've also got 2 electric Brothers", "otros 2": a figure that adds to something said, not the whole count. */
const added = (m: NumberMention) => ADDED_BEFORE.test(m.label.replace(/'/g, ' '));

// ---- one count of a list of kinds: "dos perros y un gato" to "¿Cuántas mascotas?" ----
const AND_ONE = /^\s*(?:,\s*)?(?:and|y|e|plus|mas|con|with)\s+(?:a|an|one|un|una|uno)\s+\p{L}{3,}/u;

/**
 * "dos perros y un gato", "2 adults and a baby": a figure counting a kind the question does not name, said beside
 * "and a …" (another count), is one part of the answer; the first count alone is never the answer.
 */
function onePart(m: NumberMention, folded: string, question: string): boolean {
  const noun = m.unit;
  if (!/^\p{L}{3,}$/u.test(noun) || FUNCTION_WORDS.test(noun)) return false;
  const stem = (w: string) => w.replace(/(?:es|s)$/, '');
  if (words(normalizeText(question)).some((w) => stem(w) === stem(noun))) return false;
  const after = folded.slice(m.end).replace(/^\s*\p{L}+/u, '');
  return AND_ONE.test(after);
}

/** The role a figure plays in its message, if one can be told ("thing": it counts a kind of thing, see `nounKind`). */
export function figureRole(m: NumberMention, text: string, question = ''): FigureRole | null {
  return roleIn(m, figureText(text), asking(question));
}

/** The kind of thing a figure counts, from the word after it ("3 dogs" → animal, "80 metros" → length). */
export function figureCounts(m: NumberMention, folded = ''): string | null {
  if (m.unit === 'of us' || m.unit === 'people') return 'person';
  // "a 3-bedroom house", "un piso de 2-habitaciones": the noun joined to the figure.
  const joined = /^-(\p{L}+)/u.exec(folded.slice(m.end))?.[1];
  if (joined) return nounKind(joined);
  const [first = '', second = ''] = words(m.tail);
  const kind = nounKind(m.unit, m.unit === first ? second : first, last(m.label)[0]);
  // "we're 4", "somos 6", "table for 2": the writer's own group, counted without a noun ("seríamos 15 usuarios"
  // counts users, whatever they are).
  const noun = /^\p{L}{3,}s$/u.test(m.unit) && !FUNCTION_WORDS.test(m.unit);
  return kind ?? (!noun && OUR_GROUP.test(m.label.replace(/'/g, ' ')) ? 'person' : null);
}

/** Words before a figure that count the writer's own group ("we'll be 4", "seremos unos 6", "party of 8"). */
const OUR_GROUP =
  /(?:^|\s)(?:we are|we re|we ll be|we will be|we d be|we would be|we should be|somos|seremos|seriamos|vamos a ser|table for|mesa para|party of|group of|grupo de)(?: (?:about|around|roughly|approximately|like|maybe|probably|unos|unas|alrededor de|aproximadamente|mas o menos|quizas))?$/;

/** What may stand between two figures of one range or choice. */
const JOINS = /^\s*(?:-|–|—|~|to|a|al|hasta|or|o|u|\/|or maybe|o quizas?)\s*$/iu;
const NOUN_KINDS = new Set(['person', 'animal', 'room', 'vehicle', 'group']);

/** Whether a role contradicts what a question asks ("at 9" for "How many people?"). */
function contradicts(role: FigureRole, m: NumberMention, asked: AskedFigure, folded: string): boolean {
  switch (role) {
    case 'conditional':
    case 'past':
    case 'question':
    case 'added':
    case 'part':
    case 'another':
      return true;
    case 'identifier':
      return asked.kind !== 'identifier';
    case 'clock':
      return asked.kind !== 'clock';
    case 'year':
      return asked.kind !== 'year' && asked.kind !== 'identifier';
    case 'age':
      return asked.kind !== 'age' && asked.kind !== 'unknown' && asked.counts !== 'time';
    case 'money':
      return asked.kind !== 'money' && asked.kind !== 'unknown';
    case 'thing': {
      if (asked.kind !== 'thing') return false;
      const said = figureCounts(m, folded)!;
      // Two measures ("80 metros" for m²) are left to the unit rules (measures.ts), which convert or ask.
      return said !== asked.counts && (NOUN_KINDS.has(said) || NOUN_KINDS.has(asked.counts!));
    }
  }
}

function againstIn(m: NumberMention, t: FigureText, q: Asking): FigureRole | null {
  const role = roleIn(m, t, q);
  return role && contradicts(role, m, q.asked, t.folded) ? role : null;
}

/** The role of a figure that rules it out as the answer to a number question, or null when it may answer it. */
export function roleAgainst(m: NumberMention, text: string, question: string): FigureRole | null {
  return againstIn(m, figureText(text), asking(question));
}

/**
 * The figures whose role may answer the question (figure-roles.ts): a clock time, a year, an address number or
 * someone's age is left out; a figure counting another thing only when no figure is left (the others' units
 * are weighed below). A figure said under a condition makes the whole answer one to ask about.
 */
export function byRole(
  text: string,
  mentions: NumberMention[],
  question: string | undefined,
): { mentions: NumberMention[]; reading?: NumberReading } {
  if (!question || mentions.length === 0) return { mentions };
  const whole = { start: mentions[0]!.start, end: mentions[mentions.length - 1]!.end };
  // "I'm 71, my wife's 68" to "Age of the oldest traveller": the highest of the ages said.
  const extreme = extremeAge(mentions, question);
  if (extreme !== null) return { mentions, reading: { kind: 'value', value: extreme, span: whole } };
  // "vienen 14 de la clase y 3 primos": the question's verb governs both figures; asked about.
  const conjoined = conjoinedCount(mentions, text, question);
  if (conjoined) return { mentions, reading: conjoined };
  const t = figureText(text);
  const q = asking(question);
  // "kids aged 9 and 12": the list's figures share its role; "booking for my son, he's 14. I'm 46": the writer's own.
  const ages = listAges(mentions, text, (m) => tellsAge(m, t.folded));
  const writers = writersOwnAge(mentions, text, question);
  const had = alreadyHad(mentions, question);
  // "dos árboles, uno para cada nieto": a figure said per someone shares the count out.
  const rates = perEach(mentions, text, question);
  const roles = mentions.map((m, i) => {
    const own = roleIn(m, t, q);
    const plain = own === null || own === 'thing' || own === 'age';
    const role =
      plain && (writers.has(i) || had.has(i) || rates.has(i))
        ? 'another'
        : plain && ages.has(i)
          ? 'age'
          : own;
    return role && contradicts(role, m, q.asked, t.folded) ? role : null;
  });
  // "80, my wife says 100": the writer's figure and another's word on it are asked about.
  const reported = reportedByAnother(mentions, text);
  const open = mentions.filter((_, i) => roles[i] === null || reported.has(i));
  if (reported.size > 0 && new Set(open.map((m) => m.value)).size > 1) {
    const candidates = [...new Set(open.map((m) => m.value))];
    return { mentions, reading: { kind: 'ambiguous', candidates, range: false, span: whole } };
  }
  const firstRole = roles.find((r) => r !== null);
  if (!firstRole) return { mentions };
  if (roles.includes('conditional')) {
    const values = [...new Set(mentions.map((m) => m.value))];
    if (values.length < 2) return { mentions, reading: { kind: 'none', ruledOut: 'conditional' } };
    return { mentions, reading: { kind: 'ambiguous', candidates: values, range: false, span: whole } };
  }
  // "we're 4, and 2 more", "dos perros y un gato": a figure that is a part of the count makes none the answer.
  if (roles.includes('added') || roles.includes('part'))
    return { mentions, reading: { kind: 'none', ruledOut: roles.includes('added') ? 'added' : 'part' } };
  if (roles.every((r) => r !== null)) return { mentions, reading: { kind: 'none', ruledOut: firstRole } };
  // "90 o 95", "7-8": a figure joined to another as a choice or a range stays (the pair is asked about).
  const joined = (i: number) =>
    [mentions[i - 1], mentions[i + 1]].some(
      (o) =>
        o && JOINS.test(text.slice(Math.min(o.end, mentions[i]!.end), Math.max(o.start, mentions[i]!.start))),
    );
  const leftOut = (r: FigureRole | null, i: number) =>
    r !== null && r !== 'thing' && r !== 'money' && !joined(i);
  return { mentions: mentions.filter((_, i) => !leftOut(roles[i] ?? null, i)) };
}
