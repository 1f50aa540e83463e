// The API answers in English (its messages are part of the interface); the dashboard shows the known ones in
// the interface language. Matched on the message, word for word as src/contract writes it; `{n}` is the
// number the message carries. English needs no table: the API's words are shown as they are.
import { onLangChange } from '../i18n/i18n';
import type { Lang } from '../i18n/translate';

let lang: Lang = 'en';
let es: Array<[RegExp, string]> | null = null;
// The Spanish table is its own small chunk, fetched once Spanish is in use (until then the API's words show).
onLangChange((l) => {
  lang = l;
  if (l === 'es' && !es)
    void import('./error-text-es').then((m) => {
      es = m.ES;
    });
});

/** For tests: the Spanish table at once. */
export async function loadSpanishErrors() {
  es = (await import('./error-text-es')).ES;
}

/** An API error message in the interface language when it is a known one; the API's own words otherwise. */
export function localApiMessage(message: string, to: Lang = lang): string {
  if (to === 'en' || !es) return message;
  for (const [pattern, text] of es) {
    const m = pattern.exec(message);
    if (m) return text.replace('{n}', m[1] ?? '');
  }
  return message;
}
