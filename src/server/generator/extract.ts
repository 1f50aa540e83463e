// What an owner's description names that a form should ask (the local generator, no model): lists of options
// ("class type: vinyasa, hatha or prenatal"), people, budgets, dates, quantities, web addresses, ratings,
// yes/no facts and free descriptions, each as the question type that fits it, in the requested language.
import type { Language } from '../../contract/enums';
import type { Question } from '../../contract/forms';

/** A question found in a description; `topic` keeps two findings of one thing from both becoming questions. */
export interface Finding {
  topic: string;
  question: Omit<Question, 'order'>;
  /** Where in the description it was named (findings keep the description's order). */
  at: number;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const CONJUNCTION = /^(?:or|and|o|u|y|e)$/i;
const SEVERAL =
  /\b(one or more|several|multiple|any of|all that apply|as many|uno o varios|una o varias|varios|varias|todas las que|todos los que)\b/;
// "Class type: a, b or c", "tipo de clase (a, b o c)": a short label, then two to twelve short options.
const LISTED = /([\p{L}][\p{L}\s'-]{1,60}?)\s*(?::|\(|—|–|-\s)\s*([^.:;()\n]{3,300})/gu;
const LABEL_NOISE =
  /^(?:.*\b(?:the|a|an|our|their|for|ask|asking|about|with|like|such as|el|la|los|las|un|una|por|para|sobre|preguntar|pedir|como|con)\s+)/i;
const LABEL_ASKING = /^(?:which|what|que|cual|cuales|qué|cuál|cuáles)\s+/i;
const LABEL_WANTING =
  /\s+(?:(?:they|you|customers?|clients?|visitors?)\s+)?(?:need|want|prefer|like|would like|necesitan?|quieren?|prefieren?|buscan?)$/i;

/** The options of a list written in prose: items up to the one after the first "or"/"and" ("a, b or c, …" → a, b, c). */
function proseList(tail: string): string[] {
  const pieces = tail.split(/(\s*,\s*|\s+(?:or|and|o|u|y|e)\s+)/i);
  const out: string[] = [];
  let closing = false;
  for (let i = 0; i < pieces.length; i += 2) {
    out.push(pieces[i]!.trim());
    if (closing) break;
    if (CONJUNCTION.test((pieces[i + 1] ?? '').trim())) closing = true;
  }
  return out;
}

/** Options named in a description: "label: a, b or c" and "label (a, b, c)". */
function listedOptions(description: string, language: Language): Finding[] {
  const out: Finding[] = [];
  // "services (one or more): a, b…": the marker says several may be chosen, and is not the list.
  const text = description.replace(
    /\s*\(\s*(one or more|several|any|uno o varios|una o varias|varios|varias)\s*\)/gi,
    ' $1',
  );
  for (const m of text.matchAll(LISTED)) {
    const several = SEVERAL.test(fold(m[1]!)) || SEVERAL.test(fold(m[2]!));
    const label = m[1]!
      .replace(SEVERAL, '')
      .trim()
      .replace(LABEL_NOISE, '')
      .replace(LABEL_ASKING, '')
      .replace(LABEL_WANTING, '')
      .trim();
    const options = proseList(m[2]!)
      .map((o) => o.replace(/^(?:the|a|an|el|la|los|las|un|una)\s+/i, '').trim())
      .filter((o) => o.length > 0 && o.length <= 60);
    const unique = [...new Map(options.map((o) => [fold(o), cap(o)])).values()];
    // A label is a short name ("class type", "tipo de clase"), not a sentence ("a bakery in Madrid").
    if (
      !label ||
      label.split(/\s+/).length > 3 ||
      /\s(in|at|on|from|en|desde|con|with)\s/i.test(` ${label} `)
    )
      continue;
    if (unique.length < 2 || unique.length > 12 || unique.some((o) => o.split(/\s+/).length > 6)) continue;
    const text =
      language === 'EN'
        ? several
          ? `Which ${label.toLowerCase()} are you interested in?`
          : `Which ${label.toLowerCase()} would you like?`
        : several
          ? `¿Qué ${label.toLowerCase()} te interesan?`
          : `¿Qué ${label.toLowerCase()} prefieres?`;
    out.push({
      topic: `list:${fold(label)}`,
      at: m.index,
      question: { text, type: several ? 'multiselect' : 'select', required: true, options: unique },
    });
  }
  return out;
}

interface Named {
  topic: string;
  pattern: RegExp;
  question: (m: RegExpMatchArray, folded: string) => Omit<Question, 'order'>;
}

const q = (
  language: Language,
  en: string,
  es: string,
  type: Question['type'],
  extra: Partial<Question> = {},
): Omit<Question, 'order'> => ({ text: language === 'EN' ? en : es, type, required: false, ...extra });

/** Things a description names, each as a question (patterns on the accent-free, lower-case text). */
function named(language: Language): Named[] {
  return [
    {
      topic: 'people',
      pattern:
        /\b(group size|party size|head ?count|how many (?:people|guests|persons|participants)|number of (?:people|guests|attendees|participants)|guests|attendees|tamano del grupo|cuantas personas|numero de (?:personas|invitados|asistentes|comensales)|invitados|comensales|asistentes)\b/,
      question: (m) =>
        /group|grupo/.test(m[1]!)
          ? q(
              language,
              'How many people are in your group?',
              '¿Cuántas personas sois en el grupo?',
              'number',
              {
                required: true,
                validation: { min: 1 },
              },
            )
          : q(language, 'How many people?', '¿Cuántas personas?', 'number', {
              required: true,
              validation: { min: 1 },
            }),
    },
    {
      topic: 'budget',
      pattern: /\b(budget|presupuesto)\b/,
      question: (_m, folded) =>
        /\b(monthly|per month|a month|mensual|al mes|por mes)\b/.test(folded)
          ? q(language, 'What is your monthly budget?', '¿Cuál es tu presupuesto mensual?', 'number', {
              validation: { min: 0 },
            })
          : q(language, 'What is your budget?', '¿Cuál es tu presupuesto?', 'number', {
              validation: { min: 0 },
            }),
    },
    {
      topic: 'quantity',
      pattern:
        /\b(servings|portions|quantity|how many (?:units|items|pieces|cakes)|raciones|porciones|cantidad|unidades)\b/,
      question: () =>
        q(
          language,
          'How many servings or units do you need?',
          '¿Cuántas raciones o unidades necesitas?',
          'number',
          {
            required: true,
            validation: { min: 1 },
          },
        ),
    },
    {
      topic: 'date',
      pattern:
        /\b(dates?|which day|what day|preferred day|deadline|pick-?up|delivery date|fechas?|que dia|dia preferido|plazo|fecha de entrega|recogida|para cuando)\b/,
      question: (_m, folded) =>
        /\b(deliver|pick-?up|need it|entrega|recogida|necesitas?)\b/.test(folded)
          ? q(language, 'When do you need it?', '¿Para cuándo lo necesitas?', 'date', {
              required: true,
              validation: { min: 'today' },
            })
          : q(language, 'What date would suit you?', '¿Qué fecha te vendría bien?', 'date', {
              required: true,
              validation: { min: 'today' },
            }),
    },
    {
      topic: 'url',
      pattern: /\b(website|web site|url|web page|sitio web|pagina web|su web|tu web)\b/,
      question: () => q(language, 'What is your website?', '¿Cuál es tu página web?', 'url'),
    },
    {
      topic: 'rating',
      pattern:
        /\b(recommend|nps|rating|rate us|satisfaction|recomendari\w*|valoracion|valorar|satisfaccion)\b/,
      question: (m) =>
        /recommend|nps|recomend/.test(m[1]!)
          ? q(
              language,
              'How likely are you to recommend us to a friend?',
              '¿Con qué probabilidad nos recomendarías?',
              'rating',
              {
                validation: { min: 0, max: 10 },
              },
            )
          : q(language, 'How would you rate us?', '¿Cómo nos valorarías?', 'rating'),
    },
    {
      topic: 'firstTime',
      pattern: /\b(first time|first visit|beginners?|primera vez|principiantes?)\b/,
      question: () =>
        q(language, 'Is this your first time with us?', '¿Es tu primera vez con nosotros?', 'yesno', {
          required: true,
        }),
    },
    {
      topic: 'delivery',
      pattern: /\b(delivery|home delivery|shipping|envio|a domicilio|reparto)\b/,
      question: () =>
        q(language, 'Do you need delivery?', '¿Necesitas envío a domicilio?', 'yesno', { required: true }),
    },
    {
      topic: 'details',
      pattern:
        /\b(describe|details|what(?:'s| is) wrong|problem|issue|symptoms|tell us|comments|notes|detalles|describ\w*|que le pasa|problema|averia|sintomas|cuentanos|comentarios)\b/,
      question: (m) =>
        /wrong|problem|issue|symptom|problema|averia|pasa|sintoma/.test(m[1]!)
          ? q(
              language,
              'What is the problem? Describe it in your own words.',
              '¿Qué problema tiene? Descríbelo con tus palabras.',
              'longtext',
              {
                required: true,
              },
            )
          : q(
              language,
              'Tell us more about what you need.',
              'Cuéntanos más sobre lo que necesitas.',
              'longtext',
            ),
    },
    {
      topic: 'company',
      pattern: /\b(company name|business name|nombre de (?:la|tu|su) empresa)\b/,
      question: () => q(language, 'What is the name of your company?', '¿Cómo se llama tu empresa?', 'text'),
    },
    {
      topic: 'address',
      pattern: /\b(address|postal address|direccion postal|tu direccion|su direccion)\b/,
      question: () =>
        q(language, 'What is the address?', '¿Cuál es la dirección?', 'text', { required: true }),
    },
  ];
}

/**
 * The questions a description names, in the order it names them (a list of options first where one names
 * the same thing), at most `max`.
 */
export function questionsFromDescription(description: string, language: Language, max = 5): Finding[] {
  const folded = fold(description);
  const found = new Map<string, Finding>();
  for (const f of listedOptions(description, language)) if (!found.has(f.topic)) found.set(f.topic, f);
  const listed = [...found.values()].map((f) => fold(f.question.options?.join(' ') ?? '') + fold(f.topic));
  for (const n of named(language)) {
    const m = n.pattern.exec(folded);
    if (!m || found.has(n.topic)) continue;
    // A word inside a listed option ("delivery" as one of the options) is that list, not a question of its own.
    if (listed.some((l) => l.includes(m[1]!))) continue;
    found.set(n.topic, { topic: n.topic, at: m.index, question: n.question(m, folded) });
  }
  return [...found.values()].sort((a, b) => a.at - b.at).slice(0, max);
}
