import {
  AppShell,
  Avatar,
  Burger,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMe, useSignOut } from '../api/account';
import { useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/translate';
import { Icon, type IconName } from './icons';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const NAV: Array<{ to: string; label: MessageKey; icon: IconName }> = [
  { to: '/', label: 'nav.home', icon: 'home' },
  { to: '/forms', label: 'nav.forms', icon: 'forms' },
  { to: '/conversations', label: 'nav.conversations', icon: 'chat' },
  { to: '/pipelines', label: 'nav.pipelines', icon: 'kanban' },
  { to: '/tickets', label: 'nav.tickets', icon: 'ticket' },
  { to: '/settings', label: 'nav.settings', icon: 'settings' },
];

export function AppLayout() {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const qc = useQueryClient();

  const onSignOut = async () => {
    await signOut.mutateAsync().catch(() => {});
    qc.clear();
    await navigate({ to: '/sign-in' });
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <a href="#main" className="charla-skip-link">
        {t('nav.skip')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(opened ? 'nav.closeMenu' : 'nav.openMenu')}
            />
            <Link to="/" aria-label="Charla" style={{ display: 'flex', textDecoration: 'none' }}>
              <Logo />
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={t('nav.account')} data-testid="user-menu">
                  <Group gap={6} wrap="nowrap">
                    <Avatar size={30} radius="xl" color="charla">
                      {(me.data?.name ?? '?').slice(0, 1).toUpperCase()}
                    </Avatar>
                    <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
                      {me.data?.name}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{me.data?.email}</Menu.Label>
                <Menu.Item component={Link} to="/settings" leftSection={<Icon name="settings" size={14} />}>
                  {t('nav.settings')}
                </Menu.Item>
                <Menu.Item onClick={onSignOut} leftSection={<Icon name="logout" size={14} />}>
                  {t('auth.signOut')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.main')}>
        <AppShell.Section grow component={ScrollArea}>
          {NAV.map((item) => {
            const active = item.to === '/' ? pathname === '/' : pathname.startsWith(item.to);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.label)}
                leftSection={<Icon name={item.icon} size={18} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={close}
                variant="light"
                style={{ borderRadius: 8 }}
              />
            );
          })}
        </AppShell.Section>
        <AppShell.Section>
          <Text size="xs" c="dimmed" px="sm" py="xs">
            {me.data ? t('nav.planLine', { plan: me.data.plan }) : null}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
