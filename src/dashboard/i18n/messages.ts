import account from './messages/account';
import common from './messages/common';
import conversations from './messages/conversations';
import crm from './messages/crm';
import forms from './messages/forms';
import home from './messages/home';

/** Every interface text, English and Spanish; each area file keeps its two languages side by side. */
export const messages = {
  en: { ...common.en, ...home.en, ...forms.en, ...conversations.en, ...crm.en, ...account.en },
  es: { ...common.es, ...home.es, ...forms.es, ...conversations.es, ...crm.es, ...account.es },
};
