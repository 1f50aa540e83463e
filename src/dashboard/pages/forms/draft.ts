import {
  AUTOMATIONS_DEFAULT,
  type CreateFormBody,
  type Form,
  NOTIFICATIONS_DEFAULT,
  type Question,
  STYLE_DEFAULTS,
} from '../../../contract/forms';
import type { GeneratedForm } from '../../../contract/generator';
import { BOUNDS } from './logic-fields';

/** What the builder edits: every settable field of a form, all present. */
export type FormDraft = Required<Omit<CreateFormBody, 'style' | 'automations' | 'notifications'>> & {
  style: Form['style'];
  automations: Form['automations'];
  notifications: Form['notifications'];
  isPublished: boolean;
};

const KEY = 'charla.generated-draft';

/** What a new form may start from: a generated form, or a starter form of the gallery (templates.ts). */
export type StashedDraft = GeneratedForm | (CreateFormBody & { language: GeneratedForm['language'] });

/** Keeps a form for the builder's next "new form" (survives the navigation, not the tab). */
export function stashDraft(draft: StashedDraft) {
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

function takeStashed(): StashedDraft | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StashedDraft;
  } catch {
    return null;
  }
}

/** A new form's template; `notify`: notifications on (the server sends e-mail, GET /api/setup). */
export function blankDraft(lang: 'ES' | 'EN', notify = false): FormDraft {
  const es = lang === 'ES';
  return {
    name: es ? 'Nuevo formulario' : 'New form',
    businessDescription: null,
    welcomeMessage: es ? '¡Hola! Gracias por escribirnos.' : 'Hi! Thanks for reaching out.',
    goodbyeMessage: es ? '¡Gracias! Te responderemos pronto.' : 'Thank you! We will get back to you soon.',
    tone: 'FRIENDLY',
    questions: [
      {
        order: 0,
        text: es ? '¿Cómo te llamas?' : 'What is your name?',
        type: 'text',
        required: true,
        options: null,
      },
      {
        order: 1,
        text: es ? '¿Cuál es tu correo?' : 'What is your e-mail?',
        type: 'email',
        required: true,
        options: null,
      },
    ],
    style: { ...STYLE_DEFAULTS },
    language: lang,
    formType: 'CONVERSATIONAL',
    allowedDomains: [],
    objective: null,
    automations: { ...AUTOMATIONS_DEFAULT },
    notifications: { ...NOTIFICATIONS_DEFAULT, onCompleted: notify },
    botProtection: false,
    hiddenFields: [],
    endings: [],
    knowledge: null,
    isPublished: false,
  };
}

/**
 * The draft a new form starts from: a stashed form when there is one (a generated one says how it was
 * generated: the builder tells the owner), else a small template.
 */
export function initialDraft(
  lang: 'ES' | 'EN',
  notify = false,
): { draft: FormDraft; generatedBy: GeneratedForm['generatedBy'] | null } {
  const g = takeStashed();
  if (!g) return { draft: blankDraft(lang, notify), generatedBy: null };
  const { generatedBy, ...form } = g as StashedDraft & { generatedBy?: GeneratedForm['generatedBy'] };
  const base = blankDraft(form.language, notify);
  const extra: Partial<CreateFormBody> = form;
  return {
    draft: {
      ...base,
      ...form,
      style: { ...base.style, ...extra.style },
      automations: { ...base.automations, ...extra.automations },
      notifications: { ...base.notifications, ...extra.notifications },
      questions: form.questions.map((q, i) => ({ ...q, order: i })),
    },
    generatedBy: generatedBy ?? null,
  };
}

export function draftFromForm(f: Form): FormDraft {
  return {
    name: f.name,
    businessDescription: f.businessDescription,
    welcomeMessage: f.welcomeMessage,
    goodbyeMessage: f.goodbyeMessage,
    tone: f.tone,
    questions: [...f.questions].sort((a, b) => a.order - b.order),
    style: { ...STYLE_DEFAULTS, ...f.style },
    language: f.language,
    formType: f.formType,
    allowedDomains: f.allowedDomains,
    objective: f.objective,
    automations: { ...AUTOMATIONS_DEFAULT, ...f.automations },
    notifications: { ...NOTIFICATIONS_DEFAULT, ...f.notifications },
    botProtection: f.botProtection,
    hiddenFields: f.hiddenFields,
    endings: f.endings,
    knowledge: f.knowledge,
    isPublished: f.isPublished,
  };
}

/** Questions renumbered 0..n-1 in list order (the order the visitor is asked them). */
export function renumber(questions: Question[]): Question[] {
  return questions.map((q, i) => ({ ...q, order: i }));
}

/** The body sent to the API: the draft with questions renumbered and empty optional text as null. */
export function draftToBody(d: FormDraft): CreateFormBody & { isPublished?: boolean } {
  const { isPublished: _ignored, ...rest } = d;
  return {
    ...rest,
    businessDescription: d.businessDescription?.trim() ? d.businessDescription : null,
    objective: d.objective?.trim() ? d.objective : null,
    questions: renumber(d.questions).map((q) => ({
      ...q,
      options: q.type === 'select' || q.type === 'multiselect' ? (q.options ?? []) : null,
      fileCategory: q.type === 'file' ? (q.fileCategory ?? 'any') : undefined,
      // Bounds the type has no use for (its type changed since) are not sent.
      validation: BOUNDS[q.type] ? (q.validation ?? null) : null,
    })),
  };
}
