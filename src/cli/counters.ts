import { rebuildCounters } from '../server/conversations/counter-store';
import { type ParsedArgs, take } from './args';
import type { Prepared } from './user';

/** `charla counters rebuild`: recomputes the conversation counters from the rows (a repair; safe while servers run). */
function rebuild(args: ParsedArgs): Prepared {
  take('counters rebuild', args, {});
  return async (instance, io) => {
    const wrong = await rebuildCounters(instance.db);
    const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
    io.out(
      `Counters rebuilt; ${n(wrong.owners, 'owner', 'owners')}, ${n(wrong.forms, 'form', 'forms')} and ${n(wrong.days, 'day', 'days')} were off`,
    );
  };
}

export const countersCommands: Record<string, (args: ParsedArgs) => Prepared> = { rebuild };
