import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { CONVERSATION_STATUSES, TICKET_PRIORITIES, TICKET_STATUSES } from '../contract/enum-values';
import { meQuery, setupQuery } from './api/account';
import { ApiError } from './api/client';
import { oneOf, pageNumber, searchOf, text } from './lib/search-params';
import { sessionHint } from './lib/session-hint';

// The signed-in shell and the not-found page are chunks of their own too: a sign-in page never loads them.
const AppLayout = lazyRouteComponent(() => import('./components/app-layout'), 'AppLayout');
const NotFoundPage = lazyRouteComponent(() => import('./components/states'), 'RootNotFoundPage');

// Each page is its own chunk, fetched when its route is first shown (or hovered: defaultPreload 'intent').
const authPages = () => import('./pages/auth/auth-pages');
const SignInPage = lazyRouteComponent(authPages, 'SignInPage');
const SignUpPage = lazyRouteComponent(authPages, 'SignUpPage');
const WelcomePage = lazyRouteComponent(authPages, 'WelcomePage');
const passwordPages = () => import('./pages/auth/password-pages');
const ForgotPasswordPage = lazyRouteComponent(passwordPages, 'ForgotPasswordPage');
const ResetPasswordPage = lazyRouteComponent(passwordPages, 'ResetPasswordPage');
const HomePage = lazyRouteComponent(() => import('./pages/home/home-page'), 'HomePage');
const FormsPage = lazyRouteComponent(() => import('./pages/forms/forms-page'), 'FormsPage');
const FormBuilderPage = lazyRouteComponent(
  () => import('./pages/forms/form-builder-page'),
  'FormBuilderPage',
);
const ConversationsPage = lazyRouteComponent(
  () => import('./pages/conversations/conversations-page'),
  'ConversationsPage',
);
const ConversationDetailPage = lazyRouteComponent(
  () => import('./pages/conversations/conversation-detail-page'),
  'ConversationDetailPage',
);
const LivePage = lazyRouteComponent(() => import('./pages/live/live-page'), 'LivePage');
const PipelinesPage = lazyRouteComponent(() => import('./pages/pipelines/pipelines-page'), 'PipelinesPage');
const PipelineBoardPage = lazyRouteComponent(
  () => import('./pages/pipelines/pipeline-board-page'),
  'PipelineBoardPage',
);
const TicketsPage = lazyRouteComponent(() => import('./pages/tickets/tickets-page'), 'TicketsPage');
const SettingsPage = lazyRouteComponent(() => import('./pages/settings/settings-page'), 'SettingsPage');
// The analytics page brings the charts library: only this route loads it.
const AnalyticsPage = lazyRouteComponent(() => import('./pages/analytics/analytics-page'), 'AnalyticsPage');

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const authSearch = searchOf({ redirect: text });

/** Signed-in visitors of the sign-in pages go to the dashboard; an instance with no account shows first run. */
async function guestOnly(queryClient: QueryClient, firstRun: boolean) {
  // Only a browser that has signed in asks who it is: a visitor who never did gets no 401 in the console.
  const me = sessionHint.get() ? await queryClient.fetchQuery(meQuery).catch(() => null) : null;
  if (me) throw redirect({ to: '/' });
  const setup = await queryClient.fetchQuery(setupQuery).catch(() => null);
  if (setup && !setup.hasUsers && !firstRun) throw redirect({ to: '/welcome' });
  if (setup?.hasUsers && firstRun) throw redirect({ to: '/sign-in' });
}

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: authSearch,
  beforeLoad: ({ context }) => guestOnly(context.queryClient, false),
  component: SignInPage,
});

const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-up',
  beforeLoad: ({ context }) => guestOnly(context.queryClient, false),
  component: SignUpPage,
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  beforeLoad: ({ context }) => guestOnly(context.queryClient, false),
  component: ForgotPasswordPage,
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: searchOf({ token: text }),
  component: ResetPasswordPage,
});

const welcomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/welcome',
  validateSearch: searchOf({ setup: text }),
  beforeLoad: ({ context }) => guestOnly(context.queryClient, true),
  component: WelcomePage,
});

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    try {
      if (!sessionHint.get()) throw new ApiError(401, 'Not signed in');
      await context.queryClient.ensureQueryData(meQuery);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        const setup = await context.queryClient.fetchQuery(setupQuery).catch(() => null);
        if (setup && !setup.hasUsers) throw redirect({ to: '/welcome' });
        throw redirect({ to: '/sign-in', search: { redirect: location.href } });
      }
      throw e;
    }
  },
  component: AppLayout,
});

const homeRoute = createRoute({ getParentRoute: () => appRoute, path: '/', component: HomePage });

const formsSearch = searchOf({ page: pageNumber, q: text, status: oneOf(['published', 'draft']) });
const formsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/forms',
  validateSearch: formsSearch,
  component: FormsPage,
});

const newFormRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/forms/new',
  component: () => <FormBuilderPage formId={null} />,
});

const BUILDER_TABS = ['content', 'questions', 'logic', 'style', 'settings', 'webhook', 'embed'] as const;
export type BuilderTab = (typeof BUILDER_TABS)[number];
const formRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/forms/$formId',
  validateSearch: searchOf({ tab: oneOf(BUILDER_TABS) }),
  component: function FormRoute() {
    const { formId } = formRoute.useParams();
    return <FormBuilderPage key={formId} formId={formId} />;
  },
});

export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
const period = (v: unknown) => ANALYTICS_PERIODS.find((n) => n === Number(v));
const analyticsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/forms/$formId/analytics',
  validateSearch: searchOf({ days: period }),
  component: function AnalyticsRoute() {
    const { formId } = analyticsRoute.useParams();
    const { days } = analyticsRoute.useSearch();
    return <AnalyticsPage key={formId} formId={formId} days={days ?? 30} periods={ANALYTICS_PERIODS} />;
  },
});

const conversationsSearch = searchOf({
  page: pageNumber,
  q: text,
  formId: text,
  status: oneOf(CONVERSATION_STATUSES),
  from: text,
  to: text,
});
const conversationsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/conversations',
  validateSearch: conversationsSearch,
  component: ConversationsPage,
});

const conversationRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/conversations/$conversationId',
  component: function ConversationRoute() {
    const { conversationId } = conversationRoute.useParams();
    return <ConversationDetailPage key={conversationId} id={conversationId} />;
  },
});

const liveRoute = createRoute({ getParentRoute: () => appRoute, path: '/live', component: LivePage });

const pipelinesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/pipelines',
  component: PipelinesPage,
});

const pipelineRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/pipelines/$pipelineId',
  validateSearch: searchOf({ q: text }),
  component: function PipelineRoute() {
    const { pipelineId } = pipelineRoute.useParams();
    return <PipelineBoardPage key={pipelineId} pipelineId={pipelineId} />;
  },
});

const ticketsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/tickets',
  validateSearch: searchOf({
    view: oneOf(['list', 'board']),
    status: oneOf(TICKET_STATUSES),
    priority: oneOf(TICKET_PRIORITIES),
    q: text,
    /** A ticket to open at once (the link after "Open ticket" on a conversation). */
    ticket: text,
  }),
  component: TicketsPage,
});

const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/settings',
  component: SettingsPage,
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  signUpRoute,
  welcomeRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  appRoute.addChildren([
    homeRoute,
    formsRoute,
    newFormRoute,
    formRoute,
    analyticsRoute,
    conversationsRoute,
    conversationRoute,
    liveRoute,
    pipelinesRoute,
    pipelineRoute,
    ticketsRoute,
    settingsRoute,
  ]),
]);

export const router = createRouter({
  routeTree,
  context: { queryClient: undefined as unknown as QueryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
