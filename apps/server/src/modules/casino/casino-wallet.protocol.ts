import type { Database } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import type { WalletService } from '../wallet';
import type { CasinoRepository } from './casino.repository';
import type { PlayRules } from './play-rules';
import { createMoneyMoves } from './wallet-money-moves';
import { createRequestRecords } from './wallet-requests';
import { createSessionPlayer, createWalletSessions } from './wallet-sessions';

export { refusals, WalletRefusal } from './wallet-refusals';
export type { WalletAnswer } from './wallet-requests';
export { WALLET_SESSION_TTL_MS } from './wallet-sessions';

/**
 * The operator's side of the seamless-wallet protocol (docs/casino-protocol.md). Each call is one
 * transaction: the request id is claimed first (a repeat waits, then gets the first answer), then
 * the member's accounts are locked, so one member's calls run one at a time. The money calls are
 * each one database function (`casino_wallet_move`).
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
  const { db, repository, wallet, now } = deps;
  const records = createRequestRecords({ db, repository });
  const sessionPlayer = createSessionPlayer({ repository, wallet, now });
  const units = { ...deps, records, answerOnce: records.answerOnce, sessionPlayer };

  return {
    ...createWalletSessions(units),
    ...createMoneyMoves(units),
  };
}

export type CasinoWalletProtocol = ReturnType<typeof createCasinoWalletProtocol>;
