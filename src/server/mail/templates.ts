import { FILE_ANSWER_PREFIX } from '../../contract/widget';
import type { OutgoingMail } from './transport';

type Lang = 'ES' | 'EN';

/** Text made safe to place in HTML (element content and quoted attribute values). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const layout = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#111;line-height:1.5">${body}</body></html>`;

export interface CompletedMailInput {
  language: Lang;
  formName: string;
  /** Answers in question order. */
  answers: Array<[question: string, value: unknown]>;
  /** Values the embedding page passed in, by hidden field name. */
  hidden?: Array<[name: string, value: string]>;
  /** Uploaded files by upload id: their names for the links. */
  files: Map<string, { fileName: string }>;
  conversationUrl: string;
  /** The download address of an upload (the owner opens it signed in). */
  fileUrl: (uploadId: string) => string;
}

const COMPLETED_TEXT = {
  ES: {
    subject: (name: string) => `Nueva respuesta en «${name}»`,
    intro: (name: string) => `Alguien completó «${name}». Sus respuestas:`,
    open: 'Ver la conversación',
    noAnswers: '(sin respuestas)',
    hidden: 'Campos ocultos',
  },
  EN: {
    subject: (name: string) => `New response to "${name}"`,
    intro: (name: string) => `Someone completed "${name}". Their answers:`,
    open: 'View the conversation',
    noAnswers: '(no answers)',
    hidden: 'Hidden fields',
  },
} as const;

function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The owner's e-mail for a completed conversation: answers in order, files as links, a link to it. */
export function completedMail(input: CompletedMailInput): Omit<OutgoingMail, 'to'> {
  const t = COMPLETED_TEXT[input.language];
  const rows = input.answers.map(([question, value]) => {
    if (typeof value === 'string' && value.startsWith(FILE_ANSWER_PREFIX)) {
      const uploadId = value.slice(FILE_ANSWER_PREFIX.length);
      const name = input.files.get(uploadId)?.fileName ?? uploadId;
      const url = input.fileUrl(uploadId);
      return {
        text: `${question}\n${name}: ${url}`,
        html: `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(question)}</th><td style="padding:4px 0"><a href="${escapeHtml(url)}">${escapeHtml(name)}</a></td></tr>`,
      };
    }
    const answer = answerText(value);
    return {
      text: `${question}\n${answer}`,
      html: `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(question)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(answer)}</td></tr>`,
    };
  });
  const hidden = input.hidden ?? [];
  const text = [
    t.intro(input.formName),
    '',
    rows.length ? rows.map((r) => r.text).join('\n\n') : t.noAnswers,
    '',
    ...(hidden.length ? [`${t.hidden}:`, ...hidden.map(([k, v]) => `${k}: ${v}`), ''] : []),
    `${t.open}: ${input.conversationUrl}`,
    '',
  ].join('\n');
  const html = layout(
    `<p>${escapeHtml(t.intro(input.formName))}</p>` +
      (rows.length
        ? `<table style="border-collapse:collapse">${rows.map((r) => r.html).join('')}</table>`
        : `<p>${escapeHtml(t.noAnswers)}</p>`) +
      (hidden.length
        ? `<p style="color:#555">${escapeHtml(t.hidden)}: ${hidden.map(([k, v]) => `${escapeHtml(k)}=${escapeHtml(v)}`).join(', ')}</p>`
        : '') +
      `<p><a href="${escapeHtml(input.conversationUrl)}">${escapeHtml(t.open)}</a></p>`,
  );
  return { subject: t.subject(input.formName), text, html };
}

const RESET_TEXT = {
  ES: {
    subject: 'Restablece tu contraseña de Charla',
    intro: 'Alguien pidió restablecer la contraseña de tu cuenta de Charla. Para elegir una nueva, abre:',
    button: 'Elegir una contraseña nueva',
    expiry: 'El enlace caduca en una hora y sirve una sola vez. Si no lo pediste tú, ignora este correo.',
  },
  EN: {
    subject: 'Reset your Charla password',
    intro: 'Someone asked to reset the password of your Charla account. To choose a new one, open:',
    button: 'Choose a new password',
    expiry: 'The link expires in one hour and works once. If you did not ask for it, ignore this e-mail.',
  },
} as const;

/** The password-reset e-mail with its one-time link. */
export function passwordResetMail(language: Lang, link: string): Omit<OutgoingMail, 'to'> {
  const t = RESET_TEXT[language];
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.expiry}\n`,
    html: layout(
      `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>` +
        `<p style="color:#555">${escapeHtml(link)}</p><p>${escapeHtml(t.expiry)}</p>`,
    ),
  };
}

/** ES when the browser prefers Spanish (its first language tag), else EN. */
export function languageOf(acceptLanguage: string | null | undefined): Lang {
  return /^\s*es\b/i.test(acceptLanguage ?? '') ? 'ES' : 'EN';
}
