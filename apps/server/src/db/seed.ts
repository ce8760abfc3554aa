import { seedDemoContent } from '../modules/content/demo-content';
import type { UsersService } from '../modules/users/users.service';
import { hashPassword } from '../modules/users/password';
import type { WalletService } from '../modules/wallet/wallet.service';
import { sql } from 'kysely';
import type { Database } from './database';
import { inTransaction } from './transaction';

export const DEMO_LOGINS = [
  { role: 'member', username: 'demo', password: 'demo1234' },
  { role: 'admin', username: 'admin', password: 'admin1234' },
] as const;

const SEED_LOCK_KEY = 7_241_902;

const DEMO_MEMBER_MONEY = { cash: 1_000_000, casino: 200_000, points: 15_000 };

/**
 * Demo data for development and demos: only into an empty database, never in production
 * (server.ts decides). Returns whether anything was written.
 */
export async function seedDemoData(deps: { db: Database; users: UsersService; wallet: WalletService }): Promise<boolean> {
  const [demoHash, adminHash] = await Promise.all([hashPassword('demo1234'), hashPassword('admin1234')]);
  return inTransaction(deps.db, async (trx) => {
    // API processes starting together must not both find the database empty.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    const profile = { birth_date: '1990-01-01', birth_suffix: 1, bank: '국민은행', telco: 'SKT', referred_by: null, status: 'active' } as const;
    const demo = await deps.users.insertMember(trx, {
      ...profile,
      username: 'demo',
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
      username: 'admin',
      password_hash: adminHash,
      nickname: '운영자',
      realname: '관리자',
      account_number: '98765432109876',
      phone: '01098765432',
      role: 'admin',
    });
    await seedDemoContent(trx);
    return true;
  });
}
