import { ColorInput, Grid, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useFeature, useGateReason } from '../../components/plan-gate';
import { useT } from '../../i18n/i18n';
import type { SectionProps } from './builder-types';
import { WidgetPreview } from './widget-preview';

/** Colour, avatar, position, bubble icon and branding, beside the live widget. */
export function StyleSection({ draft, set, errors }: SectionProps) {
  const t = useT();
  const style = draft.style;
  const brandingGate = useGateReason('removeBranding');
  const canRemoveBranding = useFeature('removeBranding').allowed !== false;
  const patch = (p: Partial<typeof style>) => set('style', { ...style, ...p });
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <ColorInput
            label={t('style.primaryColor')}
            value={style.primaryColor}
            onChange={(v) => patch({ primaryColor: v })}
            format="hex"
            swatches={['#E11D62', '#2563EB', '#059669', '#D97706', '#7C3AED', '#111827']}
            error={errors['style.primaryColor']}
          />
          <TextInput
            label={t('style.avatarUrl')}
            description={t('style.avatarHint')}
            placeholder="https://…/avatar.png"
            value={style.avatarUrl ?? ''}
            onChange={(e) => patch({ avatarUrl: e.currentTarget.value.trim() || null })}
            error={errors['style.avatarUrl']}
          />
          <div>
            <Text size="sm" fw={500} id="style-position">
              {t('style.position')}
            </Text>
            <SegmentedControl
              aria-labelledby="style-position"
              fullWidth
              value={style.position}
              onChange={(v) => patch({ position: v === 'bottom-left' ? 'bottom-left' : 'bottom-right' })}
              data={[
                { value: 'bottom-left', label: t('style.bottomLeft') },
                { value: 'bottom-right', label: t('style.bottomRight') },
              ]}
            />
          </div>
          <div>
            <Text size="sm" fw={500} id="style-theme">
              {t('style.theme')}
            </Text>
            <SegmentedControl
              aria-labelledby="style-theme"
              fullWidth
              value={style.theme}
              onChange={(v) => patch({ theme: v === 'light' || v === 'dark' ? v : 'auto' })}
              data={(['auto', 'light', 'dark'] as const).map((v) => ({
                value: v,
                label: t(`style.theme.${v}`),
              }))}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t('style.themeHint')}
            </Text>
          </div>
          <TextInput
            label={t('style.bubbleIcon')}
            description={t('style.bubbleIconHint')}
            placeholder="https://…/icon.png"
            value={style.bubbleIcon ?? ''}
            onChange={(e) => patch({ bubbleIcon: e.currentTarget.value || null })}
            error={errors['style.bubbleIcon']}
          />
          <Switch
            label={t('style.showBranding')}
            description={brandingGate ?? t('style.showBrandingHint')}
            checked={canRemoveBranding ? style.showBranding : true}
            disabled={!canRemoveBranding}
            onChange={(e) => patch({ showBranding: e.currentTarget.checked })}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <WidgetPreview draft={draft} />
      </Grid.Col>
    </Grid>
  );
}
