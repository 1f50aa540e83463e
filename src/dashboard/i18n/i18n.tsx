import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { detectLang, type Lang, type MessageKey, translate, type Vars } from './translate';

const STORAGE_KEY = 'charla.lang';

interface I18n {
  lang: Lang;
  setLang: (lang: Lang) => void;
  t: (key: MessageKey, vars?: Vars) => string;
  /** Formats a date (and time) in the interface language. */
  date: (iso: string, withTime?: boolean) => string;
  number: (n: number, options?: Intl.NumberFormatOptions) => string;
}

const I18nContext = createContext<I18n | null>(null);

// The interface language for code outside React (lib/zod-locale.ts), which keeps zod out of the first load.
let currentLang: Lang | null = null;
const langListeners = new Set<(lang: Lang) => void>();

/** Calls `listener` with the interface language now (once known) and on every change. */
export function onLangChange(listener: (lang: Lang) => void) {
  langListeners.add(listener);
  if (currentLang) listener(currentLang);
}

function initialLang(): Lang {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'en' || stored === 'es') return stored;
  return detectLang(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const setLang = useCallback((next: Lang) => {
    localStorage.setItem(STORAGE_KEY, next);
    document.documentElement.lang = next;
    setLangState(next);
  }, []);
  const value = useMemo<I18n>(() => {
    const locale = lang === 'es' ? 'es-ES' : 'en-US';
    const dateFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTimeFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    document.documentElement.lang = lang;
    currentLang = lang;
    for (const listener of langListeners) listener(lang);
    return {
      lang,
      setLang,
      t: (key, vars) => translate(lang, key, vars),
      date: (iso, withTime = false) => {
        const d = new Date(iso);
        if (Number.isNaN(d.getTime())) return iso;
        return (withTime ? dateTimeFmt : dateFmt).format(d);
      },
      number: (n, options) => new Intl.NumberFormat(locale, options).format(n),
    };
  }, [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}

/** Shortcut for components that only translate. */
export const useT = () => useI18n().t;
