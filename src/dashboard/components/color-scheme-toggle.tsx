import { Button, type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { useT } from '../i18n/i18n';
import { Icon } from './icons';

const NEXT: Record<MantineColorScheme, MantineColorScheme> = { auto: 'light', light: 'dark', dark: 'auto' };
const ICON = { auto: 'monitor', light: 'sun', dark: 'moon' } as const;

/**
 * Light, dark or the system's choice, in turn; Mantine keeps the choice in localStorage
 * (`mantine-color-scheme-value`) and `auto` follows prefers-color-scheme.
 */
export function ColorSchemeToggle() {
  const t = useT();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const label = t('theme.label', {
    scheme: t(`theme.${colorScheme}`),
    next: t(`theme.${NEXT[colorScheme]}`),
  });
  return (
    // A compact Button, not an ActionIcon: Button is on every first load already, ActionIcon would add 1 KB.
    <Button
      variant="default"
      size="compact-sm"
      px={6}
      aria-label={label}
      title={label}
      data-testid="color-scheme"
      data-scheme={colorScheme}
      onClick={() => setColorScheme(NEXT[colorScheme])}
    >
      <Icon name={ICON[colorScheme]} size={16} />
    </Button>
  );
}
