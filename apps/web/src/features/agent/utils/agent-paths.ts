export const AGENT_BASE = '/agent';

/** The agent portal's pages (the route is `agent/*` in app/router.tsx). */
export const agentPaths = {
  summary: AGENT_BASE,
  members: `${AGENT_BASE}/members`,
  daily: `${AGENT_BASE}/daily`,
  /** The daily figures of one member of the subtree. */
  memberDaily: (memberId: number) => `${AGENT_BASE}/daily?member=${memberId}`,
  commissions: `${AGENT_BASE}/commissions`,
  subAgents: `${AGENT_BASE}/sub-agents`,
};
