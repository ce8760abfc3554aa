// The sportsbook back office's public entry: fixtures, markets, settlement corrections and the bets list.
export { createSportsbookAdminRepository } from './sportsbook-admin.repository';
export { sportsbookAdminRoutes } from './sportsbook-admin.admin-routes';
export { createSportsbookAdminService, type SportsbookAdminService } from './sportsbook-admin.service';
