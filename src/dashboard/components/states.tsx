import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorDetails, errorMessage } from '../api/client';
import { useT } from '../i18n/i18n';
import { Icon, type IconName } from './icons';
import { ButtonLink } from './links';

export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label ?? t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** An API error, in the API's own words, with a retry when one makes sense. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const details = errorDetails(error);
  return (
    <Alert color="red" title={t('common.error')} icon={<Icon name="info" />} role="alert">
      <Text size="sm">{errorMessage(error)}</Text>
      {details.length > 0 && (
        <Stack gap={2} mt={4}>
          {details.slice(0, 6).map((d) => (
            <Text size="xs" key={d}>
              {d}
            </Text>
          ))}
        </Stack>
      )}
      {onRetry && (
        <Button size="xs" variant="light" color="red" mt="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function EmptyState({
  icon = 'info',
  title,
  description,
  action,
  order = 3,
}: {
  /** The heading level: 1 when the state is the whole page. */
  order?: 1 | 2 | 3;
  icon?: IconName;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Center py={48} px="md">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <Center
          w={56}
          h={56}
          bg="var(--mantine-primary-color-light)"
          c="charla"
          style={{ borderRadius: 999 }}
        >
          <Icon name={icon} size={26} />
        </Center>
        <Title order={order} size="h4">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  const t = useT();
  return (
    <EmptyState
      icon="search"
      order={1}
      title={t('common.notFoundTitle')}
      description={t('common.notFoundText')}
      action={<ButtonLink to="/">{t('nav.home')}</ButtonLink>}
    />
  );
}

/** The not-found page of an address outside the signed-in shell: the page's own main landmark. */
export function RootNotFoundPage() {
  return (
    <main>
      <NotFoundPage />
    </main>
  );
}
