import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { isGameListKey } from '@hanpan/contract';
import helmet from 'helmet';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { changesUntilClosed } from './db/database-changes';
import { createDomainEvents } from './db/domain-events';
import { installationSecret } from './db/installation-secrets';
import {
  accountRoutes,
  createAccountRepository,
  createAccountService,
  createResponsiblePlayService,
  type ResponsiblePlayService,
} from './modules/account';
import {
  activityRoutes,
  createActivityPublisher,
  subscribeActivityToDomainEvents,
  createActivityRepository,
  createActivityService,
} from './modules/activity';
import { auditAdminRoutes, type AuditService, createAuditRepository, createAuditService } from './modules/audit';
import {
  casinoAdminRoutes,
  casinoRoutes,
  type CasinoService,
  casinoWalletRoutes,
  createCasinoAdminRepository,
  createCasinoAdminService,
  createCasinoRepository,
  createCasinoService,
  lobbyArt,
} from './modules/casino';
import {
  bettingRoutes,
  createBettingRepository,
  createBettingService,
  countPopularityOfPlacements,
  createSettlementRepository,
  createSettlementService,
  type BettingService,
  type SettlementService,
} from './modules/betting';
import {
  boardRoutes,
  contentAdminRoutes,
  type ContentService,
  createContentRepository,
  createContentService,
  eventRoutes,
} from './modules/content';
import { createDashboardRepository, createDashboardService, dashboardAdminRoutes } from './modules/dashboard';
import { createMembersRepository, createMembersService, membersAdminRoutes } from './modules/members';
import {
  createLevelsRepository,
  createLevelsService,
  levelsAdminRoutes,
  levelsRoutes,
  createPaybackRepository,
  createPaybackService,
  type LevelsService,
  type PaybackService,
} from './modules/levels';
import {
  agentsAdminRoutes,
  agentsRoutes,
  createAgentsRepository,
  createAgentsService,
  type AgentsService,
} from './modules/agents';
import {
  createNotificationsRepository,
  createNotificationsService,
  notificationAdminRoutes,
  notificationRoutes,
  type NotificationsService,
} from './modules/notifications';
import {
  createSettingsRepository,
  createSettingsService,
  settingsAdminRoutes,
  type SettingsService,
  siteRoutes,
} from './modules/settings';
import { PushHub, pushRoutes, subscribePushToDomainEvents } from './modules/push';
import {
  createSportsbookRepository,
  createSportsbookService,
  sportsbookRoutes,
  type SportsbookService,
} from './modules/sportsbook';
import {
  createSportsbookAdminRepository,
  createSportsbookAdminService,
  sportsbookAdminRoutes,
} from './modules/sportsbook-admin';
import {
  createSupportRepository,
  createSupportService,
  inquiryRoutes,
  messageRoutes,
  supportAdminRoutes,
  type SupportService,
} from './modules/support';
import { createUsersRepository, createUsersService, usersRoutes, type UsersService } from './modules/users';
import {
  createPhoneVerificationRepository,
  createPhoneVerificationService,
  createSmsSender,
  phoneVerificationRoutes,
  type SmsSender,
} from './modules/verification';
import {
  createWalletRepository,
  createWalletService,
  walletAdminRoutes,
  walletRoutes,
  type WalletService,
} from './modules/wallet';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { answerError, errorsPlugin } from './plugins/errors';
import { rateLimited } from './lib/errors';
import { openApiPlugin } from './plugins/openapi';
import { validationPlugin } from './plugins/validation';
import { loadGamesScreenDrawer } from './plugins/first-screens';
import { webAppPlugin } from './plugins/web-app';
import { studioAppPlugin } from './plugins/studio-app';
import { createStudioRepository } from './studio/studio.repository';
import { studioRoutes } from './studio/studio.routes';
import { createStudioService } from './studio/studio.service';
import { createWalletClient } from './studio/wallet-client';
import { createStudioRecovery, type StudioRecovery } from './jobs/studio-recovery';
import { createStudioDraws, type StudioDraws } from './jobs/studio-draws';
import { createDrawsRepository } from './studio/draws.repository';
import { studioCatalog } from './studio/catalog';
import { connectRedis } from './lib/redis';
import { sharedOrLocalStore } from './plugins/rate-limit-store';

/** The services behind the routes, for start-up work (seeding) and test set-up. */
export type Services = {
  settings: SettingsService;
  /** Member levels: their definitions (placement's limits) and the operator's edits and moves. */
  levels: LevelsService;
  /** Weekly payback: each finished week's paybacks written and credited once. */
  payback: PaybackService;
  /** Agents: the tree, the portal's reads and each finished week's commissions credited once. */
  agents: AgentsService;
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
  /** `assertMayPlay(executor, userId)` and `restrictionError`: deposits, sports bets and casino play refuse a member in cool-off or self-exclusion. */
  responsiblePlay: ResponsiblePlayService;
  /** `record(executor, entry)` for every back-office change, inside that change's transaction. */
  audit: AuditService;
  /** `run()`: finishes the studio's rounds left `pending` or `debited` (the studio recovery worker calls it). */
  studioRecovery: StudioRecovery;
  studioDraws: StudioDraws;
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
  // Before every route and the built files' plugins: it hooks the routes registered after it.
  await app.register(compressionPlugin);
  // Built once: @fastify/helmet built helmet's middleware (parsing the policy) again on every request.
  const securityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  // Per address, on every request: a bound on anonymous floods that a carrier address shared by
  // thousands of members (carrier-grade NAT) does not reach on a busy night. Shared across API
  // processes when Redis is configured; while Redis is away each process counts alone.
  await app.register(rateLimit, {
    max: config.addressRateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { store: sharedOrLocalStore(redis) } : {}),
  });
  // Per member, on every call made with a live session (after requireUser found it).
  const memberRateLimit = app.createRateLimit({
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `member:${request.auth?.userId}`,
  });
  app.addHook('preHandler', async (request) => {
    if (!request.auth) return;
    const count = await memberRateLimit(request);
    if (!count.isAllowed && count.isExceeded) throw rateLimited();
  });

  const { db } = database;
  const appChanges = changesUntilClosed(database.changes);
  app.addHook('onClose', async () => appChanges.close());
  database.onIdleConnectionError((error) =>
    app.log.warn({ err: error }, 'an idle database connection was closed; the pool opens another'),
  );
  const audit = createAuditService({
    db,
    repository: createAuditRepository(),
    ...(options.now ? { now: options.now } : {}),
  });
  const settings = createSettingsService({
    db,
    repository: createSettingsRepository(),
    audit,
    changes: appChanges.changes,
  });
  const push = await PushHub.create(redis, app.log);
  // Modules publish typed events inside their transactions (db/domain-events.ts); subscribers hear them after commit.
  const events = createDomainEvents({ log: app.log });
  app.addHook('onClose', () => push.close());
  // Announces Bets panel changes on the public `activity` topic after they commit (throttled).
  const activity = createActivityPublisher({ push });
  app.addHook('onClose', async () => activity.close());
  subscribeActivityToDomainEvents({ events, activity });
  const notifications = createNotificationsService({
    db,
    repository: createNotificationsRepository(),
    events,
    audit,
    ...(options.now ? { now: options.now } : {}),
  });
  const levels = createLevelsService({
    db,
    repository: createLevelsRepository(),
    audit,
    notifications,
    changes: appChanges.changes,
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
    events,
    notifications,
    depositRules: responsiblePlay,
    depositBonuses: levels,
    audit,
    ...(options.now ? { now: options.now } : {}),
  });
  subscribePushToDomainEvents({ events, push });
  const payback = createPaybackService({
    db,
    repository: createPaybackRepository(),
    wallet,
    notifications,
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
    changes: appChanges.changes,
    login: config.login,
    ...(options.now ? { now: options.now } : {}),
  });
  const agents = createAgentsService({
    db,
    repository: createAgentsRepository(),
    users,
    wallet,
    audit,
    ...(options.now ? { now: options.now } : {}),
  });
  const sportsbook = createSportsbookService({
    db,
    repository: createSportsbookRepository(),
    changes: appChanges.changes,
    ...(options.now ? { now: options.now } : {}),
  });
  const bettingRepository = createBettingRepository();
  countPopularityOfPlacements({ events, db, repository: bettingRepository });
  const betting = createBettingService({
    db,
    repository: bettingRepository,
    wallet,
    settings,
    levels,
    sportsbook,
    responsiblePlay,
    events,
    ...(options.now ? { now: options.now } : {}),
    ...(options.wait ? { wait: options.wait } : {}),
  });
  const settlement = createSettlementService({
    db,
    repository: createSettlementRepository(),
    wallet,
    settings,
    notifications,
    events,
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
    events,
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
  const drawsRepository = createDrawsRepository();
  const studioDraws = createStudioDraws({
    db,
    draws: drawsRepository,
    wallet: studioWallet,
    log: app.log,
    games: studioCatalog(),
    drawSeconds: config.studioDrawSeconds,
    ...(options.now ? { now: options.now } : {}),
  });
  app.decorate('services', {
    studioRecovery,
    studioDraws,
    responsiblePlay,
    settings,
    levels,
    payback,
    agents,
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
  // Before the routes: it documents each one as it is registered. Production publishes no operator calls.
  await app.register(openApiPlugin, { publishOperatorCalls: config.nodeEnv !== 'production' });
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
      await api.register(siteRoutes, { prefix: '/site', settings, levels });
      await api.register(levelsRoutes, { prefix: '/levels', levels, payback });
      await api.register(sportsbookRoutes, { prefix: '/sports', sportsbook });
      await api.register(bettingRoutes, { prefix: '/betting', betting });
      await api.register(casinoRoutes, { prefix: '/games', casino });
      await api.register(casinoWalletRoutes, { prefix: '/casino/wallet', casino });
      await api.register(pushRoutes, {
        prefix: '/push',
        hub: push,
        users,
        changes: appChanges.changes,
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
      await api.register(levelsAdminRoutes, { prefix: '/admin', levels, payback });
      await api.register(agentsAdminRoutes, { prefix: '/admin', agents });
      await api.register(agentsRoutes, { prefix: '/agent', agents });
      await api.register(membersAdminRoutes, {
        prefix: '/admin',
        members: createMembersService({
          db,
          repository: createMembersRepository(),
          wallet,
          audit,
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
    draws: drawsRepository,
    drawSeconds: config.studioDrawSeconds,
    wallet: studioWallet,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(studioRoutes, { prefix: '/studio/api', studio, changes: appChanges.changes });
  await app.register(studioAppPlugin, { distDir: config.studioDistDir });
  const drawGamesScreen = await loadGamesScreenDrawer(config.webDistDir, app.log);
  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    // A games page draws its cards from both games calls' answers, sent with the HTML; its largest
    // paint is the first card's art, named with it too, so neither waits for the entry to run and
    // the calls to answer. Two images: a phone's first row. Its first screen comes drawn too, so
    // that art paints before any script has run. Neither for another page of a list or a search,
    // which shows other games first.
    firstPaint: async ({ pathname, search, language }) => {
      const key = /^\/games\/([\w-]+)$/.exec(pathname)?.[1];
      if (key === undefined || !isGameListKey(key)) return {};
      const lobby = await casino.lobby();
      const firstPage = search === '';
      return {
        images: firstPage ? lobbyArt(lobby, key, 2) : [],
        answers: { '/api/games/slots': lobby.slots, '/api/games/casino': lobby.casino },
        ...(firstPage && drawGamesScreen
          ? { screen: drawGamesScreen({ url: pathname, category: key, language, ...lobby }) }
          : {}),
      };
    },
  });

  return app;
}
