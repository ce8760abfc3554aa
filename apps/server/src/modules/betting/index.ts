// The betting module's public entry: placing slips (member) and settling them (worker, back office).
export { createBettingRepository } from './betting.repository';
export { bettingRoutes } from './betting.routes';
export { createBettingService, type BettingService } from './betting.service';
export { countPopularityOfPlacements } from './popularity';
export { createSettlementRepository } from './settlement.repository';
export { createSettlementService, type SettlementService, type SettlementTick } from './settlement.service';
// The query fragment the back office's bets list builds on (a slip's selections with their fixture).
export { slipSelectionsWithFixture } from './slip-queries';
