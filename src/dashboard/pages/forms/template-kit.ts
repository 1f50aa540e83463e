// What the starter forms are made of (templates.ts, classic-templates.ts): data only, no React.
import type { CreateFormBody, Question } from '../../../contract/forms';
import type { IconName } from '../../components/icons';

export type TemplateId = 'lead' | 'booking' | 'nps' | 'support' | 'job';

/** A form body ready for POST /api/forms (or the builder), with the gallery's own title and pitch. */
export interface FormTemplate {
  id: TemplateId;
  icon: IconName;
  title: string;
  description: string;
  form: CreateFormBody & Required<Pick<CreateFormBody, 'language' | 'formType'>>;
}

/** The text in the template's language: English first, then Spanish. */
export type Say = (en: string, es: string) => string;
/** A template before its language is set. */
export type TemplateDraft = Omit<FormTemplate, 'form'> & { form: Omit<FormTemplate['form'], 'language'> };

/** Questions numbered in list order (each has its key: conditions and recall name keys). */
export const numbered = (questions: Omit<Question, 'order'>[]): Question[] =>
  questions.map((q, i) => ({ ...q, order: i }));
