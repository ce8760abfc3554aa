import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createActivityRepository } from './modules/activity/activity.repository';
import { activityRoutes } from './modules/activity/activity.routes';
import { createActivityService } from './modules/activity/activity.service';
import { createBettingRepository } from './modules/betting/betting.repository';
import { bettingRoutes } from './modules/betting/betting.routes';
import { createBettingService, type BettingService } from './modules/betting/betting.service';
import { createSettlementRepository } from './modules/betting/settlement.repository';
import { createSettlementService, type SettlementService } from './modules/betting/settlement.service';
import { contentAdminRoutes } from './modules/content/content.admin-routes';
import { createContentRepository } from './modules/content/content.repository';
import { boardRoutes, eventRoutes } from './modules/content/content.routes';
import { createContentService, type ContentService } from './modules/content/content.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationAdminRoutes, notificationRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService, type NotificationsService } from './modules/notifications/notifications.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { siteRoutes } from './modules/settings/settings.routes';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { PushHub } from './modules/push/push-hub';
import { pushRoutes } from './modules/push/push.routes';
import { createSportsbookRepository } from './modules/sportsbook/sportsbook.repository';
import { sportsbookRoutes } from './modules/sportsbook/sportsbook.routes';
import { createSportsbookService, type SportsbookService } from './modules/sportsbook/sportsbook.service';
import { createSupportRepository } from './modules/support/support.repository';
import { inquiryRoutes, messageRoutes, supportAdminRoutes } from './modules/support/support.routes';
import { createSupportService, type SupportService } from './modules/support/support.service';
import { acceptAnyCodeVerifier, type PhoneVerifier } from './modules/users/phone-verifier';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService, type UsersService } from './modules/users/users.service';
import { createWalletRepository } from './modules/wallet/wallet.repository';
import { walletAdminRoutes } from './modules/wallet/wallet.admin-routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createWalletService, type WalletService } from './modules/wallet/wallet.service';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { validationPlugin } from './plugins/validation';
import { webAppPlugin } from './plugins/web-app';

/** The services behind the routes, for start-up work (seeding) and test set-up. */
export type Services = {
  settings: SettingsService;
  /** `notify(executor, userId, notification)` for modules that report to members (inside their transactions). */
  notifications: NotificationsService;
  content: ContentService;
  support: SupportService;
  wallet: WalletService;
  users: UsersService;
  sportsbook: SportsbookService;
  betting: BettingService;
  settlement: SettlementService;
  push: PushHub;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the default accept-any verifier (an SMS gateway in production, a fake in tests). */
  phoneVerifier?: PhoneVerifier;
  now?: () => Date;
  /** How in-play placements wait out their acceptance delay; tests step in here. */
  wait?: (ms: number) => Promise<void>;
};

/** Builds the whole API and site without listening, so tests can `inject` requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // The push stream carries its session token in the query; logs never show it.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.replace(/([?&]token=)[^&]*/, '$1***'),
          remoteAddress: request.ip,
        }),
      },
    },
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(validationPlugin);
  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Radix set element styles at run time; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Shared across API processes when Redis is configured; a Redis outage must not stop the site.
    ...(redis ? { redis, skipOnError: true } : {}),
  });

  const { db } = database;
  const settings = createSettingsService({ db, repository: createSettingsRepository() });
  const push = await PushHub.create(config.redisUrl, app.log);
  app.addHook('onClose', () => push.close());
  const notifications = createNotificationsService({ db, repository: createNotificationsRepository(), push, ...(options.now ? { now: options.now } : {}) });
  const wallet = createWalletService({
    db,
    repository: createWalletRepository(),
    settings,
    push,
    notifications,
    ...(options.now ? { now: options.now } : {}),
  });
  const users = createUsersService({
    db,
    repository: createUsersRepository(),
    wallet,
    phoneVerifier: options.phoneVerifier ?? acceptAnyCodeVerifier(app.log),
    login: config.login,
    ...(options.now ? { now: options.now } : {}),
  });
  const sportsbook = createSportsbookService({ db, repository: createSportsbookRepository(), ...(options.now ? { now: options.now } : {}) });
  const betting = createBettingService({
    db,
    repository: createBettingRepository(),
    wallet,
    settings,
    sportsbook,
    ...(options.now ? { now: options.now } : {}),
    ...(options.wait ? { wait: options.wait } : {}),
  });
  const settlement = createSettlementService({
    repository: createSettlementRepository(),
    wallet,
    settings,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  const content = createContentService({ db, repository: createContentRepository(), ...(options.now ? { now: options.now } : {}) });
  const support = createSupportService({ db, repository: createSupportRepository(), notifications, ...(options.now ? { now: options.now } : {}) });
  app.decorate('services', { settings, wallet, users, sportsbook, betting, settlement, push, notifications, content, support });

  await app.register(authPlugin, { users });
  await app.register(
    async (api) => {
      api.get('/health', async () => {
        await db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
        return { status: 'ok' };
      });
      await api.register(usersRoutes, { prefix: '/users', users });
      await api.register(walletRoutes, { prefix: '/transactions', wallet });
      await api.register(walletAdminRoutes, { prefix: '/admin', wallet });
      await api.register(siteRoutes, { prefix: '/site', settings });
      await api.register(sportsbookRoutes, { prefix: '/sports', sportsbook });
      await api.register(bettingRoutes, { prefix: '/betting', betting });
      await api.register(pushRoutes, { prefix: '/push', hub: push, users });
      await api.register(boardRoutes, { prefix: '/boards', content });
      await api.register(eventRoutes, { prefix: '/users', content });
      await api.register(messageRoutes, { prefix: '/users', support });
      await api.register(notificationRoutes, { prefix: '/users', notifications });
      await api.register(inquiryRoutes, { prefix: '/inquiries', support });
      await api.register(contentAdminRoutes, { prefix: '/admin', content });
      await api.register(supportAdminRoutes, { prefix: '/admin', support });
      await api.register(notificationAdminRoutes, { prefix: '/admin', notifications });
      await api.register(activityRoutes, {
        prefix: '/activity',
        activity: createActivityService({ db, repository: createActivityRepository(), ...(options.now ? { now: options.now } : {}) }),
      });
    },
    { prefix: '/api' },
  );
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  return app;
}
