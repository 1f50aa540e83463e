import { normalizeDomain } from '../../../contract/domains';
import { CreateFormBody, formContentIssues } from '../../../contract/forms';
import { type FieldErrors, issuesToErrors } from '../../lib/zod-form';
import { draftToBody, type FormDraft } from './draft';

/** Every problem the API would refuse the draft for, keyed by field path (`questions.2.options`). */
export function validateDraft(draft: FormDraft): FieldErrors {
  const body = draftToBody(draft);
  const parsed = CreateFormBody.safeParse(body);
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
  const content = {
    formType: draft.formType,
    questions: body.questions,
    hiddenFields: draft.hiddenFields,
    endings: draft.endings,
    goodbyeMessage: draft.goodbyeMessage,
  };
  for (const issue of formContentIssues(content)) {
    const at = issue.indexOf(': ');
    const path = issue.slice(0, at);
    if (!(path in errors)) errors[path] = issue.slice(at + 2);
  }
  if (draft.allowedDomains.some((d) => !normalizeDomain(d))) errors.allowedDomains ??= 'invalid';
  return errors;
}

export type BuilderSection = 'content' | 'questions' | 'logic' | 'style' | 'settings';

/** The builder tab that shows a field path. */
export function sectionOf(path: string): BuilderSection {
  if (path.startsWith('questions')) return 'questions';
  if (path.startsWith('hiddenFields') || path.startsWith('endings')) return 'logic';
  if (path.startsWith('style')) return 'style';
  if (path.startsWith('allowedDomains') || path.startsWith('automations') || path.startsWith('notifications'))
    return 'settings';
  return 'content';
}
