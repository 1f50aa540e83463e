import { describe, expect, it } from 'vitest';
import { headBeforeOtherTime, restatedAfterCorrection, withoutAskedPreposition } from './text-tails';

describe('headBeforeOtherTime: a short fact, then a remark about another time', () => {
  it.each<[string, string | null]>([
    ['Oakridge Livery, moving her to Fernhill next month', 'Oakridge Livery'],
    ['upstairs lounge. it used to be in the hall', 'upstairs lounge'],
    ['en la Hípica El Robledal, aunque el mes que viene lo paso a otra', 'en la Hípica El Robledal'],
    ['en el salón de arriba, antes estaba en la entrada', 'en el salón de arriba'],
    ['Green Lane Surgery - we were at Parkside years ago', 'Green Lane Surgery'],
    ['Harbour Vets, we were at Green Cross before', 'Harbour Vets'],
    ['Pinewood Kennels. Bella was there last summer', 'Pinewood Kennels'],
    ['Oxford Street branch, not the Soho one', 'Oxford Street branch'],
    ['Hípica Norte, no la del sur', 'Hípica Norte'],
    // Look-alikes: one piece, a remark in the present, a head set in another time, a long head, a bare time word.
    ['Oakridge Livery', null],
    ['Golden Gate Park, near the windmill', null],
    ['Flat 4, 19 Ardmore Road', null],
    ['used to be Parkside, now Green Lane', null],
    ['antes en Vigo, ahora en Bilbao', null],
    ['the big room at the back of the house on the left, since last year', null],
    ['Hípica El Robledal, pronto', null],
    ['salón de arriba, el de la ventana grande', null],
    ['Harbour Vets, before the roundabout', null],
    ['Harbour Vets, the one on Mill Street', null],
    ['not Soho, Oxford Street', null],
    ['Oxford Street, now', null],
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

describe('restatedAfterCorrection: a value, a self-correction, the value said again', () => {
  it.each<[string, string | null]>([
    ['Calle Luna 4, perdón, Calle Luna 14', 'Calle Luna 14'],
    ['Oakridge Stables, sorry, Oakridge Livery', 'Oakridge Livery'],
    ['Unit 5 Mill Lane. I mean Unit 7 Mill Lane', 'Unit 7 Mill Lane'],
    ['Hotel Sol, no espera, Hotel Sol y Mar', 'Hotel Sol y Mar'],
    // Look-alikes: an apology that is no second try, a cue at the start, no cue, a new value sharing nothing.
    ['Leeds, sorry for the wait', null],
    ['sorry, Calle Luna 14', null],
    ['Calle Luna 14', null],
    ['Hotel Sol, perdona la tardanza', null],
    ['Calle Luna 4, sorry, Plaza Mayor 2', null],
  ])('%j → %j', (reply, value) => expect(restatedAfterCorrection(reply)).toBe(value));
});
