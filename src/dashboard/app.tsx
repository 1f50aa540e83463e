import { MantineProvider } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ApiError, errorMessage } from './api/client';
import { I18nProvider } from './i18n/i18n';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

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

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <RouterProvider router={router} context={{ queryClient }} />
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
