import type { Database } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import type { WalletService } from '../wallet';
import type { CasinoRepository } from './casino.repository';
import { createCasinoTransactions } from './casino-transactions';
import type { PlayRules } from './play-rules';
import { createMoneyMoves } from './wallet-money-moves';
import { createAnswerOnce } from './wallet-requests';
import { createSessionPlayer, createWalletSessions } from './wallet-sessions';

export { refusals, WalletRefusal } from './wallet-refusals';
export type { WalletAnswer } from './wallet-requests';
export { WALLET_SESSION_TTL_MS } from './wallet-sessions';

/**
 * The operator's side of the seamless-wallet protocol (docs/casino-protocol.md). Each call is one
 * money transaction: the request id is claimed first (a repeat waits, then gets the first
 * answer), then the member's accounts are locked, so one member's calls run one at a time.
 */
export function createCasinoWalletProtocol(deps: {
  db: Database;
  repository: CasinoRepository;
  wallet: WalletService;
  responsiblePlay: PlayRules;
  /** Announces a call that closed a round or rolled one back, after commit (the public Bets panel listens). */
  events: DomainEventPublisher;
  now: () => Date;
}) {
  const { db, repository, wallet, events, now } = deps;
  const answerOnce = createAnswerOnce({ db, repository, events });
  const sessionPlayer = createSessionPlayer({ repository, wallet, now });
  const transactions = createCasinoTransactions({ repository, wallet, now });
  const units = { ...deps, answerOnce, sessionPlayer, transactions };

  return {
    ...createWalletSessions(units),
    ...createMoneyMoves(units),
  };
}

export type CasinoWalletProtocol = ReturnType<typeof createCasinoWalletProtocol>;
