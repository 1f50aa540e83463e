/** Units beside figures and the questions they tie them to: ages, quantities, abbreviations. */
export const AGE_UNIT = /^(?:anos|anitos|years?|yrs?|yo|y\/o)$/;
export const AGE_QUESTION = /\b(?:edad|age|aged|old|anos)\b/;

/** Units as abbreviated, with the start of the word a question writes them in. */
const ABBREVIATIONS: Record<string, RegExp> = {
  cm: /^(?:centimet|centimetr)/,
  mm: /^(?:milimet|millimet)/,
  m: /^(?:metro|metre|meter|superf|square)/,
  m2: /^(?:metro|metre|meter|superf|square)/,
  km: /^(?:kilomet|km)/,
  kg: /^(?:kilo)/,
  ft: /^(?:feet|foot|pies)/,
  sqft: /^(?:square|feet|foot)/,
  h: /^(?:hour|hora)/,
  hrs: /^(?:hour|hora)/,
  min: /^(?:minut)/,
  mins: /^(?:minut)/,
  pp: /^(?:page|pagin)/,
  pgs: /^(?:page|pagin)/,
};
export const QUANTITY_QUESTION =
  /\b(?:quantity|qty|cantidad|unidades|units|copies|copias|pieces|piezas|items)\b|^\W*(?:how many|cuant[oa]s)\W*$/;
export const FUNCTION_WORDS =
  /^(?:for|the|and|of|on|in|at|to|or|but|con|por|los|las|del|que|una|uno|mas|per)$/;

/** Whether a short unit ("bed", "cm", "m²") names a word of the question ("bedrooms", "centímetros"). */
export function shortUnitFits(unit: string, words: string[]): boolean {
  const u = unit.replace(/²/g, '2');
  if (!u || FUNCTION_WORDS.test(u)) return false;
  const abbr = ABBREVIATIONS[u];
  if (abbr) return words.some((w) => abbr.test(w));
  return u.length === 3 && words.some((w) => w.length > 3 && w.startsWith(u));
}

/** Money words of a question or beside a figure ("budget", "presupuesto", "how much", a currency). */
export const MONEY_WORDS =
  /\b(?:budget|presupuesto|price|precio|cost|coste|costo|spend|gastar|pay|pagar|invest|inversion|salary|salario|sueldo|euros?|dollars?|dolares|amount|importe|cuanto dinero|how much)\b|[€$£]/;
