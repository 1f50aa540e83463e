import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_PLANS, type PlanTable } from '../contract/plans';
import { createAuthGuard } from './account/auth-guards';
import { installAuthThrottle } from './account/auth-throttle';
import { createLazyAuth, preloadAuthOnListen } from './account/lazy-auth';
import { accountRoutes, authHandlerRoutes } from './account/routes';
import { createAccountService } from './account/service';
import { createSetup, type Setup } from './account/setup';
import { adminRoutes } from './admin/routes';
import { createAdminService } from './admin/service';
import { droppedEventsCounter } from './analytics/metrics';
import { analyticsRoutes } from './analytics/routes';
import { createAnalyticsService, yesterday } from './analytics/service';
import { compactAnalytics } from './analytics/store';
import { backupRoutes } from './backup/routes';
import { installBilling } from './billing';
import { type AiInterviewer, createChatService } from './chat/service';
import type { Config } from './config';
import { createExportService } from './conversations/export';
import { createHandoverService } from './conversations/handover';
import { conversationsRoutes } from './conversations/routes';
import { createConversationsService } from './conversations/service';
import { createCrmAutomations } from './crm/automations';
import { dashboardRoutes } from './dashboard/routes';
import { createDashboardService } from './dashboard/service';
import { createDashboardUi } from './dashboard-ui';
import type { Database } from './db/open';
import { dealsRoutes } from './deals/routes';
import { createDealsService } from './deals/service';
import { formsRoutes } from './forms/routes';
import { createFormsService } from './forms/service';
import { generatorRoutes } from './generator/routes';
import { createGeneratorService } from './generator/service';
import { healthRoutes } from './health/routes';
import { createAuthenticate } from './http/authenticate';
import { installCanonicalPath } from './http/canonical-path';
import { trustProxyOption } from './http/client-address';
import { installErrorHandler } from './http/errors';
import {
  clientErrors,
  frameworkErrors,
  installHostileInputGuard,
  installJsonDepthLimit,
} from './http/hostile-input';
import { installHealthMetrics, installMetrics } from './http/metrics';
import { installOpenApi } from './http/openapi';
import { fallbackRateLimitStore } from './http/rate-limit-store';
import { installSecurityHeaders } from './http/security-headers';
import { createThrottle, memoryCounterStore, resilientCounterStore } from './http/throttle';
import { installWidgetCors } from './http/widget-cors';
import { zodCompilersFactory } from './http/zod-compilers';
import { sweepIdle } from './jobs/idle-sweeper';
import { type EventHandler, processOutbox } from './jobs/outbox';
import { JobRunner } from './jobs/runner';
import { createDeliveryWorker, webhookFanOut } from './jobs/webhook-deliveries';
import { installLive } from './live';
import { liveRoutes } from './live/routes';
import { createLiveService } from './live/service';
import { type LogOutput, loggerOptions } from './logging';
import { createMail } from './mail';
import { pipelinesRoutes } from './pipelines/routes';
import { createPipelinesService } from './pipelines/service';
import { createRedis } from './redis';
import { shareRoutes } from './share/routes';
import { createStorage } from './storage';
import { ticketsRoutes } from './tickets/routes';
import { createTicketsService } from './tickets/service';
import { uploadsRoutes } from './uploads/routes';
import { CLEANUP_INTERVAL_MS, createUploadsService } from './uploads/service';
import { usageRoutes } from './usage/routes';
import { createUsageService } from './usage/service';
import { webhooksRoutes } from './webhooks/routes';
import { createSecretBox } from './webhooks/secret-box';
import { createWebhooksService } from './webhooks/service';
import { createBotCheck } from './widget/bot-check';
import { FormCache } from './widget/form-cache';
import { widgetRoutes } from './widget/routes';
import { createWidgetService, type WidgetForm, widgetFormLoader } from './widget/service';
import { widgetScriptRoutes } from './widget-script/routes';

export interface AppDeps {
  config: Config;
  database: Database;
  plans?: PlanTable;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** The AI interviewer; by default built from AI_PROVIDER (none for `local`). */
  ai?: AiInterviewer | null;
  /** How long a widget form stays cached (the bound on cross-instance staleness without Redis). */
  formCacheTtlMs?: number;
  /** Where logs go when `logger` is not given (LOG_FORMAT decides their format): stdout by default. */
  logOutput?: LogOutput;
}

/** Builds the whole HTTP app on its dependencies; main.ts and the tests call it the same way. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const db = database.db;
  const plans = deps.plans ?? DEFAULT_PLANS;
  const logging =
    deps.logger !== undefined
      ? { logger: deps.logger }
      : loggerOptions(config, deps.logOutput ?? { stream: process.stdout, isTTY: !!process.stdout.isTTY });
  const app = Fastify({
    ...logging,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler: clientErrors,
    schemaController: { compilersFactory: zodCompilersFactory }, // no Ajv: every schema is Zod
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  const dashboardUi = createDashboardUi({ log: app.log });
  installErrorHandler(app, dashboardUi.notFound, () => database.monitor.reportFailure());
  // Headers every answer carries, refusals included; then, before any guard, the path must be canonical.
  installSecurityHeaders(app, { hsts: config.PUBLIC_URL.startsWith('https://') });
  installCanonicalPath(app);
  installJsonDepthLimit(app);
  installHostileInputGuard(app);
  installWidgetCors(app);
  const registry = installMetrics(app);
  const redisOptions = {
    connectTimeoutMs: config.REDIS_CONNECT_TIMEOUT_MS,
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    log: app.log,
  };
  // Redis is an accelerator: while it is down, limits are per instance and the form cache lives its TTL.
  const redis = config.REDIS_URL ? await createRedis(config.REDIS_URL, redisOptions) : undefined;
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    ...(redis ? { store: fallbackRateLimitStore(redis, 'charla-rl:') } : {}),
  });

  // Throttles (sign-in, sign-up, reset, generator, API key) count in Redis when set, else in this process.
  const throttle = createThrottle(redis ? resilientCounterStore(redis) : memoryCounterStore());
  installAuthThrottle(app, {
    throttle,
    secret: config.SECRET_KEY,
    secure: config.PUBLIC_URL.startsWith('https://'),
  });

  await app.register(cookie);
  await installOpenApi(app, { publicUrl: config.PUBLIC_URL });

  // E-mail (SMTP_URL): owner notifications from the outbox, reset e-mails; the worker sends the queue.
  const mail = createMail({ config, db, now: deps.now, log: app.log, onQueued: () => jobs.nudge('mail') });
  // better-auth is imported on first use (start-up time), and right after listening.
  const { auth, load: loadAuth } = createLazyAuth({
    db,
    secret: config.SECRET_KEY,
    publicUrl: config.PUBLIC_URL,
    defaultPlan: config.DEFAULT_PLAN,
    sendResetPassword: mail.sendResetPassword,
    log: app.log,
  });
  preloadAuthOnListen(app, loadAuth);
  const setup = createSetup({
    db,
    secret: config.SECRET_KEY,
    windowMinutes: config.SETUP_WINDOW_MINUTES,
    now: deps.now,
  });
  app.decorate('setup', setup);
  const cache = new FormCache<WidgetForm | null>(widgetFormLoader(db, plans), {
    ttlMs: deps.formCacheTtlMs ?? 3000,
    maxEntries: 10_000,
    redis,
    ownerOf: (f) => f?.row.userId,
  });
  const onPlanChanged = (userId: string) => cache.invalidateOwner(userId);
  const accounts = createAccountService({ db, onPlanChanged });
  const authenticate = createAuthenticate({ accounts, auth, publicUrl: config.PUBLIC_URL });
  const subscriber = config.REDIS_URL
    ? await createRedis(config.REDIS_URL, { ...redisOptions, role: 'subscriber' })
    : undefined;
  if (subscriber) cache.listen(subscriber);
  // Live streams (a person in the conversation): doorbells between instances, heartbeats, limits.
  const live = await installLive(app, { config, database, redis, subscriber, registry });
  app.addHook('onClose', async () => {
    await cache.close();
    await redis?.close();
  });
  const storage = await createStorage(config, { now: deps.now });
  app.addHook('onClose', async () => storage?.close?.());
  const uploads = createUploadsService({
    db,
    cache,
    storage,
    plans,
    now: deps.now,
    log: app.log,
    pendingCaps: {
      perAddressBytes: config.UPLOAD_PENDING_PER_ADDRESS_MB * 1024 * 1024,
      perFormBytes: config.UPLOAD_PENDING_PER_FORM_MB * 1024 * 1024,
    },
  });
  const forms = createFormsService({
    db,
    plans,
    onFormChanged: (id) => cache.invalidate(id),
    files: uploads,
    uploadsAvailable: !!storage,
  });
  database.monitor.setLogger(app.log);
  // Jobs wait while the database is down and all run at once when it is back.
  const jobs = new JobRunner(app.log, () => database.monitor.available);
  const wakeJobs = () => jobs.nudgeAll();
  database.monitor.on('up', wakeJobs);
  app.addHook('onClose', async () => {
    database.monitor.off('up', wakeJobs);
  });
  installHealthMetrics(registry, {
    databaseUp: () => database.monitor.available,
    redisUp: redis ? () => redis.usable : undefined,
    jobFailures: () => jobs.failureCounts(),
  });
  const onCompleted = () => jobs.nudge('outbox');
  const botCheck = createBotCheck({ db, secret: config.SECRET_KEY, now: deps.now });
  const widget = createWidgetService({
    db,
    cache,
    now: deps.now,
    onCompleted,
    files: uploads.files,
    botCheck,
  });
  const analytics = createAnalyticsService({
    db,
    widget,
    now: deps.now,
    onDropped: droppedEventsCounter(registry),
    onUnavailable: () => database.monitor.reportFailure(),
  });
  // The AI SDK is loaded only when a provider is configured (start-up time of the default setup).
  const llm = config.AI_PROVIDER === 'local' ? null : await import('./chat/model/llm');
  const model = llm ? await llm.createLanguageModel(config) : null;
  const ai =
    deps.ai !== undefined
      ? deps.ai
      : llm && model
        ? llm.createAiInterviewer({ model, timeoutMs: config.AI_TIMEOUT_MS })
        : null;
  const chat = createChatService({ db, widget, ai, now: deps.now, log: app.log, onCompleted, live });
  // Consumers of the outbox (webhook deliveries, CRM automations) add themselves here.
  const eventHandlers: EventHandler[] = [];
  eventHandlers.push(webhookFanOut({ plans, now: deps.now }));
  eventHandlers.push(createCrmAutomations({ plans, log: app.log, now: deps.now }));
  eventHandlers.push(...mail.handlers);
  jobs.add('outbox', 1000, async () => {
    // Deliveries and e-mails queued by the handlers are committed now: wake their workers.
    if (await processOutbox(db, eventHandlers, { now: deps.now })) {
      jobs.nudge('webhook-deliveries');
      if (mail.worker) jobs.nudge('mail');
    }
  });
  const mailWorker = mail.worker;
  if (mailWorker) {
    jobs.add('mail', 5000, () => mailWorker.runDue());
    jobs.add('mail-cleanup', 3_600_000, () => mailWorker.cleanup());
    app.addHook('preClose', () => mailWorker.close());
  }
  const secretBox = createSecretBox(config.SECRET_KEY);
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE;
  const deliveryWorker = createDeliveryWorker({ db, secretBox, allowPrivate, now: deps.now, log: app.log });
  jobs.add('webhook-deliveries', 1000, () => deliveryWorker.runDue());
  const webhooks = createWebhooksService({
    db,
    plans,
    secretBox,
    allowPrivate,
    now: deps.now,
    onQueued: () => jobs.nudge('webhook-deliveries'),
  });
  jobs.add('idle-sweeper', 60_000, () =>
    sweepIdle(db, config.CONVERSATION_IDLE_MINUTES, deps.now?.(), (c, u) => live.ring(c, u)),
  );
  jobs.add('upload-cleanup', CLEANUP_INTERVAL_MS, () => uploads.cleanup());
  // Past days' analytics shards folded into one row each: long ranges read about one row a day.
  jobs.add('analytics-compact', 3_600_000, () => compactAnalytics(db, yesterday(deps.now?.())));
  jobs.add('pow-cleanup', 600_000, () => botCheck.cleanup());
  // PGlite runs no autovacuum: without statistics the planner scans every pending row of a queue.
  if (database.kind === 'pglite') jobs.add('pglite-maintenance', 600_000, () => database.maintain());
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  // Before the jobs stop: the worker stops claiming and lets its sends under way finish.
  app.addHook('preClose', () => deliveryWorker.close());
  const conversations = createConversationsService({ db, files: uploads, live });
  const handover = createHandoverService({ db, plans, conversations, live, now: deps.now });
  const exporter = createExportService({ db, publicUrl: config.PUBLIC_URL, now: deps.now });
  const pipelines = createPipelinesService({ db, plans });
  const deals = createDealsService({ db, now: deps.now });
  const tickets = createTicketsService({ db, plans, now: deps.now });
  const usage = createUsageService({ db, plans, now: deps.now });
  const dashboard = createDashboardService({ db, now: deps.now });
  const generator = createGeneratorService({
    model,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    log: app.log,
  });

  healthRoutes(app, { database, redis, live, registry, metricsToken: config.METRICS_TOKEN });
  const guard = createAuthGuard({ publicUrl: config.PUBLIC_URL, signup: config.SIGNUP, setup });
  authHandlerRoutes(app, { auth, publicUrl: config.PUBLIC_URL, monitor: database.monitor, guard });
  accountRoutes(app, { accounts, authenticate, throttle });
  formsRoutes(app, { forms, authenticate });
  webhooksRoutes(app, { webhooks, authenticate });
  generatorRoutes(app, { generator, authenticate, throttle });
  conversationsRoutes(app, { conversations, exporter, handover, authenticate });
  pipelinesRoutes(app, { pipelines, authenticate });
  dealsRoutes(app, { deals, authenticate });
  ticketsRoutes(app, { tickets, authenticate });
  usageRoutes(app, { usage, authenticate });
  dashboardRoutes(app, { dashboard, authenticate });
  await installBilling(app, { config, db, authenticate, onPlanChanged });
  await dashboardUi.register(app, { setup, signup: config.SIGNUP, email: !!config.SMTP_URL });
  widgetRoutes(app, {
    widget,
    chat,
    publicUrl: config.PUBLIC_URL,
    throttle,
    chatLimits: {
      perConversation: config.CHAT_MESSAGES_PER_CONVERSATION_PER_MINUTE,
      newPerAddress: config.CHAT_NEW_CONVERSATIONS_PER_ADDRESS_PER_MINUTE,
      perAddress: config.CHAT_REQUESTS_PER_ADDRESS_PER_MINUTE,
    },
  });
  liveRoutes(app, {
    live: createLiveService({ db, widget, hub: live }),
    authenticate,
    publicUrl: config.PUBLIC_URL,
    perAddressPerMinute: config.CHAT_REQUESTS_PER_ADDRESS_PER_MINUTE,
  });
  shareRoutes(app, { widget, publicUrl: config.PUBLIC_URL });
  await analyticsRoutes(app, { analytics, authenticate, publicUrl: config.PUBLIC_URL });
  widgetScriptRoutes(app, { env: config.NODE_ENV });
  uploadsRoutes(app, { uploads, authenticate, publicUrl: config.PUBLIC_URL });
  adminRoutes(app, {
    accounts,
    admin: createAdminService({ accounts, auth }),
    adminToken: config.ADMIN_TOKEN,
  });
  backupRoutes(app, { database, config });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs; main.ts starts them, tests run them once. */
    jobs: JobRunner;
    /** The first account's setup window and link; main.ts records the start with the migrations. */
    setup: Setup;
  }
}
