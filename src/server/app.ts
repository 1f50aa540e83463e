import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DEFAULT_PLANS, type PlanTable } from '../contract/plans';
import { createAuth } from './account/auth';
import { accountRoutes, authHandlerRoutes } from './account/routes';
import { createAccountService } from './account/service';
import { adminRoutes } from './admin/routes';
import type { Config } from './config';
import { conversationsRoutes } from './conversations/routes';
import { createConversationsService } from './conversations/service';
import { dashboardRoutes } from './dashboard/routes';
import { createDashboardService } from './dashboard/service';
import type { Database } from './db/open';
import { formsRoutes } from './forms/routes';
import { createFormsService } from './forms/service';
import { healthRoutes } from './health/routes';
import { createAuthenticate } from './http/authenticate';
import { installErrorHandler } from './http/errors';
import { installMetrics } from './http/metrics';
import { usageRoutes } from './usage/routes';
import { createUsageService } from './usage/service';

export interface AppDeps {
  config: Config;
  database: Database;
  plans?: PlanTable;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

/** Builds the whole HTTP app on its dependencies; main.ts and the tests call it the same way. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const db = database.db;
  const plans = deps.plans ?? DEFAULT_PLANS;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  installErrorHandler(app);
  const registry = installMetrics(app);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.PUBLIC_URL.startsWith('https://'),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Charla API', version: '1.0.0', description: 'Forms that talk: management, widget and internal endpoints.' },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'API key: chl_ followed by 64 hex characters' },
          session: { type: 'apiKey', in: 'cookie', name: 'charla.session-token' },
        },
      },
      security: [{ apiKey: [] }, { session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const auth = createAuth({ db, secret: config.SECRET_KEY, publicUrl: config.PUBLIC_URL, defaultPlan: config.DEFAULT_PLAN });
  const accounts = createAccountService({ db });
  const authenticate = createAuthenticate({ accounts, auth, publicUrl: config.PUBLIC_URL });
  const forms = createFormsService({ db, plans });
  const conversations = createConversationsService({ db });
  const usage = createUsageService({ db, plans, now: deps.now });
  const dashboard = createDashboardService({ db, now: deps.now });

  healthRoutes(app, { database, registry });
  authHandlerRoutes(app, { auth, publicUrl: config.PUBLIC_URL });
  accountRoutes(app, { accounts, authenticate });
  formsRoutes(app, { forms, authenticate });
  conversationsRoutes(app, { conversations, authenticate });
  usageRoutes(app, { usage, authenticate });
  dashboardRoutes(app, { dashboard, authenticate });
  if (config.ADMIN_TOKEN) adminRoutes(app, { accounts, adminToken: config.ADMIN_TOKEN });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
