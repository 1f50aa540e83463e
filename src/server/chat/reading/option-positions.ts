/** Words that carry no choice of their own around an option ("I'd like the Pro plan, please"). */
export const FILLER = new Set(
  (
    "i i'd id i'm im want would like take choose pick prefer go with the a an one option plan please thanks " +
    'thank you my me is it its it’s that this for will be number no. num let’s lets ' +
    'quiero querria quisiera prefiero elijo escojo me gustaria la el los las una uno un opcion plan por favor ' +
    'gracias mi es esa ese esta este de del con numero voy a ok vale pues yo'
  ).split(' '),
);

/** Positions said in words: "the second one", "la última", "the middle one", "the cheapest". */
const MIDDLE = /^(?:middle|medio|intermedio|intermedia|mitad)$/;
export const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  seventh: 7,
  '7th': 7,
  eighth: 8,
  '8th': 8,
  ninth: 9,
  '9th': 9,
  tenth: 10,
  '10th': 10,
  primer: 1,
  primero: 1,
  primera: 1,
  segundo: 2,
  segunda: 2,
  tercer: 3,
  tercero: 3,
  tercera: 3,
  cuarto: 4,
  cuarta: 4,
  quinto: 5,
  quinta: 5,
  sexto: 6,
  sexta: 6,
  septimo: 7,
  septima: 7,
  octavo: 8,
  octava: 8,
  noveno: 9,
  novena: 9,
  decimo: 10,
  decima: 10,
};
export const CARDINALS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};
export const LAST = new Set([
  'last',
  'ultimo',
  'ultima',
  'biggest',
  'largest',
  'highest',
  'top',
  'fullest',
  'mayor',
]);
/** "the cheapest", "el más pequeño": the first of options ordered from small to large. */
export const FIRST_OF = new Set(['smallest', 'cheapest', 'lowest', 'basic', 'simplest']);

/** "que has dicho", "que pusiste", "que mencionas": a relative clause that points back at the list said. */
const RELATIVE_TO_LIST =
  /^que (?:(?:me )?(?:has|habeis|han|ha) )?(?:dicho|dijiste|dices|dijo|puesto|pusiste|pones|mencionado|mencionaste|mencionas|nombrado|nombraste|listado|ofreces|ofreceis|ofrecido)\b/u;

/** Option index chosen by position ("the second one", "2", "la última"), when unambiguous. */
export function byPosition(options: string[], words: string[]): number | null {
  if (words.length === 0 || words.length > 8) return null;
  const picks = new Set<number>();
  for (const w of words) {
    if (w in ORDINALS) picks.add(ORDINALS[w]!);
    else if (LAST.has(w)) picks.add(options.length);
    else if (FIRST_OF.has(w)) picks.add(1);
    // "the middle one" of three options.
    else if (MIDDLE.test(w) && options.length % 2 === 1) picks.add((options.length + 1) / 2);
  }
  if (picks.size === 0) {
    const digitsInOptions = options.some((o) => /\d/.test(o));
    const meaningful = words.filter((w) => !FILLER.has(w) && w !== '#');
    for (const w of meaningful) {
      const digit = /^#?(\d{1,2})$/.exec(w);
      if (digit && !digitsInOptions) picks.add(Number(digit[1]));
      else if (w in CARDINALS && meaningful.length === 1) picks.add(CARDINALS[w]!);
      else return null;
    }
  }
  if (picks.size !== 1) return null;
  // "top down", "last minute": a position word followed by a word of its own says no position.
  const isPosition = (w: string) => w in ORDINALS || LAST.has(w) || FIRST_OF.has(w);
  // …but a relative clause after it is about the list ("el segundo que has dicho", "the second that you said").
  const qualified = words.some(
    (w, i) =>
      isPosition(w) &&
      i + 1 < words.length &&
      !FILLER.has(words[i + 1]!) &&
      !RELATIVE_TO_LIST.test(words.slice(i + 1, i + 5).join(' ')) &&
      words[i + 1]!.length >= 3,
  );
  if (qualified) return null;
  const n = [...picks][0]!;
  return n >= 1 && n <= options.length ? n - 1 : null;
}
