import type { Language, Tone } from '../../contract/enums';
import type { Ending, Question } from '../../contract/forms';
import type { Proposal } from './model/prompts';

/** What the interviewer needs of a form. Questions are sorted by `order`. */
export interface InterviewForm {
  name: string;
  businessDescription: string | null;
  /** Facts the interviewer may answer visitors' questions from (hours, prices, policies). */
  knowledge?: string | null;
  /** On completion the first ending whose `when` holds replaces the goodbye (with its redirect). */
  endings?: Ending[];
  objective: string | null;
  welcomeMessage: string;
  goodbyeMessage: string;
  tone: Tone;
  language: Language;
  questions: Question[];
}

/** A clarifying question waiting for the visitor's answer: which candidate (or new value) they mean. */
export interface Clarification {
  question: string;
  candidates: (string | number)[];
  /** The candidates are the two ends of a range the visitor gave. */
  range: boolean;
  /** How many times it has been asked (after two, the way out is offered with it). */
  asked?: number;
}

/** Engine state stored with a conversation (conversation.state). */
export interface InterviewState {
  /** The question last asked (its key, or its text on forms without keys); null once complete. */
  asking: string | null;
  /** Failed attempts so far, per question text (invalid answers, non-answers, refusals of a required one). */
  attempts: Record<string, number>;
  /** Questions the visitor declined (optional ones, or required ones after the way out), by text. */
  skipped: string[];
  /** Notes the visitor left instead of answering, by question text (the owner sees them). */
  notes?: Record<string, string>;
  /** The question whose way out (skip or leave a note) was offered, until it is settled. */
  offered?: string | null;
  /** Clarifying questions waiting for an answer, by question: none blocks the others. */
  clarifications?: Record<string, Clarification>;
  /** Questions whose clarification the visitor passed over: asked again once the others are done. */
  parked?: string[];
  /** Read from older states only (one clarification, for the question being asked). */
  clarify?: unknown;
  /** The language the interviewer replies in (the visitor's once they clearly write the other one). */
  replyLanguage?: Language;
  /** The question answered last: the target of a correction that names nothing else. */
  lastAnswered?: string | null;
  /** The last two replies: the same prompt is never sent three times in a row. */
  recentReplies?: string[];
  /** Questions passed because their showIf did not hold, already reported. */
  passed?: string[];
  /** The visitor's last messages and the parts their answers used: read again before a question is asked. */
  earlier?: EarlierMessage[];
  /** Questions already looked back for in the earlier messages (once each). */
  lookedBack?: string[];
  /** Which reader stored each value, by question (kept only while measuring: CHARLA_TRACE_READERS=1). */
  trace?: Record<string, string>;
  /** A multiselect answer refused for too many choices: the choices, while that question is asked again. */
  tooMany?: { question: string; choices: string[] };
}

/** A visitor message kept for looking back: its text, the language it was read in, the spans answers used. */
export interface EarlierMessage {
  text: string;
  language: Language;
  used: [number, number][];
}

export interface TurnInput {
  form: InterviewForm;
  state: InterviewState;
  /** collectedData so far: question text → normalised value. */
  collected: Record<string, unknown>;
  /** The visitor's message of this turn. */
  message: string;
  /** Values an AI model proposes (question key or text → a proposal or raw text); validated like visitor text. */
  proposed?: Record<string, Proposal | string | null>;
  /** Answers a model gives to the visitor's questions, grounded in the knowledge (checked before use). */
  answers?: Record<string, string | null>;
  /** Values the embedding page passed in, by hidden field name. */
  hidden?: Record<string, string>;
}

/** A question the visitor put to the interviewer this turn. */
export interface VisitorQuestion {
  text: string;
  /** The form's knowledge, description or the question's help held the answer. */
  answered: boolean;
}

export interface TurnOutcome {
  state: InterviewState;
  collected: Record<string, unknown>;
  /** Question texts that got a valid value this turn. */
  accepted: string[];
  /** Answers given this turn that failed validation. */
  invalid: { question: string; reason: string }[];
  /** Question texts declined (or left with a note) this turn. */
  skipped: string[];
  /** Question texts whose earlier answer this message corrected. */
  corrected: string[];
  /** The clarifying question asked this turn (its text is in `ask`). */
  clarify: Clarification | null;
  /** The way out (skip or leave a note) was offered this turn. */
  wayOut: boolean;
  /** The language the reply is written in. */
  replyLanguage: Language;
  /** What the reply asks last, verbatim: the next question, a clarifying question, or the way out with the question. */
  ask: string;
  /** The question to ask now; null when the conversation is complete. */
  next: Question | null;
  completed: boolean;
  /** The reply the local engine gives: acknowledgement, re-ask or next question, or the goodbye message. */
  reply: string;
  /** Keys (or texts) of the questions answered this turn, corrections included. */
  answeredKeys: string[];
  /** Keys of the questions declined or left with a note this turn. */
  skippedKeys: string[];
  /** Keys of the questions asked again this turn (refused, unclear, or passed over). */
  reasked: string[];
  /** What the visitor asked the interviewer this turn, and whether it could answer. */
  visitorQuestions: VisitorQuestion[];
  /** The visitor asked to talk to a person. */
  needsHuman: boolean;
  /** The completing reply's redirect (the chosen ending's), else null. */
  redirectUrl: string | null;
}

export type AnswerCheck = { ok: true; value: string | number } | { ok: false; reason: string; key?: string };

export interface HistoryMessage {
  role: 'ASSISTANT' | 'VISITOR';
  content: string;
}
