import { MantineProvider } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';
import { ApiError, errorMessage } from './api/client';
import { I18nProvider, useT } from './i18n/i18n';
import { router } from './router';
import { cssVariablesResolver, themeIn } from './theme';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { silent?: boolean };
  }
}

const GUEST_PAGES = ['/sign-in', '/sign-up', '/welcome', '/forgot-password', '/reset-password'];

function onUnauthorized(error: unknown) {
  // A session that expired while the dashboard was open: back to sign-in (guest pages handle 401 themselves).
  if (error instanceof ApiError && error.status === 401 && !GUEST_PAGES.includes(location.pathname)) {
    queryClient.clear();
    void router.navigate({ to: '/sign-in', search: { redirect: location.pathname } });
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onUnauthorized }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      onUnauthorized(error);
      // Mutations with `meta.silent` show their error where they happened instead.
      if (mutation.meta?.silent) return;
      notifications.show({ color: 'red', title: 'Charla', message: errorMessage(error) });
    },
  }),
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

const NotificationStack = lazy(() =>
  import('./components/notification-stack').then((m) => ({ default: m.NotificationStack })),
);

/** The notification stack, fetched with the first notification (it and its transitions weigh ~8 KB). */
function LazyNotifications() {
  const { notifications: shown, queue } = useNotifications();
  if (shown.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  );
}

/** Mantine inside the language: its close buttons are named in the interface language. */
function Themed({ children }: { children: React.ReactNode }) {
  const t = useT();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeIn(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

export function App() {
  return (
    <I18nProvider>
      <Themed>
        <LazyNotifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} context={{ queryClient }} />
        </QueryClientProvider>
      </Themed>
    </I18nProvider>
  );
}
