import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Usage } from '../../contract/usage';
import { useI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/translate';
import { formatBytes, usageShare } from '../lib/format';

const ROWS: Array<{
  key: 'forms' | 'conversations' | 'pipelines' | 'deals' | 'tickets' | 'storageBytes';
  label: MessageKey;
}> = [
  { key: 'forms', label: 'usage.forms' },
  { key: 'conversations', label: 'usage.conversations' },
  { key: 'pipelines', label: 'usage.pipelines' },
  { key: 'deals', label: 'usage.deals' },
  { key: 'tickets', label: 'usage.tickets' },
  { key: 'storageBytes', label: 'usage.storage' },
];

/** The month's usage against the plan's limits, one bar per counter. */
export function UsageBars({ usage }: { usage: Usage }) {
  const { t, number } = useI18n();
  return (
    <Stack gap="sm">
      {ROWS.map(({ key, label }) => {
        const c = usage[key];
        const show = (n: number) => (key === 'storageBytes' ? formatBytes(n) : number(n));
        const share = usageShare(c.used, c.limit);
        const color = share === null ? 'teal' : share >= 100 ? 'red' : share >= 80 ? 'orange' : 'charla';
        const unavailable = c.limit === 0;
        return (
          <div key={key}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="sm" fw={500}>
                {t(label)}
              </Text>
              <Text size="sm" c={unavailable ? 'dimmed' : undefined}>
                {unavailable
                  ? t('usage.notOnPlan')
                  : `${show(c.used)} / ${c.limit === null ? t('common.unlimited') : show(c.limit)}`}
              </Text>
            </Group>
            {/* No bar for an unlimited counter: a bar would look the same at 0 and at 3. */}
            {c.limit !== null && (
              <Progress
                value={unavailable ? 0 : (share ?? 0)}
                color={color}
                size="md"
                aria-label={t(label)}
              />
            )}
          </div>
        );
      })}
      <Text size="xs" c="dimmed">
        {usage.messagesPerConversation.limit === null
          ? t('usage.messagesPerConversationUnlimited')
          : t('usage.messagesPerConversation', { limit: usage.messagesPerConversation.limit })}
      </Text>
    </Stack>
  );
}
