import { Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useFeature } from '../../components/plan-gate';
import { useT } from '../../i18n/i18n';
import type { FormDraft } from './draft';
import { previewConfig, previewDocument } from './preview-doc';

/** The real widget, live on the unsaved draft, in a sandboxed frame. */
export function WidgetPreview({ draft }: { draft: FormDraft }) {
  const t = useT();
  const removeBranding = useFeature('removeBranding').allowed;
  const [debounced] = useDebouncedValue(draft, 400);
  const srcDoc = useMemo(
    () =>
      previewDocument(
        previewConfig(debounced, removeBranding === false),
        `${location.origin}/api/widget`,
        t('preview.reply'),
      ),
    [debounced, removeBranding, t],
  );
  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600}>
          {t('preview.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('preview.hint')}
        </Text>
      </Group>
      <iframe
        title={t('preview.title')}
        className="charla-preview-frame"
        sandbox="allow-scripts"
        srcDoc={srcDoc}
        data-testid="widget-preview"
      />
    </div>
  );
}
