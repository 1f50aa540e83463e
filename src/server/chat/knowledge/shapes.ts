import { normalizeText } from '../reading/text';

/**
 * What a passage says by the shape of its values rather than by a word: "from 15:00" says an hour, "85 €" a
 * price, "45 minutos" how long, "18 or older" an age, "en Sevilla" a place. A question about the hour, the
 * price, the duration, the age or the place is answered by such a passage even when it never says "hour" or
 * "price". Each shape gives the topic word (a member of the topic's group in terms.ts).
 */
const SHAPES: [RegExp, string][] = [
  [
    /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h|hrs)\b|\b\d{1,2}[:.]\d{2}\b|\bmidday\b|\bmediodia\b|\bnoon\b/u,
    'hour',
  ],
  [
    /[€$£₹]\s*\d|\d\s*(?:[€$£₹]|eur\b|euros?\b|dollars?\b|pesos?\b|pounds?\b|usd\b|mxn\b|clp\b|rs\b|inr\b)/u,
    'price',
  ],
  [
    // "45 minutos", "7 days", "two to three working days", "un par de semanas".
    /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple of|a few|half an|half a|an|a|un|una|media|medio|dos|tres|cuatro|cinco|seis|siete|ocho|diez|doce|un par de|unos|unas)\s*(?:\p{L}+\s+)?(?:min|mins|minutes?|minutos?|hours?|horas?|days?|dias?|weeks?|semanas?|months?|meses)\b|\b\d+-(?:day|week|month)\b/u,
    'fast',
  ],
  [
    /\b\d{1,2}\s*(?:\+|years? old|year-olds?|anos|años|or (?:older|over)|o mas)|\b(?:adults?|adultos?|minors?|menores|ages?|edad(?:es)?)\b|\b(?:under|over|menores de|mayores de)[\s-]*\d{1,2}s?\b/u,
    'age',
  ],
  // "12 clases prácticas", "dos clases semanales", "up to 8 people", "mínimo 40": a count of things (not a price, an
  // hour, a length of time or a year).
  [
    /\b(?:\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\s+(?!(?:\p{L}+\s+)?(?:min|mins|minutes?|minutos?|hours?|horas?|days?|dias?|weeks?|semanas?|months?|meses|years?|anos|am|pm|hrs?|eur|euros?|pounds?|dollars?|percent|por|of|de|and|y|or|o|to|a)\b)\p{L}{3,}|\b(?:up to|max|maximum|min|minimum|hasta|maximo|minimo|seats?|sleeps?|holds?|fits?|caben|plazas?:?)\s+\d{1,4}\b/u,
    'count',
  ],
  // "10% off the second child", "un 15 % de descuento", "2x1 on Tuesdays": a discount without the word.
  [
    /\b\d+(?:[.,]\d+)?\s*(?:%|percent|per cent|por ciento)\s*(?:off|de descuento|dto|discount|menos)\b|\b(?:half price|half-price|mitad de precio|2\s?x\s?1|two for one|dos por uno)\b/u,
    'discount',
  ],
];

const ALWAYS_OPEN = /\b24\s*\/\s*7\b|\b24\s*(?:h|hours|horas)\b|\bround the clock\b|\b365 dias\b/u;

/** A place named after "in"/"en"/"at" with a capital: "in Whitby", "en Sevilla y su provincia", "in the Wicklow hills". */
const PLACE = /\b(?:in|en|at|near|cerca de|desde)\s+(?:\p{Ll}+\s+){0,3}\p{Lu}\p{L}+/u;

const MINORS = /\b(?:under|menores de)[\s-]*\d{1,2}s?\b|\b\d{1,2}s? and under\b|\bminors?\b/u;
const YEARS =
  /\b(?:\d+|one|two|three|four|five|ten|a|un|uno|dos|tres|cuatro|cinco|diez)[\s-]*(?:years?|anos?)\b/u;

/** The topic words a passage's values stand for. */
export function shapeTopics(passage: string): string[] {
  const folded = normalizeText(passage);
  const out = SHAPES.filter(([re]) => re.test(folded) || re.test(passage.toLowerCase())).map(([, t]) => t);
  // "24/7 access", "abierto 24 horas": open every hour of every day, weekends and nights too.
  if (ALWAYS_OPEN.test(folded)) out.push('open', 'weekend', 'saturday', 'sunday', 'night');
  if (PLACE.test(passage)) out.push('where');
  // "Players under 16 must come with an adult", "menores de 12": a rule about children.
  if (MINORS.test(folded)) out.push('child');
  // "10-year guarantee", "dos años de garantía": years are a length of time, unless they are someone's age.
  if (!out.includes('age') && !out.includes('fast') && YEARS.test(folded)) out.push('fast');
  return out;
}

/**
 * A word's root for matching two forms of it: plural, verb and diminutive endings off ("pago", "paga",
 * "pagamos" → "pag"; "perrito" → "perr"; "booking" → "book"). Only words of four letters or more, and the root
 * keeps three.
 */
export function rootOf(word: string): string {
  if (word.length < 4) return word;
  const m =
    /^(.{3,}?)(?:itos|itas|illos|illas|ito|ita|illo|illa|amos|emos|imos|ais|eis|ando|iendo|ado|ada|ados|adas|ido|ida|idos|idas|aron|ieron|ing|ed|es|as|os|an|en|ar|er|ir|s|a|o|e)$/u.exec(
      word,
    );
  return m ? m[1]! : word;
}

/**
 * The thing an existence question asks about: "¿hay duchas en la playa?" → "duchas", "is there parking?" →
 * "parking", "do you have a sauna?" → "sauna". A passage that does not hold it does not answer the question,
 * whatever else it shares with it ("Clases en la playa de Somo" says nothing about showers).
 */
export function existenceHead(question: string): string | null {
  const s = normalizeText(question).replace(/[¿?¡!.,]/g, ' ');
  const m =
    /\b(?:hay|habra|habria|teneis|tienen|tienes|tiene|is there|are there|will there be|would there be|any)\s+(?:(?:a|an|any|some|un|una|unos|unas|algun|alguna|algunos|algunas|the|el|la|los|las|extra|additional|other|more|special|free|good|otro|otra|otros|otras|mas|buen|buena)\s+)*(\p{L}{3,})/u.exec(
      s,
    );
  return m ? m[1]! : null;
}
