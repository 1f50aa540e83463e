/** Words around names: particles inside them, titles before them, suffixes after them, keyboard noise. */
export const PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'and',
  '&',
  'van',
  'von',
  'der',
  'da',
  'di',
  'du',
  'le',
  'mc',
  'st',
  'bin',
  'al',
]);
export const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'mx',
  'miss',
  'dr',
  'dra',
  'prof',
  'sr',
  'sra',
  'srta',
  'dna',
  'don',
  'dona',
  'rev',
  'drs',
  'lic',
  'lcda',
  'lcdo',
  'ing',
  'arq',
]);
/** "Thomas Whitfield III", "John Smith Jr.": a suffix after a name is part of it. */
export const SUFFIX = /^(?:I{2,3}|IV|Jr\.?|Sr\.?)$/;
export const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
export const SHORT_NOISE = new Set([
  'asd',
  'sdf',
  'dfg',
  'fgh',
  'ghj',
  'hjk',
  'jkl',
  'qwe',
  'wer',
  'zxc',
  'xcv',
  'cvb',
  'xxx',
  'aaa',
]);

/** Whose name a relation word gives: the writer's child, parent, partner or pet; anyone else is "other". */
export type Role = 'child' | 'parent' | 'partner' | 'pet' | 'other';

/** Relation words by the roles they give ("my boy Biscuit" may be a son or a dog). */
export const RELATION_ROLES: [string, Role[]][] = [
  ['daughter|son|kid|child|baby|hija|hijo|hijita|hijito|nena|nene|bebe|bebé|niña|niño|peque', ['child']],
  ['boy|girl', ['child', 'pet']],
  ['mum|mom|mother|dad|father|madre|padre|mamá|papá|mama|papa', ['parent']],
  [
    'wife|husband|partner|fiancée|fiancee|fiancé|fiance|boyfriend|girlfriend|mujer|marido|esposa|esposo|pareja|novia|novio|prometida|prometido',
    ['partner'],
  ],
  ['dog|puppy|pup|cat|kitten|pet|perra|perro|perrita|perrito|gata|gato|gatita|gatito|mascota', ['pet']],
  [
    'nephew|niece|grandson|granddaughter|grandchild|boss|manager|colleague|friend|student|patient|client|sobrina|sobrino|nieta|nieto|jefa|jefe|compañera|compañero|amiga|amigo|alumna|alumno|paciente|cliente',
    ['other'],
  ],
];

/** Someone other than the writer, as people name them: a relative, a pet, a boss, a patient, a student. */
export const RELATION = `(?:${RELATION_ROLES.map(([w]) => w).join('|')})`;

/** People who serve someone, asked for by who they were ("¿Qué profe te la dio?", "Which stylist did you see?"). */
export const SERVICE_PERSON =
  '(?:teacher|tutor|instructor|trainer|coach|doctor|dentist|therapist|physio|stylist|hairdresser|barber|guide|nurse|agent|advisor|adviser|salesperson|host|waiter|waitress|profe|profesora?|maestr[oa]|monitora?|entrenadora?|instructora?|medic[oa]|doctora|dentista|fisio|terapeuta|estilista|peluquer[oa]|barbero|guia|enfermer[oa]|asesora?|vendedora?|camarer[oa]|agente)';
