import { Badge, Card, Group, Stack, Switch, Text } from '@mantine/core';
import type { ConversationListItem } from '../../../contract/conversations';
import { useLiveConversations } from '../../api/live';
import { AnchorLink } from '../../components/links';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import liveMessages from '../../i18n/messages/live';
import { collectedPreview } from '../../lib/format';
import { setLiveAlerts, useLiveAlertsOn } from '../../lib/live-alerts';

// The live area's texts come with the pages that show them (not with every signed-in page).
registerMessages(liveMessages);

function LiveRow({ c }: { c: ConversationListItem }) {
  const { t, date } = useI18n();
  const preview = collectedPreview(c.collectedData, 3);
  return (
    <Card
      withBorder
      component="li"
      padding="sm"
      data-testid="live-conversation"
      data-needs-human={c.needsHuman || undefined}
      style={c.needsHuman ? { borderColor: 'var(--mantine-color-orange-7)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <AnchorLink to="/conversations/$conversationId" params={{ conversationId: c.id }} fw={600}>
            {c.form.name}
            <span className="sr-only"> · {t('live.open')}</span>
          </AnchorLink>
          {preview && (
            <Text size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
              {preview}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('live.lastActive', { at: date(c.updatedAt, true) })} ·{' '}
            {t('conversation.messageCount', { n: c._count.messages })}
          </Text>
        </Stack>
        <Group gap={6}>
          {c.needsHuman && (
            <Badge color="orange" variant="filled">
              {t('live.needsHuman')}
            </Badge>
          )}
          <Badge color={c.handler === 'HUMAN' ? 'teal' : 'gray'} variant="light">
            {t(c.handler === 'HUMAN' ? 'live.withHuman' : 'live.withBot')}
          </Badge>
        </Group>
      </Group>
    </Card>
  );
}

/** The opt-in alerts: a chime and a browser notification when someone asks for a person. */
function AlertsSwitch() {
  const { t } = useI18n();
  const on = useLiveAlertsOn();
  const blocked = on && typeof Notification === 'function' && Notification.permission === 'denied';
  return (
    <Stack gap={4} mb="md">
      <Switch
        checked={on}
        onChange={(e) => void setLiveAlerts(e.currentTarget.checked)}
        label={t('live.alerts')}
        data-testid="live-alerts"
      />
      {blocked && (
        <Text size="xs" c="dimmed">
          {t('live.alertsBlocked')}
        </Text>
      )}
    </Stack>
  );
}

/** Active conversations as they happen, those asking for a person first. */
export function LivePage() {
  const { t } = useI18n();
  const live = useLiveConversations();
  // Those asking for a person first, the server's order otherwise (sort is stable).
  const list = [...(live.data?.conversations ?? [])].sort(
    (a, b) => Number(b.needsHuman) - Number(a.needsHuman),
  );
  return (
    <>
      <PageHeader title={t('live.title')} description={t('live.subtitle')} />
      <AlertsSwitch />
      {live.isPending ? (
        <LoadingState />
      ) : live.isError ? (
        <ErrorState error={live.error} onRetry={() => live.refetch()} />
      ) : list.length === 0 ? (
        <Card withBorder>
          <EmptyState icon="chat" order={2} title={t('live.emptyTitle')} description={t('live.emptyText')} />
        </Card>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('live.title')}
          data-testid="live-list"
        >
          {list.map((c) => (
            <LiveRow key={c.id} c={c} />
          ))}
        </Stack>
      )}
    </>
  );
}
