import { describe, expect, it } from 'vitest';
import { identifiersIn, introducedName, isKeyboardNoise, readText, type TextKind, textKind } from './names';

describe('textKind', () => {
  it.each([
    ['What is your name?', 'name'],
    ['¿Cómo te llamas?', 'name'],
    ['Full name', 'name'],
    ['What is your order number?', 'identifier'],
    ['Número de pedido', 'identifier'],
    ['Booking reference?', 'identifier'],
    ["What is your company's name?", 'text'],
    ['Tell us about your event', 'text'],
  ])('%j is %s', (q, kind) => {
    expect(textKind(q)).toBe(kind);
  });
});

const value = (answer: string, kind: 'name' | 'identifier' | 'text') => {
  const r = readText(answer, kind);
  if (r.kind !== 'value') throw new Error(`${answer}: expected a value, got ${JSON.stringify(r)}`);
  return r.value;
};

describe('readText: names keep what people mean', () => {
  it.each([
    ['Marta Ruiz', 'Marta Ruiz'],
    ['hi! Marta Ruiz here', 'Marta Ruiz'],
    ['Reservation for Alvarez', 'Alvarez'],
    ['for Martínez 😊', 'Martínez'],
    ['this is Tom', 'Tom'],
    ["it's Priya Sharma", 'Priya Sharma'],
    ["name's Bond. James Bond", 'James Bond'],
    ["I'm Ana García", 'Ana García'],
    ['my name is Li Wei', 'Li Wei'],
    ['soy Íñigo', 'Íñigo'],
    ['me llamo Lucía Pérez', 'Lucía Pérez'],
    ['mi nombre es Carmen de la Fuente', 'Carmen de la Fuente'],
    ['aquí Pedro', 'Pedro'],
    ['de parte de Rosa Díaz', 'Rosa Díaz'],
    ['Hola, buenas! Soy Elena 😊', 'Elena'],
    ['marta ruiz', 'marta ruiz'],
    ["O'Neill", "O'Neill"],
    ['Hmm, I think it is Jones', 'Jones'],
    ['Marta Ruiz, from Madrid', 'Marta Ruiz'],
    ['me llamo Ana y vivo en Madrid', 'Ana'],
    ['Will Smith', 'Will Smith'],
    ['Hi! So happy to find you, we have been looking for a caterer for ages. I am Laura by the way', 'Laura'],
    ['Thanks! Jorge Martín, gracias', 'Jorge Martín'],
  ])('%j → %j', (answer, name) => {
    expect(value(answer, 'name')).toBe(name);
  });
  it.each([
    'asdf',
    'qwerty',
    'jjjj',
    '🙂',
    '!!!',
    '12345',
    'sdfgh',
    'Thanks so much for getting back to me, I really appreciate it!',
  ])('%j is not a name', (answer) => {
    expect(readText(answer, 'name')).toEqual({ kind: 'invalid', reason: 'name' });
  });
});

describe('readText: greetings, titles and typos around a name', () => {
  it.each<[string, string]>([
    ['Namaste, Ananya here', 'Ananya'],
    ['ola soi jose', 'jose'],
    ['Hello! Order for Jane Smith', 'Jane Smith'],
    ['La persona de contacto soy yo, Elena Ortega', 'Elena Ortega'],
    ['Le escribe Dña. Pilar Sanz, de Inmobiliaria Sanz e Hijos', 'Dña. Pilar Sanz'],
  ])('%s → %s', (said, value) => expect(readText(said, 'name')).toEqual({ kind: 'value', value }));
  it.each<[string, string | null]>([
    ["it's for my mom, Hope Delgado. I'm her daughter, Grace", 'Grace'],
    ["I'm his son, Tom Reyes", 'Tom Reyes'],
  ])('introducedName(%s) → %s', (said, value) =>
    expect(introducedName(said, true)?.value ?? null).toBe(value),
  );
  it.each<[string, TextKind]>([
    ['Who is the appointment for?', 'name'],
    ['¿Para quién es la reserva?', 'name'],
  ])('textKind(%s) → %s', (q, kind) => expect(textKind(q)).toBe(kind));
});

describe('readText: identifiers', () => {
  it.each([
    ["It's order 771-20931-A I think, let me check... yes 771-20931-A", '771-20931-A'],
    ['#4521', '4521'],
    ['mi pedido es el AB-1234', 'AB-1234'],
    ['order no. 88213', '88213'],
    ['XK22ZB', 'XK22ZB'],
    // Groups of capitals written beside the figures are part of it (number plates); labels are not.
    ['creo que 4821 KLM, déjame mirar... sí, 4821 KLM', '4821 KLM'],
    ['AB 12345 please', 'AB 12345'],
    ['My ID 12345678Z', '12345678Z'],
    ['order 771 please', '771'],
  ])('%j → %j', (answer, id) => {
    expect(value(answer, 'identifier')).toBe(id);
  });
  it('asks which of two different identifiers', () => {
    expect(readText('either 1234-A or 1243-A', 'identifier')).toEqual({
      kind: 'ambiguous',
      candidates: ['1234-A', '1243-A'],
    });
  });
  it('refuses a sentence without one', () => {
    expect(readText("I don't have it with me right now", 'identifier').kind).toBe('invalid');
  });
  it.each(['Perdone', 'ok then', 'ahora lo busco'])('refuses words without a figure: %j', (said) => {
    expect(readText(said, 'identifier').kind).toBe('invalid');
  });
});

describe('readText: other texts', () => {
  it.each([
    ['Hi! We need a new website for our bakery, thanks!', 'We need a new website for our bakery'],
    ["It's Acme Ltd, I think", 'Acme Ltd'],
    ['Madrid', 'Madrid'],
    ['No', 'No'],
    [
      'A wedding for about 80 people in June, in the countryside near Segovia.',
      'A wedding for about 80 people in June, in the countryside near Segovia.',
    ],
  ])('%j → %j', (answer, text) => {
    expect(value(answer, 'text')).toBe(text);
  });
});

describe('helpers', () => {
  it.each(['asdf', 'qwerty', 'jjjj', 'lkjh', 'xcvb', 'sdfsdfsdf', 'zxc'])('%j is noise', (w) => {
    expect(isKeyboardNoise(w)).toBe(true);
  });
  it.each(['Ana', 'Yui', 'Wynn', 'Ng', 'Krzysztof', 'Aaron'])('%j is not noise', (w) => {
    expect(isKeyboardNoise(w)).toBe(false);
  });
  it('finds introduced names and identifiers', () => {
    expect(introducedName('hola, me llamo Ana y quería reservar')?.value).toBe('Ana');
    expect(introducedName("I'm looking for a caterer")).toBeNull();
    expect(identifiersIn('ref 12-AB and 12-ab, also 7')).toEqual(['12-AB']);
  });
});

describe('readText: a name given to a question that does not say "name"', () => {
  it.each([
    ['soy Marta', 'Marta'],
    ["I'm Tom Baker", 'Tom Baker'],
    ['this is Priya', 'Priya'],
    ['Acme Ltd', 'Acme Ltd'],
  ])('%j → %j', (answer, value) => {
    expect(readText(answer, 'text')).toEqual({ kind: 'value', value });
  });
});

describe('textKind: who is asked for', () => {
  it.each([
    ['Who should we ask for?', 'name'],
    ['¿Con quién hablo?', 'name'],
    ['Who is the event for?', 'text'],
    // A question opening with "who" asks for a person, unless for a business or for what something is for.
    ['¿Quién hace el pedido?', 'name'],
    ['Who is collecting the order?', 'name'],
    ["Who's organising?", 'name'],
    ['¿Quién recoge la reserva?', 'name'],
    ['Who is your energy supplier?', 'text'],
    ['¿Quién es tu aseguradora?', 'text'],
    ['Who is the party for?', 'text'],
    ['Order number?', 'identifier'],
    ['¿Número de pedido?', 'identifier'],
  ])('%j is %s', (q, kind) => {
    expect(textKind(q)).toBe(kind);
  });
});

describe('readText: emoji', () => {
  it('a text keeps the emoji inside it, a name keeps none', () => {
    // Free text is kept as written: its emoji and final punctuation included.
    expect(readText('🎉 A party 🎉 for my son 🎂', 'text')).toEqual({
      kind: 'value',
      value: '🎉 A party 🎉 for my son 🎂',
    });
    expect(readText('Can you do gluten-free?', 'text')).toEqual({
      kind: 'value',
      value: 'Can you do gluten-free?',
    });
    expect(readText('Marta 😊 Ruiz', 'name')).toEqual({ kind: 'value', value: 'Marta Ruiz' });
    expect(readText('Marta and Luis', 'name')).toEqual({ kind: 'value', value: 'Marta and Luis' });
  });
});

describe('readText: titles', () => {
  it.each([
    ['Mrs. Ruiz', 'Mrs. Ruiz'],
    ['Dr. John Smith here', 'Dr. John Smith'],
  ])('%j → %j', (answer, name) => {
    expect(readText(answer, 'name')).toEqual({ kind: 'value', value: name });
  });
});

describe('readText: the label of what is asked', () => {
  it.each([
    ['The company is Acme Ltd', 'What is your company called?', 'Acme Ltd'],
    ["it's called Acme", 'Company?', 'Acme'],
    ['la empresa se llama Acme', '¿Cómo se llama tu empresa?', 'Acme'],
  ])('%j to %j → %j', (answer, question, value) => {
    expect(readText(answer, 'text', question)).toEqual({ kind: 'value', value });
  });

  // Another label is not the question's: neither "the screen" nor the whole sentence is a company.
  it('a sentence with another label is asked again, not stored', () => {
    expect(readText('The problem is the screen', 'text', 'What is your company called?').kind).toBe(
      'invalid',
    );
  });
});

describe('readText: a name corrected in the same message', () => {
  it.each([
    ['Ana, sorry, Anna', 'Anna'],
    ['Jon, I mean John', 'John'],
    ['Marta Ruiz', 'Marta Ruiz'],
  ])('%j → %j', (answer, name) => {
    expect(readText(answer, 'name')).toEqual({ kind: 'value', value: name });
  });
});

describe('readText: a greeting that is also a given name', () => {
  it.each([
    ['Ola Nordmann', 'Ola Nordmann'],
    ['Salam Haddad', 'Salam Haddad'],
    ['ola, soy Jose', 'Jose'],
    ['Hi John', 'John'],
  ])('%j → %j', (answer, name) => {
    expect(readText(answer, 'name')).toEqual({ kind: 'value', value: name });
  });
});

describe("readText: the question's own words before the answer are a label", () => {
  it.each<[string, string, string]>([
    ['Conductor: Iñaki Etxeberria', '¿Nombre del conductor principal?', 'Iñaki Etxeberria'],
    ['the venue is The Old Mill', 'Event venue?', 'The Old Mill'],
    ['breed: border collie', "Dog's breed", 'border collie'],
  ])('%s (%s) → %s', (answer, question, value) => {
    expect(readText(answer, textKind(question), question)).toEqual({ kind: 'value', value });
  });
});

describe('readText: a verb said as "we do" is no name', () => {
  it.each(['Buscamos piso', 'Tenemos dos perros', 'Queremos reservar'])('%s', (answer) => {
    expect(readText(answer, 'name').kind).toBe('invalid');
  });
  it.each(['Ramos', 'Ana Ramos', 'Lemos'])('%s is still a name', (answer) => {
    expect(readText(answer, 'name').kind).toBe('value');
  });
});

describe('readText: where someone works is no part of their name', () => {
  it.each([
    ['Nacho de Cervecería La Tana', 'Nacho'],
    ['Pablo Ortiz de Talleres Ortiz', 'Pablo Ortiz'],
    ['Luis del Bar Pepe', 'Luis'],
    ['Kim at Northwind', 'Kim'],
    ['Hi this is Sam Reed with Acme Corp', 'Sam Reed'],
    ['Carmen de la Fuente', 'Carmen de la Fuente'],
    ['Juan de Dios Pérez', 'Juan de Dios Pérez'],
  ])('%s → %s', (answer, name) => {
    expect(value(answer, 'name')).toBe(name);
  });
});

describe('readText: "like I said", "como te dije" point back at an answer and are no part of it', () => {
  const read = (answer: string, question: string) => {
    const r = readText(answer, textKind(question), question);
    return r.kind === 'value' ? r.value : null;
  };
  it.each<[string, string, string]>([
    ['like I said, Surface Pro 7', 'Brand and model', 'Surface Pro 7'],
    ['as I mentioned, Ana Ruiz', 'Your name', 'Ana Ruiz'],
    ["as I've said: Ana Ruiz", 'Your name', 'Ana Ruiz'],
    ['como te dije, Valencia', 'Ciudad', 'Valencia'],
    ['como ya he dicho, Lucía Gómez', 'Nombre', 'Lucía Gómez'],
    // Look-alikes: the words are the answer itself, or a free text keeps them.
    ['Like I Said Records', 'Company', 'Like I Said Records'],
    [
      'like I said, the boiler makes a noise at night',
      'Describe the problem',
      'like I said, the boiler makes a noise at night',
    ],
    [
      'como te dije por teléfono, la caldera pierde agua',
      'Describe el problema',
      'como te dije por teléfono, la caldera pierde agua',
    ],
  ])('%j to %j = %j', (answer, question, expected) => {
    expect(read(answer, question)).toBe(expected);
  });
});

describe('readText: a name written wholly with capitals wins over a role that only opens with one', () => {
  it.each<[string, string]>([
    ['Presidenta de la comunidad, Rosario Quintana', 'Rosario Quintana'],
    ['Head of operations, Tom Hale', 'Tom Hale'],
    ['Jefa de obra, Lucía Ramos Gil', 'Lucía Ramos Gil'],
    ['Presidenta, Rosario Quintana', 'Rosario Quintana'],
    ['Presidenta de la, Rosario Quintana', 'Rosario Quintana'],
    ['Director, Tom Hale', 'Tom Hale'],
    // Look-alikes: the name comes first, or both parts are written as names.
    ['Tom Hale, head of operations', 'Tom Hale'],
    ['Rosario Quintana, presidenta de la comunidad', 'Rosario Quintana'],
    ['Ana, Directora de Marketing', 'Ana'],
    ['María de la Cruz', 'María de la Cruz'],
    ['Director', 'Director'],
    ['Rosario Quintana, Presidenta', 'Rosario Quintana'],
  ])('%j → %j', (answer, expected) => {
    expect(value(answer, 'name')).toBe(expected);
  });
});
