import { Table, Title } from '@mantine/core';
import type { ConversationDetail } from '../../../contract/conversations';
import { useI18n } from '../../i18n/i18n';

/** The values the embedding page passed in (data-hidden-*, the query string), by name; nothing when none. */
export function HiddenFields({ c }: { c: ConversationDetail }) {
  const { t } = useI18n();
  const hidden = Object.entries(c.hiddenFields);
  if (hidden.length === 0) return null;
  return (
    <>
      <Title order={3} size="h5" mt="lg" mb="xs">
        {t('conversation.hiddenFields')}
      </Title>
      <Table variant="vertical" layout="fixed" data-testid="hidden-fields">
        <Table.Tbody>
          {hidden.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th w="45%" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {k}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
