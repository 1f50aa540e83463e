import { RELATION, RELATION_ROLES, type Role } from './name-words';
import { normalizeText, type Span } from './text';

export type { Role } from './name-words';

const ROLE_OF = new Map<string, Role[]>(
  RELATION_ROLES.flatMap(([words, roles]) => words.split('|').map((w) => [normalizeText(w), roles] as const)),
);

/** The roles a relation word gives ("hija" → child; "boy" → child or pet); none for a word that is none. */
export function rolesOf(word: string): Role[] {
  return ROLE_OF.get(normalizeText(word)) ?? [];
}

// "the mother of X", "la dueña de X", "X's mum": X is the child (or the pet) of the one who speaks.
const INVERSE: [RegExp, Role[]][] = [
  [/^(?:mum|mom|mother|dad|father|parent|madre|padre|mama|papa|tutor|tutora|guardian)$/, ['child']],
  [/^(?:owner|duena|dueno|human)$/, ['pet']],
];

/** The role of X said as "the <word> of X" (the word is the writer's role, X's is its other side). */
export function inverseRolesOf(word: string): Role[] {
  const w = normalizeText(word);
  return INVERSE.find(([re]) => re.test(w))?.[1] ?? [];
}

// The roles a name question asks about, by its words ("¿Nombre del niño o la niña?" → child).
const ASKED: [RegExp, Role][] = [
  [
    /\b(?:child|childs|children|kid|kids|son|daughter|baby|nino|nina|ninos|hij[oa]s?|bebe|menor|quinceanera|cumpleaner[oa])\b/,
    'child',
  ],
  [
    /\b(?:mother|father|parent|parents|guardian|mum|mom|dad|madre|padre|padres|tutor|tutora|tutores)\b/,
    'parent',
  ],
  [
    /\b(?:partner|spouse|wife|husband|fiance|fiancee|bride|groom|pareja|espos[oa]|marido|novi[oa]|prometid[oa])\b/,
    'partner',
  ],
  [/\b(?:dog|dogs|pet|pets|cat|cats|puppy|perro|perra|mascota|gato|gata|cachorro)\b/, 'pet'],
];

/** The roles a name question asks about (empty when it names none of them: "Student's name?"). */
export function rolesAsked(questionText: string): Role[] {
  const q = normalizeText(questionText).replace(/['’]s\b/g, '');
  return ASKED.filter(([re]) => re.test(q)).map(([, role]) => role);
}

// "soy Amina, la mamá de Yasmin", "I'm Leo, the dad of…": the writer's role said after their name.
const ROLE_AFTER_NAME = /^\s*,?\s*(?:la|el|the|su|her|his|their)\s+(\p{L}+)\s+(?:de|del|of)\b/u;
// "Yo soy su padre, Raúl", "I'm her daughter, Grace": the writer's role said before their name.
const ROLE_BEFORE_NAME = new RegExp(`(?:her|his|their|the|su|la|el)\\s+(${RELATION})\\s*,?\\s*$`, 'iu');

/** The writer's own role, said beside the name they introduce themselves with. */
export function writerRoles(text: string, intro: Span & { value: string }): Role[] {
  const nameStart = intro.end - intro.value.length;
  const before = ROLE_BEFORE_NAME.exec(text.slice(intro.start, nameStart));
  if (before) return rolesOf(before[1]!);
  const after = ROLE_AFTER_NAME.exec(text.slice(intro.end));
  return after ? rolesOf(after[1]!) : [];
}
