import type { WalletBetRequest, WalletRollbackRequest, WalletWinRequest } from '@hanpan/contract';
import type { CasinoRepository, IntegrationRow, RoundRow } from './casino.repository';
import { dataHashOf, type CasinoTransactions } from './casino-transactions';
import type { PlayRules } from './play-rules';
import { refusals } from './wallet-refusals';
import type { AnswerOnce, WalletAnswer } from './wallet-requests';
import type { SessionPlayer } from './wallet-sessions';

/** The calls that move casino money: a bet takes it, a win pays it, a rollback refunds a bet. */
export function createMoneyMoves(deps: {
  repository: CasinoRepository;
  responsiblePlay: PlayRules;
  now: () => Date;
  answerOnce: AnswerOnce;
  sessionPlayer: SessionPlayer;
  transactions: CasinoTransactions;
}) {
  const { repository, responsiblePlay, now, answerOnce, sessionPlayer } = deps;
  const { earlierResult, roundFor, record, closingStatus, countRoundStakes } = deps.transactions;

  return {
    bet(integration: IntegrationRow, request: WalletBetRequest): Promise<WalletAnswer> {
      return answerOnce(integration, 'bet', request, async (trx) => {
        const userId = await sessionPlayer(trx, integration, request.session_token, true);
        const dataHash = dataHashOf('bet', request);
        const { transaction: prior, rollback } = await repository.findWithRollback(
          trx,
          integration.id,
          request.transaction_id,
        );
        const earlier = earlierResult(prior, { kind: 'bet', userId, dataHash });
        if (earlier) return earlier;
        await responsiblePlay.assertMayPlay(trx, userId);
        // Its rollback came first: the bet must never take money.
        if (rollback) throw refusals.betRolledBack();
        const game = await repository.findGameOfIntegration(trx, integration.id, request.game_slug);
        if (!game?.enabled || !game.listed) throw refusals.gameNotFound();
        const round = await roundFor(trx, integration, request.round_id, { userId, gameId: game.id });
        if (round.status !== 'open') throw refusals.roundClosed();
        const result = await record(trx, integration, {
          kind: 'bet',
          externalId: request.transaction_id,
          userId,
          round,
          amount: request.amount,
          reference: null,
          dataHash,
        });
        await repository.updateRound(trx, round.id, {
          betAdded: request.amount,
          winAdded: 0,
          closeAs: request.round_closed ? 'closed' : null,
          at: now(),
        });
        return result;
      });
    },

    /** Pays a bet of the round (0 for a lost round); usually the round's last call. */
    win(integration: IntegrationRow, request: WalletWinRequest): Promise<WalletAnswer> {
      return answerOnce(integration, 'win', request, async (trx) => {
        const userId = await sessionPlayer(trx, integration, request.session_token, false);
        const dataHash = dataHashOf('win', request);
        const prior = await repository.findTransaction(trx, integration.id, request.transaction_id);
        const earlier = earlierResult(prior, { kind: 'win', userId, dataHash });
        if (earlier) return earlier;
        const { transaction: bet, rollback } = await repository.findWithRollback(
          trx,
          integration.id,
          request.reference_transaction_id,
        );
        const round = await repository.lockRound(trx, integration.id, request.round_id);
        if (!bet || bet.kind !== 'bet' || bet.user_id !== userId || !round || round.id !== bet.round_id)
          throw refusals.betNotFound();
        const game = await repository.findGameOfIntegration(trx, integration.id, request.game_slug);
        if (game?.id !== round.game_id) throw refusals.gameNotFound();
        if (round.status !== 'open') throw refusals.roundClosed();
        if (rollback) throw refusals.betRolledBack();
        const result = await record(trx, integration, {
          kind: 'win',
          externalId: request.transaction_id,
          userId,
          round,
          amount: request.amount,
          reference: bet.external_id,
          dataHash,
        });
        await repository.updateRound(trx, round.id, {
          betAdded: 0,
          winAdded: request.amount,
          closeAs: request.round_closed ? 'closed' : null,
          at: now(),
        });
        // The win that closes the round settles its stakes: those still standing count toward wagering.
        if (request.round_closed) await countRoundStakes(trx, userId, round.id);
        return result;
      });
    },

    /**
     * Refunds a bet once. A bet not seen yet is recorded as rolled back (amount 0), so that bet,
     * arriving late, is refused. A round that already paid a win cannot be rolled back.
     */
    rollback(integration: IntegrationRow, request: WalletRollbackRequest): Promise<WalletAnswer> {
      return answerOnce(integration, 'rollback', request, async (trx) => {
        const userId = await sessionPlayer(trx, integration, request.session_token, false);
        const dataHash = dataHashOf('rollback', request);
        const prior = await repository.findTransaction(trx, integration.id, request.transaction_id);
        const earlier = earlierResult(prior, { kind: 'rollback', userId, dataHash });
        if (earlier) return earlier;
        const { transaction: bet, rollback } = await repository.findWithRollback(
          trx,
          integration.id,
          request.reference_transaction_id,
        );
        if (rollback) throw refusals.betRolledBack();
        if (bet && (bet.kind !== 'bet' || bet.user_id !== userId)) throw refusals.betNotFound();

        let round: RoundRow;
        if (bet) {
          const locked = await repository.lockRound(trx, integration.id, request.round_id);
          if (!locked || locked.id !== bet.round_id) throw refusals.betNotFound();
          if ((await repository.countInRound(trx, locked.id, 'win')) > 0) throw refusals.roundClosed();
          round = locked;
        } else {
          const game = await repository.findGameOfIntegration(trx, integration.id, request.game_slug);
          if (!game) throw refusals.gameNotFound();
          round = await roundFor(trx, integration, request.round_id, { userId, gameId: game.id });
        }
        const refund = bet?.amount ?? 0;
        const result = await record(trx, integration, {
          kind: 'rollback',
          externalId: request.transaction_id,
          userId,
          round,
          amount: refund,
          reference: request.reference_transaction_id,
          dataHash,
        });
        const closing = round.status !== 'open' || request.round_closed;
        await repository.updateRound(trx, round.id, {
          betAdded: 0,
          winAdded: refund,
          closeAs: closing ? await closingStatus(trx, round.id) : null,
          at: round.closed_at ?? now(),
        });
        return result;
      });
    },
  };
}
