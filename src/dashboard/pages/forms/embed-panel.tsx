import { Alert, Button, Card, Code, CopyButton, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';
import { ShareCard } from './share-card';

/** The one-line embed snippet (CONTRACT: widget endpoints). */
export function embedSnippet(origin: string, formId: string): string {
  return `<script src="${origin}/api/widget" data-form-id="${formId}" async></script>`;
}

export function EmbedPanel({
  formId,
  isPublished,
  onPublish,
  publishing,
  publishBlocked = false,
}: {
  formId: string;
  isPublished: boolean;
  onPublish: (value: boolean) => void;
  publishing: boolean;
  /** Publishing is refused (the reason is shown above the tabs). */
  publishBlocked?: boolean;
}) {
  const t = useT();
  const snippet = embedSnippet(location.origin, formId);
  const inline = `<div id="charla-form"></div>\n<script src="${location.origin}/api/widget" data-form-id="${formId}" data-target="#charla-form" async></script>`;
  return (
    <Stack gap="lg">
      <Card withBorder>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h5">
              {t('embed.publication')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(isPublished ? 'embed.publishedText' : 'embed.draftText')}
            </Text>
          </div>
          <Switch
            size="md"
            label={t(isPublished ? 'forms.publishedOne' : 'forms.draft')}
            checked={isPublished}
            disabled={publishing || (publishBlocked && !isPublished)}
            onChange={(e) => onPublish(e.currentTarget.checked)}
            data-testid="publish-switch"
          />
        </Group>
      </Card>
      <ShareCard formId={formId} isPublished={isPublished} />
      <Card withBorder>
        <Title order={2} size="h5" mb={4}>
          {t('embed.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('embed.hint')}
        </Text>
        {!isPublished && (
          <Alert color="yellow" mb="sm" icon={<Icon name="info" />}>
            {t('embed.notPublished')}
          </Alert>
        )}
        <Code block data-testid="embed-snippet" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {snippet}
        </Code>
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Button
              mt="sm"
              onClick={copy}
              color={copied ? 'teal' : undefined}
              leftSection={<Icon name={copied ? 'check' : 'copy'} />}
              aria-live="polite"
            >
              {copied ? t('common.copied') : t('embed.copy')}
            </Button>
          )}
        </CopyButton>
        <Text size="sm" fw={600} mt="lg" mb={4}>
          {t('embed.inlineTitle')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {inline}
        </Code>
        <CopyButton value={inline}>
          {({ copied, copy }) => (
            <Button
              mt="sm"
              variant="light"
              onClick={copy}
              leftSection={<Icon name={copied ? 'check' : 'copy'} />}
            >
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          )}
        </CopyButton>
      </Card>
    </Stack>
  );
}
