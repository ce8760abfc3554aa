import {
  accountProfileSchema,
  balancesSchema,
  depositSchema,
  fixtureListSchema,
  type SessionResponse,
} from '@hanpan/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAccount, createAdmin, loadTestFixtures, TEST_FEED_SEED } from '../helpers';
import { describeAttack, expectLedgerClean, type AttackRequest } from './attack-kit';

const ATTACKER_IP = '203.0.113.7';
const BURST = 40;

/**
 * Issue #12 item 2 (and item 3 for the wallet's own rules): a member trying to withdraw a deposit
 * bonus without wagering it, and to beat the deposit rules that count before they act by sending
 * requests at once. Every deposit's wagering obligation stays whole until stakes that were really
 * at risk fill it.
 */
describeAttack(
  'wagering requirement met with nothing at risk',
  (target) => {
    let operator: SessionResponse;

    beforeAll(async () => {
      // Real time: the API processes place and cancel on their own clocks. Their feed worker
      // writes the same fixtures (FEED_SEED below), so loading them here is the same on PGlite.
      await loadTestFixtures(target().harness.database, new Date());
      operator = await createAdmin(target().harness.app);
    });

    const as = (member: SessionResponse, request: AttackRequest): AttackRequest => ({
      ...request,
      as: member,
      ip: ATTACKER_IP,
    });
    const applyDeposit = (member: SessionResponse, amount: number, bonus: string) =>
      as(member, { method: 'POST', url: '/api/transactions/deposits', payload: { amount, bonus } });
    const approve = (depositId: number): AttackRequest => ({
      method: 'POST',
      url: `/api/admin/deposits/${depositId}/approve`,
      payload: {},
      as: operator,
    });

    async function deposited(member: SessionResponse, amount: number, bonus: string) {
      const applied = await target().send(applyDeposit(member, amount, bonus));
      expect(applied.status, applied.body).toBe(201);
      const approved = await target().send(approve(depositSchema.parse(applied.json()).id));
      expect(approved.status, approved.body).toBe(200);
      return depositSchema.parse(approved.json());
    }
    const balancesOf = async (member: SessionResponse) =>
      balancesSchema.parse((await target().send(as(member, { url: '/api/transactions/balances/my-balance' }))).json());
    const wageringOf = async (member: SessionResponse) =>
      accountProfileSchema.parse((await target().send(as(member, { url: '/api/account/profile' }))).json()).wagering;
    const withdraw = (member: SessionResponse, amount: number) =>
      target().send(as(member, { method: 'POST', url: '/api/transactions/withdrawals', payload: { amount } }));
    const withdrawalsOf = async (member: SessionResponse) =>
      (
        await target()
          .harness.database.db.selectFrom('withdrawals')
          .select('id')
          .where('user_id', '=', member.user.id)
          .execute()
      ).length;

    it('deposits 100,000 with the slot bonus, places 110,000 and cancels it three times, then withdraws: refused, nothing counted', async () => {
      const attacker = await createAccount(target().harness.app);
      await deposited(attacker, 100_000, 'slot');
      const fixtures = fixtureListSchema.parse(
        (await target().send(as(attacker, { url: '/api/sports/fixtures/prematch?sport_id=soccer&size=100' }))).json(),
      ).results;
      // Far enough from kick-off that cancelling is allowed.
      const fixture = fixtures.find((candidate) => Date.parse(candidate.start_date) - Date.now() > 2 * 3_600_000);
      const betId = fixture!.markets[0]!.bets[0]!.id;

      await target().send(
        as(attacker, { method: 'POST', url: '/api/betting/cart/toggle', payload: { bet_id: betId } }),
      );
      for (let round = 0; round < 3; round += 1) {
        const placed = await target().send(
          as(attacker, {
            method: 'POST',
            url: '/api/betting/place',
            payload: { bet_selection_ids: [betId], stake: '110000' },
          }),
        );
        expect(placed.status, placed.body).toBe(201);
        const cancelled = await target().send(
          as(attacker, { method: 'POST', url: `/api/betting/bets/${placed.json<{ id: number }>().id}/cancel` }),
        );
        expect(cancelled.status, cancelled.body).toBe(200);
      }

      const refused = await withdraw(attacker, 110_000);
      expect(refused.status).toBe(422);
      expect(refused.json()).toEqual({
        error: 'rollover_unmet',
        message: '롤링 조건이 충족되지 않았습니다. 330,000원을 더 베팅하면 출금할 수 있습니다.',
      });
      expect(await wageringOf(attacker)).toMatchObject({
        remaining: 330_000,
        obligations: [{ required: 330_000, wagered: 0 }],
      });
      expect(await balancesOf(attacker)).toMatchObject({ cash_balance: 110_000 });
      expect(await withdrawalsOf(attacker)).toBe(0);
      await expectLedgerClean(target());
    });

    it('adds a 10,000 deposit without bonus to shrink a 330,000 requirement: both obligations stay whole', async () => {
      const attacker = await createAccount(target().harness.app);
      await deposited(attacker, 100_000, 'slot');
      await deposited(attacker, 10_000, 'none');

      const refused = await withdraw(attacker, 10_000);
      expect(refused.status).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'rollover_unmet', message: expect.stringContaining('340,000원') });
      expect((await wageringOf(attacker)).obligations.map(({ required, wagered }) => ({ required, wagered }))).toEqual([
        { required: 330_000, wagered: 0 },
        { required: 10_000, wagered: 0 },
      ]);
      expect(await withdrawalsOf(attacker)).toBe(0);
      await expectLedgerClean(target());
    });

    it(`sends ${BURST} deposit applications at once past the one-pending rule and a daily deposit limit: one is accepted`, async () => {
      const attacker = await createAccount(target().harness.app);
      const limits = await target().send(
        as(attacker, {
          method: 'POST',
          url: '/api/account/responsible-play/deposit-limits',
          payload: { day: 10_000, week: null, month: null },
        }),
      );
      expect(limits.status, limits.body).toBe(200);

      const answers = await target().burst(BURST, () => applyDeposit(attacker, 10_000, 'none'));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      // The rest are refused by the rule they lost the race to: the pending application, or the limit it used.
      const refusals = answers
        .filter((answer) => answer.status !== 201)
        .map((answer) => answer.json<{ error: string }>().error);
      expect(
        new Set(refusals).size > 0 &&
          refusals.every((error) => error === 'deposit_pending' || error === 'deposit_limit_exceeded'),
        refusals.join(', '),
      ).toBe(true);
      const applications = await target()
        .harness.database.db.selectFrom('deposits')
        .select(['status', 'amount'])
        .where('user_id', '=', attacker.user.id)
        .execute();
      expect(applications).toEqual([{ status: 'pending', amount: 10_000 }]);

      // Once the first is approved, the day's limit is used up: another burst gets nothing.
      const approved = await target().send(
        approve(
          (
            await target()
              .harness.database.db.selectFrom('deposits')
              .select('id')
              .where('user_id', '=', attacker.user.id)
              .executeTakeFirstOrThrow()
          ).id,
        ),
      );
      expect(approved.status, approved.body).toBe(200);
      const again = await target().burst(BURST, () => applyDeposit(attacker, 10_000, 'none'));
      expect(again.filter((answer) => answer.status < 300)).toHaveLength(0);
      expect(again.every((answer) => answer.status >= 400 && answer.status < 500)).toBe(true);
      await expectLedgerClean(target());
    });

    it(`has a referred first deposit approved ${BURST} times at once: one approval, one first-deposit bonus, one referral reward, one obligation`, async () => {
      const referrer = await createAccount(target().harness.app);
      const attacker = await createAccount(target().harness.app);
      await target()
        .harness.database.db.updateTable('users')
        .set({ referred_by: referrer.user.id })
        .where('id', '=', attacker.user.id)
        .execute();
      const applied = await target().send(applyDeposit(attacker, 100_000, 'slot'));
      const { id } = depositSchema.parse(applied.json());

      const answers = await target().burst(BURST, () => approve(id));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(BURST - 1);
      expect(await balancesOf(attacker)).toMatchObject({ cash_balance: 110_000 });
      expect(await balancesOf(referrer)).toMatchObject({ points_balance: 10_000 });
      expect(await wageringOf(attacker)).toMatchObject({
        remaining: 330_000,
        obligations: [{ deposit_id: id, required: 330_000 }],
      });
      await expectLedgerClean(target());
    });
  },
  { env: { FEED_SEED: String(TEST_FEED_SEED) } },
);
