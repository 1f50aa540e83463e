import type account from './messages/account';
import type analytics from './messages/analytics';
import type auth from './messages/auth';
import type builder from './messages/builder';
import common from './messages/common';
import type conversations from './messages/conversations';
import type crm from './messages/crm';
import type forms from './messages/forms';
import type home from './messages/home';
import type live from './messages/live';
import type logic from './messages/logic';
import type passwordPages from './messages/password-pages';
import type shell from './messages/shell';

/** Every interface text, English and Spanish; each area file keeps its two languages side by side. */
export type AllMessages = typeof common.en &
  typeof shell.en &
  typeof home.en &
  typeof forms.en &
  typeof conversations.en &
  typeof crm.en &
  typeof account.en &
  typeof auth.en &
  typeof builder.en &
  typeof logic.en &
  typeof passwordPages.en &
  typeof analytics.en &
  typeof live.en;

type Area = { en: Record<string, string>; es: Record<string, string> };

/**
 * The texts loaded so far: the first load carries the common area (sign-in, navigation, states); the
 * signed-in shell's chunk adds the texts shared by several pages (messages/shell.ts), and each page's chunk
 * its own areas (registerMessages where the module loads, before it renders; areas.test.ts checks it).
 */
export const messages = {
  en: { ...common.en } as Partial<AllMessages>,
  es: { ...common.es } as Partial<AllMessages>,
};

export function registerMessages(...areas: Area[]) {
  for (const area of areas) {
    Object.assign(messages.en, area.en);
    Object.assign(messages.es, area.es);
  }
}
