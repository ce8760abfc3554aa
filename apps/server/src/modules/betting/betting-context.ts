import { BET_STATUS } from '@hanpan/contract';
import type { Database } from '../../db/database';
import type { AppError, PlayRestrictionFound } from '../../lib/errors';
import type { DomainEventPublisher } from '../../db/domain-events';
import type { LevelsService } from '../levels';
import type { SettingsService } from '../settings';
import type { SportsbookService } from '../sportsbook';
import type { WalletService } from '../wallet';
import type { BetRow, BettingRepository } from './betting.repository';

/** What the betting service is built from (app.ts passes these). */
export type BettingDeps = {
  db: Database;
  repository: BettingRepository;
  wallet: WalletService;
  settings: SettingsService;
  /** The member levels, whose limits placement judges a stake and payout by. */
  levels: Pick<LevelsService, 'definitions'>;
  sportsbook: SportsbookService;
  /** The member's words for a cool-off or self-exclusion in force (account module): no bets meanwhile. */
  responsiblePlay: { restrictionError(restriction: PlayRestrictionFound): AppError };
  /** Announces placed and cancelled slips after commit (the public Bets panel listens). */
  events: DomainEventPublisher;
  now?: () => Date;
  /** How an in-play placement waits out its acceptance delay (tests step in here). */
  wait?: (ms: number) => Promise<void>;
};

/** The dependencies with their defaults filled in, and what the cart and placement both ask of a bet. */
export type BettingContext = Required<BettingDeps> & {
  /** Whether the bet, its market and its fixture take bets at this moment. */
  isAvailable(bet: BetRow, at: Date): boolean;
};

export function bettingContext(deps: BettingDeps): BettingContext {
  return {
    ...deps,
    now: deps.now ?? (() => new Date()),
    wait: deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    isAvailable: (bet, at) =>
      bet.status === BET_STATUS.open &&
      bet.market_status === BET_STATUS.open &&
      deps.sportsbook.isOpenForBetting({ status: bet.fixture_status, start_date: bet.start_date }, at),
  };
}
