// What a part of the classic form adds (GET /api/widget/logic.js, /api/widget/files.js): types only, so the
// core form stays small and each form downloads only the parts its questions need.
import type { Question } from './api';

/** An answer as an input gives it: text, choices, a rating, yes/no, a file's marker ('' when none). */
export type Answer = string | string[] | number | boolean;

/** Attributes of a question's input; a part may add its own (bounds as min, max, maxlength). */
export type InputAttrs = Record<string, string | number | boolean>;

/** An input a part made: what to place, what takes the focus and the error state, and its answer. */
export interface PartInput {
  node: HTMLElement;
  el: HTMLInputElement | HTMLTextAreaElement;
  get?: () => Answer;
}

/** A field of the classic form as parts read and update it. */
export interface PartField {
  q: Question;
  box: HTMLElement;
  label: HTMLElement;
  help?: HTMLElement;
  el: { value: string };
  get?: () => Answer;
  /** Shows (or clears, with '') the field's error. */
  show(problem: string): void;
}

export interface Part {
  /** An input for a question the core form does not handle itself, else undefined. */
  input?(q: Question, a: InputAttrs, label: HTMLElement, field: () => PartField): PartInput | undefined;
  /** Why a given answer would be refused beyond the core's checks; '' when fine. */
  problem?(q: Question, value: Answer): string;
  /** Called once the form is built (`form` given) and after every change. */
  refresh?(fields: PartField[], form?: HTMLElement): void;
}
