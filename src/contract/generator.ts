import { z } from 'zod';
import { FormType, Language, Tone } from './enums';
import { Question } from './forms';

/** Body of POST /api/forms/generate: a description, a website URL, or both (empty strings count as absent). */
export const GenerateFormBody = z
  .object({
    description: z.string().trim().max(5000).optional(),
    url: z.string().trim().max(2000).optional(),
    language: Language.default('ES'),
  })
  .meta({ examples: [{ description: 'A bakery taking orders for birthday cakes', language: 'EN' }] });
export type GenerateFormBody = z.infer<typeof GenerateFormBody>;

/** A generated form: every field POST /api/forms accepts, ready to be sent there as is. Nothing is stored. */
export const GeneratedForm = z.object({
  name: z.string(),
  businessDescription: z.string().nullable(),
  welcomeMessage: z.string(),
  goodbyeMessage: z.string(),
  tone: Tone,
  language: Language,
  formType: FormType,
  objective: z.string().nullable(),
  questions: z.array(Question),
  /** `model`: written by the configured AI model; `template`: built without one, from a template and the description's words. */
  generatedBy: z.enum(['model', 'template']),
});
export type GeneratedForm = z.infer<typeof GeneratedForm>;
