import { Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMe, useStats, useUsage } from '../../api/account';
import { DailyBarChart } from '../../components/bar-chart';
import { Icon } from '../../components/icons';
import { AnchorLink, ButtonLink } from '../../components/links';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { ConversationStatusBadge } from '../../components/status-badge';
import { UsageBars } from '../../components/usage-bars';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import homeMessages from '../../i18n/messages/home';
import { useFormLimitReason } from '../../lib/form-limit';
import { collectedPreview } from '../../lib/format';

registerMessages(homeMessages);

function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

export function HomePage() {
  const { t, number, date } = useI18n();
  const me = useMe();
  const stats = useStats();
  const usage = useUsage();
  const limitReason = useFormLimitReason();

  return (
    <>
      <PageHeader
        title={t('home.title', { name: me.data?.name ?? '' })}
        description={t('home.subtitle')}
        actions={
          // At the plan's form limit the button stays, disabled, with the reason under it (no tooltip here:
          // its positioning code would weigh on the home page's first load).
          limitReason ? (
            <Stack gap={4} align="flex-end" maw={320}>
              <Button leftSection={<Icon name="plus" />} disabled aria-describedby="form-limit-reason">
                {t('forms.new')}
              </Button>
              <Text id="form-limit-reason" size="xs" c="dimmed" ta="right">
                {limitReason}
              </Text>
            </Stack>
          ) : (
            <ButtonLink to="/forms/new" leftSection={<Icon name="plus" />}>
              {t('forms.new')}
            </ButtonLink>
          )
        }
      />
      {stats.isPending ? (
        <LoadingState />
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => stats.refetch()} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <StatCard
              label={t('home.forms')}
              value={number(stats.data.totalForms)}
              hint={t('home.published', { n: stats.data.publishedForms })}
            />
            <StatCard label={t('home.conversations')} value={number(stats.data.totalConversations)} />
            <StatCard label={t('home.thisMonth')} value={number(stats.data.conversationsThisMonth)} />
            <StatCard
              label={t('home.completionRate')}
              value={`${number(stats.data.completionRate, { maximumFractionDigits: 1 })}%`}
              hint={t('home.completed', { n: stats.data.completedConversations })}
            />
          </SimpleGrid>
          {stats.data.totalForms === 0 && (
            <Card withBorder>
              <EmptyState
                icon="forms"
                title={t('home.emptyTitle')}
                description={t('home.emptyText')}
                action={<ButtonLink to="/forms/new">{t('forms.new')}</ButtonLink>}
              />
            </Card>
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Card withBorder h="100%">
                <Title order={2} size="h4" mb="sm">
                  {t('home.perDay')}
                </Title>
                <DailyBarChart data={stats.data.conversationsByDay} />
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Card withBorder h="100%">
                <Group justify="space-between" mb="sm">
                  <Title order={2} size="h4">
                    {t('home.usage')}
                  </Title>
                  {usage.data && (
                    <AnchorLink to="/settings" size="sm">
                      {usage.data.plan}
                    </AnchorLink>
                  )}
                </Group>
                {usage.isPending ? (
                  <LoadingState />
                ) : usage.isError ? (
                  <ErrorState error={usage.error} />
                ) : (
                  <UsageBars usage={usage.data} />
                )}
              </Card>
            </Grid.Col>
          </Grid>
          <Card withBorder>
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {t('home.recent')}
              </Title>
              <AnchorLink to="/conversations" size="sm">
                {t('home.seeAll')}
              </AnchorLink>
            </Group>
            {stats.data.recentConversations.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('home.noConversations')}
              </Text>
            ) : (
              <Stack gap={0}>
                {stats.data.recentConversations.map((c) => (
                  <Group
                    key={c.id}
                    justify="space-between"
                    gap="xs"
                    py="sm"
                    style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                  >
                    <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                      <AnchorLink
                        to="/conversations/$conversationId"
                        params={{ conversationId: c.id }}
                        fw={600}
                      >
                        {c.form.name}
                      </AnchorLink>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {collectedPreview(c.collectedData) || t('conversations.noData')}
                      </Text>
                    </div>
                    <Group gap="sm" wrap="nowrap">
                      <ConversationStatusBadge status={c.status} />
                      <Text size="sm" c="dimmed">
                        {date(c.createdAt, true)}
                      </Text>
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </Stack>
      )}
    </>
  );
}
