export const ADMIN_BASE = '/admin';

export const adminPaths = {
  dashboard: ADMIN_BASE,
  members: `${ADMIN_BASE}/members`,
  member: (id: number) => `${ADMIN_BASE}/members/${id}`,
  money: `${ADMIN_BASE}/money`,
  levels: `${ADMIN_BASE}/levels`,
  paybacks: `${ADMIN_BASE}/paybacks`,
  agents: `${ADMIN_BASE}/agents`,
  agentCommissions: `${ADMIN_BASE}/agents/commissions`,
  audit: `${ADMIN_BASE}/audit`,
  content: `${ADMIN_BASE}/content`,
  support: `${ADMIN_BASE}/support`,
  settings: `${ADMIN_BASE}/settings`,
};
