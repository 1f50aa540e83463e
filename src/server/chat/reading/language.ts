import type { Language } from '../../../contract/enums';
import { normalizeText } from './text';

// Words that belong to one of the two languages only (folded); names, numbers and e-mails count for neither.
const ES = new Set(
  (
    'hola holi buenas buenos gracias soy llamo llamas mi mis tu tus su sus es son esta estoy estamos el la los las unos unas del al ' +
    'de que y en con para por pero porque muy mas quiero queremos quisiera necesito necesitamos tengo tenemos somos seria ' +
    'vale claro bueno pues aqui nombre correo telefono movil manana hoy pasado semana proximo proxima martes lunes miercoles ' +
    'jueves viernes sabado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre ' +
    'perdon perdona disculpa mejor realidad espera prefiero decirlo nada nosotros yo usted como cuando donde eso esto este ' +
    'tambien alrededor aproximadamente personas anos dia dias sera creo gustaria quería queria hacer tiene puedo puede ' +
    'gente invitados presupuesto unos cuantos entre dentro sobre ningun ninguno ninguna siguiente saltar paso dato datos ' +
    'reserva pedido fecha hora mesa cena comida boda evento empresa sin favor vez otra otro ahora luego despues antes ' +
    'cual cuales cuanto cuantos cuanta cuantas'
  ).split(' '),
);
const EN = new Set(
  (
    'hi hello hey thanks thank the is are am i im my it its this that to of for in on with we our us be will would like ' +
    'want need please sorry actually about around between next tomorrow today week days people name email phone here there ' +
    'just yes not dont rather say let me check think maybe guess some so but or what which and an you your they their ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april june july august september ' +
    'october november december thousand hundred half mean meant wait skip prefer should could can have has do does ' +
    'booking reservation order guests budget company wedding event dinner table from at by as was were been being get got ' +
    'how when where who why much many more less no one none nothing anything something everything after before until'
  ).split(' '),
);
// "no", "a", "me", "son", "con": shared or too short to count.
for (const w of ['no', 'a', 'me', 'son', 'e', 'o', 'u']) {
  ES.delete(w);
  EN.delete(w);
}

// Words that settle the language on their own ("Me llamo Ana", "Hola", "Thanks!").
const STRONG: Record<Language, Set<string>> = {
  ES: new Set(
    'hola gracias llamo quiero queremos necesito necesitamos somos tengo tenemos buenas vale perdon perdona manana presupuesto personas correo telefono prefiero'.split(
      ' ',
    ),
  ),
  EN: new Set('hello thanks thank please sorry would name im were its the my we i'.split(' ')),
};
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'van', 'von', 'da', 'di']);

/** Each language's score in a message: one point a word, two for a word that settles it; names do not count. */
export function languageScores(text: string): { ES: number; EN: number } {
  const raw = text
    .replace(/\S+@\S+/g, ' ')
    .replace(/['’]/g, '')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const folded = raw.map((w) => normalizeText(w));
  const marker = (w: string) => ES.has(w) || EN.has(w);
  // A capitalised word that is no marker is a name ("Carmen de la Fuente"): it and its particles are skipped.
  const name = raw.map((w, i) => /^\p{Lu}/u.test(w) && !marker(folded[i]!));
  let es = /[¿¡]/.test(text) ? 1 : 0;
  let en = 0;
  folded.forEach((w, i) => {
    if (name[i]) return;
    if (PARTICLES.has(w) && (name[i - 1] || name[i + 1])) return;
    if (ES.has(w)) es += STRONG.ES.has(w) ? 2 : 1;
    if (EN.has(w)) en += STRONG.EN.has(w) ? 2 : 1;
  });
  return { ES: es, EN: en };
}

/** The language a message is clearly written in, or null when it is too short or mixed to tell. */
export function detectLanguage(text: string): Language | null {
  const { ES: es, EN: en } = languageScores(text);
  if (es >= 2 && es >= 2 * en + 1) return 'ES';
  if (en >= 2 && en >= 2 * es + 1) return 'EN';
  return null;
}

/** The language to reply in: the visitor's once they clearly write the other one, else the form's (sticky). */
export function replyLanguage(
  formLanguage: Language,
  previous: Language | undefined,
  message: string,
): Language {
  return detectLanguage(message) ?? previous ?? formLanguage;
}
