import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { installationSecret } from './db/installation-secrets';
import { createAccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { createResponsiblePlayService, type ResponsiblePlayService } from './modules/account/responsible-play.service';
import { createActivityPublisher } from './modules/activity/activity-publisher';
import { createActivityRepository } from './modules/activity/activity.repository';
import { activityRoutes } from './modules/activity/activity.routes';
import { createActivityService } from './modules/activity/activity.service';
import { auditAdminRoutes } from './modules/audit/audit.admin-routes';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService, type AuditService } from './modules/audit/audit.service';
import { createBettingRepository } from './modules/betting/betting.repository';
import { createCasinoRepository } from './modules/casino/casino.repository';
import { casinoRoutes } from './modules/casino/casino.routes';
import { createCasinoService, type CasinoService } from './modules/casino/casino.service';
import { casinoWalletRoutes } from './modules/casino/casino-wallet.routes';
import { casinoAdminRoutes } from './modules/casino/casino.admin-routes';
import { createCasinoAdminRepository } from './modules/casino/casino-admin.repository';
import { createCasinoAdminService } from './modules/casino/casino-admin.service';
import { bettingRoutes } from './modules/betting/betting.routes';
import { createBettingService, type BettingService } from './modules/betting/betting.service';
import { createSettlementRepository } from './modules/betting/settlement.repository';
import { createSettlementService, type SettlementService } from './modules/betting/settlement.service';
import { contentAdminRoutes } from './modules/content/content.admin-routes';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin-routes';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createContentRepository } from './modules/content/content.repository';
import { boardRoutes, eventRoutes } from './modules/content/content.routes';
import { createContentService, type ContentService } from './modules/content/content.service';
import { membersAdminRoutes } from './modules/members/members.admin-routes';
import { createMembersRepository } from './modules/members/members.repository';
import { createMembersService } from './modules/members/members.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationAdminRoutes, notificationRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService, type NotificationsService } from './modules/notifications/notifications.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { siteRoutes } from './modules/settings/settings.routes';
import { settingsAdminRoutes } from './modules/settings/settings.admin-routes';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { PushHub } from './modules/push/push-hub';
import { pushRoutes } from './modules/push/push.routes';
import { createSportsbookRepository } from './modules/sportsbook/sportsbook.repository';
import { sportsbookRoutes } from './modules/sportsbook/sportsbook.routes';
import { createSportsbookService, type SportsbookService } from './modules/sportsbook/sportsbook.service';
import { createSportsbookAdminRepository } from './modules/sportsbook-admin/sportsbook-admin.repository';
import { createSportsbookAdminService } from './modules/sportsbook-admin/sportsbook-admin.service';
import { sportsbookAdminRoutes } from './modules/sportsbook-admin/sportsbook.admin-routes';
import { createSupportRepository } from './modules/support/support.repository';
import { inquiryRoutes, messageRoutes, supportAdminRoutes } from './modules/support/support.routes';
import { createSupportService, type SupportService } from './modules/support/support.service';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService, type UsersService } from './modules/users/users.service';
import { createPhoneVerificationRepository } from './modules/verification/phone-verification.repository';
import { phoneVerificationRoutes } from './modules/verification/phone-verification.routes';
import { createPhoneVerificationService } from './modules/verification/phone-verification.service';
import { createSmsSender, type SmsSender } from './modules/verification/sms-sender';
import { createWalletRepository } from './modules/wallet/wallet.repository';
import { walletAdminRoutes } from './modules/wallet/wallet.admin-routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createWalletService, type WalletService } from './modules/wallet/wallet.service';
import { authPlugin } from './plugins/auth';
import { answerError, errorsPlugin } from './plugins/errors';
import { validationPlugin } from './plugins/validation';
import { webAppPlugin } from './plugins/web-app';
import { studioAppPlugin } from './plugins/studio-app';
import { createStudioRepository } from './studio/studio.repository';
import { studioRoutes } from './studio/studio.routes';
import { createStudioService } from './studio/studio.service';
import { createWalletClient } from './studio/wallet-client';
import { createStudioRecovery, type StudioRecovery } from './jobs/studio-recovery';

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
  /** The lobby, launching, rounds, the seamless-wallet protocol (`protocol`) and `reconcile()`. */
  casino: CasinoService;
  push: PushHub;
  /** `assertMayPlay(executor, userId)`: deposits, sports bets and casino play refuse a member in cool-off or self-exclusion. */
  responsiblePlay: ResponsiblePlayService;
  /** `record(executor, entry)` for every back-office change, inside that change's transaction. */
  audit: AuditService;
  /** `run()`: finishes the studio's rounds left `pending` or `debited` (the studio recovery worker calls it). */
  studioRecovery: StudioRecovery;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the SMS provider the configuration names (tests read codes from one of their own). */
  smsSender?: SmsSender;
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
    frameworkErrors: answerError,
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
  const audit = createAuditService({
    db,
    repository: createAuditRepository(),
    ...(options.now ? { now: options.now } : {}),
  });
  const settings = createSettingsService({ db, repository: createSettingsRepository(), audit });
  const push = await PushHub.create(config.redisUrl, app.log);
  app.addHook('onClose', () => push.close());
  // Announces Bets panel changes on the public `activity` topic after they commit (throttled).
  const activity = createActivityPublisher({ push });
  app.addHook('onClose', async () => activity.close());
  const notifications = createNotificationsService({
    db,
    repository: createNotificationsRepository(),
    push,
    audit,
    ...(options.now ? { now: options.now } : {}),
  });
  const accountRepository = createAccountRepository();
  const responsiblePlay = createResponsiblePlayService({
    db,
    repository: accountRepository,
    ...(options.now ? { now: options.now } : {}),
  });
  const wallet = createWalletService({
    db,
    repository: createWalletRepository(),
    settings,
    push,
    notifications,
    depositRules: responsiblePlay,
    audit,
    ...(options.now ? { now: options.now } : {}),
  });
  const usersRepository = createUsersRepository();
  const phoneVerification = createPhoneVerificationService({
    db,
    repository: createPhoneVerificationRepository(),
    members: usersRepository,
    sender: options.smsSender ?? createSmsSender(config.sms, app.log),
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  const users = createUsersService({
    db,
    repository: usersRepository,
    wallet,
    phoneVerification,
    push,
    login: config.login,
    ...(options.now ? { now: options.now } : {}),
  });
  const sportsbook = createSportsbookService({
    db,
    repository: createSportsbookRepository(),
    ...(options.now ? { now: options.now } : {}),
  });
  const betting = createBettingService({
    db,
    repository: createBettingRepository(),
    wallet,
    settings,
    sportsbook,
    responsiblePlay,
    activity,
    ...(options.now ? { now: options.now } : {}),
    ...(options.wait ? { wait: options.wait } : {}),
  });
  const settlement = createSettlementService({
    repository: createSettlementRepository(),
    wallet,
    settings,
    activity,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  const content = createContentService({
    db,
    repository: createContentRepository(),
    audit,
    ...(options.now ? { now: options.now } : {}),
  });
  const support = createSupportService({
    db,
    repository: createSupportRepository(),
    notifications,
    audit,
    ...(options.now ? { now: options.now } : {}),
  });
  const casino = createCasinoService({
    db,
    repository: createCasinoRepository(),
    wallet,
    responsiblePlay,
    activity,
    ...(options.now ? { now: options.now } : {}),
  });
  // The in-house studio's signing secret: STUDIO_WALLET_SECRET when configured, else the one this
  // installation generated (the same in every API process); the integration row follows it.
  const studioWalletSecret = config.studioWalletSecret ?? (await installationSecret(db, 'studio_wallet'));
  app.addHook('onReady', () => casino.setIntegrationSecret('studio', studioWalletSecret));
  // The in-house studio's wallet client (its only way to the operator) and the sweeper that
  // finishes rounds a lost answer left open (jobs/studio-recovery.ts) share one signer.
  const studioRepository = createStudioRepository();
  const studioWallet = createWalletClient({
    secret: studioWalletSecret,
    transport: async (url, payload, headers) => {
      const response = await app.inject({ method: 'POST', url, payload, headers });
      return { statusCode: response.statusCode, body: response.body };
    },
  });
  const studioRecovery = createStudioRecovery({
    db,
    repository: studioRepository,
    wallet: studioWallet,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  app.decorate('services', {
    studioRecovery,
    responsiblePlay,
    settings,
    wallet,
    users,
    sportsbook,
    betting,
    settlement,
    casino,
    push,
    notifications,
    content,
    support,
    audit,
  });

  await app.register(authPlugin, { users });
  await app.register(
    async (api) => {
      api.get('/health', async () => {
        await db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
        return { status: 'ok' };
      });
      await api.register(usersRoutes, { prefix: '/users', users });
      await api.register(phoneVerificationRoutes, {
        prefix: '/users',
        phoneVerification,
        sendsPerAddressPerHour: config.smsSendsPerAddressPerHour,
      });
      await api.register(accountRoutes, {
        prefix: '/account',
        account: createAccountService({
          db,
          repository: accountRepository,
          wallet,
          settings,
          responsiblePlay,
          ...(options.now ? { now: options.now } : {}),
        }),
        responsiblePlay,
        users,
      });
      await api.register(walletRoutes, { prefix: '/transactions', wallet });
      await api.register(walletAdminRoutes, { prefix: '/admin', wallet });
      await api.register(siteRoutes, { prefix: '/site', settings });
      await api.register(sportsbookRoutes, { prefix: '/sports', sportsbook });
      await api.register(bettingRoutes, { prefix: '/betting', betting });
      await api.register(casinoRoutes, { prefix: '/games', casino });
      await api.register(casinoWalletRoutes, { prefix: '/casino/wallet', casino });
      await api.register(pushRoutes, {
        prefix: '/push',
        hub: push,
        users,
        ...(options.now ? { now: options.now } : {}),
      });
      await api.register(boardRoutes, { prefix: '/boards', content });
      await api.register(eventRoutes, { prefix: '/users', content });
      await api.register(messageRoutes, { prefix: '/users', support });
      await api.register(notificationRoutes, { prefix: '/users', notifications });
      await api.register(inquiryRoutes, { prefix: '/inquiries', support });
      await api.register(contentAdminRoutes, { prefix: '/admin', content });
      await api.register(supportAdminRoutes, { prefix: '/admin', support });
      await api.register(notificationAdminRoutes, { prefix: '/admin', notifications });
      await api.register(auditAdminRoutes, { prefix: '/admin', audit });
      await api.register(settingsAdminRoutes, { prefix: '/admin', settings });
      await api.register(membersAdminRoutes, {
        prefix: '/admin',
        members: createMembersService({
          db,
          repository: createMembersRepository(),
          wallet,
          audit,
          push,
          ...(options.now ? { now: options.now } : {}),
        }),
      });
      await api.register(sportsbookAdminRoutes, {
        prefix: '/admin/sports',
        sportsbookAdmin: createSportsbookAdminService({
          db,
          repository: createSportsbookAdminRepository(),
          audit,
          push,
          settlement,
          ...(options.now ? { now: options.now } : {}),
        }),
      });
      await api.register(casinoAdminRoutes, {
        prefix: '/admin/casino',
        casinoAdmin: createCasinoAdminService({ db, repository: createCasinoAdminRepository(), audit }),
      });
      await api.register(dashboardAdminRoutes, {
        prefix: '/admin',
        dashboard: createDashboardService({
          db,
          repository: createDashboardRepository(),
          wallet,
          ...(options.now ? { now: options.now } : {}),
        }),
      });
      await api.register(activityRoutes, {
        prefix: '/activity',
        activity: createActivityService({
          db,
          repository: createActivityRepository(),
          push,
          ...(options.now ? { now: options.now } : {}),
        }),
      });
    },
    { prefix: '/api' },
  );
  // Hanpan Studio, the in-house provider: its own API and pages; it reaches the operator only
  // through the signed seamless-wallet protocol, here in-process (an outside one would use HTTP).
  const studio = createStudioService({
    db,
    repository: studioRepository,
    wallet: studioWallet,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(studioRoutes, { prefix: '/studio/api', studio });
  await app.register(studioAppPlugin, { distDir: config.studioDistDir });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  return app;
}
