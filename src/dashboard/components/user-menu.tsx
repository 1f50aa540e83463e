import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { Icon } from './icons';

/** The account menu's dropdown: loaded on first use (Menu brings the popover engine, ~15 KB). */
export function UserMenu({
  target,
  email,
  onSignOut,
}: {
  target: ReactNode;
  email: string | undefined;
  onSignOut: () => void;
}) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item component={Link} to="/settings" leftSection={<Icon name="settings" size={14} />}>
          {t('nav.settings')}
        </Menu.Item>
        <Menu.Item onClick={onSignOut} leftSection={<Icon name="logout" size={14} />}>
          {t('auth.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
