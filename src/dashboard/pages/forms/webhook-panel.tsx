import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client';
import { useSaveWebhook, useTestWebhook, useWebhook } from '../../api/webhooks';
import { Icon } from '../../components/icons';
import { PlanGateAlert, useFeature } from '../../components/plan-gate';
import { ErrorState, LoadingState } from '../../components/states';
import { useT } from '../../i18n/i18n';
import { quietly } from '../../lib/quietly';
import { DeliveryLog } from './delivery-log';

const WebhookUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** A form's webhook: URL, signing secret, active switch, a test send and the delivery log. */
export function WebhookPanel({ formId }: { formId: string }) {
  const t = useT();
  const allowed = useFeature('webhooks').allowed;
  const webhook = useWebhook(formId, allowed === true);
  const save = useSaveWebhook(formId);
  const test = useTestWebhook(formId);
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [isActive, setActive] = useState(true);
  const [urlError, setUrlError] = useState<string | null>(null);

  useEffect(() => {
    if (webhook.data) {
      setUrl(webhook.data.url);
      setActive(webhook.data.isActive);
    }
  }, [webhook.data]);

  if (allowed === false)
    return (
      <Stack>
        <PlanGateAlert feature="webhooks">
          <Text size="sm" mt={4}>
            {t('webhook.gateText')}
          </Text>
        </PlanGateAlert>
      </Stack>
    );
  if (webhook.isPending) return <LoadingState />;
  if (webhook.isError) return <ErrorState error={webhook.error} onRetry={() => webhook.refetch()} />;
  const config = webhook.data;

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!WebhookUrl.safeParse(url.trim()).success) {
      setUrlError(t('webhook.urlInvalid'));
      return;
    }
    setUrlError(null);
    await save.mutateAsync({
      url: url.trim(),
      events: ['conversation.completed'],
      isActive,
      ...(secret ? { secret } : {}),
    });
    setSecret('');
    notifications.show({ color: 'teal', message: t('webhook.saved') });
  };

  const removeSecret = async () => {
    await save.mutateAsync({ secret: null });
    notifications.show({ color: 'teal', message: t('webhook.secretRemoved') });
  };

  const testError = test.error instanceof ApiError ? test.error : null;

  return (
    <Stack gap="lg">
      <Card withBorder component="form" onSubmit={quietly(onSave)}>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h5">
            {t('webhook.title')}
          </Title>
          {config && (
            <Badge color={config.isActive ? 'teal' : 'gray'} variant="light">
              {t(config.isActive ? 'webhook.active' : 'webhook.inactive')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" mb="md">
          {t('webhook.intro')}
        </Text>
        <Stack gap="sm">
          <TextInput
            label={t('webhook.url')}
            placeholder="https://example.com/hooks/charla"
            required
            type="url"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={urlError}
          />
          <PasswordInput
            label={t('webhook.secret')}
            description={config?.hasSecret ? t('webhook.secretSet') : t('webhook.secretHint')}
            placeholder={config?.hasSecret ? '••••••••' : 'whsec_…'}
            value={secret}
            onChange={(e) => setSecret(e.currentTarget.value)}
            autoComplete="off"
          />
          <Switch
            label={t('webhook.activeSwitch')}
            checked={isActive}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed">
            {t('webhook.events')}: <code>conversation.completed</code>
          </Text>
          <Group gap="xs">
            <Button type="submit" loading={save.isPending}>
              {t(config ? 'common.save' : 'webhook.create')}
            </Button>
            {config?.hasSecret && (
              <Button variant="subtle" color="red" onClick={quietly(removeSecret)} disabled={save.isPending}>
                {t('webhook.removeSecret')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>

      <Card withBorder>
        <Group justify="space-between" mb="xs" wrap="wrap">
          <div>
            <Title order={2} size="h5">
              {t('webhook.testTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('webhook.testHint')}
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<Icon name="send" />}
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={!config}
          >
            {t('webhook.sendTest')}
          </Button>
        </Group>
        {test.isSuccess && (
          <Alert color="teal" icon={<Icon name="check" />} role="status" data-testid="webhook-test-result">
            {t('webhook.testOk', { status: test.data.statusCode })}
          </Alert>
        )}
        {test.isError && (
          <Alert color="red" icon={<Icon name="info" />} role="alert" data-testid="webhook-test-result">
            {errorMessage(test.error)}
            {testError?.status === 502 && (
              <Text size="xs" mt={4}>
                {t('webhook.testFailedHint')}
              </Text>
            )}
          </Alert>
        )}
      </Card>

      {config && <DeliveryLog formId={formId} />}
    </Stack>
  );
}
