import { Alert, Button, Card, Code, CopyButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMe, useRegenerateKey } from '../../api/account';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';
import { quietly } from '../../lib/quietly';

/** The API key, masked; regenerating warns first, then shows the new key exactly once. */
export function ApiKeyCard() {
  const t = useT();
  const me = useMe();
  const regenerate = useRegenerateKey();
  const [confirm, setConfirm] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);
  const masked = me.data?.apiKey ?? null;

  const onConfirm = async () => {
    const { apiKey } = await regenerate.mutateAsync();
    setConfirm(false);
    setRevealed(apiKey);
  };

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb={4}>
        {t('apiKey.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('apiKey.intro')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Code fz="sm" px="sm" py={6} data-testid="masked-key">
          {masked ?? t('apiKey.none')}
        </Code>
        <Button
          variant={masked ? 'light' : 'filled'}
          color={masked ? 'red' : undefined}
          leftSection={<Icon name="refresh" />}
          onClick={() => (masked ? setConfirm(true) : quietly(onConfirm)())}
          loading={regenerate.isPending && !confirm}
        >
          {t(masked ? 'apiKey.regenerate' : 'apiKey.generate')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt="sm">
        {t('apiKey.usage')} <Code>Authorization: Bearer chl_…</Code>
      </Text>

      <ConfirmModal
        opened={confirm}
        onClose={() => setConfirm(false)}
        onConfirm={quietly(onConfirm)}
        loading={regenerate.isPending}
        title={t('apiKey.confirmTitle')}
        confirmLabel={t('apiKey.regenerate')}
      >
        <Alert color="red" icon={<Icon name="info" />}>
          {t('apiKey.warning')}
        </Alert>
      </ConfirmModal>

      <Modal
        opened={Boolean(revealed)}
        onClose={() => setRevealed(null)}
        title={t('apiKey.newTitle')}
        centered
        size="lg"
        closeOnClickOutside={false}
      >
        <Stack>
          <Alert color="yellow" icon={<Icon name="lock" />}>
            {t('apiKey.onlyOnce')}
          </Alert>
          <Code
            block
            fz="sm"
            data-testid="revealed-key"
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
          >
            {revealed}
          </Code>
          <Group justify="space-between">
            <CopyButton value={revealed ?? ''}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  color={copied ? 'teal' : undefined}
                  leftSection={<Icon name={copied ? 'check' : 'copy'} />}
                >
                  {copied ? t('common.copied') : t('apiKey.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={() => setRevealed(null)}>
              {t('apiKey.done')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
