export { casinoAdminRoutes } from './casino.admin-routes';
export { createCasinoAdminRepository } from './casino-admin.repository';
export { createCasinoAdminService } from './casino-admin.service';
export { createCasinoRepository } from './casino.repository';
export { casinoRoutes } from './casino.routes';
export { createCasinoService, lobbyArt, type CasinoService } from './casino.service';
export { casinoWalletRoutes } from './casino-wallet.routes';
