import {
  balancesSchema,
  studioRoundsResponseSchema,
  studioSessionSchema,
  type SessionResponse,
  type StudioRound,
} from '@hanpan/contract';
import { beforeAll, expect, it } from 'vitest';
import { launchToken, studioWalletSecret } from '../casino-test-kit';
import { signWalletBody } from '../../src/modules/casino/casino-wallet.routes';
import { studioCatalog } from '../../src/studio/catalog';
import { createFundedAccount } from '../helpers';
import { describeAttack, expectLedgerClean } from './attack-kit';

const DICE = 'lucky-dice';
/** Wins about half the time, so the list soon shows losses to react to. */
const DICE_BET = { engine: 'dice', amount: 1_000, target: 5000, direction: 'under' } as const;
const FUNDS = 100_000;
const WAVES = 4;
const REQUESTS_PER_WAVE = 40;
const ATTACKER_IP = '203.0.113.7';

/**
 * Issue #12 item 1 (and the 0-won wallet bet of item 9): a member who could see a round's outcome
 * before its stake was taken would move their casino money to cash whenever a loss showed up, so
 * the losing stake could no longer be debited. The studio now debits, then draws, then settles,
 * and lists closed rounds only.
 */
describeAttack('casino outcome before the stake', (target) => {
  beforeAll(async () => {
    await target().harness.app.services.casino.syncCatalog('studio', studioCatalog());
  });

  const balancesOf = async (member: SessionResponse) =>
    balancesSchema.parse(
      (await target().send({ url: '/api/transactions/balances/my-balance', as: member, ip: ATTACKER_IP })).json(),
    );

  async function casinoMoney(member: SessionResponse, amount: number) {
    const response = await target().send({
      method: 'POST',
      url: '/api/transactions/balances/convert-cash-to-casino',
      payload: { amount },
      as: member,
      ip: ATTACKER_IP,
    });
    expect(response.status, response.body).toBe(200);
  }

  /** The operator's record of each round id: its status and totals, and every transaction it holds. */
  async function operatorRecord(roundIds: string[]) {
    const { db } = target().harness.database;
    const rounds = await db
      .selectFrom('casino_rounds')
      .select(['external_id', 'status', 'bet_total', 'win_total'])
      .where('external_id', 'in', roundIds)
      .execute();
    const transactions = await db
      .selectFrom('casino_transactions as t')
      .innerJoin('casino_rounds as r', 'r.id', 't.round_id')
      .select(['r.external_id as round_id', 't.kind', 't.amount'])
      .where('r.external_id', 'in', roundIds)
      .execute();
    return { rounds: new Map(rounds.map((round) => [round.external_id, round])), transactions };
  }

  it('polls the round list while playing, cashing out on every loss seen: sees only debited, settled rounds and gains nothing', async () => {
    const attacker = await createFundedAccount(target().harness, FUNDS);
    await casinoMoney(attacker, FUNDS);
    const opened = await target().send({
      method: 'POST',
      url: '/studio/api/sessions',
      payload: { launch_token: await launchToken(target().harness.app, attacker, DICE), mode: 'real' },
      ip: ATTACKER_IP,
    });
    expect(opened.status, opened.body).toBe(201);
    const studio = { authorization: `Bearer ${studioSessionSchema.parse(opened.json()).session_token}` };

    // Every round the list ever showed, as it was shown, and the losses already cashed out on.
    const seen = new Map<string, StudioRound>();
    const reactedTo = new Set<string>();
    let cashOuts = 0;

    const play = (index: number) =>
      target().send(
        { method: 'POST', url: '/studio/api/rounds', payload: { bet: DICE_BET }, headers: studio, ip: ATTACKER_IP },
        index,
      );
    /** The attacker's watcher: read the list and, at the first sight of a loss, move all casino money to cash. */
    async function watch(index: number) {
      const listed = await target().send(
        { url: '/studio/api/rounds?limit=100', headers: studio, ip: ATTACKER_IP },
        index,
      );
      expect(listed.status, listed.body).toBe(200);
      const rounds = studioRoundsResponseSchema.parse(listed.json()).results;
      for (const round of rounds) seen.set(round.round_id, round);
      const freshLoss = rounds.find((round) => round.payout === 0 && !reactedTo.has(round.round_id));
      if (!freshLoss) return;
      reactedTo.add(freshLoss.round_id);
      const cashOut = await target().send(
        { method: 'POST', url: '/api/transactions/balances/convert-casino-to-cash', as: attacker, ip: ATTACKER_IP },
        index,
      );
      if (cashOut.status === 200) cashOuts += 1;
    }

    for (let wave = 0; wave < WAVES; wave++) {
      // Half the requests play, half watch and cash out, all at once across the API processes.
      await Promise.all(
        Array.from({ length: REQUESTS_PER_WAVE }, (_, index) => (index % 2 === 0 ? play(index) : watch(index))),
      );
      // Back into the casino for the next wave.
      const { cash_balance } = await balancesOf(attacker);
      if (cash_balance > 0) await casinoMoney(attacker, cash_balance);
    }
    await watch(0);

    const { db } = target().harness.database;
    const recorded = await db
      .selectFrom('studio_rounds')
      .select(['round_id', 'status', 'stake', 'payout', 'outcome'])
      .where('player_id', '=', String(attacker.user.id))
      .execute();
    const settled = recorded.filter((round) => round.status === 'settled');
    // The attack ran: rounds were played and lost, and the attacker cashed out on what it saw.
    expect(settled.length).toBeGreaterThan(10);
    expect(reactedTo.size).toBeGreaterThan(0);
    expect(cashOuts).toBeGreaterThan(0);
    // Every round ended settled (its stake debited, its outcome paid) or refused before any draw.
    expect(
      recorded.every(
        (round) =>
          round.status === 'settled' || (round.status === 'refused' && round.outcome === null && round.payout === null),
      ),
    ).toBe(true);

    // Every outcome the attacker saw belongs to a round whose stake the operator took exactly once, never refunded.
    expect([...seen.values()].every((round) => round.status === 'settled')).toBe(true);
    expect(seen.size).toBe(settled.length);
    const operator = await operatorRecord(recorded.map((round) => round.round_id));
    for (const round of seen.values()) {
      expect(operator.rounds.get(round.round_id)).toEqual({
        external_id: round.round_id,
        status: 'closed',
        bet_total: round.stake,
        win_total: round.payout,
      });
      const moves = operator.transactions.filter((transaction) => transaction.round_id === round.round_id);
      expect(moves.filter((move) => move.kind === 'bet')).toEqual([
        { round_id: round.round_id, kind: 'bet', amount: round.stake },
      ]);
      expect(moves.some((move) => move.kind === 'rollback')).toBe(false);
    }
    // A refused round never took a stake.
    for (const round of recorded.filter((row) => row.status === 'refused'))
      expect(operator.rounds.get(round.round_id)?.bet_total ?? 0).toBe(0);

    // The attacker ends with exactly what the rules give: funds, less every stake, plus every payout.
    const { cash_balance, casino_balance } = await balancesOf(attacker);
    const staked = settled.reduce((sum, round) => sum + round.stake, 0);
    const paid = settled.reduce((sum, round) => sum + (round.payout ?? 0), 0);
    expect(cash_balance + casino_balance).toBe(FUNDS - staked + paid);

    expect(await target().harness.app.services.casino.reconcile()).toMatchObject({ ok: true });
    await expectLedgerClean(target());
  });

  it('signs a wallet bet of 0 won with the provider’s own secret: refused, no round opened, and no win can follow it', async () => {
    const attacker = await createFundedAccount(target().harness, 0);
    const secret = await studioWalletSecret(target().harness.app);
    const call = (name: string, body: object) => {
      const raw = JSON.stringify(body);
      return target().send({
        method: 'POST',
        url: `/api/casino/wallet/${name}`,
        payload: raw,
        headers: { 'x-casino-provider': 'studio', 'x-casino-signature': signWalletBody(secret, raw) },
        ip: ATTACKER_IP,
      });
    };
    const authenticated = await call('authenticate', {
      request_id: 'zero-auth',
      launch_token: await launchToken(target().harness.app, attacker, DICE),
    });
    expect(authenticated.status, authenticated.body).toBe(200);
    const session_token = authenticated.json<{ session_token: string }>().session_token;
    const round = { session_token, round_id: 'zero-round', game_slug: DICE };

    const zeroBet = await call('bet', { ...round, request_id: 'zero-bet', transaction_id: 'zero-bet', amount: 0 });
    expect(zeroBet.status).toBe(400);
    expect(zeroBet.json()).toMatchObject({
      error: 'validation_error',
      fields: { amount: '베팅 금액은 1원 이상이어야 합니다.' },
    });
    const win = await call('win', {
      ...round,
      request_id: 'zero-win',
      transaction_id: 'zero-win',
      reference_transaction_id: 'zero-bet',
      amount: 1_000_000_000,
    });
    expect(win.status).toBe(404);
    expect(win.json()).toMatchObject({ error: 'bet_not_found' });

    expect(await balancesOf(attacker)).toMatchObject({ cash_balance: 0, casino_balance: 0 });
    expect(await operatorRecord(['zero-round'])).toMatchObject({ rounds: new Map(), transactions: [] });
    await expectLedgerClean(target());
  });
});
