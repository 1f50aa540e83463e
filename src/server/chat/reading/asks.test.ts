import { describe, expect, it } from 'vitest';
import { readAsks } from './asks';

describe('readAsks: questions put to the interviewer', () => {
  it.each([
    // message, the asks found, only asks, handoff
    ['why do you need my phone?', ['why do you need my phone?'], true, false],
    ['do you open on Sundays?', ['do you open on Sundays?'], true, false],
    ['do you open on sundays', ['do you open on sundays'], true, false],
    ['¿cuánto cuesta?', ['¿cuánto cuesta?'], true, false],
    ['¿para qué queréis mi teléfono?', ['¿para qué queréis mi teléfono?'], true, false],
    ['hi, is parking included?', ['is parking included?'], true, false],
    ['I have a knee injury, is that OK?', ['is that OK?'], false, false],
    ['Hola! ¿Abrís los domingos? Me llamo Ana', ['¿Abrís los domingos?'], false, false],
    ['can I talk to someone?', ['can I talk to someone?'], true, true],
    ['quiero hablar con una persona', ['quiero hablar con una persona'], true, true],
    ['is there a human I can talk to?', ['is there a human I can talk to?'], true, true],
    ['Please connect me to your sales executive', ['Please connect me to your sales executive'], true, true],
    ['¿me pasas con un asesor por favor?', ['¿me pasas con un asesor por favor?'], true, true],
    ['¿Puedo hablar con Marta?', ['¿Puedo hablar con Marta?'], true, true],
    ['could someone give me a ring instead?', ['could someone give me a ring instead?'], true, true],
    ['need someone to photograph our team', [], false, false],
  ])('%s', (message, asks, onlyAsks, handoff) => {
    const r = readAsks(message);
    expect(r.asks.map((a) => a.text)).toEqual(asks);
    expect(r.onlyAsks).toBe(onlyAsks);
    expect(r.handoff).toBe(handoff);
  });

  it.each([
    'Premium?',
    'next Friday?',
    'about 40?',
    'What I need is a new website',
    'Es un cumpleaños',
    'que no quiero dar mi número',
    '¡Hola! Qué ilusión encontraros, me llamo Lucía',
    'es marta punto ruiz arroba gmail punto com',
    "ok. I'm Ana",
  ])('asks nothing: %s', (message) => {
    expect(readAsks(message).asks).toEqual([]);
  });

  it('tells a question about why something is asked from any other', () => {
    expect(readAsks('why do you need my e-mail?').asks[0]?.about).toBe('purpose');
    expect(readAsks('¿por qué necesitáis el teléfono?').asks[0]?.about).toBe('purpose');
    expect(readAsks('do you open on Sundays?').asks[0]?.about).toBe('other');
  });
});

describe('readAsks: a verb said to the business as "vosotros", with a question mark', () => {
  it.each<[string, boolean]>([
    ['arregláis eléctricas?', true],
    ['mandáis a Canarias?', true],
    ['y lo entregáis montado?', true],
    ['no cerráis en agosto?', true],
    ['país?', false],
    ['Eléctrica?', false],
  ])('%s', (text, expected) => {
    expect(readAsks(text).asks.length > 0).toBe(expected);
  });
});
