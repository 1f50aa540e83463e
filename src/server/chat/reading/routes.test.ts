import { describe, expect, it } from 'vitest';
import { placeMention } from './facts';
import { routeMention } from './routes';

describe('routeMention: "from" one place "to" another, anywhere in a message', () => {
  const [from, to] = ['Which town are you moving from?', 'Which town are you moving to?'];
  it.each<[string, [string, string] | null]>([
    ['hi, relocating from york to bath, 2 bed flat', ['york', 'bath']],
    ['Hello! We go from Cardiff to Newcastle upon Tyne next spring', ['Cardiff', 'Newcastle upon Tyne']],
    ['vamos de Vigo a Santiago de Compostela en mayo', ['Vigo', 'Santiago de Compostela']],
    ['from monday to friday', null],
    ['we move from york to bath and then to leeds next year', null],
    ['Just York', null],
  ])('%j → %j', (said, places) => {
    const r = routeMention(said, from, to);
    expect(r && [r.from.value, r.to.value]).toEqual(places);
  });
  it('needs a "from" question and a "to" question', () => {
    expect(routeMention('from york to bath', 'Your town?', to)).toBeNull();
  });
  it('a "to" question takes no place said after "from"', () => {
    expect(placeMention('Hi, leaving from Derby soon', to)).toBeNull();
    expect(placeMention('Hi, leaving from Derby soon', from)?.value).toBe('Derby');
  });
});
