import { SegmentedControl } from '@mantine/core';
import { useI18n } from '../i18n/i18n';

export function LanguageSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <SegmentedControl
      size="xs"
      value={lang}
      onChange={(v) => setLang(v === 'es' ? 'es' : 'en')}
      aria-label={t('nav.language')}
      data={[
        { value: 'es', label: 'ES' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
