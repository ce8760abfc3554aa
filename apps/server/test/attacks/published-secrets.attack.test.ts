import { walletAuthenticateResponseSchema, type SessionResponse } from '@hanpan/contract';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_LOGINS, publishedDemoLogins } from '../../src/db/seed';
import { launchToken, studioWalletSecret } from '../casino-test-kit';
import { signWalletBody } from '../../src/modules/casino/casino-wallet.routes';
import { studioCatalog } from '../../src/studio/catalog';
import { createFundedAccount } from '../helpers';
import { describeAttack, expectLedgerClean, type AttackRequest } from './attack-kit';

const ATTACKER_IP = '203.0.113.7';
const SLOT = 'golden-fortune';
const JACKPOT = 1_000_000_000;

/**
 * Secrets an attacker would sign with: the constant the source carried until now, the
 * integration row's placeholder from migration 0007, empty, and the usual guesses.
 */
const GUESSED_SECRETS = [
  'hanpan-studio-development-secret-not-for-production',
  'set-at-start-up',
  '',
  'secret',
  'studio',
  'changeme',
  'x'.repeat(40),
  '0'.repeat(64),
];

/** A seamless-wallet call as the attacker sends it: pretending to be the in-house studio, signed with `secret`. */
function walletCall(call: 'authenticate' | 'balance' | 'bet' | 'win', body: object, secret: string): AttackRequest {
  const raw = JSON.stringify(body);
  return {
    method: 'POST',
    url: `/api/casino/wallet/${call}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-casino-provider': 'studio',
      'x-casino-signature': signWalletBody(secret, raw),
    },
    ip: ATTACKER_IP,
  };
}

describeAttack('published secrets and passwords', (target) => {
  let attacker: SessionResponse;
  let sessionToken: string;

  beforeAll(async () => {
    const { harness } = target();
    await harness.app.services.casino.syncCatalog('studio', studioCatalog());
    attacker = await createFundedAccount(harness, 0);
    // The studio's own call, signed with the installation's real secret, opens a wallet session; the
    // attacker is assumed to know its token, so only the signature stands in the way.
    const authenticate = await target().send(
      walletCall(
        'authenticate',
        { request_id: `attack-auth-${attacker.user.id}`, launch_token: await launchToken(harness.app, attacker, SLOT) },
        await studioWalletSecret(harness.app),
      ),
    );
    expect(authenticate.status, authenticate.body).toBe(200);
    sessionToken = walletAuthenticateResponseSchema.parse(authenticate.json()).session_token;
  });

  const balances = async () =>
    (await target().send({ url: '/api/transactions/balances/my-balance', as: attacker, ip: ATTACKER_IP })).json<{
      cash_balance: number;
      casino_balance: number;
    }>();
  const attackerTransactions = async () =>
    Number(
      (
        await target()
          .harness.database.db.selectFrom('casino_transactions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', attacker.user.id)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('signs a bet of 0 and a win of 1,000,000,000 with the formerly published secret and with guessed ones: refused, nothing moves', async () => {
    const answers = [];
    for (const [index, secret] of GUESSED_SECRETS.entries()) {
      const round = `attack-round-${attacker.user.id}-${index}`;
      const common = { session_token: sessionToken, round_id: round, game_slug: SLOT };
      answers.push(
        await target().send(
          walletCall(
            'bet',
            { ...common, request_id: `${round}:bet`, transaction_id: `${round}:bet`, amount: 0, round_closed: false },
            secret,
          ),
          index,
        ),
      );
      answers.push(
        await target().send(
          walletCall(
            'win',
            {
              ...common,
              request_id: `${round}:win`,
              transaction_id: `${round}:win`,
              reference_transaction_id: `${round}:bet`,
              amount: JACKPOT,
              round_closed: true,
            },
            secret,
          ),
          index,
        ),
      );
    }
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(401);
      expect(answer.json()).toMatchObject({ error: 'invalid_signature' });
    }
    // The same session is good: the installation's own secret is answered, so the refusals were the signature's.
    const honest = await target().send(
      walletCall(
        'balance',
        { request_id: `attack-balance-${attacker.user.id}`, session_token: sessionToken },
        await studioWalletSecret(target().harness.app),
      ),
    );
    expect(honest.status, honest.body).toBe(200);

    expect(await balances()).toMatchObject({ cash_balance: 0, casino_balance: 0 });
    expect(await attackerTransactions()).toBe(0);
    await expectLedgerClean(target());
  });

  it('logs in as the README’s demo operator and member where no demo data was seeded: refused', async () => {
    expect(await publishedDemoLogins(target().harness.app.services.users)).toEqual([]);
    for (let index = 0; index < target().processes; index++) {
      for (const { username, password } of DEMO_LOGINS) {
        const login = await target().send(
          { method: 'POST', url: '/api/users/login', payload: { username, password }, ip: ATTACKER_IP },
          index,
        );
        expect(login.status, login.body).toBe(401);
        expect(login.body).not.toContain('token');
      }
    }
    await expectLedgerClean(target());
  });
});
