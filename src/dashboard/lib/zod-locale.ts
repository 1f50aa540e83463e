import { z } from 'zod';
import zodEn from 'zod/v4/locales/en.js';
import zodEs from 'zod/v4/locales/es.js';
import { onLangChange } from '../i18n/i18n';

// Validation messages of the contract schemas follow the interface language (imported where zod validates).
onLangChange((lang) => z.config(lang === 'es' ? zodEs() : zodEn()));
