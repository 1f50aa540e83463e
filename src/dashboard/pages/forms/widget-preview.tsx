import { Grid, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { completionReply } from '../../../contract/completion';
import { useFeature } from '../../components/plan-gate';
import { useT } from '../../i18n/i18n';
import type { FormDraft } from './draft';
import { previewConfig, previewDocument } from './preview-doc';

/**
 * What the draft would tell a visitor who submitted `body` (answers by question text, hidden values): the
 * ending it chooses, and where it would redirect (the preview shows the address instead of going there).
 */
export function previewEnding(draft: FormDraft, body: string): string {
  let parsed: { answers?: Record<string, unknown>; hidden?: Record<string, string> } = {};
  try {
    parsed = JSON.parse(body);
  } catch {}
  const { questions } = previewConfig(draft, false);
  const answers: Record<string, unknown> = {};
  for (const q of questions)
    if (parsed.answers && Object.hasOwn(parsed.answers, q.text)) answers[q.key] = parsed.answers[q.text];
  const reply = completionReply({ ...draft, questions }, answers, parsed.hidden ?? {});
  return reply.redirectUrl ? `${reply.message}\n\n→ ${reply.redirectUrl}` : reply.message;
}

/** The real widget, live on the unsaved draft, in a sandboxed frame. */
export function WidgetPreview({ draft }: { draft: FormDraft }) {
  const t = useT();
  const removeBranding = useFeature('removeBranding').allowed;
  const [debounced] = useDebouncedValue(draft, 400);
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(draft);
  latest.current = draft;
  // The frame's submit asks for the ending (it has no server); only this frame's messages are answered.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const source = frame.current?.contentWindow;
      const id = (e.data as { charlaPreviewSubmit?: string } | null)?.charlaPreviewSubmit;
      if (!source || e.source !== source || typeof id !== 'string') return;
      const message = previewEnding(latest.current, String((e.data as { body?: unknown }).body ?? '{}'));
      source.postMessage({ charlaPreviewReply: id, message }, '*');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
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
        ref={frame}
        title={t('preview.title')}
        className="charla-preview-frame"
        sandbox="allow-scripts"
        srcDoc={srcDoc}
        data-testid="widget-preview"
      />
    </div>
  );
}

/** An editor beside the live preview on wide screens, above it on narrow ones. */
export function WithPreview({ draft, children }: { draft: FormDraft; children: ReactNode }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>{children}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <div style={{ position: 'sticky', top: 16 }}>
          <WidgetPreview draft={draft} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
