import type { FieldErrors } from '../../lib/zod-form';
import type { FormDraft } from './draft';

/** What each builder section receives: the draft, a setter for one field, and the validation errors. */
export interface SectionProps {
  draft: FormDraft;
  set: <K extends keyof FormDraft>(key: K, value: FormDraft[K]) => void;
  errors: FieldErrors;
}
