// The end checks of a chaos run, read straight from the cluster's PostgreSQL once the API
// processes have stopped: the ledger check and the casino reconciliation; every acknowledged
// operation present exactly once (every unacknowledged one, now resolved with its key, at most
// once); each member's balances equal to the model replayed from the clients' log; every finished
// fixture settled, each slip paid at most once.
import { FIXTURE_STATUS, type PlaceBetResponse, type PlayedRound } from '@hanpan/contract';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/database';
import { testConfig } from '../../apps/server/test/helpers';
import type { Member, Operation } from './workload';

export type CheckReport = {
  failures: string[];
  /** Acknowledged operations not found in the database (must be 0). */
  lost: number;
  /** Operations found more often than the clients made them (must be 0). */
  duplicated: number;
  /** Σ over members of |balance − model|, cash and casino money (must be 0). */
  moneyOff: number;
  unresolved: number;
  /** Slips by status at the end: settlement's share of the run. */
  slips: Record<string, number>;
};

type Row = Record<string, unknown>;

const okBody = <T>(operation: Operation) => (operation.result.kind === 'ok' ? (operation.result.body as T) : undefined);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export async function checkRun(databaseUrl: string, members: Member[], log: Operation[]): Promise<CheckReport> {
  const failures: string[] = [];
  let lost = 0;
  let duplicated = 0;
  let moneyOff = 0;
  const slips: Record<string, number> = {};
  const unresolved = log.filter((operation) => operation.result.kind === 'unknown' && operation.key).length;
  if (unresolved > 0) failures.push(`${unresolved} keyed calls still unanswered after the recovery pass`);

  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const app = await buildApp({ config: testConfig(), database });
  try {
    const ledger = await app.services.wallet.checkLedger();
    if (!ledger.ok) failures.push(`ledger check: ${JSON.stringify(ledger).slice(0, 2_000)}`);
    const casino = await app.services.casino.reconcile();
    if (!casino.ok) failures.push(`casino reconciliation: ${JSON.stringify(casino).slice(0, 2_000)}`);
  } finally {
    await app.close();
    await database.close();
  }

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const query = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows as Row[];
  try {
    const userIds = new Map<string, number>(
      (await query('select id, username from users where username = any($1)', [members.map((m) => m.username)])).map(
        (row) => [row.username as string, row.id as number],
      ),
    );
    const operatorOps = log.filter((operation) => operation.member === -1 && operation.result.kind === 'ok');
    const decided = (kind: Operation['kind']) =>
      new Set(operatorOps.filter((operation) => operation.kind === kind).map((operation) => operation.applicationId));
    const approvedDeposits = decided('approve_deposit');
    const rejectedWithdrawals = decided('reject_withdrawal');

    for (const member of members) {
      const userId = userIds.get(member.username);
      if (userId === undefined) {
        failures.push(`member ${member.username} is missing`);
        continue;
      }
      const ops = log.filter((operation) => operation.member === member.index);
      const acked = (kind: Operation['kind']) => ops.filter((op) => op.kind === kind && op.result.kind === 'ok');
      const idsOf = (kind: Operation['kind']) => acked(kind).map((op) => okBody<{ id: number }>(op)!.id);

      // Every acknowledged operation exactly once, and nothing the clients did not make.
      const compare = (what: string, expected: number[], found: number[]) => {
        const foundSet = new Set(found);
        const missing = expected.filter((id) => !foundSet.has(id));
        const extra = found.length - (expected.length - missing.length);
        lost += missing.length;
        duplicated += Math.max(0, extra);
        if (missing.length > 0 || extra !== 0)
          failures.push(
            `${member.username} ${what}: ${missing.length} acknowledged missing, ${extra} not made by the client`,
          );
      };
      const ids = async (text: string) => (await query(text, [userId])).map((row) => Number(row.id));
      compare('slips', idsOf('bet'), await ids('select id from bet_slips where user_id = $1'));
      compare('deposits', idsOf('deposit'), await ids('select id from deposits where user_id = $1'));
      compare('withdrawals', idsOf('withdrawal'), await ids('select id from withdrawals where user_id = $1'));
      const cancelledIds = acked('cancel').map((op) => Number(op.path.split('/').at(-2)));
      compare(
        'cancellations',
        cancelledIds,
        await ids(`select id from bet_slips where user_id = $1 and status = 'CANCELLED'`),
      );
      const conversions = async (kind: string) =>
        (
          await query(
            `select t.id from ledger_transactions t where t.kind = $2 and exists (
               select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                where e.transaction_id = t.id and a.owner_user_id = $1) order by t.id`,
            [userId, kind],
          )
        ).map((row) => Number(row.id));
      const toCasino = await conversions('conversion_to_casino');
      const toCash = await conversions('conversion_casino');
      if (toCasino.length !== acked('to_casino').length || toCash.length !== acked('to_cash').length) {
        const difference = toCasino.length + toCash.length - acked('to_casino').length - acked('to_cash').length;
        if (difference < 0) lost -= difference;
        else duplicated += difference;
        failures.push(
          `${member.username} conversions: ${toCasino.length}/${toCash.length} in the ledger, ${acked('to_casino').length}/${acked('to_cash').length} acknowledged`,
        );
      }

      // Casino rounds: each acknowledged round once, with its stake and payout; the unanswered at most once each.
      // Each casino money movement of a round, in ledger order.
      const moves = (
        await query(
          `select r.external_id, case t.kind when 'bet' then -t.amount else t.amount end::int8 as amount,
                  t.ledger_transaction_id
             from casino_rounds r join casino_transactions t on t.round_id = r.id
            where r.user_id = $1 order by t.ledger_transaction_id`,
          [userId],
        )
      ).map((row) => ({
        round: row.external_id as string,
        amount: Number(row.amount),
        ledgerId: Number(row.ledger_transaction_id),
      }));
      const netOf = (round: string) => sum(moves.filter((move) => move.round === round).map((move) => move.amount));
      const recordedRounds = new Set(moves.map((move) => move.round));
      // A round whose answer was lost may have been played, and later than the calls that followed
      // it (a paused process finishes it when it wakes): each such call at most once, its money
      // where the ledger put it between the member's conversions back to cash.
      const answeredRounds = new Set(acked('round').map((op) => okBody<PlayedRound>(op)!.round_id));
      const untold = moves.filter((move) => !answeredRounds.has(move.round));
      const untoldRounds = new Set(untold.map((move) => move.round)).size;
      const unanswered = ops.filter((op) => op.kind === 'round' && op.result.kind === 'unknown').length;
      if (untoldRounds > unanswered) {
        duplicated += untoldRounds - unanswered;
        failures.push(`${member.username}: ${untoldRounds} rounds beyond the answered ones, ${unanswered} unanswered`);
      }
      // Casino money, replayed in the member's order (a member's calls are one after another):
      // conversions in, rounds' nets, and the whole balance back to cash.
      let casinoModel = 0;
      let casinoToCash = 0;
      let conversionsBack = 0;
      const takeUntold = (before: number) => {
        while (untold.length > 0 && untold[0]!.ledgerId < before) casinoModel += untold.shift()!.amount;
      };
      for (const op of ops) {
        if (op.result.kind !== 'ok') continue;
        if (op.kind === 'to_casino') casinoModel += op.amount;
        else if (op.kind === 'to_cash') {
          takeUntold(toCash[conversionsBack++] ?? Number.MAX_SAFE_INTEGER);
          casinoToCash += casinoModel;
          casinoModel = 0;
        } else if (op.kind === 'round') {
          const round = okBody<PlayedRound>(op)!;
          if (!recordedRounds.has(round.round_id)) {
            lost++;
            failures.push(`${member.username} round ${round.round_id} acknowledged but not recorded`);
          } else if (netOf(round.round_id) !== round.payout - round.stake)
            failures.push(
              `${member.username} round ${round.round_id}: recorded net ${netOf(round.round_id)}, answered ${round.payout - round.stake}`,
            );
          casinoModel += round.payout - round.stake;
        }
      }
      takeUntold(Number.MAX_SAFE_INTEGER);

      // Cash, replayed: approved deposits, withdrawals held (returned when rejected), conversions,
      // stakes, cancellations' refunds, and what settlement paid each of this member's slips.
      const stakes = new Map(acked('bet').map((op) => [okBody<PlaceBetResponse>(op)!.id, op.amount]));
      const withdrawals = acked('withdrawal').map((op) => ({ id: okBody<{ id: number }>(op)!.id, amount: op.amount }));
      const payouts = await query(
        `select coalesce(sum(payout), 0)::int8 as paid from bet_slips where user_id = $1 and status in ('WON', 'REFUNDED')`,
        [userId],
      );
      const cashModel =
        sum(acked('deposit').map((op) => (approvedDeposits.has(okBody<{ id: number }>(op)!.id) ? op.amount : 0))) -
        sum(withdrawals.map((w) => w.amount)) +
        sum(withdrawals.map((w) => (rejectedWithdrawals.has(w.id) ? w.amount : 0))) -
        sum(acked('to_casino').map((op) => op.amount)) +
        casinoToCash -
        sum([...stakes.values()]) +
        sum(cancelledIds.map((id) => stakes.get(id) ?? 0)) +
        Number(payouts[0]!.paid);

      const balances = new Map(
        (
          await query(
            `select kind, balance from ledger_accounts where owner_user_id = $1 and kind in ('cash', 'casino')`,
            [userId],
          )
        ).map((row) => [row.kind as string, Number(row.balance)]),
      );
      for (const [kind, model] of [
        ['cash', cashModel],
        ['casino', casinoModel],
      ] as const) {
        const actual = balances.get(kind) ?? 0;
        if (actual !== model) {
          moneyOff += Math.abs(actual - model);
          failures.push(`${member.username} ${kind}: ${actual} in the ledger, ${model} replayed from the client's log`);
        }
      }
    }

    // Every finished (or void) fixture with bets settled in its final status; no slip left
    // pending once all its legs are settled; each slip's cash from settlement equals its payout.
    const unsettledFixtures = await query(
      `select f.id from fixtures f where f.status = any($1::int[])
          and exists (select 1 from bet_slip_selections x where x.fixture_id = f.id)
          and (f.settled_at is null or f.settled_status is distinct from f.status)`,
      [[FIXTURE_STATUS.finished, FIXTURE_STATUS.cancelled, FIXTURE_STATUS.postponed, FIXTURE_STATUS.abandoned]],
    );
    if (unsettledFixtures.length > 0)
      failures.push(`fixtures finished but not settled: ${unsettledFixtures.map((row) => row.id).join(', ')}`);
    const stuckSlips = await query(
      `select s.id from bet_slips s where s.status = 'PENDING' and not exists (
         select 1 from bet_slip_selections x join bets b on b.id = x.bet_id where x.slip_id = s.id and b.status <> 3)`,
    );
    if (stuckSlips.length > 0) failures.push(`slips whose legs are all settled still pending: ${stuckSlips.length}`);
    const paidTwice = await query(
      `select s.id, s.payout, sum(e.amount)::int8 as paid,
              count(*) filter (where t.kind in ('sports_payout', 'sports_refund')) as payouts,
              count(*) filter (where t.kind = 'sports_resettle') as taken_back
         from bet_slips s
         join ledger_transactions t on t.reference_type = 'bet_slip' and t.reference_id = s.id
                                   and t.kind in ('sports_payout', 'sports_refund', 'sports_resettle')
         join ledger_entries e on e.transaction_id = t.id
         join ledger_accounts a on a.id = e.account_id and a.owner_user_id = s.user_id and a.kind = 'cash'
        group by s.id, s.payout
       having sum(e.amount) <> coalesce(s.payout, 0)
           or count(*) filter (where t.kind in ('sports_payout', 'sports_refund'))
              - count(*) filter (where t.kind = 'sports_resettle') > 1`,
    );
    for (const row of await query(
      'select status, count(*)::int as count from bet_slips group by status order by status',
    ))
      slips[row.status as string] = row.count as number;
    if (paidTwice.length > 0) {
      duplicated += paidTwice.length;
      failures.push(`slips paid other than once: ${JSON.stringify(paidTwice.slice(0, 5))}`);
    }
  } finally {
    await client.end();
  }
  return { failures, lost, duplicated, moneyOff, unresolved, slips };
}
