import { ActionIcon, Group, Menu, Paper, Text, UnstyledButton } from '@mantine/core';
import type { DealWithStage, Stage } from '../../../contract/crm';
import { Icon } from '../../components/icons';
import { AnchorLink } from '../../components/links';
import { useI18n } from '../../i18n/i18n';
import { formatMoney } from '../../lib/format';

/** A deal on the board: title (opens the editor), value, contact, its conversation, and a "move to" menu. */
export function DealCard({
  deal,
  stages,
  onOpen,
  onMove,
}: {
  deal: DealWithStage;
  stages: Stage[];
  onOpen: () => void;
  onMove: (stageId: string) => void;
}) {
  const { t, lang } = useI18n();
  return (
    <Paper withBorder p="sm" radius="md" shadow="xs">
      <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
        <UnstyledButton
          onClick={onOpen}
          style={{ minWidth: 0, flex: 1 }}
          aria-label={`${t('common.edit')}: ${deal.title}`}
        >
          <Text size="sm" fw={600} lineClamp={2}>
            {deal.title}
          </Text>
        </UnstyledButton>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={t('deals.moveTo', { title: deal.title })}
            >
              <Icon name="move" size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('deals.moveToLabel')}</Menu.Label>
            {stages.map((s) => (
              <Menu.Item
                key={s.id}
                disabled={s.id === deal.stageId}
                onClick={() => onMove(s.id)}
                leftSection={
                  <span
                    style={{
                      width: 8,
                      height: 8,
                      borderRadius: 9,
                      background: s.color,
                      display: 'inline-block',
                    }}
                  />
                }
              >
                {s.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {deal.value !== null && (
        <Text size="sm" c="charla" fw={600}>
          {formatMoney(deal.value, deal.currency, lang === 'es' ? 'es-ES' : 'en-US')}
        </Text>
      )}
      {(deal.contactName || deal.contactEmail) && (
        <Text size="xs" c="dimmed" truncate>
          {[deal.contactName, deal.contactEmail].filter(Boolean).join(' · ')}
        </Text>
      )}
      {deal.conversationId && (
        <AnchorLink
          to="/conversations/$conversationId"
          params={{ conversationId: deal.conversationId }}
          size="xs"
        >
          {t('deals.conversation')}
        </AnchorLink>
      )}
    </Paper>
  );
}
