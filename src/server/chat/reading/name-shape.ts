import type { Language } from '../../../contract/enums';
import { PARTICLES, RELATION, ROWS, SHORT_NOISE, SUFFIX, TITLES } from './name-words';
import { findWordNumbers } from './number-words';
import { normalizeText } from './text';

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** Words of English that are no name said alone (a capitalised one is a name only beside another word). */
const EN_COMMON = words(
  'a an the and or but so not no yes of to in on at by for from with as is am are was were be been being have has had do does did ' +
    "i i'm im me my we our us you your he she it its they them their this that these those there here what which who how when where why " +
    'just very really also still already only even quite too new good fine well ok okay sure ready back sorry glad happy excited busy right alright ' +
    'looking interested planning writing calling contacting reaching trying going wondering hoping asking thinking getting coming ' +
    'need want would like could can will shall might must should let lets get got make made some any all one two much many more most ' +
    'about around between after before into over under again then than now today tomorrow week name names email phone number ' +
    'thanks thank please hi hello hey idk dunno nope nobody anonymous none people persons guests adults kids children ' +
    'morning afternoon evening ' +
    // "I'm never there", "I'm always late": adverbs of how often, how sure or how much are never a name.
    'never always often sometimes usually rarely seldom hardly barely normally generally mostly almost ' +
    'actually probably maybe perhaps definitely certainly literally basically honestly totally absolutely ' +
    // "Understood. Margaret Doyle": an acknowledgement opening the reply is framing, never the name.
    'understood noted perfect nice cool great lovely brilliant awesome excellent yeah yep gotcha',
);
/** Words of Spanish that are no name said alone ("Ella" is "she" on a Spanish form, a name on an English one). */
const ES_COMMON = words(
  'de del la el los las lo le les un una unos unas y e o u que en con por para ' +
    'muy bien mal aqui alli ahi nuevo nueva buscando interesado interesada escribiendo llamando contactando desde feliz contento contenta ' +
    'tan ya tambien todavia yo tu ella nosotros ellos mi mis su sus nuestro este esta ese esa eso esto cual quien como cuando donde ' +
    'necesito quiero queria querria me te se nos sobre al si bueno vale pues nada algo todo todos mas menos ' +
    'nadie anonimo anonima ninguno ninguna personas invitados adultos ninos gente perdon perdona ' +
    'somos seremos estamos vamos queremos tenemos tengo hay buenas buenos dias tardes noches ' +
    // "soy siempre el último", "casi nunca estoy": adverbs of how often, how sure or how much.
    'nunca siempre jamas casi normalmente generalmente realmente seguramente quizas quiza apenas totalmente ' +
    'entendido perfecto genial estupendo fenomenal claro listo apuntado anotado hecho okey',
);
/** Said in either language: greetings, thanks, test words. */
const ANY_COMMON = words('hola gracias hi hello test testing asdf qwerty sorry ok');

export const COMMON = new Set([...EN_COMMON, ...ES_COMMON, ...ANY_COMMON]);

/**
 * Whether a word is a common word rather than a name, in the form's (or visitor's) language: a word common only
 * in the other language counts when written in lower case ("ella"), not when capitalised as a name ("Ella").
 */
export function isCommonWord(word: string, language?: Language): boolean {
  const w = normalizeText(word).replace(/[’]/g, "'");
  if (!language) return COMMON.has(w);
  const [own, other] = language === 'ES' ? [ES_COMMON, EN_COMMON] : [EN_COMMON, ES_COMMON];
  return ANY_COMMON.has(w) || own.has(w) || (other.has(w) && !isCapitalised(word));
}

/** Keyboard noise rather than a word: "asdf", "qwerty", "jjjj", "sdfgh", "xkxkxk". */
export function isKeyboardNoise(word: string): boolean {
  const w = normalizeText(word).replace(/[^a-z]/g, '');
  if (w.length < 3) return false;
  if (SHORT_NOISE.has(w)) return true;
  if (/^(.)\1{2,}$/.test(w) || /^(..)\1{2,}$/.test(w)) return true;
  if (w.length >= 4 && ROWS.some((r) => r.includes(w) || [...r].reverse().join('').includes(w))) return true;
  return w.length >= 4 && !/[aeiouy]/.test(w);
}

const WORD = /^[\p{L}][\p{L}'’.-]*$/u;
export const isCapitalised = (w: string) => /^\p{Lu}/u.test(w);
const shouted = (w: string) => /^\p{Lu}{3,}$/u.test(w.replace(/[.'’-]/g, ''));

/**
 * Words of a name written in two ways that a name is not: lowercase words beside capitalised ones (three words
 * or more: "Olga y estoy"), a lowercase word before a capitalised one ("jammed Raj"), or a shouted word beside a
 * lowercase one ("jammed AGAIN"). "Ana lopez" (a phone's capital first letter) stays a name.
 */
function mixedCase(core: string[]): boolean {
  const lower = core.filter((w) => !isCapitalised(w)).length;
  if (lower === 0 || lower === core.length) return false;
  if (core.length > 2) return true;
  return !isCapitalised(core[0]!) || core.some(shouted);
}

const POSSESSIVE = /^(?:my|our|your|his|her|their|mi|mis|tu|tus|su|sus|nuestr[oa]s?|vuestr[oa]s?)$/;
const ROLE_WORD = new RegExp(`^${RELATION}$`, 'u');

/** "My fiancé", "mi marido", "our new manager", "fiancé": a relation or role, with its owner or alone in lower case. */
function isRole(words: string[]): boolean {
  const first = normalizeText(words[0]!);
  if (words.length >= 2 && POSSESSIVE.test(first) && !isCapitalised(words[1]!)) return true;
  return words.every((w) => !isCapitalised(w) && ROLE_WORD.test(normalizeText(w)));
}

/** Whether a short piece of text reads as a person's name ("Marta Ruiz", "maría de la cruz", "O'Neill"). */
export function looksLikeName(text: string, language?: Language): boolean {
  const all = text.split(/\s+/).filter(Boolean);
  // "Thomas Whitfield III": a suffix after two words of a name.
  const words = all.length > 2 && SUFFIX.test(all[all.length - 1]!) ? all.slice(0, -1) : all;
  const core = words.filter((w) => !PARTICLES.has(normalizeText(w)));
  // "I misread": the pronoun "I" is never part of a name.
  if (words.some((w) => w === 'I')) return false;
  // "mum's", "we're": a possessive or a contraction says something about someone, it is not who they are.
  if (words.some((w) => /\p{L}['’]\p{L}{1,2}$/u.test(w) && !/^(?:o|d|l|mc)['’]/iu.test(w))) return false;
  if (core.length === 0 || core.length > 5 || words.length > 8) return false;
  // "My fiancé", "mi marido", "our manager": a role said with whose it is names no one.
  if (isRole(words)) return false;
  if (!words.every((w) => WORD.test(w) || w === '&')) return false;
  if (PARTICLES.has(normalizeText(words[0]!)) && !isCapitalised(words[0]!)) return false;
  if (core.some((w) => isKeyboardNoise(w))) return false;
  // "Dr." alone is a title, not a name; "booking", "buscando" are what someone does, not who they are.
  if (core.every((w) => TITLES.has(normalizeText(w).replace(/\.$/, '')))) return false;
  if (core.some((w) => !isCapitalised(w) && /(?:ing|ando|iendo)$/.test(normalizeText(w)))) return false;
  // "Buscamos piso", "Tenemos dos": a word said as "we do" (-amos, -emos, -imos) is a verb, not a name.
  if (core.some((w) => /^\p{L}{4,}(?:amos|emos|imos)$/u.test(normalizeText(w)))) return false;
  // "somos cuatro", "two of us": a number is not a name.
  if (findWordNumbers(text).some((n) => n.end - n.start >= 3)) return false;
  const common = (w: string) => isCommonWord(w, language);
  // "Olga y estoy organizando": a capitalised name does not run on into lowercase words.
  if (mixedCase(core)) return false;
  // A full stop belongs to an initial ("J. R."), not to the end of a sentence ("Miguel. Me…").
  const title = (w: string) => TITLES.has(normalizeText(w).replace(/\.$/, ''));
  if (words.some((w) => /\p{L}{3,}\.$/u.test(w) && !title(w) && w !== words[words.length - 1])) return false;
  // A capitalised common word is a name ("Will Smith") only beside a word that is not common ("Thanks" is not).
  return core.every((w) => isCapitalised(w) || !common(w)) && core.some((w) => !common(w));
}
