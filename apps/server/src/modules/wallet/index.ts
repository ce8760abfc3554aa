// The wallet module's public entry: the ledger's writer in TypeScript (the casino's and the placement's
// database functions post through the same `post_ledger_transactions`), and the money calls other modules run in.
export { HOUSE_ACCOUNTS, casinoHouseAccount, displayOf, type LedgerKind } from './ledger-kinds';
export type { HouseTransfer } from './ledger-posting';
export { walletAdminRoutes } from './wallet.admin-routes';
export { createWalletRepository, type MemberAccountKind, type PageRequest, type RowFilter } from './wallet.repository';
export { insufficientFunds, isBalanceFloorViolation } from './wallet-errors';
export { idempotencyKeyReused, replayAnswer, requestHashOf } from './money-call';
export { moneyCallerOf, walletRoutes } from './wallet.routes';
export {
  createWalletService,
  type LedgerReport,
  type MemberMoneyCaller,
  type MoneyCaller,
  type OperatorCaller,
  type WalletService,
} from './wallet.service';
