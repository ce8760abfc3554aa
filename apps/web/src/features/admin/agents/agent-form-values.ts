import type { Agent, AgentRates } from '@hanpan/contract';

/**
 * What one of an agent's rates may be changed to: at most its parent's (100 for a head agent), at
 * least the highest of its sub-agents' (0 without any). The server checks the same under a lock.
 */
export function rateRange(
  agent: Agent,
  agents: readonly Agent[],
  field: keyof AgentRates,
): { min: number; max: number } {
  const parent = agents.find((candidate) => candidate.id === agent.parent_id);
  const children = agents.filter((candidate) => candidate.parent_id === agent.id);
  return {
    min: Math.max(0, ...children.map((child) => child[field])),
    max: parent ? parent[field] : 100,
  };
}
