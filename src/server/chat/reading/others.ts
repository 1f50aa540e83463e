import { introducedName } from './introduced';
import { meaningsIn } from './lexicon';
import { RELATION } from './name-words';
import { asksServicePerson, looksLikeName, WHO_IS_IT_FOR } from './names';
import { inverseRolesOf, type Role, rolesAsked, rolesOf, writerRoles } from './roles';
import { normalizeText, type Span } from './text';

const MARKER = '(?:my|our|mi|mis|nuestra|nuestro)';

/** Words before a name that say who the name is, and the roles they give it. */
const MENTIONS: { re: RegExp; roles: (word: string) => Role[]; described?: boolean }[] = [
  // "my daughter Hope", "mi hija Ximena", "my boss, Mr. Daniel Cho", "mi perra se llama Frida"
  {
    re: new RegExp(
      `(?:^|[^\\p{L}])${MARKER}\\s+(${RELATION})(?:['’]s name(?: is)?)?\\s*,?\\s*(?:(?:is called|is named|called|named|se llama|que se llama|llamad[oa])\\s+)?`,
      'giu',
    ),
    roles: rolesOf,
  },
  // "la madre de Acoran", "the owner of Toby": the one named is the child (or the pet)
  {
    re: /(?:^|[^\p{L}])(?:la|el|the)\s+(madre|padre|mamá|papá|mama|papa|dueña|dueño|tutora|tutor|mum|mom|dad|mother|father|owner|guardian)\s+(?:de|of)\s+/giu,
    roles: inverseRolesOf,
  },
  // "her name is Sofia Lind", "he's called Max", "se llama Frida"
  {
    re: /(?:^|[^\p{L}])((?:her|his|its|their) name is|(?:she|he|it) is called|(?:she|he|it)'?s called|se llama|su nombre es)\s+/giu,
    roles: () => [],
  },
  // "te traigo a Bimba", "I'm bringing Max in": the one brought to the business (a child, a pet), by name
  {
    re: /(?:^|[^\p{L}])((?:te|le|os|les)\s+traigo\s+a|traigo\s+a|(?:i'?m|i am|we'?re|we are)\s+bringing)\s+/giu,
    roles: () => [],
  },
  // "marrying Josh Feld", "me caso con Dani": the writer's partner
  {
    re: /(?:^|[^\p{L}])(marrying|engaged to|getting married to|me caso con|casarme con|me voy a casar con)\s+/giu,
    roles: () => ['partner'],
  },
  // "my little girl Mia", "my cocker spaniel Biscuit": words that describe the one named (kept as `about`)
  {
    re: /(?:^|[^\p{L}])(?:[Mm]y|[Oo]ur|[Mm]is?|[Nn]uestr[oa])\s+((?:\p{Ll}[\p{Ll}'’-]*\s+){1,3})(?=\p{Lu})/gu,
    roles: (words) => rolesOf(words.trim().split(/\s+/).pop() ?? ''),
    described: true,
  },
];

const TITLE = /^(?:Mr|Mrs|Ms|Mx|Dr|Dra|Prof|Sr|Sra|Srta|Lic)\.?$/u;

/** The name at the start of a piece of text: capitalised words (and a title), up to a break. */
function nameAt(text: string): string | null {
  const words = text.split(/[\s]+/);
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.replace(/[,.;:!?)]+$/u, '');
    if (TITLE.test(raw) || (out.length === 0 && TITLE.test(w))) {
      out.push(raw.replace(/[,;:!?)]+$/u, ''));
      continue;
    }
    if (!/^\p{Lu}[\p{L}'’-]*$/u.test(w)) break;
    out.push(w);
    if (w !== raw) break;
  }
  const value = out.join(' ');
  const core = out.filter((w) => !TITLE.test(w));
  return core.length > 0 && core.length <= 4 && looksLikeName(value) ? value : null;
}

/** A name said about someone, the roles it may have, and the words that describe it ("cocker spaniel"). */
type Mention = Span & { value: string; roles: Role[]; about?: string };

/** Every person (or pet) other than the writer named in a message, in the order of the kinds above. */
function mentionsIn(text: string): Mention[] {
  const out: Mention[] = [];
  for (const { re, roles, described } of MENTIONS) {
    for (const m of text.matchAll(re)) {
      const start = m.index + m[0].length;
      const value = nameAt(text.slice(start));
      if (!value || out.some((o) => o.start === start)) continue;
      const about = described ? m[1]!.trim() : undefined;
      out.push({ start, end: start + value.length, value, roles: roles(m[1] ?? ''), about });
    }
  }
  // "I'm Yasmin's mum": the one named before "'s mum" is the child.
  for (const m of text.matchAll(POSSESSOR)) {
    if (nameAt(m[1]!) !== m[1]) continue;
    out.push({ start: m.index, end: m.index + m[1]!.length, value: m[1]!, roles: inverseRolesOf(m[2]!) });
  }
  return out;
}

const POSSESSOR =
  /(?<![\p{L}])(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)['’]s\s+(mum|mom|dad|mother|father|parent|guardian|owner)\b/gu;

/**
 * A person (or pet) other than the writer named in a message ("it's for my daughter Hope", "mi perra se
 * llama Frida", "soy Lidia, la dueña de Toby", "on behalf of my boss, Mr. Daniel Cho"). Names written with
 * a capital only: in a sentence, a lowercase word is no name. With the question, the one in the role it asks
 * ("¿Nombre del niño?" takes Yasmin from "soy Amina, la mamá de Yasmin"; the parent's name takes the writer's),
 * and none when two different names fit.
 */
export function namedOther(text: string, questionText?: string): (Span & { value: string }) | null {
  // Described only ("my cocker spaniel Biscuit"): for a question about what the words mean ("dog's name").
  const means = (m: Mention) =>
    m.about !== undefined && questionText !== undefined && sameMeaning(m.about, questionText);
  const all = mentionsIn(text).filter((m) => m.about === undefined || m.roles.length > 0 || means(m));
  const asked = questionText ? rolesAsked(questionText) : [];
  if (asked.length === 0) return all[0] ?? null;
  const fits = (roles: Role[]) => roles.some((r) => asked.includes(r));
  const intro = introducedName(text, true);
  const writer = intro && fits(writerRoles(text, intro)) ? [writerMention(intro)] : [];
  const matching = [...all.filter((m) => fits(m.roles) || means(m)), ...writer];
  const pool =
    matching.length > 0 ? matching : all.filter((m) => m.roles.length === 0 && m.about === undefined);
  const values = new Set(pool.map((m) => normalizeText(m.value)));
  return values.size === 1 ? pool[0]! : null;
}

// "my old labrador", "mi pequeña bichón": words of age, size or fondness before the kind are no part of it.
const FONDNESS =
  /^(?:(?:old|little|young|big|small|lovely|sweet|dear|beloved|cheeky|good|new|viej[oa]|pequeñ[oa]|querid[oa]|nuev[oa]|grande|gordit[oa]|precios[oa])\s+)+/iu;
const KIND_QUESTION = /\b(?:breed|breeds|kind|type|sort|make|model|raza|tipo|clase|marca|modelo)\b/;

/**
 * "my cocker spaniel Biscuit" to "What breed is your dog?": the words that describe a named one, when they mean
 * what the question is about (a dog) without being its own word ("my dog Biscuit" says no breed).
 */
export function describedKind(text: string, questionText: string): (Span & { value: string }) | null {
  if (!KIND_QUESTION.test(normalizeText(questionText))) return null;
  const own = new Set(
    normalizeText(questionText)
      .split(/[^\p{L}]+/u)
      .map((w) => w.replace(/s$/, '')),
  );
  for (const m of mentionsIn(text)) {
    if (m.about === undefined || m.roles.length > 0 || !sameMeaning(m.about, questionText)) continue;
    const words = normalizeText(m.about).split(/\s+/);
    if (words.some((w) => own.has(w.replace(/s$/, '')))) continue;
    const start = m.start - m.about.length - 1;
    const value = m.about.replace(FONDNESS, '');
    return value ? { start, end: m.start - 1, value } : null;
  }
  return null;
}

/** Whether two texts say one meaning of the lexicon ("cocker spaniel" and "What's your dog's name?"). */
function sameMeaning(a: string, b: string): boolean {
  const theirs = meaningsIn(b);
  return [...meaningsIn(a).keys()].some((m) => theirs.has(m));
}

const writerMention = (intro: Span & { value: string }): Mention => ({
  start: intro.end - intro.value.length,
  end: intro.end,
  value: intro.value,
  roles: [],
});

/** Name questions about someone other than the writer ("¿Nombre del perro?", "Student's name?", "Name of the person attending"). */
const ABOUT_OTHER =
  /\b(?:mother|father|parent|guardian|tutor|tutora|madre|padre|user|usuari[oa]|beneficiary|beneficiari[oa]|dog|dogs|pet|cat|puppy|student|students|child|childs|kid|kids|patient|patients|baby|son|daughter|attending|attendee|guest|birthday|honoree|perro|perra|mascota|gato|alumn[oa]|hij[oa]|nin[oa]|paciente|bebe|quinceanera|cumpleaner[oa]|festejad[oa]|invitad[oa]|surfista|jugador[a]?|conductor[a]?|pasajer[oa]|driver|passenger|player|surfer|participant|participante|menor)\b/;

const ROLE_NAME =
  /\b(\p{L}{3,})['’]s (?:full |first |last )?name\b|\b(?:name of the|nombre del|nombre de la) (\p{L}{3,})\b/u;
const NOT_A_PERSON =
  /^(?:contact|contacto|person|persona|company|business|firm|shop|store|brand|product|project|event|venue|school|team|group|band|boat|house|property|file|empresa|negocio|tienda|marca|producto|proyecto|evento|local|colegio|equipo|grupo|barco|casa|fichero|archivo)$/;

const PERSON_DESCRIBED =
  /\b(?:(?:full )?name of the person|nombre (?:completo )?de la persona)\s+(?:to|who|that|whose|being|que|a la que|al que|a quien|quien|para)\b/;

/** Whether a name question asks about someone other than the writer. */
export function asksAboutOther(questionText: string): boolean {
  const q = questionText
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '');
  // "Who is the appointment for?": the person it is for may be someone else.
  if (WHO_IS_IT_FOR.test(q)) return true;
  // "Name of the person to be measured", "Nombre de la persona a la que hay que tomar medidas": a person described
  // by what is done for them may be someone else ("my husband, Sergei").
  if (PERSON_DESCRIBED.test(q)) return true;
  // "Which stylist did you see?": the person who served the writer is someone else.
  if (asksServicePerson(questionText)) return true;
  // "Volunteer's name?", "Name of the attendee", "Nombre del ponente": a name asked by a role, which may be
  // someone else's ("his name is Ethan Cole").
  const role = ROLE_NAME.exec(questionText.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
  if (role && !NOT_A_PERSON.test(role[1] ?? role[2] ?? '')) return true;
  return (
    ABOUT_OTHER.test(q) &&
    !/\b(?:your|tu|su|you)\b(?! (?:dog|pet|child|son|daughter|kid|perro|mascota|hij))/.test(q)
  );
}
