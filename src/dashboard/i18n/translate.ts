import { type AllMessages, messages } from './messages';

export type Lang = 'en' | 'es';
export type MessageKey = keyof AllMessages;
export type Vars = Record<string, string | number>;

/** The message for a key in a language, with `{name}` placeholders filled. */
export function translate(lang: Lang, key: MessageKey, vars?: Vars): string {
  const text: string = messages[lang][key] ?? messages.en[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** The interface language a browser asks for: Spanish for any `es*` preference, English otherwise. */
export function detectLang(preferences: readonly string[]): Lang {
  for (const p of preferences) {
    const base = p.toLowerCase().slice(0, 2);
    if (base === 'es') return 'es';
    if (base === 'en') return 'en';
  }
  return 'en';
}
