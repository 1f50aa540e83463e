import { Alert, Card, Stack, Switch, TagsInput, Text, Title } from '@mantine/core';
import { useSetup } from '../../api/account';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';
import type { SectionProps } from './builder-types';

const MAX_EMAILS = 5;

/** E-mail on each completed conversation: a switch and up to five recipients (empty: the owner). */
export function NotificationsCard({ draft, set, errors }: SectionProps) {
  const t = useT();
  const setup = useSetup();
  const n = draft.notifications;
  const mailOff = setup.data?.email === false;
  const emailError = Object.entries(errors).find(([k]) => k.startsWith('notifications.emails'))?.[1];
  return (
    <Card withBorder>
      <Title order={2} size="h5" mb={4}>
        {t('notify.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('notify.hint')}
      </Text>
      <Stack gap="md">
        {mailOff && (
          <Alert color="yellow" icon={<Icon name="info" />} data-testid="notify-off">
            {t('notify.off')}
          </Alert>
        )}
        <Switch
          label={t('notify.switch')}
          checked={n.onCompleted}
          onChange={(e) => set('notifications', { ...n, onCompleted: e.currentTarget.checked })}
        />
        <TagsInput
          label={t('notify.emails')}
          description={t('notify.emailsHint')}
          placeholder="ana@example.com"
          value={n.emails}
          maxTags={MAX_EMAILS}
          splitChars={[',', ' ', ';']}
          onChange={(emails) => set('notifications', { ...n, emails: emails.map((e) => e.trim()) })}
          disabled={!n.onCompleted}
          clearable
          error={emailError}
        />
      </Stack>
    </Card>
  );
}
