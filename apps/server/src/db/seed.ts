import { BlockList, isIP } from 'node:net';
import type { Config } from '../config';
import { seedDemoContent, type DemoContentDeps } from '../modules/content';
import { hashPassword, type UsersService } from '../modules/users';
import type { WalletService } from '../modules/wallet';
import type { AgentsService } from '../modules/agents';
import { sql } from 'kysely';
import type { Database } from './database';
import { inTransaction } from './transaction';
import { ADVISORY_LOCKS } from './advisory-locks';

/** Published in the README and the start-up banner: anyone who can reach the server knows them. */
export const DEMO_LOGINS = [
  { role: 'member', username: 'demo', password: 'demo1234' },
  { role: 'admin', username: 'admin', password: 'admin1234' },
  { role: 'agent', username: 'agent', password: 'agent1234' },
] as const;

export type DemoLogin = (typeof DEMO_LOGINS)[number];

const [DEMO_MEMBER, DEMO_OPERATOR, DEMO_AGENT] = DEMO_LOGINS;

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether only this machine can connect to a server listening on `host`. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && loopback.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why published demo passwords would let other people in, or null where they harm no one: outside
 * production, on a loopback address, and with no proxy forwarding other machines' requests to it.
 */
export function demoLoginExposure(config: Pick<Config, 'nodeEnv' | 'host' | 'trustProxy'>): string | null {
  if (config.nodeEnv === 'production') return 'NODE_ENV=production';
  if (!isLoopbackHost(config.host)) return `HOST=${config.host} accepts other machines`;
  if (config.trustProxy) return "TRUST_PROXY=true says a proxy forwards other machines' requests";
  return null;
}

/** The one line start-up refuses with when published demo passwords would be exposed; null when it may start. */
export function demoLoginRefusal(
  config: Pick<Config, 'nodeEnv' | 'host' | 'trustProxy'>,
  stillPublished: readonly DemoLogin[],
): string | null {
  const exposure = demoLoginExposure(config);
  if (!exposure || stillPublished.length === 0) return null;
  const names = stillPublished.map((login) => login.username).join(', ');
  const accounts =
    stillPublished.length === 1 ? `account ${names} still has its` : `accounts ${names} still have their`;
  const fix =
    config.nodeEnv === 'production'
      ? 'change those passwords'
      : 'listen on this machine only (HOST=127.0.0.1, TRUST_PROXY=false) or change those passwords';
  return `Refusing to start: ${accounts} published demo password (README), and ${exposure}. Fix: ${fix}.`;
}

/** The demo logins that still open their account: the account exists and the published password matches its hash. */
export async function publishedDemoLogins(users: Pick<UsersService, 'passwordOpens'>): Promise<DemoLogin[]> {
  const published = await Promise.all(
    // Found as login finds it (any letter case), so `Admin` with the demo password counts too.
    DEMO_LOGINS.map(async (login) => ((await users.passwordOpens(login.username, login.password)) ? login : null)),
  );
  return published.filter((login) => login !== null);
}

const DEMO_MEMBER_MONEY = { cash: 1_000_000, casino: 200_000, points: 15_000 };

/**
 * Demo data for development and demos: only into an empty database, and only where the demo
 * logins harm no one (server.ts asks `demoLoginExposure`). Returns whether anything was written.
 */
export async function seedDemoData(
  deps: {
    db: Database;
    users: UsersService;
    wallet: WalletService;
    agents: Pick<AgentsService, 'placeAgent'>;
  } & Omit<DemoContentDeps, 'demoMemberId'>,
): Promise<boolean> {
  const [demoHash, adminHash, agentHash] = await Promise.all([
    hashPassword(DEMO_MEMBER.password),
    hashPassword(DEMO_OPERATOR.password),
    hashPassword(DEMO_AGENT.password),
  ]);
  return inTransaction(deps.db, async (trx) => {
    // API processes starting together must not both find the database empty.
    await sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.demoSeed})`.execute(trx);
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    const profile = {
      birth_date: '1990-01-01',
      birth_suffix: 1,
      bank: '국민은행',
      telco: 'SKT',
      referred_by: null,
      status: 'active',
    } as const;
    const demo = await deps.users.insertMember(trx, {
      ...profile,
      username: DEMO_MEMBER.username,
      password_hash: demoHash,
      nickname: '데모회원',
      realname: '홍길동',
      account_number: '12345678901234',
      phone: '01012345678',
      role: 'member',
    });
    await deps.wallet.grantPromotion(trx, demo.id, DEMO_MEMBER_MONEY);
    await deps.users.insertMember(trx, {
      ...profile,
      username: DEMO_OPERATOR.username,
      password_hash: adminHash,
      nickname: '운영자',
      realname: '관리자',
      account_number: '98765432109876',
      phone: '01098765432',
      role: 'admin',
    });
    // A head agent with no members yet: its code on the registration form makes new members its own.
    const agent = await deps.users.insertMember(trx, {
      ...profile,
      birth_date: null,
      birth_suffix: null,
      telco: null,
      username: DEMO_AGENT.username,
      password_hash: agentHash,
      nickname: '데모총판',
      realname: '김총판',
      account_number: '11122233344455',
      phone: '01055556666',
      role: 'agent',
    });
    await deps.agents.placeAgent(trx, agent.id, null, {
      sports_rolling_bp: 100,
      casino_rolling_bp: 50,
      losing_bp: 3000,
    });
    await seedDemoContent(trx, { ...deps, demoMemberId: demo.id });
    return true;
  });
}
