import type { Language, Tone } from '../../contract/enums';
import type { Question } from '../../contract/forms';

/** What the interviewer needs of a form. Questions are sorted by `order`. */
export interface InterviewForm {
  name: string;
  businessDescription: string | null;
  objective: string | null;
  welcomeMessage: string;
  goodbyeMessage: string;
  tone: Tone;
  language: Language;
  questions: Question[];
}

/** Engine state stored with a conversation (conversation.state). */
export interface InterviewState {
  /** Text of the question last asked; null once complete. */
  asking: string | null;
  /** Invalid attempts so far, per question text. */
  attempts: Record<string, number>;
  /** Optional questions the visitor declined, by text. */
  skipped: string[];
}

export interface TurnInput {
  form: InterviewForm;
  state: InterviewState;
  /** collectedData so far: question text → normalised value. */
  collected: Record<string, unknown>;
  /** The visitor's message of this turn. */
  message: string;
  /** Values an AI model proposes (question text → raw text); validated exactly like visitor text. */
  proposed?: Record<string, string | null>;
}

export interface TurnOutcome {
  state: InterviewState;
  collected: Record<string, unknown>;
  /** Question texts that got a valid value this turn. */
  accepted: string[];
  /** Answers given this turn that failed validation. */
  invalid: { question: string; reason: string }[];
  /** Optional question texts declined this turn. */
  skipped: string[];
  /** The question to ask now; null when the conversation is complete. */
  next: Question | null;
  completed: boolean;
  /** The reply the local engine gives: acknowledgement, re-ask or next question, or the goodbye message. */
  reply: string;
}

export type AnswerCheck = { ok: true; value: string | number } | { ok: false; reason: string };

export interface HistoryMessage {
  role: 'ASSISTANT' | 'VISITOR';
  content: string;
}
