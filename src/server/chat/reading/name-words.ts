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

/** Someone other than the writer, as people name them: a relative, a pet, a boss, a patient, a student. */
export const RELATION =
  '(?:daughter|son|kid|child|boy|girl|baby|nephew|niece|grandson|granddaughter|grandchild|wife|husband|partner|boss|manager|colleague|friend|mum|mom|mother|dad|father|dog|puppy|cat|kitten|pet|student|patient|client|hija|hijo|hijita|hijito|nena|nene|bebe|bebé|sobrina|sobrino|nieta|nieto|mujer|marido|esposa|esposo|pareja|jefa|jefe|compañera|compañero|amiga|amigo|madre|padre|mamá|papá|mama|papa|perra|perro|perrita|perrito|gata|gato|gatita|gatito|mascota|alumna|alumno|paciente|cliente)';

/** People who serve someone, asked for by who they were ("¿Qué profe te la dio?", "Which stylist did you see?"). */
export const SERVICE_PERSON =
  '(?:teacher|tutor|instructor|trainer|coach|doctor|dentist|therapist|physio|stylist|hairdresser|barber|guide|nurse|agent|advisor|adviser|salesperson|host|waiter|waitress|profe|profesora?|maestr[oa]|monitora?|entrenadora?|instructora?|medic[oa]|doctora|dentista|fisio|terapeuta|estilista|peluquer[oa]|barbero|guia|enfermer[oa]|asesora?|vendedora?|camarer[oa]|agente)';
