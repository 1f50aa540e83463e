// The API answers in English (its messages are part of the interface); the dashboard shows the known ones in
// the interface language. Matched on the message, word for word as src/contract writes it.
import { onLangChange } from '../i18n/i18n';
import { type Lang, type MessageKey, translate } from '../i18n/translate';

let lang: Lang = 'en';
onLangChange((l) => {
  lang = l;
});

const KNOWN: Array<[RegExp, MessageKey]> = [
  [/^Plan limit reached: maximum (\d+) forms?$/, 'apiError.formLimit'],
  [/^Plan limit reached: maximum 0 pipelines?$/, 'apiError.pipelinesNotOnPlan'],
  [/^Plan limit reached: maximum (\d+) pipelines?$/, 'apiError.pipelineLimit'],
  [/^Plan limit reached: maximum 0 tickets?$/, 'apiError.ticketsNotOnPlan'],
  [/^Plan limit reached: maximum (\d+) storage MB$/, 'apiError.storageLimit'],
  [/^Plan limit reached/, 'apiError.planLimit'],
  [/^Webhooks are not available on this plan$/, 'apiError.webhooksNotOnPlan'],
  [/^File uploads are not available on this plan$/, 'apiError.uploadsNotOnPlan'],
  [/^Invalid data$/, 'apiError.invalidData'],
  [/^Unauthorized$/, 'apiError.unauthorized'],
  [/^Forbidden$/, 'apiError.forbidden'],
  [
    /^(Not found|Form not found|Conversation not found|Pipeline not found|Deal not found)$/,
    'apiError.notFound',
  ],
  [/^Too many (requests|attempts, try again later)$/, 'apiError.tooMany'],
  [/^Service unavailable$/, 'apiError.unavailable'],
  [/^Internal server error$/, 'apiError.internal'],
  [/^Billing is not configured$/, 'apiError.billingOff'],
  [/^Sign-up is closed$/, 'apiError.signupClosed'],
  [/^Account inactive$/, 'apiError.accountInactive'],
  [/^Network error/, 'apiError.network'],
  [/^Failed to generate form$/, 'apiError.generateFailed'],
];

/** An API error message in the interface language when it is a known one; the API's own words otherwise. */
export function localApiMessage(message: string): string {
  if (lang === 'en') return message;
  for (const [pattern, key] of KNOWN) {
    const m = pattern.exec(message);
    if (m) return translate(lang, key, { n: m[1] ?? '' });
  }
  return message;
}
