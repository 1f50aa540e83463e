import type { Language } from '../../contract/enums';
import type { Question } from '../../contract/forms';
import type { GeneratedForm } from '../../contract/generator';
import { BLUEPRINTS, type BusinessKind, COMMON, type Item } from './blueprints';
import { type Finding, questionsFromDescription } from './extract';

export type { BusinessKind } from './blueprints';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = Object.entries(BLUEPRINTS).map(([kind, bp]) => ({
  kind: kind as BusinessKind,
  patterns: bp.keywords.map((k) =>
    k.endsWith('*')
      ? new RegExp(`\\b${escapeRegExp(k.slice(0, -1))}`, 'g')
      : new RegExp(`\\b${escapeRegExp(k)}\\b`, 'g'),
  ),
}));

/** The kind of business a text describes, by keyword counts in Spanish and English (generic when nothing matches). */
export function detectBusinessKind(text: string): BusinessKind {
  const folded = fold(text);
  let best: BusinessKind = 'generic';
  let bestScore = 0;
  for (const { kind, patterns } of PATTERNS) {
    const score = patterns.reduce((sum, re) => sum + Math.min(3, folded.match(re)?.length ?? 0), 0);
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}

const GENERIC_TITLE = /^(home|inicio|welcome|bienvenid[oa]s?|p[aá]gina principal|homepage|index)$/i;
const NOT_A_NAME =
  /^(mi|my|our|nuestr[oa]s?|we|nosotros|this|este|esta|el negocio|la empresa|the business|the company)\b/i;

/** A business name from a page title or a description, when one is recognisable. */
export function detectBrand(description: string | null, title: string | null): string | null {
  if (title) {
    const parts = title
      .split(/\s+[|\-–—:·•]\s+|\s*[|–—·•]\s*/)
      .map((p) => p.trim())
      .filter((p) => p.length >= 2 && p.length <= 60 && !GENERIC_TITLE.test(p));
    const shortest = parts.sort((a, b) => a.length - b.length)[0];
    if (shortest) return shortest;
  }
  if (!description) return null;
  const text = description.trim();
  const patterns = [
    /(?:llamad[oa]|called|named)\s+["“«]?([A-ZÁÉÍÓÚÑ0-9][^,.;:!?\n"”»]{1,58})/,
    /["“«]([A-ZÁÉÍÓÚÑ0-9][^"”»\n]{1,58})["”»]/,
    /^(?:somos|we are|we're)\s+([A-ZÁÉÍÓÚÑ0-9][^,.;:!?\n]{1,58}?)(?:[,.;:!?\n]|\s+(?:un|una|a|an)\b)/i,
    /^([A-ZÁÉÍÓÚÑ0-9][^,.;:!?\n]{1,58}?)\s+(?:es|is|son|are)\s+(?:un|una|el|la|a|an|the)\b/,
  ];
  for (const re of patterns) {
    const name = re.exec(text)?.[1]?.trim();
    if (name && /^[A-ZÁÉÍÓÚÑ0-9]/.test(name) && !NOT_A_NAME.test(name)) return name;
  }
  return null;
}

function welcome(language: Language, formal: boolean, brand: string | null, purpose: string): string {
  if (language === 'EN')
    return `Hi! I'm the virtual assistant${brand ? ` for ${brand}` : ''}. I'll ask you a few quick questions to ${purpose}.`;
  if (formal)
    return `Hola, soy el asistente virtual${brand ? ` de ${brand}` : ''}. Le haré unas preguntas breves para ${purpose}.`;
  return `¡Hola! Soy el asistente virtual${brand ? ` de ${brand}` : ''}. Te haré unas preguntas rápidas para ${purpose}.`;
}

function toQuestion(item: Item, order: number, language: Language, formal: boolean): Question {
  if (typeof item === 'string' || 'common' in item) {
    const key = typeof item === 'string' ? item : item.common;
    const c = COMMON[key];
    return {
      order,
      text: (formal ? c.formal : c.informal)[language],
      type: c.type,
      required: typeof item === 'string' ? true : item.required,
    };
  }
  return {
    order,
    text: item.text[language],
    type: item.type,
    required: item.required,
    ...(item.options ? { options: item.options[language] } : {}),
    ...(item.validation ? { validation: item.validation } : {}),
  };
}

/** At most this many questions in a generated form. */
const MAX_QUESTIONS = 7;

/**
 * The questions of a local draft: when the description names at least two things to ask, the contact
 * questions and those (in the description's order); otherwise the business kind's template, with anything
 * the description names that the template does not ask about.
 */
function draftQuestions(
  bp: (typeof BLUEPRINTS)[BusinessKind],
  findings: Finding[],
  description: string,
  language: Language,
  formal: boolean,
): Question[] {
  let items: Omit<Question, 'order'>[];
  if (findings.length >= 2) {
    const contact: Item[] = ['name', 'email'];
    if (/\b(phone|call|telefono|tel[eé]fono|llamar|whatsapp)\b/i.test(description)) contact.push('phone');
    items = [
      ...contact.map((c, i) => toQuestion(c, i, language, formal)),
      ...findings.map((f) => f.question),
    ];
  } else {
    const template = bp.items.map((item, i) => toQuestion(item, i, language, formal));
    const extra = findings.map((f) => f.question).filter((f) => !template.some((t) => t.type === f.type));
    items = [...template, ...extra];
  }
  const seen = new Set<string>();
  return items
    .filter((q) => {
      const key = q.text.trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_QUESTIONS)
    .map((q, i) => ({ ...q, order: i + 1 }));
}

export interface LocalSource {
  /** What the owner wrote, if anything. */
  description: string | null;
  /** The analysed page, if a URL was given. */
  page: { title: string | null; description: string | null; text: string } | null;
  language: Language;
}

/** Builds a complete conversational form from text alone, with no model: detected business kind, texts in the requested language. */
export function generateLocalForm(src: LocalSource): GeneratedForm {
  const corpus = [src.description, src.page?.title, src.page?.description, src.page?.text]
    .filter(Boolean)
    .join('\n');
  const kind = detectBusinessKind(corpus);
  const bp = BLUEPRINTS[kind];
  const formal = bp.tone === 'FORMAL';
  const lang = src.language;
  const brand = detectBrand(src.description, src.page?.title ?? null);
  const about = (src.description?.trim() || src.page?.description || src.page?.text.slice(0, 500) || '')
    .slice(0, 1000)
    .trim();
  return {
    name: (brand ? `${bp.label[lang]} – ${brand}` : bp.label[lang]).slice(0, 200),
    businessDescription: about || null,
    welcomeMessage: welcome(lang, formal, brand, bp.purpose[lang]).slice(0, 500),
    goodbyeMessage: bp.goodbye[lang],
    tone: bp.tone,
    language: lang,
    formType: 'CONVERSATIONAL',
    objective: bp.objective[lang],
    questions: draftQuestions(
      bp,
      questionsFromDescription(src.description ?? '', lang),
      src.description ?? '',
      lang,
      formal,
    ),
    generatedBy: 'template',
  };
}
