import { openingMessage, runTurn } from '../src/server/chat/engine';
import type { InterviewForm } from '../src/server/chat/types';
import { loadPart } from '../test/interviewer-corpus/corpus';

/** Milliseconds per engine turn (no database, no HTTP) over every visitor message of the tuned corpus, `rounds` times. */
export function engineTurnTimes(rounds: number): number[] {
  const times: number[] = [];
  const dialogues = loadPart('tuned');
  for (let round = 0; round < rounds; round++)
    for (const d of dialogues) {
      const form = {
        name: d.id,
        businessDescription: null,
        objective: null,
        welcomeMessage: 'Hi!',
        goodbyeMessage: 'Thanks!',
        tone: d.form.tone,
        language: d.form.language,
        questions: d.form.questions,
      } as unknown as InterviewForm;
      let { state } = openingMessage(form);
      let collected: Record<string, unknown> = {};
      const now = new Date(d.now);
      for (const message of d.turns) {
        const started = performance.now();
        const out = runTurn({ form, state, collected, message }, now);
        times.push(performance.now() - started);
        state = out.state;
        collected = out.collected;
        if (out.completed) break;
      }
    }
  return times;
}
