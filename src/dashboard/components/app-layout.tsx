import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useMe, useSignOut } from '../api/account';
import { useNeedsHumanCount, useOwnerStream } from '../api/live-stream';
import { useT } from '../i18n/i18n';
import { registerMessages } from '../i18n/messages';
import shellMessages from '../i18n/messages/shell';
import type { MessageKey } from '../i18n/translate';
import { useLiveAlertsOn } from '../lib/live-alerts';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { Icon, type IconName } from './icons';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

// The texts of several signed-in pages (usage bars, the form limit...); each page's own come with its chunk.
registerMessages(shellMessages);

const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// The alerts' watcher (chime, notification) is fetched only for an owner who turned them on.
const LiveAlerts = lazy(() => import('./live-alerts').then((m) => ({ default: m.LiveAlerts })));

const NAV: Array<{ to: string; label: MessageKey; icon: IconName }> = [
  { to: '/', label: 'nav.home', icon: 'home' },
  { to: '/forms', label: 'nav.forms', icon: 'forms' },
  { to: '/live', label: 'nav.live', icon: 'live' },
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
  // The account menu's code is fetched when the visitor first reaches for it, then it opens.
  const [menuWanted, setMenuWanted] = useState(false);
  // The owner's live channel: the badge, the Live page and open conversations update from it.
  useOwnerStream();
  const alertsOn = useLiveAlertsOn();
  const waiting = useNeedsHumanCount().data ?? 0;

  const onSignOut = async () => {
    await signOut.mutateAsync().catch(() => {});
    qc.clear();
    await navigate({ to: '/sign-in' });
  };

  // A shell of our own (fixed header, side navigation, styles.css): Mantine's AppShell brings its footer,
  // aside, resize handle and a scroll lock along, ~10 KB of a first visit's JavaScript.
  return (
    <div className="charla-shell" data-nav-open={opened || undefined}>
      {alertsOn && (
        <Suspense fallback={null}>
          <LiveAlerts />
        </Suspense>
      )}
      <a href="#main" className="charla-skip-link">
        {t('nav.skip')}
      </a>
      <header className="charla-shell-header">
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
            <ColorSchemeToggle />
            <LanguageSwitch />
            {(() => {
              const target = (
                <UnstyledButton
                  aria-haspopup="menu"
                  data-testid="user-menu"
                  onClick={() => setMenuWanted(true)}
                >
                  <Group gap={6} wrap="nowrap">
                    {/* Mantine's Avatar look (light variant) without its code on every signed-in first load. */}
                    <span className="initial-avatar" aria-hidden>
                      {(me.data?.name ?? '?').slice(0, 1).toUpperCase()}
                    </span>
                    <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
                      {me.data?.name}
                    </Text>
                    <span className="sr-only">{t('nav.account')}</span>
                  </Group>
                </UnstyledButton>
              );
              if (!menuWanted) return target;
              return (
                <Suspense fallback={target}>
                  <UserMenu target={target} email={me.data?.email} onSignOut={onSignOut} />
                </Suspense>
              );
            })()}
          </Group>
        </Group>
      </header>
      <nav className="charla-shell-nav" aria-label={t('nav.main')}>
        <div className="charla-shell-nav-links">
          {NAV.map((item) => {
            const active = item.to === '/' ? pathname === '/' : pathname.startsWith(item.to);
            return (
              <Link
                key={item.to}
                to={item.to}
                className="charla-nav-link"
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                onClick={close}
              >
                <Icon name={item.icon} size={18} />
                <span>{t(item.label)}</span>
                {item.to === '/live' && waiting > 0 && (
                  <span className="charla-nav-badge" data-testid="live-badge">
                    <span aria-hidden>{waiting}</span>
                    <span className="sr-only">{t('nav.liveWaiting', { n: waiting })}</span>
                  </span>
                )}
              </Link>
            );
          })}
        </div>
        <Text size="xs" c="dimmed" px="sm" py="xs">
          {me.data ? t('nav.planLine', { plan: me.data.plan }) : null}
        </Text>
      </nav>
      <main id="main" tabIndex={-1} className="charla-shell-main">
        <Outlet />
      </main>
    </div>
  );
}
