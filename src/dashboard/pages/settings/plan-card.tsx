import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Plan } from '../../../contract/enums';
import { DEFAULT_PLANS } from '../../../contract/plans';
import { useCheckout, usePortal, useUsage } from '../../api/account';
import { ApiError, errorMessage } from '../../api/client';
import { Icon } from '../../components/icons';
import { ErrorState, LoadingState } from '../../components/states';
import { UsageBars } from '../../components/usage-bars';
import { useI18n } from '../../i18n/i18n';
import { formatBytes } from '../../lib/format';
import { quietly } from '../../lib/quietly';

const ORDER: Plan[] = ['FREE', 'PRO', 'BUSINESS'];

function Feature({ on, children }: { on: boolean; children: React.ReactNode }) {
  return (
    <List.Item
      icon={<Icon name={on ? 'check' : 'x'} size={14} />}
      c={on ? undefined : 'dimmed'}
      style={on ? undefined : { textDecoration: 'line-through' }}
    >
      {children}
    </List.Item>
  );
}

function PlanFeatures({ plan }: { plan: Plan }) {
  const { t, number } = useI18n();
  const p = DEFAULT_PLANS[plan];
  return (
    <List size="sm" spacing={2}>
      <Feature on>
        {p.forms === null ? t('plans.formsUnlimited') : t('plans.forms', { n: number(p.forms) })}
      </Feature>
      <Feature on>
        {p.conversationsPerMonth === null
          ? t('plans.conversationsUnlimited')
          : t('plans.conversations', { n: number(p.conversationsPerMonth) })}
      </Feature>
      <Feature on={p.features.webhooks}>{t('plan.feature.webhooks')}</Feature>
      <Feature on={p.features.pipelines}>
        {!p.features.pipelines
          ? t('plan.feature.pipelines')
          : p.pipelines === null
            ? t('plans.pipelinesUnlimited')
            : t('plans.pipelines', { n: number(p.pipelines) })}
      </Feature>
      <Feature on={p.features.tickets}>{t('plan.feature.tickets')}</Feature>
      <Feature on={p.features.fileUploads}>
        {p.features.fileUploads
          ? t('plans.uploads', { size: formatBytes(p.fileSizeBytes ?? 0) })
          : t('plan.feature.fileUploads')}
      </Feature>
      <Feature on={p.features.removeBranding}>{t('plans.branding')}</Feature>
    </List>
  );
}

/** The current plan with its usage, the other plans, and upgrade through the billing endpoints. */
export function PlanCard() {
  const { t } = useI18n();
  const usage = useUsage();
  const checkout = useCheckout();
  const portal = usePortal();
  const billingError = checkout.error ?? portal.error;
  const notConfigured = billingError instanceof ApiError && billingError.status === 503;

  /** Starts a checkout or the portal; the refusal of an earlier attempt (either of them) goes first. */
  const go = async (start: () => Promise<{ url: string }>) => {
    checkout.reset();
    portal.reset();
    const { url } = await start();
    window.location.assign(url);
  };

  if (usage.isPending) return <LoadingState />;
  if (usage.isError) return <ErrorState error={usage.error} onRetry={() => usage.refetch()} />;
  const current = usage.data.plan;

  return (
    <Card withBorder>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t('plans.title')}
        </Title>
        <Badge size="lg" variant="light" data-testid="current-plan">
          {current}
        </Badge>
      </Group>
      <UsageBars usage={usage.data} />
      {billingError && (
        <Alert color={notConfigured ? 'yellow' : 'red'} mt="md" icon={<Icon name="info" />} role="alert">
          <Text size="sm" fw={600}>
            {errorMessage(billingError)}
          </Text>
          {notConfigured && <Text size="sm">{t('plans.billingOff')}</Text>}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} mt="lg">
        {ORDER.map((plan) => {
          const isCurrent = plan === current;
          const higher = ORDER.indexOf(plan) > ORDER.indexOf(current);
          return (
            <Card
              key={plan}
              withBorder
              padding="md"
              bg={isCurrent ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Stack gap="xs" h="100%">
                <Group justify="space-between">
                  <Text fw={700}>{plan}</Text>
                  {isCurrent && <Badge size="sm">{t('plans.current')}</Badge>}
                </Group>
                <PlanFeatures plan={plan} />
                <div style={{ flex: 1 }} />
                {higher && (
                  <Button
                    onClick={() => quietly(go)(() => checkout.mutateAsync(plan))}
                    loading={checkout.isPending && checkout.variables === plan}
                  >
                    {t('plans.upgradeTo', { plan })}
                  </Button>
                )}
                {isCurrent && current !== 'FREE' && (
                  <Button
                    variant="light"
                    onClick={() => quietly(go)(() => portal.mutateAsync())}
                    loading={portal.isPending}
                  >
                    {t('plans.manage')}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {t('plans.note')}
      </Text>
    </Card>
  );
}
