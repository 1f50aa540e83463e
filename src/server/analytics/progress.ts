import { applyVisibility, byOrder, type LogicQuestion } from '../../contract/logic';

/**
 * Where a conversation went, per question key: stored in `conversation.progress`, counted per form and day
 * by migration 0008's trigger (with the keys of `collectedData` as the answered ones).
 */
export interface ConversationProgress {
  /** Asked at least once (or answered before being asked). */
  reached: string[];
  /** Declined, left with a note, or passed by its showIf, and not answered. */
  skipped: string[];
  /** Asked again after an unclear, invalid or refused answer. */
  reasked: string[];
  /** The question being asked; an abandonment counts as its drop-off. Null once complete. */
  asking: string | null;
}

/** What this module reads of the interviewer's state: questions named by key (or by text, before keys). */
export interface StateLike {
  asking?: string | null;
  attempts?: Record<string, number>;
}

/**
 * What this module reads of a turn's outcome. Both shapes of the interviewer are read: names by text
 * (`accepted`, `skipped`, `invalid`, `clarify`) and by key (`answeredKeys`, `skippedKeys`, `reasked`).
 */
export interface OutcomeLike {
  state: StateLike;
  collected: Record<string, unknown>;
  completed: boolean;
  accepted?: string[];
  answeredKeys?: string[];
  skipped?: string[];
  skippedKeys?: string[];
  reasked?: string[];
  invalid?: { question: string }[];
  clarify?: { question: string } | null;
}

/** The conversation before the turn: its stored progress and hidden values (none on a first message). */
export interface BeforeTurn {
  state: unknown;
  progress?: ConversationProgress | null;
  hiddenFields?: Record<string, string>;
}

const EMPTY: ConversationProgress = { reached: [], skipped: [], reasked: [], asking: null };

/** The key of the question a name (key or text) means, or null. */
function keyOf(questions: readonly LogicQuestion[], name: string | null | undefined): string | null {
  if (!name) return null;
  const q = questions.find((x) => x.key === name) ?? questions.find((x) => x.text === name);
  return q ? (q.key ?? q.text) : null;
}

/** Answers re-keyed by question key, whatever the interviewer names them by. */
function answersByKey(questions: readonly LogicQuestion[], collected: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(collected)) out[keyOf(questions, name) ?? name] = value;
  return out;
}

/** Questions whose failed attempts grew this turn (the interviewer asks them again). */
function grownAttempts(before: StateLike, after: StateLike): string[] {
  const was = before.attempts ?? {};
  return Object.entries(after.attempts ?? {})
    .filter(([name, n]) => n > (was[name] ?? 0))
    .map(([name]) => name);
}

/**
 * The progress after one chat turn, from the state before it and the turn's outcome: called by the chat
 * service inside the turn's transaction, so the counters move with the conversation.
 */
export function turnProgress(
  questions: readonly LogicQuestion[],
  before: BeforeTurn,
  outcome: OutcomeLike,
): ConversationProgress {
  const prev = before.progress ?? EMPTY;
  const state = (before.state ?? {}) as StateLike;
  const sets = {
    reached: new Set(prev.reached),
    skipped: new Set(prev.skipped),
    reasked: new Set(prev.reasked),
  };
  const add = (set: Set<string>, names: Array<string | null | undefined>) => {
    for (const name of names) {
      const key = keyOf(questions, name);
      if (key) set.add(key);
    }
  };
  // The question asked before this turn (the opening asks the first one) and the one asked now.
  add(sets.reached, [state.asking, outcome.state.asking, ...(outcome.accepted ?? [])]);
  add(sets.reached, outcome.answeredKeys ?? []);
  add(sets.skipped, [...(outcome.skipped ?? []), ...(outcome.skippedKeys ?? [])]);
  add(sets.reasked, [
    ...(outcome.reasked ?? []),
    ...(outcome.invalid ?? []).map((i) => i.question),
    outcome.clarify?.question,
    ...grownAttempts(state, outcome.state),
  ]);
  const answers = answersByKey(questions, outcome.collected);
  const asking = keyOf(questions, outcome.state.asking);
  // Passed by its showIf: a hidden question placed before the one being asked (all of them once complete).
  const at = outcome.completed
    ? Number.POSITIVE_INFINITY
    : (questions.find((q) => (q.key ?? q.text) === asking)?.order ?? Number.NEGATIVE_INFINITY);
  for (const q of hiddenBy(questions, answers, before.hiddenFields))
    if (q.order < at) sets.skipped.add(q.key ?? q.text);
  for (const key of Object.keys(answers)) sets.skipped.delete(key);
  return {
    reached: [...sets.reached],
    skipped: [...sets.skipped],
    reasked: [...sets.reasked],
    asking: outcome.completed ? null : asking,
  };
}

/** Questions that the answers and hidden values leave out (their showIf does not hold). */
function hiddenBy(
  questions: readonly LogicQuestion[],
  answers: Record<string, unknown>,
  hidden: Record<string, string> | undefined,
): LogicQuestion[] {
  const { visible } = applyVisibility(questions, answers, hidden ?? {});
  const shown = new Set(visible);
  return byOrder(questions).filter((q) => !shown.has(q));
}

/** A classic submission's progress: every question shown was reached; those left empty or hidden, skipped. */
export function submissionProgress(
  questions: readonly LogicQuestion[],
  answers: Record<string, unknown>,
  hidden?: Record<string, string>,
): ConversationProgress {
  const { visible } = applyVisibility(questions, answers, hidden ?? {});
  const keys = byOrder(questions).map((q) => q.key ?? q.text);
  return {
    reached: byOrder(visible).map((q) => q.key ?? q.text),
    skipped: keys.filter((k) => !Object.hasOwn(answers, k)),
    reasked: [],
    asking: null,
  };
}
