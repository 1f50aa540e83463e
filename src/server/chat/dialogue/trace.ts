import { setOwn } from '../../../contract/own-keys';
import type { InterviewState } from '../types';

/**
 * Which reader stored each value, for measuring the interviewer only: the corpus runner sets
 * CHARLA_TRACE_READERS=1 and counts its wrong values by reader. Off, nothing is read or kept.
 */
export const tracingReaders = (): boolean => process.env.CHARLA_TRACE_READERS === '1';

/** Functions that only pass a value on: the reader is the caller that chose it. */
const PASSERS = new Set(['take', 'accept', 'readerHere', 'traceReader', 'Object.take', 'Object.accept']);

/**
 * The reader that is storing a value, from the call stack: "file:function < caller" for the first two frames
 * of the interviewer's own code that are not only passing the value on.
 */
export function readerHere(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const named: string[] = [];
  for (const f of frames) {
    const m = /at (?:(\S+) \()?.*?[/\\]chat[/\\](?:\w+[/\\])?([\w-]+)\.ts:\d+/.exec(f);
    if (!m) continue;
    const fn = (m[1] ?? '(anonymous)').replace(/^Object\./, '');
    if (PASSERS.has(fn) || m[2] === 'trace') continue;
    named.push(`${m[2]}:${fn}`);
    if (named.length === 2) break;
  }
  return named.join(' < ') || 'unknown';
}

/** Notes which reader stored the value of a question (only while tracing). */
export function traceReader(state: InterviewState, key: string, by?: string): void {
  if (!tracingReaders()) return;
  state.trace ??= {};
  setOwn(state.trace, key, by ?? readerHere());
}
