// A classic submission read against its form: which questions are shown (showIf on the hidden values and
// the answers before them), which of those are required, and every shown answer read by its type.
import { Msg } from '../../contract/errors';
import type { StoredQuestion } from '../../contract/forms';
import { byOrder, evaluateCondition } from '../../contract/logic';
import { setOwn } from '../../contract/own-keys';
import { FILE_ANSWER_PREFIX, type SubmitAnswer, type SubmitBody } from '../../contract/widget';
import { AppError, invalidData } from '../http/errors';
import { answerAsWritten, isBlank, readFormAnswer } from './answers';

/**
 * Each submitted answer by the key of the question it answers: named by the question's text (exactly, else
 * without case), or by its key. Names of no question are ignored.
 */
export function answersByKey(
  questions: readonly StoredQuestion[],
  answers: SubmitBody['answers'],
): Map<string, SubmitAnswer> {
  const fold = (s: string) => s.trim().toLowerCase();
  const byText = new Map(questions.map((q) => [fold(q.text), q]));
  const keys = new Set(questions.map((q) => q.key));
  const out = new Map<string, SubmitAnswer>();
  for (const [name, value] of Object.entries(answers)) {
    const q = byText.get(fold(name));
    const key = q?.key ?? (keys.has(name) ? name : undefined);
    if (key === undefined) continue;
    if (!out.has(key) || q?.text === name) out.set(key, value);
  }
  return out;
}

/** The declared hidden fields' values (a first chat message, a submission), in the form's order (others ignored). */
export function hiddenValues(declared: readonly string[], given: Record<string, string> | undefined) {
  const out: Record<string, string> = {};
  if (!given) return out;
  for (const name of declared) if (Object.hasOwn(given, name)) out[name] = given[name]!.trim();
  return out;
}

export interface Submission {
  /** Stored answers by question key (shown questions only). */
  collected: Record<string, unknown>;
  /** Each stored answer as the visitor's transcript message shows it, by key. */
  written: Record<string, string>;
  /** What conditions and recall read: the hidden values and the stored answers. */
  values: Record<string, unknown>;
  hidden: Record<string, string>;
  files: { uploadId: string; question: string }[];
}

interface SubmittedForm {
  row: {
    questions: StoredQuestion[];
    hiddenFields: string[] | null;
    language: string;
  };
}

/**
 * Reads a submission (`at`: its moment, for relative dates and "today" bounds). A question whose `showIf`
 * does not hold is neither required nor stored, whatever was sent for it. 400 Missing required field for
 * the first shown required question without an answer, else 400 Invalid data naming each refused answer.
 */
export function readSubmission(f: SubmittedForm, body: SubmitBody, at: Date): Submission {
  const language = f.row.language === 'EN' ? 'EN' : 'ES';
  const given = answersByKey(f.row.questions, body.answers);
  const hidden = hiddenValues(f.row.hiddenFields ?? [], body.hidden);
  const values: Record<string, unknown> = { ...hidden };
  const collected: Record<string, unknown> = {};
  const written: Record<string, string> = {};
  const files: Submission['files'] = [];
  const issues: { path: string; message: string }[] = [];
  const keep = (q: StoredQuestion, value: unknown, text: string) => {
    setOwn(collected, q.key, value);
    setOwn(values, q.key, value);
    setOwn(written, q.key, text);
  };
  for (const q of byOrder(f.row.questions)) {
    if (!evaluateCondition(q.showIf, values)) continue;
    const raw = given.get(q.key);
    if (raw === undefined || isBlank(raw)) {
      if (q.required) throw new AppError(400, Msg.missingRequired(q.text));
      continue;
    }
    if (q.type === 'file') {
      const marker = typeof raw === 'string' ? raw.trim() : '';
      const id = marker.startsWith(FILE_ANSWER_PREFIX) ? marker.slice(FILE_ANSWER_PREFIX.length) : '';
      if (!id) issues.push({ path: q.text, message: 'Expected an uploaded file' });
      else {
        keep(q, marker, marker);
        files.push({ uploadId: id, question: q.text });
      }
      continue;
    }
    const read = readFormAnswer(q, raw, language, at);
    if (read.ok) keep(q, read.value, answerAsWritten(raw, read.value, language));
    else issues.push({ path: q.text, message: read.reason });
  }
  if (issues.length) throw invalidData(issues);
  return { collected, written, values, hidden, files };
}
