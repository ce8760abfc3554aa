import { randomBytes } from 'node:crypto';
import { FUN_PLAY_BALANCE, type OpenSessionRequest, type StudioSession, type StudioState } from '@hanpan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { unauthorized } from '../lib/errors';
import { sha256 } from '../lib/sha256';
import { playable, studioGame } from './playable-games';
import { createRoundHistory } from './round-history';
import { createDrawPlay } from './draw-play';
import { createDrawsRepository, type DrawsRepository } from './draws.repository';
import { createRoundPlay } from './round-play';
import { createSeedPairs } from './seed-pairs';
import type { StudioRepository, StudioSessionRow } from './studio.repository';
import type { WalletClient } from './wallet-client';

/** A game page's session lasts as long as the operator's wallet session. */
const SESSION_TTL_MS = 12 * 3_600_000;

const sessionExpired = () => unauthorized('게임 세션이 만료되었습니다. 게임을 다시 실행해 주세요.');

/**
 * Hanpan Studio: sessions opened from the operator's launch tokens, provably fair rounds of its
 * engines (blackjack's in steps), and the player's seeds. Money moves only through the seamless-wallet client.
 */
export function createStudioService(deps: {
  db: Database;
  repository: StudioRepository;
  draws?: DrawsRepository;
  wallet: WalletClient;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** STUDIO_DRAW_SECONDS: one period for every scheduled game. */
  drawSeconds?: number | undefined;
}) {
  const { db, repository, wallet } = deps;
  const now = deps.now ?? (() => new Date());
  const seeds = createSeedPairs({ db, repository, now });
  const play = createRoundPlay({ ...deps, now });
  const drawPlay = createDrawPlay({
    ...deps,
    draws: deps.draws ?? createDrawsRepository(),
    drawSeconds: deps.drawSeconds,
    now,
  });

  async function state(session: StudioSessionRow, balance: number): Promise<StudioState> {
    return {
      mode: session.mode,
      nickname: session.nickname,
      balance,
      game: studioGame(session.game_slug),
      fairness: await seeds.fairness(db, session.player_id, session.mode),
      open_round: await play.openRound(session),
    };
  }

  return {
    /** Redeems the launch token with the operator (both modes); Fun Play then never calls the wallet again. */
    async openSession(request: OpenSessionRequest): Promise<StudioSession> {
      const operator = await wallet.authenticate(request.launch_token);
      playable(operator.game_slug);
      const token = randomBytes(32).toString('base64url');
      const session = await repository.insertSession(db, {
        token_hash: sha256(token),
        mode: request.mode,
        wallet_session_token: operator.session_token,
        player_id: operator.player_id,
        nickname: operator.nickname,
        game_slug: operator.game_slug,
        balance: request.mode === 'fun' ? FUN_PLAY_BALANCE : operator.balance,
        created_at: now(),
        expires_at: new Date(now().getTime() + SESSION_TTL_MS),
      });
      return { session_token: token, ...(await state(session, session.balance)) };
    },

    /** The session of a game page's bearer token, or 401. */
    async sessionOf(token: string | null): Promise<StudioSessionRow> {
      const session = token ? await repository.findLiveSession(db, sha256(token), now()) : undefined;
      if (!session) throw sessionExpired();
      return session;
    },

    /** Real Play asks the operator for the current balance (it may have changed elsewhere). */
    async state(session: StudioSessionRow): Promise<StudioState> {
      if (session.mode === 'fun') return state(session, session.balance);
      const balance = await wallet.balance(session.wallet_session_token);
      await repository.setSessionBalance(db, session.id, balance);
      return state(session, balance);
    },

    playRound: play.playRound,
    act: play.act,
    drawBoard: drawPlay.drawBoard,
    takeSeat: drawPlay.takeSeat,
    leaveSeat: drawPlay.leaveSeat,
    placeDrawBet: drawPlay.placeDrawBet,
    ...createRoundHistory({ db, repository }),
    setClientSeed: seeds.setClientSeed,
    rotateSeed: seeds.rotateSeed,
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
