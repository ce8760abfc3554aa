// What the simulated members and the operator do during a chaos run, and the log of every call
// they made: the model the end checks replay. Each member's choices come from its own seeded
// generator, so a seed repeats the same scripts (the interleaving is the machine's).
import type { FixtureList, GameLaunchResponse, PlaceBetResponse, PlayedRound, StudioSession } from '@hanpan/contract';
import { seededRandom } from '../../apps/server/src/lib/seeded-random';
import type { CallResult, Client } from './client';

export type OperationKind =
  | 'deposit'
  | 'withdrawal'
  | 'to_casino'
  | 'to_cash'
  | 'bet'
  | 'cancel'
  | 'round'
  | 'approve_deposit'
  | 'approve_withdrawal'
  | 'reject_withdrawal';

/** One money call as the client made it: enough to send it again, and how it ended. */
export type Operation = {
  member: number;
  kind: OperationKind;
  method: 'POST';
  path: string;
  body: unknown;
  key?: string;
  token: string;
  /** Won the call moves as the client asked (0 where the server decides: casino money back, a round). */
  amount: number;
  /** The application an operator's decision is about. */
  applicationId?: number;
  result: CallResult<unknown>;
};

export type Member = { index: number; username: string; token: string };

const SLOT = 'golden-fortune';
const RUN_PREFIX = Date.now().toString(36);

type Pick = (weights: Record<string, number>) => string;

function chooser(random: () => number): Pick {
  return (weights) => {
    const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
    let roll = random() * total;
    for (const [name, weight] of Object.entries(weights)) {
      roll -= weight;
      if (roll < 0) return name;
    }
    return Object.keys(weights)[0]!;
  };
}

/** The prices members pick from, soonest first: one list page, fetched again every few seconds by one reader. */
export function createFixtureBoard(call: Client, token: () => string) {
  let fixtures: FixtureList['results'] = [];
  let fetchedAt = 0;
  return async function board() {
    if (Date.now() - fetchedAt > 5_000) {
      fetchedAt = Date.now();
      const answer = await call<FixtureList>(
        'GET',
        '/api/sports/fixtures/prematch?size=100',
        { token: token() },
        5_000,
      );
      if (answer.kind === 'ok') fixtures = answer.body.results;
    }
    return fixtures.filter((fixture) => fixture.markets[0]?.bets.some((bet) => bet.status === 1));
  };
}

export type WorkloadContext = {
  call: Client;
  log: Operation[];
  board: () => Promise<FixtureList['results']>;
  running: () => boolean;
  seed: number;
};

/** One member's evening: a deposit, then bets, cancellations, casino rounds, conversions, withdrawals. */
export async function memberScript(member: Member, context: WorkloadContext): Promise<void> {
  const { call, log, board, running } = context;
  const random = seededRandom(context.seed * 100_003 + member.index);
  const pick = chooser(random);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  let sequence = 0;
  /** Slips that may still be cancelled: placed in this run, every kick-off well ahead. */
  const cancellable: { id: number; kickOff: number }[] = [];
  let studio: string | undefined;

  async function money<T>(kind: OperationKind, path: string, body: unknown, amount: number, retry = true) {
    const key = retry ? `chaos-${RUN_PREFIX}-${member.index}-${sequence++}` : undefined;
    const operation: Operation = {
      member: member.index,
      kind,
      method: 'POST',
      path,
      body,
      ...(key ? { key } : {}),
      token: member.token,
      amount,
      result: { kind: 'unknown', reason: 'not sent' },
    };
    log.push(operation);
    operation.result = await call<T>('POST', path, {
      body,
      token: member.token,
      ...(key ? { key } : { retry: false }),
    });
    return operation.result as CallResult<T>;
  }

  async function bet(folders: number) {
    const open = await board();
    if (open.length < folders) return;
    // Half the slips on the soonest matches, so settlement runs during the faults; half on any.
    const range = random() < 0.5 ? Math.min(open.length, 12) : open.length;
    if (range < folders) return;
    const chosen = new Set<number>();
    while (chosen.size < folders) chosen.add(between(0, range - 1));
    const selections = [...chosen].map((index) => {
      const bets = open[index]!.markets[0]!.bets.filter((candidate) => candidate.status === 1);
      return bets[between(0, bets.length - 1)]!.id;
    });
    // The cart is the server's: clear it, add each pick; placement refuses what is not in it.
    await call('POST', '/api/betting/cart/clear', { token: member.token });
    for (const selection of selections)
      await call('POST', '/api/betting/cart/toggle', {
        body: { bet_id: selection, action: 'toggle' },
        token: member.token,
      });
    const stake = between(5, 20) * 1_000;
    const placed = await money<PlaceBetResponse>(
      'bet',
      '/api/betting/place',
      { bet_selection_ids: selections, stake: String(stake), accept_price_changes: true },
      stake,
    );
    const kickOff = Math.min(...[...chosen].map((index) => Date.parse(open[index]!.start_date)));
    if (placed.kind === 'ok') cancellable.push({ id: placed.body.id, kickOff });
  }

  async function casinoRounds() {
    if (!studio) {
      const launch = await call<GameLaunchResponse>('POST', `/api/games/launch/${SLOT}`, { token: member.token });
      if (launch.kind !== 'ok') return;
      const launchToken = new URL(launch.body.launch_url, 'http://site').searchParams.get('token');
      const session = await call<StudioSession>('POST', '/studio/api/sessions', {
        body: { launch_token: launchToken, mode: 'real' },
      });
      if (session.kind !== 'ok') return;
      studio = session.body.session_token;
    }
    const studioToken = studio;
    const convert = between(1, 5) * 10_000;
    await money('to_casino', '/api/transactions/balances/convert-cash-to-casino', { amount: convert }, convert);
    for (let round = between(1, 4); round > 0 && running(); round--) {
      const lineBet = between(1, 5) * 100;
      // A studio round has no idempotency key: a game page that loses the answer asks the state
      // again rather than playing twice, so an unanswered round is not retried.
      const operation: Operation = {
        member: member.index,
        kind: 'round',
        method: 'POST',
        path: '/studio/api/rounds',
        body: { bet: { engine: 'slot', line_bet: lineBet } },
        token: studioToken,
        amount: 0,
        result: { kind: 'unknown', reason: 'not sent' },
      };
      log.push(operation);
      operation.result = await call<PlayedRound>('POST', operation.path, {
        body: operation.body,
        token: studioToken,
        retry: false,
      });
      if (operation.result.kind === 'refused' && operation.result.status === 401) studio = undefined;
      if (operation.result.kind !== 'ok') return;
    }
  }

  await money('deposit', '/api/transactions/deposits', { amount: 1_000_000, bonus: 'none' }, 1_000_000);
  while (running()) {
    await new Promise((resolve) => setTimeout(resolve, between(300, 1_500)));
    if (!running()) break;
    const action = pick({ single: 25, multi: 15, cancel: 8, casino: 22, cash: 8, withdraw: 7, deposit: 5, read: 10 });
    if (action === 'single') await bet(1);
    else if (action === 'multi') await bet(between(2, 3));
    else if (action === 'cancel') {
      // The rule: not within 10 minutes of the earliest kick-off (docs/decisions.md).
      const candidates = cancellable.filter((slip) => slip.kickOff > Date.now() + 11 * 60_000);
      if (candidates.length === 0) continue;
      const slip = candidates[between(0, candidates.length - 1)]!;
      cancellable.splice(cancellable.indexOf(slip), 1);
      await money('cancel', `/api/betting/bets/${slip.id}/cancel`, undefined, 0);
    } else if (action === 'casino') await casinoRounds();
    // Casino money goes back to cash whole; the checks replay how much that was.
    else if (action === 'cash')
      await money('to_cash', '/api/transactions/balances/convert-casino-to-cash', undefined, 0);
    else if (action === 'withdraw') {
      const amount = between(1, 5) * 10_000;
      await money('withdrawal', '/api/transactions/withdrawals', { amount }, amount);
    } else if (action === 'deposit') {
      const amount = between(1, 5) * 100_000;
      await money('deposit', '/api/transactions/deposits', { amount, bonus: 'none' }, amount);
    } else await call('GET', '/api/transactions/balances/my-balance', { token: member.token }, 5_000);
  }
}

type Application = { id: number };

/**
 * The operator's script: approves every deposit, approves most withdrawals and rejects some. Once
 * the members have stopped it goes on until nothing is left pending.
 */
export async function operatorScript(operator: string, context: WorkloadContext) {
  const { call, log } = context;
  async function decide(kind: OperationKind, path: string, body: unknown, id: number) {
    const operation: Operation = {
      member: -1,
      kind,
      method: 'POST',
      path,
      body,
      key: `chaos-${RUN_PREFIX}-${kind}-${id}`,
      token: operator,
      amount: 0,
      applicationId: id,
      result: { kind: 'unknown', reason: 'not sent' },
    };
    log.push(operation);
    operation.result = await call('POST', path, { body, token: operator, key: operation.key! });
  }
  const decided = new Set<string>();
  for (;;) {
    const [deposits, withdrawals] = await Promise.all([
      call<{ results: Application[] }>(
        'GET',
        '/api/admin/deposits?status=pending&size=100',
        { token: operator },
        5_000,
      ),
      call<{ results: Application[] }>(
        'GET',
        '/api/admin/withdrawals?status=pending&size=100',
        { token: operator },
        5_000,
      ),
    ]);
    for (const deposit of deposits.kind === 'ok' ? deposits.body.results : []) {
      if (decided.has(`d${deposit.id}`)) continue;
      decided.add(`d${deposit.id}`);
      await decide('approve_deposit', `/api/admin/deposits/${deposit.id}/approve`, {}, deposit.id);
    }
    for (const withdrawal of withdrawals.kind === 'ok' ? withdrawals.body.results : []) {
      if (decided.has(`w${withdrawal.id}`)) continue;
      decided.add(`w${withdrawal.id}`);
      if (withdrawal.id % 4 === 0)
        await decide(
          'reject_withdrawal',
          `/api/admin/withdrawals/${withdrawal.id}/reject`,
          { reason: '계좌 확인 필요' },
          withdrawal.id,
        );
      else await decide('approve_withdrawal', `/api/admin/withdrawals/${withdrawal.id}/approve`, {}, withdrawal.id);
    }
    const nothingPending =
      deposits.kind === 'ok' &&
      deposits.body.results.length === 0 &&
      withdrawals.kind === 'ok' &&
      withdrawals.body.results.length === 0;
    if (!context.running() && nothingPending) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * After the faults: every call still unanswered is sent again with its key until it is answered,
 * as a client that outlives an outage would. Keyed calls then have one known end each.
 */
export async function resolveUnanswered(call: Client, log: Operation[]): Promise<number> {
  let resolved = 0;
  for (const operation of log) {
    if (operation.result.kind !== 'unknown' || !operation.key) continue;
    operation.result = await call(
      'POST',
      operation.path,
      { body: operation.body, token: operation.token, key: operation.key },
      120_000,
    );
    resolved++;
  }
  return resolved;
}
