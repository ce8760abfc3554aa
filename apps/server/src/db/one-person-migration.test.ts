import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/errors';
import { openDatabase, type DatabaseHandle } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const ONE_PERSON = '0018_one_person_one_account.sql';

// The migration's SQL is plain PostgreSQL; PGlite is enough to replay it on a database of its own.
describe('migration 0018 on a database that already has duplicate members', () => {
  let database: DatabaseHandle;
  const ids: Record<string, number> = {};

  async function apply(files: string[]) {
    for (const file of files)
      await sql.raw(await fs.readFile(path.join(migrationsDir, file), 'utf8')).execute(database.db);
  }

  async function insertUser(name: string, fields: { phone: string; account: string; role?: 'member' | 'admin' }) {
    const row = await sql<{
      id: number;
    }>`insert into users (username, password_hash, nickname, realname, birth_date, birth_suffix, bank, account_number, telco, phone, referral_code, role)
      values (${name}, 'x', ${name}, '김철수', date '1990-01-01', 1, '국민은행', ${fields.account}, 'SKT', ${fields.phone}, ${name.toUpperCase()}, ${fields.role ?? 'member'})
      returning id`.execute(database.db);
    ids[name] = row.rows[0]!.id;
  }

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    const files = (await fs.readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
    await apply(files.filter((file) => file < ONE_PERSON));
    await insertUser('first', { phone: '010-1111-2222', account: '110-123-4567' });
    await insertUser('samephone', { phone: '01011112222', account: '2220001111' });
    await insertUser('sameaccount', { phone: '01033334444', account: '1101234567' });
    await insertUser('operator', { phone: '01011112222', account: '1101234567', role: 'admin' });
    await insertUser('another', { phone: '01055556666', account: '3330001111' });
    await apply(files.filter((file) => file >= ONE_PERSON));
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps every account, digits only, and flags the later members who share an earlier member’s phone or account', async () => {
    const rows = await database.db
      .selectFrom('users')
      .select(['username', 'phone', 'account_number', 'shares_identity'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { username: 'first', phone: '01011112222', account_number: '1101234567', shares_identity: false },
      { username: 'samephone', phone: '01011112222', account_number: '2220001111', shares_identity: true },
      { username: 'sameaccount', phone: '01033334444', account_number: '1101234567', shares_identity: true },
      { username: 'operator', phone: '01011112222', account_number: '1101234567', shares_identity: false },
      { username: 'another', phone: '01055556666', account_number: '3330001111', shares_identity: false },
    ]);
  });

  it('refuses a new member with a phone or account a member holds, but not one only an operator holds', async () => {
    const insert = (name: string, phone: string, account: string) =>
      insertUser(name, { phone, account }).then(
        () => 'inserted',
        (error: unknown) =>
          isUniqueViolation(error, 'users_member_phone_unique')
            ? 'phone'
            : isUniqueViolation(error, 'users_member_account_unique')
              ? 'account'
              : error,
      );
    expect(await insert('newphone', '01011112222', '4440001111')).toBe('phone');
    expect(await insert('newaccount', '01077778888', '3330001111')).toBe('account');
    await database.db.updateTable('users').set({ phone: '01099990000' }).where('id', '=', ids.operator!).execute();
    expect(await insert('operatorsphone', '01099990000', '5550001111')).toBe('inserted');
  });
});
