import { describe, expect, it } from 'vitest';
import { readAsks } from './asks';

describe('readAsks: what is not a question to the interviewer', () => {
  it.each([
    // Polite requests that carry an answer act on the form: nothing to answer.
    'could you note that I prefer mornings?',
    'Apologies, could you add payroll to the services as well?',
    "Could you put it under my dad's name, Reginald Hart",
    '¿me puedes apuntar para el sábado?',
    '¿me apuntas a las dos?',
    // Small talk about the interviewer's wellbeing, with a vocative or in any politeness.
    'Hola doctora, ¿cómo está?',
    "hey, how's your week going?",
    'how have you been?',
    '¿qué tal les va?',
    // "para que" inside a statement says what something is for.
    'Ah joya. Hacemos una app para que los clubes de barrio gestionen sus socios',
  ])('asks nothing: %s', (message) => {
    expect(readAsks(message).asks.filter((a) => !a.handoff)).toEqual([]);
  });

  it.each([
    ['could we have a table by the window?', 'could we have a table by the window?'],
    ['can you make a gluten-free cake?', 'can you make a gluten-free cake?'],
    ["It's our anniversary — could we have a table by the window?", 'could we have a table by the window?'],
  ])('still asks: %s', (message, ask) => {
    const r = readAsks(message);
    expect(r.asks.map((a) => a.text)).toEqual([ask]);
  });

  it('an answer before a dash is not part of the question', () => {
    expect(readAsks("It's our anniversary — could we have a table by the window?").onlyAsks).toBe(false);
  });
});

describe('readAsks: asking for a person', () => {
  it.each([
    ['Necesito hablar con la doctora directamente, es sobre mi tratamiento', true],
    ['can I speak to the manager?', true],
    ['I want to talk with one of your advisors', true],
    ['Perdone, ¿me puede atender alguien de verdad?', true],
    ['Paso de bots, que me llame una persona al 633 210 987', true],
    ['I need to talk to my wife first', false],
    // A request to speak to one of the business's people, whatever their trade.
    ['Could I speak to one of the solicitors directly, please?', true],
    ['may we talk to the surveyor before we book?', true],
    ['I would like to speak with someone from your lettings team', true],
    ['¿Podría hablar con alguno de los arquitectos?', true],
    ['quisiera hablar directamente con la fisioterapeuta', true],
    ['can I talk to my husband about it and come back?', false],
    ['could I speak to the landlord first and let you know', false],
    ['¿puedo hablar con mi socio antes y os digo?', false],
    ["I'd rather speak to an actual architect", true],
    ["I'd rather speak to my own accountant", false],
    ['we spoke to the solicitors last year', false],
    ['tengo que hablar con los vecinos primero', false],
    ['need someone to photograph our team', false],
    ['the person to contact is my assistant', false],
    // Asking after someone by name.
    ['is Margaret in today? she did my last fitting', true],
    ['hola, ¿está Lucía por ahí?', true],
    ['¿Germán está? prefiero tratarlo con él', true],
    ['Is Dr Okafor around this week?', true],
    // A day, a place or a thing is not someone.
    ['Is Thursday free?', false],
    ['is Leeds in your area?', false],
    ['¿Está Valencia incluida?', false],
  ])('%s', (message, handoff) => {
    expect(readAsks(message).handoff).toBe(handoff);
  });

  it('an apology before the request answers nothing', () => {
    expect(readAsks('Perdone, ¿me puede atender alguien de verdad?').onlyAsks).toBe(true);
  });
});

describe('readAsks: a question announced, not asked yet', () => {
  it.each([
    'Hi, I have a question about prices',
    'tengo una duda',
    'hola, quería consultar una cosa',
    'can I ask you something?',
  ])('%s', (message) => {
    const r = readAsks(message);
    expect(r.asks).toEqual([]);
    expect(r.announced).toBe(true);
    expect(r.onlyAsks).toBe(true);
  });

  it('a question asked after the announcement is the question', () => {
    const r = readAsks('una duda, ¿el comprador paga comisión?');
    expect(r.asks.map((a) => a.text)).toEqual(['¿el comprador paga comisión?']);
    expect(r.announced).toBe(false);
  });
});
