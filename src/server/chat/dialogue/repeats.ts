import { againLine } from '../phrasing/phrasing';
import type { TurnContext } from './turn';

/**
 * The same prompt is never sent three times in a row: a reply that would repeat the last two word for word
 * is said with a short lead ("Let's try once more:"). The state keeps the last two replies.
 */
export function guardRepeats(ctx: TurnContext, reply: string): string {
  const recent = ctx.state.recentReplies ?? [];
  const third = recent.length === 2 && recent[0] === reply && recent[1] === reply;
  const said = third ? `${againLine(ctx.form.tone, ctx.language)} ${reply}` : reply;
  ctx.state.recentReplies = [...recent, said].slice(-2).map((r) => r.slice(0, 2000));
  return said;
}
