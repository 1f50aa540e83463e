import { describe, expect, it } from 'vitest';
import { headBeforeOtherTime, withoutAskedPreposition } from './text-tails';

describe('headBeforeOtherTime: a short fact, then a remark about another time', () => {
  it.each<[string, string | null]>([
    ['Oakridge Livery, moving her to Fernhill next month', 'Oakridge Livery'],
    ['upstairs lounge. it used to be in the hall', 'upstairs lounge'],
    ['en la Hípica El Robledal, aunque el mes que viene lo paso a otra', 'en la Hípica El Robledal'],
    ['en el salón de arriba, antes estaba en la entrada', 'en el salón de arriba'],
    ['Green Lane Surgery - we were at Parkside years ago', 'Green Lane Surgery'],
    // Look-alikes: one piece, a remark in the present, a head set in another time, a long head, a bare time word.
    ['Oakridge Livery', null],
    ['Golden Gate Park, near the windmill', null],
    ['Flat 4, 19 Ardmore Road', null],
    ['used to be Parkside, now Green Lane', null],
    ['antes en Vigo, ahora en Bilbao', null],
    ['the big room at the back of the house on the left, since last year', null],
    ['Hípica El Robledal, pronto', null],
    ['salón de arriba, el de la ventana grande', null],
  ])('%j → %j', (reply, head) => {
    expect(headBeforeOtherTime(reply)).toBe(head);
  });
});

describe('withoutAskedPreposition: the question’s own preposition said again', () => {
  it.each<[string, string, string]>([
    ['en el salón de arriba', '¿En qué habitación está el piano?', 'salón de arriba'],
    ['en la Hípica El Robledal', '¿En qué cuadra está tu caballo?', 'Hípica El Robledal'],
    ['at the Old Mill', 'Which venue is it at?', 'Old Mill'],
    // Look-alikes: a question without the preposition, an answer without it, "en" alone.
    ['en el salón de arriba', '¿Qué habitación?', 'en el salón de arriba'],
    ['at the Old Mill', 'Which venue?', 'at the Old Mill'],
    ['salón de arriba', '¿En qué habitación está el piano?', 'salón de arriba'],
    ['Entrevías', '¿En qué barrio vives?', 'Entrevías'],
    ['en', '¿En qué barrio vives?', 'en'],
  ])('%j to %j → %j', (value, question, out) => {
    expect(withoutAskedPreposition(value, question)).toBe(out);
  });
});
