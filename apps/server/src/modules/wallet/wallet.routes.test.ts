import type { Balances, Deposit, MoneyTransactionRow, SessionResponse, Withdrawal } from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountNumberOf,
  bearer,
  createAccount,
  createAdmin,
  createTestApp,
  databaseKinds,
  memberCallerOf,
  playCasinoRound,
  type TestApp,
} from '../../../test/helpers';
import { inTransaction } from '../../db/transaction';

// A fixed noon in Korea, so "first deposit of the day" never straddles midnight mid-test.
const KOREAN_NOON = new Date('2026-11-20T03:00:00Z');

describe.each(databaseKinds)('wallet API on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => KOREAN_NOON });
    admin = await createAdmin(harness.app);
  });
  afterEach(async () => {
    // Whatever a scenario did, the ledger must still prove out.
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    session?: SessionResponse,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    harness.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(session ? bearer(session) : {}), ...headers },
    });
  const balancesOf = async (session: SessionResponse) =>
    (await call('GET', '/api/transactions/balances/my-balance', session)).json<Balances>();
  const grant = (session: SessionResponse, amounts: { cash?: number; casino?: number; points?: number }) =>
    inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, session.user.id, amounts),
    );
  const deposit = async (session: SessionResponse, amount: number, bonus: string) => {
    const response = await call('POST', '/api/transactions/deposits', session, { amount, bonus });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Deposit>();
  };
  const approveDeposit = async (id: number) => {
    const response = await call('POST', `/api/admin/deposits/${id}/approve`, admin, {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Deposit>();
  };

  describe('conversions', () => {
    it('converts all points, then all casino money, into cash', async () => {
      const member = await createAccount(harness.app);
      await grant(member, { cash: 1000, casino: 25_000, points: 1_500 });
      const points = await call('POST', '/api/transactions/balances/convert-points-to-cash', member);
      expect(points.statusCode).toBe(200);
      expect(points.json()).toEqual({ cash_balance: 2_500, casino_balance: 25_000, points_balance: 0 });
      const casino = await call('POST', '/api/transactions/balances/convert-casino-to-cash', member);
      expect(casino.json()).toEqual({ cash_balance: 27_500, casino_balance: 0, points_balance: 0 });
    });

    it('refuses to convert nothing, and changes nothing', async () => {
      const member = await createAccount(harness.app);
      for (const url of [
        '/api/transactions/balances/convert-points-to-cash',
        '/api/transactions/balances/convert-casino-to-cash',
      ]) {
        const response = await call('POST', url, member);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          error: 'nothing_to_convert',
          message: expect.stringMatching(/없습니다/),
        });
      }
      expect(await balancesOf(member)).toEqual({ cash_balance: 0, casino_balance: 0, points_balance: 0 });
    });

    it('accepts a JSON content type with an empty body, as the spec client sends it', async () => {
      const member = await createAccount(harness.app);
      await grant(member, { points: 10 });
      const response = await call('POST', '/api/transactions/balances/convert-points-to-cash', member, undefined, {
        'content-type': 'application/json',
      });
      expect(response.statusCode).toBe(200);
    });

    it('moves cash into casino money, never more than the cash there is', async () => {
      const member = await createAccount(harness.app);
      await grant(member, { cash: 50_000 });
      const moved = await call('POST', '/api/transactions/balances/convert-cash-to-casino', member, { amount: 30_000 });
      expect(moved.json()).toEqual({ cash_balance: 20_000, casino_balance: 30_000, points_balance: 0 });
      const tooMuch = await call('POST', '/api/transactions/balances/convert-cash-to-casino', member, {
        amount: 20_001,
      });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json()).toEqual({ error: 'insufficient_funds', message: '보유머니가 부족합니다.' });
      expect(await balancesOf(member)).toEqual({ cash_balance: 20_000, casino_balance: 30_000, points_balance: 0 });
    });

    it('moves nothing, not even a replay, on a session that ended after its route found it', async () => {
      // The route may find the session in the process's cache, which learns of a logout a few
      // milliseconds after it commits; the conversion's own statement checks the session again.
      const member = await createAccount(harness.app);
      await grant(member, { cash: 50_000 });
      const { wallet } = harness.app.services;
      const caller = { ...(await memberCallerOf(harness, member)), idempotencyKey: 'convert-once' };
      const first = await wallet.convertCashToCasino(caller, { amount: 10_000 });
      expect(first).toEqual({ cash_balance: 40_000, casino_balance: 10_000, points_balance: 0 });

      expect((await call('POST', '/api/users/logout', member)).statusCode).toBe(204);
      const ended = { statusCode: 401, code: 'unauthorized' };
      await expect(wallet.convertCashToCasino(caller, { amount: 10_000 })).rejects.toMatchObject(ended);
      await expect(wallet.convertCasinoToCash({ ...caller, idempotencyKey: undefined })).rejects.toMatchObject(ended);
      expect(await wallet.getBalances(member.user.id)).toEqual(first);
    });

    it.each([
      [{ amount: 0 }],
      [{ amount: -5 }],
      [{ amount: 1.5 }],
      [{ amount: '100' }],
      [{}],
      [{ amount: 100, from: 'points' }],
    ])('refuses the cash-to-casino body %o with 400', async (body) => {
      const member = await createAccount(harness.app);
      const response = await call('POST', '/api/transactions/balances/convert-cash-to-casino', member, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_error');
    });
  });

  describe('deposits', () => {
    it('shows the operator deposit account from settings', async () => {
      const member = await createAccount(harness.app);
      const response = await call('GET', '/api/transactions/deposit-account', member);
      expect(response.json()).toEqual({
        bank: '국민은행',
        account_number: '943202-00-318855',
        account_holder: '(주)한판엔터테인먼트',
      });
    });

    it('credits an approved deposit with its bonus: 10% for the first slot deposit of the day, 7% after', async () => {
      const member = await createAccount(harness.app);
      const first = await deposit(member, 100_000, 'slot');
      expect(first).toMatchObject({
        amount: 100_000,
        bonus: 'slot',
        status: 'pending',
        rollover_percent: 300,
        depositor_name: '김철수',
      });
      expect(await balancesOf(member)).toMatchObject({ cash_balance: 0 });

      expect(await approveDeposit(first.id)).toMatchObject({ status: 'completed', bonus_amount: 10_000 });
      expect((await balancesOf(member)).cash_balance).toBe(110_000);
      const inbox = (await call('GET', '/api/users/notifications', member)).json();
      expect(inbox.results[0]).toMatchObject({
        type: 'deposit_withdrawal',
        title: '입금이 완료되었습니다',
        message: '100,000원 입금과 보너스 10,000원이 보유머니에 반영되었습니다.',
      });
      // The same row, read by a member who reads in English.
      const inEnglish = await call('GET', '/api/users/notifications', member, undefined, { 'accept-language': 'en' });
      expect(inEnglish.json().results[0]).toMatchObject({
        title: 'Deposit completed',
        message: 'Your deposit of ₩100,000 and a ₩10,000 bonus have been added to your cash balance.',
      });

      const second = await deposit(member, 50_000, 'slot');
      expect((await approveDeposit(second.id)).bonus_amount).toBe(3_500);
      expect((await balancesOf(member)).cash_balance).toBe(163_500);
    });

    it.each([
      ['none', 0],
      ['casino', 0],
      ['minigame', 500],
    ])('gives a %s deposit of 10,000 a bonus of %i', async (bonus, expected) => {
      const member = await createAccount(harness.app);
      const applied = await deposit(member, 10_000, bonus);
      expect((await approveDeposit(applied.id)).bonus_amount).toBe(expected);
    });

    it('keeps one application waiting at a time', async () => {
      const member = await createAccount(harness.app);
      await deposit(member, 10_000, 'none');
      const second = await call('POST', '/api/transactions/deposits', member, { amount: 20_000, bonus: 'none' });
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toBe('deposit_pending');
    });

    it.each([
      [{ amount: 5_000, bonus: 'none' }],
      [{ amount: 15_000, bonus: 'none' }],
      [{ amount: 10_000, bonus: 'sports' }],
      [{ amount: 10_000 }],
      [{ amount: 2_000_000_000, bonus: 'none' }],
      [{ amount: 10_000, bonus: 'none', account: 'mine' }],
    ])('refuses the deposit body %o with 400 and records nothing', async (body) => {
      const member = await createAccount(harness.app);
      const response = await call('POST', '/api/transactions/deposits', member, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[가-힣]/);
      const rows = await harness.database.db
        .selectFrom('deposits')
        .select('id')
        .where('user_id', '=', member.user.id)
        .execute();
      expect(rows).toEqual([]);
    });

    it('rejects with a reason and credits nothing; a decided application cannot be decided again', async () => {
      const member = await createAccount(harness.app);
      const applied = await deposit(member, 30_000, 'none');
      const noReason = await call('POST', `/api/admin/deposits/${applied.id}/reject`, admin, {});
      expect(noReason.statusCode).toBe(400);
      const rejected = await call('POST', `/api/admin/deposits/${applied.id}/reject`, admin, {
        reason: '입금 확인 불가',
      });
      expect(rejected.json()).toMatchObject({ status: 'rejected', reason: '입금 확인 불가' });
      expect((await balancesOf(member)).cash_balance).toBe(0);
      // The member reads the server's words in English, the operator's reason as they wrote it.
      const inbox = await call('GET', '/api/users/notifications', member, undefined, { 'accept-language': 'en' });
      expect(inbox.json().results[0]).toMatchObject({
        title: 'Deposit application rejected',
        message: 'Your deposit application of ₩30,000 was rejected. Reason: 입금 확인 불가',
      });
      const again = await call('POST', `/api/admin/deposits/${applied.id}/approve`, admin, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('already_processed');
      expect((await call('POST', '/api/admin/deposits/999999/approve', admin, {})).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/deposits/abc/approve', admin, {})).statusCode).toBe(400);
    });

    it('lists the queue for operators, filtered by status', async () => {
      const member = await createAccount(harness.app);
      const applied = await deposit(member, 40_000, 'none');
      const pending = await call('GET', '/api/admin/deposits?status=pending&size=100', admin);
      expect(pending.json<{ results: Deposit[] }>().results.map((row) => row.id)).toContain(applied.id);
      expect(pending.json<{ results: Deposit[] }>().results.every((row) => row.status === 'pending')).toBe(true);
    });
  });

  describe('withdrawals', () => {
    it('holds the amount at once, pays it on approval and returns it on rejection', async () => {
      const member = await createAccount(harness.app);
      await grant(member, { cash: 100_000 });
      const first = await call('POST', '/api/transactions/withdrawals', member, { amount: 30_000 });
      expect(first.statusCode).toBe(201);
      expect(first.json<Withdrawal>()).toMatchObject({
        status: 'pending',
        bank: '국민은행',
        account_number: await accountNumberOf(harness, member),
        account_holder: '김철수',
      });
      expect((await balancesOf(member)).cash_balance).toBe(70_000);

      const second = (
        await call('POST', '/api/transactions/withdrawals', member, { amount: 20_000 })
      ).json<Withdrawal>();
      await call('POST', `/api/admin/withdrawals/${first.json<Withdrawal>().id}/approve`, admin, {
        reason: '송금 완료',
      });
      expect((await balancesOf(member)).cash_balance).toBe(50_000);
      const rejected = await call('POST', `/api/admin/withdrawals/${second.id}/reject`, admin, {
        reason: '계좌 확인 필요',
      });
      expect(rejected.json()).toMatchObject({ status: 'rejected' });
      expect((await balancesOf(member)).cash_balance).toBe(70_000);
    });

    it('refuses more than the cash there is', async () => {
      const member = await createAccount(harness.app);
      await grant(member, { cash: 15_000, casino: 100_000 });
      const response = await call('POST', '/api/transactions/withdrawals', member, { amount: 20_000 });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('insufficient_funds');
    });

    it('refuses until the deposit obligation is wagered through, saying how much is left', async () => {
      const member = await createAccount(harness.app);
      const applied = await deposit(member, 100_000, 'slot'); // 110,000 with bonus, rollover 300% = 330,000
      await approveDeposit(applied.id);
      const refused = await call('POST', '/api/transactions/withdrawals', member, { amount: 10_000 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: 'rollover_unmet',
        message: '롤링 조건이 충족되지 않았습니다. 330,000원을 더 베팅하면 출금할 수 있습니다.',
      });

      await call('POST', '/api/transactions/balances/convert-cash-to-casino', member, { amount: 100_000 });
      await playCasinoRound(harness, member, { stake: 100_000, payout: 100_000 });
      const stillShort = await call('POST', '/api/transactions/withdrawals', member, { amount: 10_000 });
      expect(stillShort.json().message).toContain('230,000원');

      await grant(member, { casino: 300_000 });
      await playCasinoRound(harness, member, { stake: 230_000 });
      expect((await call('POST', '/api/transactions/withdrawals', member, { amount: 10_000 })).statusCode).toBe(201);
    });

    it.each([[{ amount: 5_000 }], [{ amount: 12_345 }], [{ amount: 10_000, account_number: '999' }]])(
      'refuses the withdrawal body %o with 400',
      async (body) => {
        const member = await createAccount(harness.app);
        await grant(member, { cash: 100_000 });
        expect((await call('POST', '/api/transactions/withdrawals', member, body)).statusCode).toBe(400);
        expect((await balancesOf(member)).cash_balance).toBe(100_000);
      },
    );
  });

  describe('idempotency', () => {
    it('answers a repeated key with the first answer and moves money once', async () => {
      const member = await createAccount(harness.app);
      await grant(member, { cash: 100_000 });
      const headers = { 'idempotency-key': 'withdraw-test-0001' };
      const first = await call('POST', '/api/transactions/withdrawals', member, { amount: 10_000 }, headers);
      const repeat = await call('POST', '/api/transactions/withdrawals', member, { amount: 10_000 }, headers);
      expect(repeat.statusCode).toBe(first.statusCode);
      expect(repeat.json()).toEqual(first.json());
      expect((await balancesOf(member)).cash_balance).toBe(90_000);

      const different = await call('POST', '/api/transactions/withdrawals', member, { amount: 20_000 }, headers);
      expect(different.statusCode).toBe(409);
      expect(different.json().error).toBe('idempotency_key_reused');
      const otherCall = await call(
        'POST',
        '/api/transactions/balances/convert-cash-to-casino',
        member,
        { amount: 10_000 },
        headers,
      );
      expect(otherCall.statusCode).toBe(409);
      expect((await balancesOf(member)).cash_balance).toBe(90_000);
    });

    it('keeps keys per member: the same key from another member is a new call', async () => {
      const one = await createAccount(harness.app);
      const two = await createAccount(harness.app);
      await grant(one, { points: 100 });
      await grant(two, { points: 200 });
      const headers = { 'idempotency-key': 'shared-key-123' };
      expect(
        (await call('POST', '/api/transactions/balances/convert-points-to-cash', one, undefined, headers)).json()
          .cash_balance,
      ).toBe(100);
      expect(
        (await call('POST', '/api/transactions/balances/convert-points-to-cash', two, undefined, headers)).json()
          .cash_balance,
      ).toBe(200);
    });

    it('keeps a refusal as the answer of its key: the same key is refused again, a new key converts', async () => {
      const member = await createAccount(harness.app);
      const convert = (key: string) =>
        call('POST', '/api/transactions/balances/convert-points-to-cash', member, undefined, {
          'idempotency-key': key,
        });
      const refused = await convert('retry-after-refusal');
      expect(refused.json().error).toBe('nothing_to_convert');
      await grant(member, { points: 700 });
      expect((await convert('retry-after-refusal')).body).toBe(refused.body);
      expect((await convert('after-refusal-new-key')).json().cash_balance).toBe(700);
    });

    it('refuses a malformed key', async () => {
      const member = await createAccount(harness.app);
      const response = await call('POST', '/api/transactions/balances/convert-points-to-cash', member, undefined, {
        'idempotency-key': 'short',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_idempotency_key');
    });
  });

  describe('histories', () => {
    it("shows a member only their own rows, an operator everyone's, with counts for paging", async () => {
      const member = await createAccount(harness.app);
      const stranger = await createAccount(harness.app);
      await grant(member, { cash: 100_000, casino: 63_000, points: 3_000 });
      const applied = await deposit(member, 20_000, 'minigame');
      await approveDeposit(applied.id);
      await playCasinoRound(harness, member, { stake: 63_000 }); // the deposit's 300% rollover, lost
      expect((await call('POST', '/api/transactions/withdrawals', member, { amount: 10_000 })).statusCode).toBe(201);
      await call('POST', '/api/transactions/balances/convert-points-to-cash', member);

      const money = (
        await call('GET', '/api/transactions/admin/money-transaction-history?page=1&size=10', member)
      ).json<{
        results: MoneyTransactionRow[];
        count: number;
      }>();
      expect(money.count).toBe(5); // promotion, deposit, bonus, withdrawal, conversion
      expect(money.results.map((row) => row.transaction_type_display).sort()).toEqual(
        ['이벤트 지급', '입금', '입금 보너스', '출금', '포인트 전환'].sort(),
      );
      const withdrawal = money.results.find((row) => row.type === 'withdraw');
      expect(withdrawal).toMatchObject({
        money_changed: -10_000,
        status: 'pending',
        processed_at: null,
        user_info: { username: member.user.username },
      });
      expect(money.results.find((row) => row.type === 'deposit')).toMatchObject({
        money_changed: 20_000,
        status: 'completed',
      });

      const points = (
        await call('GET', '/api/transactions/admin/point-transaction-history?page=1&size=10', member)
      ).json();
      expect(points.results.map((row: { points_changed: number }) => row.points_changed).sort()).toEqual(
        [-3_000, 3_000].sort(),
      );
      const games = (await call('GET', '/api/transactions/admin/game-history?page=1&size=10', member)).json();
      expect(games.results).toEqual([
        expect.objectContaining({ transaction_type: 'casino_bet', amount: -63_000, username: member.user.username }),
      ]);

      for (const url of [
        '/api/transactions/admin/money-transaction-history',
        '/api/transactions/admin/point-transaction-history',
        '/api/transactions/admin/game-history',
      ]) {
        expect((await call('GET', `${url}?page=1&size=10`, stranger)).json()).toEqual({ results: [], count: 0 });
        // A member cannot reach another member's rows by naming them.
        expect((await call('GET', `${url}?username=${member.user.username}`, stranger)).json().count).toBe(0);
        const all = (await call('GET', `${url}?size=100&username=${member.user.username}`, admin)).json();
        expect(all.count).toBeGreaterThan(0);
        expect(
          all.results.every(
            (row: { user_info?: { username: string }; username?: string }) =>
              (row.user_info?.username ?? row.username) === member.user.username,
          ),
        ).toBe(true);
      }

      const secondPage = (
        await call('GET', '/api/transactions/admin/money-transaction-history?page=2&size=3', member)
      ).json();
      expect(secondPage).toMatchObject({ count: 5 });
      expect(secondPage.results).toHaveLength(2);
    });

    it("names each type in the reader's language (Korean when the request names no other)", async () => {
      const member = await createAccount(harness.app);
      await grant(member, { cash: 100_000, casino: 63_000, points: 3_000 });
      await approveDeposit((await deposit(member, 20_000, 'minigame')).id);
      await playCasinoRound(harness, member, { stake: 63_000 }); // the deposit's 300% rollover, lost
      expect((await call('POST', '/api/transactions/withdrawals', member, { amount: 10_000 })).statusCode).toBe(201);
      await call('POST', '/api/transactions/balances/convert-points-to-cash', member);
      const typesOf = async (url: string, language?: string) =>
        (await call('GET', `${url}?size=10`, member, undefined, language ? { 'accept-language': language } : {}))
          .json<{ results: { transaction_type_display: string }[] }>()
          .results.map((row) => row.transaction_type_display)
          .sort();
      const money = '/api/transactions/admin/money-transaction-history';
      const points = '/api/transactions/admin/point-transaction-history';

      expect(await typesOf(money, 'en')).toEqual(
        ['Event reward', 'Deposit', 'Deposit bonus', 'Withdrawal', 'Points to cash'].sort(),
      );
      expect(await typesOf(points, 'en-GB,en;q=0.9,ko;q=0.5')).toEqual(['Event reward', 'Points to cash'].sort());
      expect(await typesOf(money)).toEqual(['이벤트 지급', '입금', '입금 보너스', '출금', '포인트 전환'].sort());
      expect(await typesOf(points, 'fr')).toEqual(['이벤트 지급', '포인트 전환'].sort());
    });

    it.each(['page=0', 'size=101', 'page=abc', 'sort=id'])('refuses the query %s with 400', async (query) => {
      const member = await createAccount(harness.app);
      expect((await call('GET', `/api/transactions/admin/money-transaction-history?${query}`, member)).statusCode).toBe(
        400,
      );
    });
  });

  describe('who may call what', () => {
    const memberCalls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/transactions/balances/my-balance'],
      ['POST', '/api/transactions/balances/convert-points-to-cash'],
      ['POST', '/api/transactions/balances/convert-casino-to-cash'],
      ['POST', '/api/transactions/balances/convert-cash-to-casino', { amount: 1000 }],
      ['GET', '/api/transactions/deposit-account'],
      ['POST', '/api/transactions/deposits', { amount: 10_000, bonus: 'none' }],
      ['POST', '/api/transactions/withdrawals', { amount: 10_000 }],
      ['GET', '/api/transactions/admin/game-history'],
      ['GET', '/api/transactions/admin/money-transaction-history'],
      ['GET', '/api/transactions/admin/point-transaction-history'],
    ];
    const operatorCalls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/deposits'],
      ['POST', '/api/admin/deposits/1/approve', {}],
      ['POST', '/api/admin/deposits/1/reject', { reason: 'x' }],
      ['GET', '/api/admin/withdrawals'],
      ['POST', '/api/admin/withdrawals/1/approve', {}],
      ['POST', '/api/admin/withdrawals/1/reject', { reason: 'x' }],
    ];

    it.each([...memberCalls, ...operatorCalls])('%s %s refuses a caller without a token', async (method, url, body) => {
      const response = await call(method, url, undefined, body);
      expect(response.statusCode).toBe(401);
    });

    it.each(operatorCalls)('%s %s refuses a member with 403', async (method, url, body) => {
      const member = await createAccount(harness.app);
      const response = await call(method, url, member, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: '권한이 없습니다.' });
    });

    it('lets an operator use the member calls on their own wallet only', async () => {
      const member = await createAccount(harness.app);
      await grant(member, { cash: 5_000 });
      expect(await balancesOf(admin)).toEqual({ cash_balance: 0, casino_balance: 0, points_balance: 0 });
      expect((await balancesOf(member)).cash_balance).toBe(5_000);
    });
  });
});
