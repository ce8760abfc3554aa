import { randomBytes } from 'node:crypto';
import type {
  WalletAuthenticateRequest,
  WalletAuthenticateResponse,
  WalletBalanceRequest,
  WalletBalanceResponse,
} from '@hanpan/contract';
import type { Executor } from '../../db/database';
import type { WalletService } from '../wallet';
import type { CasinoRepository, IntegrationRow } from './casino.repository';
import { sha256 } from '../../lib/sha256';
import { refusals } from './wallet-refusals';
import type { AnswerOnce, WalletAnswer } from './wallet-requests';

/** A wallet session lives this long; win and rollback still work after it ends. */
export const WALLET_SESSION_TTL_MS = 12 * 3_600_000;

export type SessionPlayer = ReturnType<typeof createSessionPlayer>;

/** Finds the member a session token plays for, and locks their accounts for the rest of the call. */
export function createSessionPlayer(deps: { repository: CasinoRepository; wallet: WalletService; now: () => Date }) {
  const { repository, wallet, now } = deps;

  /** The session's player; balance and bet also need it unexpired (and the member active). */
  return async function sessionPlayer(
    trx: Executor,
    integration: IntegrationRow,
    sessionToken: string,
    needsLiveSession: boolean,
  ): Promise<number> {
    // Found and locked in one statement: every later step of the call runs under the member's account locks.
    const userId = await wallet.lockAccountsOfMemberIn(
      trx,
      repository.sessionPlayerId(trx, integration.id, sha256(sessionToken), needsLiveSession ? now() : null),
    );
    if (userId === undefined) throw refusals.sessionExpired();
    return userId;
  };
}

/** The calls that open a wallet session and read its balance; no money moves. */
export function createWalletSessions(deps: {
  repository: CasinoRepository;
  now: () => Date;
  answerOnce: AnswerOnce;
  sessionPlayer: SessionPlayer;
}) {
  const { repository, now, answerOnce, sessionPlayer } = deps;

  return {
    /** Redeems a launch token once and opens a wallet session for its member and game. */
    authenticate(integration: IntegrationRow, request: WalletAuthenticateRequest): Promise<WalletAnswer> {
      return answerOnce(integration, 'authenticate', request, async (trx) => {
        const launch = await repository.lockLaunchToken(trx, integration.id, sha256(request.launch_token));
        const at = now();
        if (!launch || launch.used_at || launch.expires_at <= at || launch.user_status !== 'active')
          throw refusals.invalidLaunchToken();
        await repository.markLaunchTokenUsed(trx, launch.id, at);
        const sessionToken = randomBytes(32).toString('base64url');
        await repository.insertSession(trx, {
          token_hash: sha256(sessionToken),
          user_id: launch.user_id,
          integration_id: integration.id,
          game_id: launch.game_id,
          expires_at: new Date(at.getTime() + WALLET_SESSION_TTL_MS),
        });
        return {
          session_token: sessionToken,
          player_id: String(launch.user_id),
          nickname: launch.nickname,
          currency: 'KRW',
          balance: await repository.casinoBalance(trx, launch.user_id),
          game_slug: launch.game_slug,
        } satisfies Omit<WalletAuthenticateResponse, 'request_id'>;
      });
    },

    balance(integration: IntegrationRow, request: WalletBalanceRequest): Promise<WalletAnswer> {
      return answerOnce(integration, 'balance', request, async (trx) => {
        const userId = await sessionPlayer(trx, integration, request.session_token, true);
        return { balance: await repository.casinoBalance(trx, userId), currency: 'KRW' } satisfies Omit<
          WalletBalanceResponse,
          'request_id'
        >;
      });
    },
  };
}
