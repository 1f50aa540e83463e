import { describe, expect, it } from 'vitest';
import { doubtfulFact } from './fact-doubts';
import { saidKind } from './kind-frames';
import { readYesNo } from './kinds';
import { answerShape } from './text-fit';

describe('doubtfulFact: a short fact doubted, denied, dated or contrasted', () => {
  it.each<[string, string, boolean]>([
    // Hedges and open choices.
    ['probably Harbour Tech, still deciding', 'Company name?', true],
    ['quizás Estudio Norte, aún lo estamos pensando', '¿Nombre de la empresa?', true],
    ['somewhere between Cork and Galway', 'Which town?', true],
    // Denials.
    ["it isn't a spaniel, just looks like one", 'Breed?', true],
    ['no es de Sevilla, es de cerca', '¿Ciudad?', true],
    // A time gone by.
    ['I was an accountant until March', 'Job title?', true],
    ['antes vivía en Vigo', '¿En qué ciudad vives?', true],
    // A contrast.
    ['registered in Dublin but we operate from Lyon', 'City?', true],
    // Someone else's.
    ['my husband is a firefighter', 'Your occupation?', true],
    ['nuestro cliente es Grupo Faro', '¿Empresa?', true],
    // Look-alikes: a plain fact, a short reply, a question that takes free text, a name question.
    ['Harbour Tech Ltd', 'Company name?', false],
    ['we are Harbour Tech', 'Company name?', false],
    ['Not Ltd', 'Company name?', false],
    ['I live in Vigo', '¿En qué ciudad vives?', false],
    ['a cocker spaniel', 'Breed?', false],
    ['senior nurse at the clinic', 'Job title?', false],
    ['not sure yet, maybe next week but I can say later', 'Anything else?', false],
    ['no, Marta but not Martha', 'Your name?', false],
  ])('%s (%s) → %s', (reply, q, doubted) => {
    const kind = /name\?$/i.test(q) && !/company/i.test(q) ? 'name' : 'text';
    expect(doubtfulFact(reply, q, kind)).toBe(doubted);
  });
});

describe('readYesNo: not knowing is no "no"', () => {
  it.each<[string, boolean | null]>([
    ["I don't know, I'd have to check", null],
    ['not sure, maybe', null],
    ['no sé, tendría que mirarlo', null],
    ['no se si vendrá', null],
    ['ni idea', null],
    // Look-alikes: a plain no, "no se puede" (it cannot be), a "no" with reasons.
    ["no, I don't", false],
    ['no se puede, lo siento', false],
    ['no, vamos en tren', false],
  ])('%s → %s', (reply, v) => expect(readYesNo(reply)).toBe(v));
});

describe('saidKind: a kind denied is no kind said', () => {
  it.each<[string, string | null]>([
    ['no es un caniche aunque lo parece', null],
    ['tampoco es un galgo', null],
    ['es un caniche precioso', 'caniche'],
  ])('%s → %s', (text, v) =>
    expect(saidKind(text, '¿Raza del perro?', '¿Raza del perro?')?.value ?? null).toBe(v),
  );
});

describe('answerShape: not knowing what to write is a hesitation', () => {
  it.each<[string, string | null]>([
    ['not sure what to put here', 'filler'],
    ['no sé qué poner', 'filler'],
    ['no sé qué escribir aquí', 'filler'],
    // Look-alikes: words about writing that say something.
    ['what to write on the cake: Happy 40th', null],
    ['put the sofa here', null],
  ])('%s → %s', (reply, shape) => expect(answerShape(reply)).toBe(shape));
});
