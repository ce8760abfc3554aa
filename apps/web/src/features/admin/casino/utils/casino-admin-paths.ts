import { ADMIN_BASE } from '../../utils/admin-paths';

export const casinoAdminPaths = {
  games: `${ADMIN_BASE}/casino`,
  rounds: `${ADMIN_BASE}/casino/rounds`,
};
