import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { z } from 'zod';
import { ConversationStatus, TicketPriority, TicketStatus } from '../contract/enums';
import { meQuery, setupQuery } from './api/account';
import { ApiError } from './api/client';
import { AppLayout } from './components/app-layout';
import { NotFoundPage } from './components/states';
import { SignInPage, SignUpPage, WelcomePage } from './pages/auth/auth-pages';
import { ConversationDetailPage } from './pages/conversations/conversation-detail-page';
import { ConversationsPage } from './pages/conversations/conversations-page';
import { FormBuilderPage } from './pages/forms/form-builder-page';
import { FormsPage } from './pages/forms/forms-page';
import { HomePage } from './pages/home/home-page';
import { PipelineBoardPage } from './pages/pipelines/pipeline-board-page';
import { PipelinesPage } from './pages/pipelines/pipelines-page';
import { SettingsPage } from './pages/settings/settings-page';
import { TicketsPage } from './pages/tickets/tickets-page';

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const authSearch = z.object({ redirect: z.string().optional().catch(undefined) });

/** Signed-in visitors of the sign-in pages go to the dashboard; an instance with no account shows first run. */
async function guestOnly(queryClient: QueryClient, firstRun: boolean) {
  const me = await queryClient.fetchQuery(meQuery).catch(() => null);
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

const welcomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/welcome',
  beforeLoad: ({ context }) => guestOnly(context.queryClient, true),
  component: WelcomePage,
});

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    try {
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

const formsSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  q: z.string().optional().catch(undefined),
  status: z.enum(['published', 'draft']).optional().catch(undefined),
});
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

const builderTabs = z.enum(['content', 'questions', 'style', 'settings', 'webhook', 'embed']);
export type BuilderTab = z.infer<typeof builderTabs>;
const formRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/forms/$formId',
  validateSearch: z.object({ tab: builderTabs.optional().catch(undefined) }),
  component: function FormRoute() {
    const { formId } = formRoute.useParams();
    return <FormBuilderPage key={formId} formId={formId} />;
  },
});

const conversationsSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  formId: z.string().optional().catch(undefined),
  status: ConversationStatus.optional().catch(undefined),
  from: z.string().optional().catch(undefined),
  to: z.string().optional().catch(undefined),
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

const pipelinesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/pipelines',
  component: PipelinesPage,
});

const pipelineRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/pipelines/$pipelineId',
  validateSearch: z.object({ q: z.string().optional().catch(undefined) }),
  component: function PipelineRoute() {
    const { pipelineId } = pipelineRoute.useParams();
    return <PipelineBoardPage key={pipelineId} pipelineId={pipelineId} />;
  },
});

const ticketsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/tickets',
  validateSearch: z.object({
    view: z.enum(['list', 'board']).optional().catch(undefined),
    status: TicketStatus.optional().catch(undefined),
    priority: TicketPriority.optional().catch(undefined),
    q: z.string().optional().catch(undefined),
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
  appRoute.addChildren([
    homeRoute,
    formsRoute,
    newFormRoute,
    formRoute,
    conversationsRoute,
    conversationRoute,
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
