import { describe, expect, it } from 'vitest';
import { readAsks } from '../server/chat/reading/asks';
import { type Entry, entriesFor, type LiveItem, type LiveMessage, type LiveState } from './live-part';
import { texts } from './texts';

let n = 0;
const msg = (sentBy: LiveMessage['sentBy'], content: string, authorName: string | null = null): LiveItem => ({
  m: { id: `msg_${++n}`, content, sentBy, authorName },
});

/** Runs items through entriesFor as the live part does, the log growing with what it shows. */
function run(items: LiveItem[], log: Entry[] = [], state: LiveState = {}) {
  for (const item of items) log.push(...entriesFor(item, state, log[log.length - 1]));
  return { log, state };
}

describe('the live part of the chat', () => {
  it("shows a person's message with their name, after a notice that they joined", () => {
    const { log, state } = run([
      { h: { handler: 'HUMAN', authorName: 'Ana' } },
      msg('HUMAN', 'Hi, Ana here', 'Ana'),
    ]);
    expect(log).toEqual([
      [2, 'Ana joined the conversation'],
      [0, 'Hi, Ana here', 'Ana'],
    ]);
    expect(state.h).toBe('HUMAN');
  });

  it('announces the person once, from their first message when no handler event came (polling)', () => {
    const { log } = run([msg('HUMAN', 'Hello', 'Ana'), msg('HUMAN', 'Still there?', 'Ana')]);
    expect(log).toEqual([
      [2, 'Ana joined the conversation'],
      [0, 'Hello', 'Ana'],
      [0, 'Still there?', 'Ana'],
    ]);
  });

  it('says the person left on the hand-back, then shows the interviewer asking the next question', () => {
    const start = run([{ h: { handler: 'HUMAN', authorName: 'Ana' } }, msg('HUMAN', 'Done', 'Ana')]);
    const { log, state } = run(
      [{ h: { handler: 'BOT', authorName: null } }, msg('BOT', 'What is your e-mail?')],
      start.log,
      start.state,
    );
    expect(log.slice(2)).toEqual([
      [2, 'Ana left the conversation'],
      [0, 'What is your e-mail?'],
    ]);
    expect(state.h).toBe('BOT');
  });

  it('infers the hand-back from the interviewer speaking again where no handler event came (polling)', () => {
    const { log } = run([msg('HUMAN', 'Done', 'Ana'), msg('BOT', 'What is your e-mail?')]);
    expect(log.slice(2)).toEqual([
      [2, 'Ana left the conversation'],
      [0, 'What is your e-mail?'],
    ]);
  });

  it("skips the visitor's own messages and the interviewer's reply that already streamed into the log", () => {
    const log: Entry[] = [
      [1, 'Ann'],
      [0, 'Thanks Ann. What is your e-mail?'],
    ];
    run([msg('VISITOR', 'Ann'), msg('BOT', 'Thanks Ann. What is your e-mail?')], log);
    expect(log).toHaveLength(2);
  });

  it('ignores a handler event that changes nothing and names an unnamed person in the form language', () => {
    const ES = { joined: '{n} se ha unido a la conversación', left: '{n} ha salido', person: 'Una persona' };
    const state: LiveState = {};
    expect(entriesFor({ h: { handler: 'BOT' } }, state, undefined, ES)).toEqual([]);
    expect(entriesFor(msg('HUMAN', 'Hola', null), state, undefined, ES)).toEqual([
      [2, 'Una persona se ha unido a la conversación'],
      [0, 'Hola', 'Una persona'],
    ]);
    expect(entriesFor({ h: { handler: 'BOT' } }, state, undefined, ES)).toEqual([
      [2, 'Una persona ha salido'],
    ]);
  });

  it('sends, with its button, a message the interviewer reads as a request for a person (EN and ES)', () => {
    for (const language of ['EN', 'ES']) expect(readAsks(texts(language).human).handoff).toBe(true);
  });
});
