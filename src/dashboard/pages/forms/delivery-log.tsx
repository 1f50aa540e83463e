import { Badge, Button, Card, Table, Text, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { DeliveryStatus } from '../../../contract/enums';
import { useDeliveries, useRetryDelivery } from '../../api/webhooks';
import { Pager } from '../../components/pager';
import { ErrorState, LoadingState } from '../../components/states';
import { useI18n } from '../../i18n/i18n';

const COLOR: Record<DeliveryStatus, string> = { PENDING: 'blue', SUCCEEDED: 'teal', FAILED: 'red' };

/** The webhook's deliveries, newest first, refreshed every few seconds, each one retryable. */
export function DeliveryLog({ formId }: { formId: string }) {
  const { t, date } = useI18n();
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(formId, page, true);
  const retry = useRetryDelivery(formId);

  return (
    <Card withBorder>
      <Title order={2} size="h5" mb="sm">
        {t('webhook.log')}
      </Title>
      {deliveries.isPending ? (
        <LoadingState />
      ) : deliveries.isError ? (
        <ErrorState error={deliveries.error} onRetry={() => deliveries.refetch()} />
      ) : deliveries.data.deliveries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('webhook.logEmpty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="delivery-log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('webhook.event')}</Table.Th>
                  <Table.Th>{t('common.status')}</Table.Th>
                  <Table.Th>{t('webhook.attempts')}</Table.Th>
                  <Table.Th>{t('webhook.response')}</Table.Th>
                  <Table.Th>{t('common.created')}</Table.Th>
                  <Table.Th>
                    <span className="sr-only">{t('common.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deliveries.data.deliveries.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Text size="sm">{d.type}</Text>
                      {d.test && (
                        <Badge size="xs" variant="outline" color="gray">
                          {t('webhook.testBadge')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={COLOR[d.status]} variant="light">
                        {t(`delivery.${d.status}`)}
                      </Badge>
                      {d.status === 'PENDING' && d.nextAttemptAt && (
                        <Text size="xs" c="dimmed">
                          {t('webhook.nextAttempt', { at: date(d.nextAttemptAt, true) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{d.attempts}</Table.Td>
                    <Table.Td>
                      <Tooltip label={d.lastError ?? ''} disabled={!d.lastError} multiline w={280}>
                        <Text size="sm" c={d.lastError ? 'red' : undefined} lineClamp={1} maw={220}>
                          {d.lastStatusCode ?? '—'}
                          {d.lastError ? ` · ${d.lastError}` : ''}
                        </Text>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {date(d.createdAt, true)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => retry.mutate(d.id)}
                        loading={retry.isPending && retry.variables === d.id}
                        disabled={d.status === 'PENDING' && d.attempts === 0}
                      >
                        {t('webhook.retry')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager info={deliveries.data.pagination} onChange={setPage} />
        </>
      )}
    </Card>
  );
}
