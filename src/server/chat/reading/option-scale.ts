import { normalizeText } from './text';

/**
 * Options that carry a figure with a unit ("Basic 100 Mb", "Fibre 1 Gb"; "Mini (20 min)", "Full (2 hours)";
 * "Bono 5 sesiones") lie on a scale: a superlative said of that scale ("the fastest one", "la más barata",
 * "the longest", "el de más sesiones") picks its end. Units are made comparable (1 Gb > 600 Mb, 2 hours >
 * 45 min); options on different scales, or a superlative of another scale ("the cheapest" of speeds), pick
 * nothing.
 */

type Dimension = 'data' | 'money' | 'time' | 'count' | 'area' | 'mass' | 'people' | 'length';

/** Units, folded, with the dimension they measure and their size in that dimension's smallest unit. */
const UNITS: [RegExp, Dimension, number][] = [
  [/^(?:kb|kbps|kbit|kbits)$/, 'data', 1e3],
  [/^(?:mb|mbps|mbit|mbits|megas?|megabytes?|megabits?|mb\/s)$/, 'data', 1e6],
  [/^(?:gb|gbps|gbit|gbits|gigas?|gigabytes?|gigabits?|gb\/s)$/, 'data', 1e9],
  [/^(?:tb|terabytes?)$/, 'data', 1e12],
  [/^(?:€|eur|euros?|\$|usd|dollars?|dolares|£|gbp|pounds?|libras?)$/, 'money', 1],
  [/^(?:s|sec|secs|seconds?|segundos?)$/, 'time', 1 / 60],
  [/^(?:min|mins|minutes?|minutos?)$/, 'time', 1],
  [/^(?:h|hr|hrs|hours?|horas?)$/, 'time', 60],
  [/^(?:days?|dias?)$/, 'time', 1440],
  [/^(?:weeks?|semanas?)$/, 'time', 10080],
  [/^(?:months?|meses|mes)$/, 'time', 43200],
  [/^(?:years?|anos?)$/, 'time', 525600],
  [
    /^(?:sessions?|sesiones|sesion|classes|class|clases?|lessons?|lecciones|leccion|visits?|visitas?|washes|lavados?|platos?|dishes|courses?)$/,
    'count',
    1,
  ],
  [/^(?:m2|m²|sqm|sq m|metros?)$/, 'area', 1],
  [/^(?:mm|milimetros?|millimetres?|millimeters?)$/, 'length', 1],
  [/^(?:cm|centimetros?|centimetres?|centimeters?)$/, 'length', 10],
  [/^(?:g|gr|grams?|gramos?)$/, 'mass', 1],
  [/^(?:kg|kgs|kilos?|kilogramos?)$/, 'mass', 1000],
  [
    /^(?:people|persons?|personas?|guests?|invitados?|pax|seats?|plazas?|users?|usuarios?|players?|jugadores)$/,
    'people',
    1,
  ],
];

const FIGURE = /(\d+(?:[.,]\d+)?)\s*(€|\$|£|m²|[\p{L}/]+[2²]?)?/gu;
const CURRENCY_FIRST = /([€$£])\s*(\d+(?:[.,]\d+)?)/u;

/** An option's one figure with a unit, as a magnitude on a dimension; null when it has none or several. */
export function measureOf(option: string): { dimension: Dimension; value: number } | null {
  const text = normalizeText(option);
  const found: { dimension: Dimension; value: number }[] = [];
  const pre = CURRENCY_FIRST.exec(text);
  if (pre) found.push({ dimension: 'money', value: Number(pre[2]!.replace(',', '.')) });
  for (const m of text.matchAll(FIGURE)) {
    if (pre && m.index >= pre.index && m.index <= pre.index + pre[0].length) continue;
    const unit = UNITS.find(([re]) => re.test(m[2] ?? ''));
    if (!unit) continue;
    found.push({ dimension: unit[1], value: Number(m[1]!.replace(',', '.')) * unit[2] });
  }
  return found.length === 1 ? found[0]! : null;
}

type End = 'high' | 'low';

/** Superlatives, folded, with the end of each scale they point to (a dimension absent: not that scale's). */
const SUPERLATIVES: [RegExp, Partial<Record<Dimension, End>>][] = [
  [/\b(?:fastest|quickest|(?:el|la|lo) mas rapid[oa])\b/, { data: 'high', time: 'low' }],
  [/\b(?:slowest|(?:el|la|lo) mas lent[oa])\b/, { data: 'low', time: 'high' }],
  [
    /\b(?:cheapest|least expensive|(?:el|la|lo) mas barat[oa]|(?:el|la|lo) mas economic[oa])\b/,
    { money: 'low' },
  ],
  [/\b(?:most expensive|priciest|dearest|(?:el|la|lo) mas car[oa])\b/, { money: 'high' }],
  [
    /\b(?:biggest|largest|(?:el|la|lo) mas grande|(?:el|la) mayor)\b/,
    { data: 'high', area: 'high', mass: 'high', people: 'high', count: 'high' },
  ],
  [
    /\b(?:smallest|(?:el|la|lo) mas pequen[oa]|(?:el|la) menor)\b/,
    { data: 'low', area: 'low', mass: 'low', people: 'low', count: 'low' },
  ],
  [/\b(?:longest|(?:el|la|lo) mas larg[oa])\b/, { time: 'high', length: 'high' }],
  [/\b(?:shortest|(?:el|la|lo) mas cort[oa])\b/, { time: 'low', length: 'low' }],
  // Thickness of a pile, a board or a mattress said of its height in mm or cm.
  [
    /\b(?:thickest|densest|deepest|(?:el|la|lo) mas (?:grues|tupid|dens|espes|alt)[oa]s?)\b/,
    { length: 'high' },
  ],
  [/\b(?:thinnest|(?:el|la|lo) mas (?:fin|delgad)[oa]s?)\b/, { length: 'low' }],
  [
    /\b(?:the most|with most|(?:el|la|lo) (?:de|con|que) mas|(?:el|la) maxim[oa]|highest|the max(?:imum)?)\b/,
    { data: 'high', money: 'high', time: 'high', count: 'high', area: 'high', mass: 'high', people: 'high' },
  ],
  [
    /\b(?:the least|the fewest|fewest|(?:el|la|lo) (?:de|con|que) menos|(?:el|la) minim[oa]|lowest|the min(?:imum)?)\b/,
    { data: 'low', money: 'low', time: 'low', count: 'low', area: 'low', mass: 'low', people: 'low' },
  ],
];

/** "not the fastest", "the second cheapest", "más rápido que…": no end of the scale is meant. */
const QUALIFIED =
  /\b(?:not|no|ni|nor|second|third|segund[oa]|tercer[oa]?|next|siguiente|than|que el|que la)\s+(?:\S+\s+)?$/;

/**
 * The option at the end of the options' scale that a superlative says ("the fastest one" → "Fibre 1 Gb" of
 * "Basic 100 Mb, Fibre 600 Mb, Fibre 1 Gb"). Undefined when the options carry no one scale, or no superlative
 * of it is said (or two that disagree).
 */
export function optionByScale(options: readonly string[], said: string): string | undefined {
  if (options.length < 2) return undefined;
  const measures = options.map(measureOf);
  if (measures.some((m) => m === null)) return undefined;
  const dimension = measures[0]!.dimension;
  if (measures.some((m) => m!.dimension !== dimension)) return undefined;
  const values = measures.map((m) => m!.value);
  if (new Set(values).size !== values.length) return undefined;
  const text = normalizeText(said).replace(/[’']/g, ' ');
  const ends = new Set<End>();
  for (const [re, dims] of SUPERLATIVES) {
    const m = re.exec(text);
    const end = dims[dimension];
    if (!m || !end) continue;
    if (QUALIFIED.test(text.slice(0, m.index))) return undefined;
    ends.add(end);
  }
  if (ends.size !== 1) return undefined;
  const pick = ends.has('high') ? Math.max(...values) : Math.min(...values);
  return options[values.indexOf(pick)];
}
