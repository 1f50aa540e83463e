import { rebuildCounters } from '../server/conversations/counter-store';
import { type ParsedArgs, take } from './args';
import type { Prepared } from './user';

/**
 * `charla counters rebuild`: recomputes the conversation and analytics counters from the rows (a repair; safe
 * while servers run). Views and opens are kept: nothing but the widget's events records them.
 */
function rebuild(args: ParsedArgs): Prepared {
  take('counters rebuild', args, {});
  return async (instance, io) => {
    const wrong = await rebuildCounters(instance.db);
    const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
    io.out(
      `Counters rebuilt; ${n(wrong.owners, 'owner', 'owners')}, ${n(wrong.forms, 'form', 'forms')} and ${n(wrong.days, 'day', 'days')} were off`,
    );
    io.out(
      `Analytics recounted from the conversations; ${n(wrong.analytics, "form's counters were", "forms' counters were")} off. Views and opens cannot be recounted (only the widget's events record them): they were kept as they are`,
    );
  };
}

export const countersCommands: Record<string, (args: ParsedArgs) => Prepared> = { rebuild };
