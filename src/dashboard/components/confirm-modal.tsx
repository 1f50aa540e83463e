import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';

/** A yes/no question before something that cannot be undone. */
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel,
  loading,
  color = 'red',
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title?: string;
  children: ReactNode;
  confirmLabel?: string;
  loading?: boolean;
  color?: string;
}) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('common.confirmDeleteTitle')} centered>
      <Text size="sm" component="div">
        {children}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
