import { describe, expect, it } from 'vitest';
import { readMultiselect } from './kinds';
import { meaningsIn } from './lexicon';
import { KINDS_OF } from './lexicon/kinds-of';
import { categoriesOf, kindsIn, optionByKind } from './option-kind-of';
import { matchOption } from './options';

describe('a kind says its category', () => {
  it.each([
    [['Photography', 'Video', 'Drone'], 'we want some headshots', 'Photography'],
    [['Boda', 'Evento', 'Inmueble'], 'Una casa que queremos vender.', 'Inmueble'],
    [['Boda', 'Inmobiliaria', 'Evento deportivo'], 'es para grabar una casa que vendemos', 'Inmobiliaria'],
    [['Wedding', 'Real estate', 'Corporate'], 'a villa we are putting on the market', 'Real estate'],
    // A home said where no option is real estate, or an option that is the home itself.
    [['Boda', 'Evento', 'Publicidad'], 'una casa que vendemos', null],
    [['Hogar', 'Coche', 'Inmobiliaria'], 'el seguro de la casa', 'Hogar'],
    [['Limpieza de casa', 'Oficina'], 'un piso de dos habitaciones', 'Limpieza de casa'],
    [['Dog', 'Cat', 'Other'], 'a rottweiler, 40 kilos', 'Dog'],
    [['Mascotas', 'Hogar', 'Coche'], 'es para mi caniche', 'Mascotas'],
    [['Meat', 'Fish', 'Vegetarian'], 'the sea bass please', 'Fish'],
    [['Carne', 'Pescado', 'Vegetariano'], 'merluza a la plancha', 'Pescado'],
    [['Vino', 'Cerveza', 'Refresco'], 'un albariño bien frío', 'Vino'],
    [['Wine', 'Beer', 'Soft drinks'], 'a couple of stouts', 'Beer'],
    [['Wine', 'Beer', 'Soft drinks'], 'lemonade for the kids', 'Soft drinks'],
    [['Car', 'Motorbike', 'Van'], 'a kawasaki', 'Motorbike'],
    [['Coche', 'Moto', 'Furgoneta'], 'un toyota', 'Coche'],
    [['Strings', 'Wind', 'Percussion'], 'my daughter plays the clarinet', 'Wind'],
    [['Cuerda', 'Viento', 'Percusión'], 'el violonchelo', 'Cuerda'],
    [['Music', 'Art', 'Languages'], 'saxophone lessons', 'Music'],
    [['Physiotherapy', 'Dental', 'Dermatology'], 'I sprained my ankle', 'Physiotherapy'],
    [['Fisioterapia', 'Dental', 'Dermatología'], 'tengo una muela del juicio que molesta', 'Dental'],
    [['Fisioterapia', 'Dental', 'Dermatología'], 'me ha salido un eccema', 'Dermatología'],
    [['Wood', 'Metal', 'Stone'], 'solid oak', 'Wood'],
    [['Madera', 'Metal', 'Piedra'], 'de granito', 'Piedra'],
    [['Private', 'Corporate', 'Charity'], 'our staff christmas party', 'Corporate'],
    [['Fiesta privada', 'Evento de empresa'], 'el bautizo de mi hija', 'Fiesta privada'],
    [['Plumbing', 'Electrical', 'Locksmith'], 'the fuse box keeps tripping', 'Electrical'],
    [['Fontanería', 'Electricidad', 'Cerrajería'], 'el grifo del baño', 'Fontanería'],
    [['Clothing', 'Shoes', 'Accessories'], 'a pair of loafers', 'Shoes'],
    [['Ropa', 'Calzado', 'Complementos'], 'una sudadera', 'Ropa'],
    [['Health', 'Education', 'Technology'], "I'm a nurse", 'Health'],
    [['Sanidad', 'Educación', 'Tecnología'], 'soy programadora', 'Tecnología'],
  ] as [string[], string, string][])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each([
    // The nearest category an option is wins: a headshot is a portrait before it is photography.
    [['Portrait', 'Photography', 'Video'], 'headshots', 'Portrait'],
    [['Fish', 'Shellfish', 'Nuts'], 'prawns', 'Shellfish'],
    [['Meat', 'Fish', 'Vegetarian'], 'king prawns', 'Fish'],
    [['Mascotas', 'Hogar'], 'un labrador', 'Mascotas'],
    // A category every option is says nothing; the kind is each of its categories at once.
    [
      ['Baño perro pequeño', 'Baño perro mediano', 'Baño perro grande'],
      'un mastín de 60 kilos',
      'Baño perro grande',
    ],
    [['Small dog (<10kg)', 'Large dog (25kg+)', 'Cat'], 'a rottweiler', 'Large dog (25kg+)'],
    [['Small dog', 'Large dog'], 'our chihuahua', 'Small dog'],
  ] as [string[], string, string][])('%j: %s → %s (nearest category)', (options, said, expected) => {
    expect(optionByKind(options, said)).toBe(expected);
  });

  it.each([
    // A kind that is itself an option is read by name, not lifted to its category.
    [['Salmon', 'Fish', 'Meat'], 'salmon', 'Salmon'],
    [['Labrador', 'Dog', 'Cat'], 'a labrador', 'Labrador'],
  ] as [string[], string, string][])('%j: %s → %s (the name wins)', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each([
    // A kind in two options' categories, or two kinds pointing to two options: asked about.
    [['Car', 'Motorbike', 'Van'], 'a honda'],
    [['Strings', 'Music', 'Dance'], 'a cello'],
    [['Meat', 'Fish', 'Vegetarian'], 'salmon and chorizo'],
    [['Exotic', 'Small animal', 'Dog'], 'a ferret'],
    // The middle of the breed sizes is each business's call; a size question that is not about dogs says nothing.
    [['Small dog', 'Medium dog', 'Large dog'], 'a beagle'],
    [['Small', 'Medium', 'Large'], 'we have a chihuahua'],
    // A kind that means an option by itself points to it: two options said, asked about.
    [['Guitar', 'Piano', 'Drums', 'Violin'], 'guitarra y bateria'],
    // Words that mean two options already: the kind does not settle between them.
    [['Limpieza dental', 'Blanqueamiento', 'Extracción'], 'que me quiten una muela del juicio'],
    [['Small dog', 'Large dog', 'Cat'], 'a labrador'],
    // A kind ruled out says nothing.
    [['Dog', 'Cat', 'Other'], 'not a poodle'],
    // No category of the kind among the options.
    [['Morning', 'Afternoon', 'Evening'], 'my labrador'],
    [['Basic', 'Premium'], 'a glass of rioja'],
  ] as [string[], string][])('%j: %s picks nothing', (options, said) => {
    expect(optionByKind(options, said)).toBeNull();
  });

  it('reads kinds longest first and in the plural', () => {
    expect(kindsIn('two hen party packs and a hen')).toEqual(['hen party', 'hen']);
    expect(kindsIn('dos labradores y unas sardinas')).toEqual(['labrador', 'sardinas']);
    expect(kindsIn('nothing of the sort')).toEqual([]);
  });

  it('goes up from a kind to its category and the category above', () => {
    expect(categoriesOf('labrador')).toEqual([['dog', 'large dog|perro grande|big dog'], ['pet']]);
    expect(categoriesOf('dog')).toEqual([['pet']]);
  });

  it('reads each item of a multiselect', () => {
    expect(readMultiselect('merlot and a lager', ['Wine', 'Beer', 'Spirits'])).toEqual(['Wine', 'Beer']);
  });
});

describe('the kinds data', () => {
  const lines = KINDS_OF.map((l) => l.split(':'));

  it('has one category and its kinds on each line', () => {
    for (const parts of lines) {
      expect(parts).toHaveLength(2);
      expect(parts[1]!.split(',').every((k) => k.trim().length > 0)).toBe(true);
    }
  });

  it('is folded: lower case, no accents', () => {
    for (const line of KINDS_OF) expect(line).toMatch(/^[a-z0-9 ,:|'-]+$/);
  });

  it('names categories an option can hold: a lexicon meaning or its own words', () => {
    const unknown = lines
      .map((p) => p[0]!)
      .filter((c) => c.split('|').every((n) => meaningsIn(n).size === 0) && !c.includes('|'));
    // Categories with no meaning in the lexicon are written with their other language ("beer|cerveza").
    expect(unknown).toEqual([]);
  });

  it('holds a few hundred kinds', () => {
    const kinds = new Set(lines.flatMap((p) => p[1]!.split(',').map((k) => k.trim())));
    expect(kinds.size).toBeGreaterThan(400);
  });
});
