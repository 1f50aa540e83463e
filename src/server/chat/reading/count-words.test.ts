import { describe, expect, it } from 'vitest';
import { oneOfCounted } from './count-words';

describe('oneOfCounted: one of the very thing a count question names', () => {
  it.each<[string, string, number | null]>([
    ['just the one dog', 'How many dogs?', 1],
    ['only one bedroom really', 'How many bedrooms do you need?', 1],
    ['a single car', 'How many cars?', 1],
    ['solo un perro', '¿Cuántos perros tienes?', 1],
    ['una sola habitación', '¿Cuántas habitaciones?', 1],
    // Look-alikes: an article alone, another noun, "one of", two mentions, no noun in the question.
    ['a dog', 'How many dogs?', null],
    ['un perro', '¿Cuántos perros tienes?', null],
    ['one cat', 'How many dogs?', null],
    ['one of the dogs is old', 'How many dogs?', null],
    ['one dog here and one dog at my mum’s', 'How many dogs?', null],
    ['just the one', 'How many?', null],
    // A question that qualifies its noun, and a longer message about something else.
    ['just the one hive', 'How many new hives would you like to buy?', null],
    ['well i inherited one hive from my uncle last spring', 'How many hives?', null],
    ['un solo perro, el otro se murió el año pasado', '¿Cuántos perros tienes?', null],
  ])('%j to %j → %s', (text, question, expected) => {
    expect(oneOfCounted(text, question)?.value ?? null).toBe(expected);
  });
});
