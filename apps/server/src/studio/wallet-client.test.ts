import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWalletClient, WalletRefusedError, WalletUnavailableError, type WalletTransport } from './wallet-client';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const transaction = (balance: number, request_id: string) =>
  JSON.stringify({ request_id, balance, currency: 'KRW', operator_transaction_id: 'op-1' });

type Sent = { path: string; body: Record<string, unknown>; headers: Record<string, string>; raw: string };

/** A fake operator: answers each call with the next scripted reply (a status and body, or a thrown error). */
function scriptedTransport(replies: (((sent: Sent) => { statusCode: number; body: string }) | Error)[]) {
  const sent: Sent[] = [];
  const transport: WalletTransport = async (path, raw, headers) => {
    const call = { path, raw, headers, body: JSON.parse(raw) as Record<string, unknown> };
    sent.push(call);
    const reply = replies.shift();
    if (!reply) throw new Error('no reply scripted');
    if (reply instanceof Error) throw reply;
    return reply(call);
  };
  return { transport, sent };
}

const round = { session_token: 'wallet-session', round_id: 'r1', game_slug: 'golden-fortune' };
const noWait = async () => {};

describe('studio wallet client', () => {
  it('signs the exact body with HMAC-SHA256 and names the provider', async () => {
    const { transport, sent } = scriptedTransport([
      (call) => ({ statusCode: 200, body: transaction(9000, String(call.body.request_id)) }),
    ]);
    const client = createWalletClient({ transport, secret: SECRET, backoff: noWait });
    const answer = await client.bet({ ...round, transaction_id: 'r1:bet', amount: 1000, round_closed: false });
    expect(answer.balance).toBe(9000);
    const [call] = sent;
    expect(call?.path).toBe('/api/casino/wallet/bet');
    expect(call?.headers['x-casino-provider']).toBe('studio');
    expect(call?.headers['x-casino-signature']).toBe(
      createHmac('sha256', SECRET)
        .update(call?.raw ?? '')
        .digest('hex'),
    );
    expect(call?.body).toMatchObject({
      request_id: 'r1:bet',
      transaction_id: 'r1:bet',
      amount: 1000,
      round_closed: false,
    });
  });

  it('resends a win with the same request id after a transport failure and a 5xx', async () => {
    const { transport, sent } = scriptedTransport([
      new Error('connection reset'),
      () => ({ statusCode: 503, body: '{}' }),
      (call) => ({ statusCode: 200, body: transaction(12_000, String(call.body.request_id)) }),
    ]);
    const client = createWalletClient({ transport, secret: SECRET, backoff: noWait });
    const answer = await client.win({
      ...round,
      transaction_id: 'r1:win',
      reference_transaction_id: 'r1:bet',
      amount: 3000,
      round_closed: true,
    });
    expect(answer.balance).toBe(12_000);
    expect(sent.map((call) => call.body.request_id)).toEqual(['r1:win', 'r1:win', 'r1:win']);
    expect(new Set(sent.map((call) => call.raw)).size).toBe(1);
  });

  it('gives up on a rollback after its attempts, as unavailable', async () => {
    const { transport, sent } = scriptedTransport([new Error('down'), new Error('down'), new Error('down')]);
    const client = createWalletClient({ transport, secret: SECRET, attempts: 3, backoff: noWait });
    await expect(
      client.rollback({
        ...round,
        transaction_id: 'r1:rollback',
        reference_transaction_id: 'r1:bet',
        round_closed: true,
      }),
    ).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(sent).toHaveLength(3);
  });

  it('never resends a bet: an unanswered bet is the caller’s to roll back', async () => {
    const { transport, sent } = scriptedTransport([() => ({ statusCode: 502, body: 'bad gateway' })]);
    const client = createWalletClient({ transport, secret: SECRET, backoff: noWait });
    await expect(
      client.bet({ ...round, transaction_id: 'r1:bet', amount: 1000, round_closed: false }),
    ).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(sent).toHaveLength(1);
  });

  it('turns insufficient funds into the Korean refusal, with the balance', async () => {
    const { transport } = scriptedTransport([
      () => ({ statusCode: 422, body: JSON.stringify({ error: 'insufficient_funds', message: 'x', balance: 500 }) }),
    ]);
    const client = createWalletClient({ transport, secret: SECRET, backoff: noWait });
    const refused = await client
      .bet({ ...round, transaction_id: 'r1:bet', amount: 1000, round_closed: false })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WalletRefusedError);
    expect(refused).toMatchObject({
      statusCode: 422,
      code: 'insufficient_funds',
      message: '카지노머니가 부족합니다.',
      balance: 500,
    });
  });

  it('does not retry refusals, and reports an expired session as 401', async () => {
    const { transport, sent } = scriptedTransport([
      () => ({
        statusCode: 401,
        body: JSON.stringify({ error: 'session_expired', message: '게임 세션이 만료되었습니다.' }),
      }),
    ]);
    const client = createWalletClient({ transport, secret: SECRET, backoff: noWait });
    await expect(
      client.win({
        ...round,
        transaction_id: 'r1:win',
        reference_transaction_id: 'r1:bet',
        amount: 0,
        round_closed: true,
      }),
    ).rejects.toMatchObject({
      statusCode: 401,
      code: 'session_expired',
    });
    expect(sent).toHaveLength(1);
  });

  it('treats an answer it cannot read as unavailable', async () => {
    const { transport } = scriptedTransport([() => ({ statusCode: 200, body: 'not json' })]);
    const client = createWalletClient({ transport, secret: SECRET, backoff: noWait });
    await expect(client.balance('wallet-session')).rejects.toBeInstanceOf(WalletUnavailableError);
  });
});
