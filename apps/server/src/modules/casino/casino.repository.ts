import { createCatalogRepository } from './catalog.repository';
import { createRoundHistoryRepository } from './round-history.repository';
import { createWalletRecordsRepository } from './wallet-records.repository';
import { createWalletSessionsRepository } from './wallet-sessions.repository';

export { isNew, type CatalogGameInput, type IntegrationRow, type LobbyGameRow } from './catalog.repository';
export { roundHistoryColumns, roundsWithGame, type RoundHistoryRow } from './round-history.repository';

/**
 * The casino's tables, composed of one repository per concern: integrations and the catalog,
 * launch tokens and wallet sessions, the protocol's records, and the members' round history.
 */
export function createCasinoRepository() {
  return {
    ...createCatalogRepository(),
    ...createWalletSessionsRepository(),
    ...createWalletRecordsRepository(),
    ...createRoundHistoryRepository(),
  };
}

export type CasinoRepository = ReturnType<typeof createCasinoRepository>;
