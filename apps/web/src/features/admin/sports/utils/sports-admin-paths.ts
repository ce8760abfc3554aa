import { ADMIN_BASE } from '../../utils/admin-paths';

export const sportsAdminPaths = {
  fixtures: `${ADMIN_BASE}/sports`,
  fixture: (id: number) => `${ADMIN_BASE}/sports/fixtures/${id}`,
  bets: `${ADMIN_BASE}/sports/bets`,
  cashOut: `${ADMIN_BASE}/sports/cash-out`,
};
