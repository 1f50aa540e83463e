import { Group, Pagination, Text } from '@mantine/core';
import type { Pagination as PageInfo } from '../../contract/common';
import { useT } from '../i18n/i18n';

export function Pager({ info, onChange }: { info: PageInfo; onChange: (page: number) => void }) {
  const t = useT();
  if (info.total === 0) return null;
  return (
    <Group justify="space-between" mt="md" gap="xs">
      <Text size="sm" c="dimmed">
        {t('common.pageOf', { page: info.page, pages: Math.max(1, info.totalPages), total: info.total })}
      </Text>
      {info.totalPages > 1 && (
        <Pagination
          total={info.totalPages}
          value={info.page}
          onChange={onChange}
          size="sm"
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': control })}
        />
      )}
    </Group>
  );
}
