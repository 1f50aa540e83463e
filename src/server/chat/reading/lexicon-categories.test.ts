import { describe, expect, it } from 'vitest';
import { matchOption } from './options';

/**
 * Meaning across languages and from a kind to its category: an option's noun said in the other language
 * ("el lavavajillas" for "Dishwasher"), or a member of the category the option names ("por tiktok" for
 * "Redes sociales", "un chalet" for "Hogar"). Two options that fit alike are asked about, not guessed.
 */
describe('options by translation and by category', () => {
  it.each([
    [['Dishwasher', 'Washing machine', 'Tumble dryer'], 'el lavavajillas pierde agua', 'Dishwasher'],
    [['Lavadora', 'Secadora', 'Frigorífico'], 'the dryer makes noise', 'Secadora'],
    [['Appliance repair', 'Plumbing', 'Electrical'], 'my microwave stopped working', 'Appliance repair'],
    [['Fridge', 'Oven', 'Microwave'], 'el microondas', 'Microwave'],
    [['Hogar', 'Coche', 'Moto'], 'vivo en un chalet adosado', 'Hogar'],
    [['Home', 'Car', 'Travel'], 'for my new apartment', 'Home'],
    [['Flat', 'House', 'Office'], 'an apartment', 'Flat'],
    [['Hogar', 'Coche', 'Vida', 'Salud'], 'un seguro de vida', 'Vida'],
    [['Third party', 'Comprehensive'], 'a todo riesgo', 'Comprehensive'],
    [['Redes sociales', 'Google', 'Prensa'], 'por tiktok', 'Redes sociales'],
    [['Social media', 'Google', 'Friend'], 'saw a reel on pinterest', 'Social media'],
    [['Television', 'Radio', 'Press'], 'saw you on tv', 'Television'],
    [['Radio', 'Press', 'Google'], 'an ad on the radio', 'Radio'],
    [['Passing by', 'Google', 'Friend'], 'I walked past your shop', 'Passing by'],
    [['Publicidad', 'Redes sociales', 'Amigo'], 'un folleto en el buzon', 'Publicidad'],
    [['Instagram', 'Facebook', 'Google'], 'en instagram', 'Instagram'],
    [['Phone', 'Email', 'Correo postal'], 'by post', 'Correo postal'],
    [['Deportes', 'Música', 'Idiomas'], 'clases de baloncesto', 'Deportes'],
    [['Deportes', 'Música', 'Idiomas'], 'quiero aprender frances', 'Idiomas'],
    [['Languages', 'Maths', 'Science'], 'german lessons', 'Languages'],
    [['English', 'French', 'German'], 'ingles', 'English'],
    [['Tutoring', 'Music', 'Art'], 'help with homework', 'Tutoring'],
    [['Clases de apoyo', 'Idiomas', 'Música'], 'ayuda con los deberes', 'Clases de apoyo'],
    [['Football', 'Tennis', 'Padel'], 'fútbol 7', 'Football'],
    [['Judo', 'Karate', 'Boxing'], 'kárate', 'Karate'],
    [['Sports injury', 'Back pain', 'Neck pain'], 'me hice un esguince jugando al padel', 'Sports injury'],
    [['Sports injury', 'Back pain', 'Neck pain'], 'lumbago', 'Back pain'],
    [['Sports injury', 'Back pain', 'Neck pain'], 'tortícolis desde ayer', 'Neck pain'],
    [
      ['Dolor de espalda', 'Lesión deportiva', 'Rehabilitación postoperatoria'],
      'I pulled a muscle',
      'Lesión deportiva',
    ],
    [
      ['Dolor de espalda', 'Lesión deportiva', 'Rehabilitación postoperatoria'],
      'my back hurts',
      'Dolor de espalda',
    ],
    [
      ['Dolor de espalda', 'Lesión deportiva', 'Rehabilitación postoperatoria'],
      'after my knee surgery',
      'Rehabilitación postoperatoria',
    ],
    [['Birthday', 'Anniversary', 'Engagement'], 'he turns 40 in May', 'Birthday'],
    [['Cumpleaños', 'Boda', 'Pedida de mano'], 'my son is turning 7', 'Cumpleaños'],
    [['Cumpleaños', 'Boda', 'Pedida de mano'], 'an engagement party', 'Pedida de mano'],
    [['Food tour', 'Wine tour', 'Old town walk'], 'recorrido por el casco antiguo', 'Old town walk'],
    [['Básico', 'Pro', 'Empresa'], 'for my company', 'Empresa'],
    [['Personal', 'Business'], 'es para mi negocio', 'Business'],
    [['Petrol', 'Diesel', 'Electric'], 'gasolina', 'Petrol'],
    [['Manual', 'Automatic'], 'automatico', 'Automatic'],
    [['Car', 'Van', 'Motorbike'], 'a people carrier', 'Car'],
    [['Shirts', 'Trousers', 'Dresses'], 'unos pantalones', 'Trousers'],
    [['Camisetas', 'Sudaderas', 'Gorras'], 'hoodies', 'Sudaderas'],
    [['Wood', 'Metal', 'Glass'], 'vidrio', 'Glass'],
    [['Cotton', 'Wool', 'Silk'], 'lana merino', 'Wool'],
    [['Single', 'Double', 'Twin'], 'habitacion doble', 'Double'],
    [['Single', 'Married', 'Divorced'], 'casada', 'Married'],
    [['Heating', 'Air conditioning', 'Plumbing'], 'la estufa no calienta', 'Heating'],
    [['Locksmith', 'Plumber'], 'perdi las llaves', 'Locksmith'],
    [['Flyers', 'Posters', 'Business cards'], 'folletos', 'Flyers'],
  ] as [string[], string, string][])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each([
    // "techo" is a ceiling in Spain and a roof in much of Latin America.
    [['Roof', 'Ceiling', 'Walls'], 'el techo'],
    // "redes" are social networks or computer networks.
    [['Social media', 'Networks', 'Cloud'], 'redes'],
    [['Flat', 'House', 'Office'], 'un piso o una casa'],
    [['Instagram', 'TikTok', 'Other'], 'en facebook'],
    [['Clases de apoyo', 'Idiomas', 'Música'], 'refuerzo de mates'],
    [['Sports injury', 'Back pain', 'Neck pain'], 'my neck and my back'],
  ] as [string[], string][])('%j: %s fits none or several, so it is asked about', (options, said) => {
    expect(matchOption(options, said)).toBeNull();
  });
});

/**
 * A kind is not its genus: a word for photography in general picks no kind of shoot, a member of a family
 * (a guinea pig, a rat) picks the family's option, and a symptom says an illness.
 */
describe('kinds, families and symptoms', () => {
  it.each([
    [['Retratos', 'Bodas', 'Producto'], 'unos retratos para mi web', 'Retratos'],
    [['Portrait', 'Family', 'Headshots'], 'a few head shots for linkedin', 'Headshots'],
    [['Newborn', 'Family', 'Headshots'], 'family portraits in the park', 'Family'],
    [['Dog', 'Cat', 'Small rodent'], 'our pet rat', 'Small rodent'],
    [['Perro', 'Gato', 'Roedor'], 'es una cobaya', 'Roedor'],
    [['Guinea pig', 'Hamster', 'Rabbit'], 'a guinea pig', 'Guinea pig'],
    [['Vacunación', 'Revisión', 'Enfermedad'], 'estornuda mucho desde ayer', 'Enfermedad'],
    [['Check-up', 'Illness', 'Grooming'], 'he keeps coughing and wheezing', 'Illness'],
    // A kind says its genus one way (lexicon/kinds-of.ts): a headshot is photography.
    [['Photography', 'Video', 'Drone'], 'headshots for the team', 'Photography'],
  ] as [string[], string, string][])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each([
    [['Newborn', 'Family', 'Headshots'], 'una sesión de fotos'],
    [['Newborn', 'Maternity', 'Headshots'], 'some photos of us'],
    [['Portrait', 'Headshots', 'Events'], 'portrait headshots'],
  ] as [string[], string][])('%j: %s fits none or several, so it is asked about', (options, said) => {
    expect(matchOption(options, said)).toBeNull();
  });
});

/** What cannot be seen, and being out of practice: meanings that are no option's name. */
describe('invisible and refresher', () => {
  it.each([
    [
      ['Brackets', 'Invisible aligners', 'Whitening'],
      'something nobody notices, not visible',
      'Invisible aligners',
    ],
    [['Ortodoncia con brackets', 'Ortodoncia invisible'], 'prefiero que no se note', 'Ortodoncia invisible'],
    [['Beginner course', 'Refresher course'], "I'm a bit rusty", 'Refresher course'],
    [['Curso inicial', 'Curso de reciclaje'], 'estoy muy oxidado', 'Curso de reciclaje'],
  ] as [string[], string, string][])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each([
    [['Ortodoncia con brackets', 'Ortodoncia invisible'], 'me interesa la ortodoncia'],
    [['Beginner course', 'Refresher course'], 'a course please'],
  ] as [string[], string][])('%j: %s is asked about', (options, said) => {
    expect(matchOption(options, said)).toBeNull();
  });
});
