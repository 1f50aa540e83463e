import { Button, Group } from '@mantine/core';
import { useI18n } from '../i18n/i18n';

const LANGS = [
  { value: 'es', label: 'ES' },
  { value: 'en', label: 'EN' },
] as const;

/** Two toggle buttons (a plain group keeps the first load light; a segmented control weighs ~3 KB more). */
export function LanguageSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <Group role="group" aria-label={t('nav.language')} gap={0}>
      <Button.Group>
        {LANGS.map((l) => (
          <Button
            key={l.value}
            size="compact-xs"
            variant={lang === l.value ? 'filled' : 'default'}
            aria-pressed={lang === l.value}
            onClick={() => setLang(l.value)}
          >
            {l.label}
          </Button>
        ))}
      </Button.Group>
    </Group>
  );
}
