import {
  adminAgentCommissionListSchema,
  agentListSchema,
  agentPayoutSchema,
  agentSchema,
  IDEMPOTENCY_KEY_HEADER,
  memberAgentChangeSchema,
  type AdminAgentCreate,
  type Agent,
  type AgentPayoutRequest,
  type AgentRates,
  type AgentStatusRequest,
  type MemberAgentChangeRequest,
} from '@hanpan/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidResponse } from '@/lib/api-client';
import { MONEY_CALL_RETRY_DELAY_MS, retryUnansweredMoneyCall } from '@/lib/idempotency';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { adminKeys } from '../api/admin-api';
import { fetchCsv } from '../utils/fetch-csv';

export const agentKeys = {
  all: [MEMBER_QUERY_SCOPE, 'admin', 'agents'] as const,
  list: [MEMBER_QUERY_SCOPE, 'admin', 'agents', 'list'] as const,
  commissions: (week: string) => [MEMBER_QUERY_SCOPE, 'admin', 'agents', 'commissions', week] as const,
};

/** The whole tree, each agent after its parent (`depth` 0: a head agent). */
export function useAdminAgents() {
  return useQuery({
    queryKey: agentKeys.list,
    queryFn: ({ signal }) => api.get('/api/admin/agents', agentListSchema, { signal }),
    select: (list) => list.results,
    meta: { errorLogMessage: 'Failed to fetch agents' },
  });
}

export const fetchAgentsCsv = () => fetchCsv('/api/admin/agents');

/** A head agent (`parent_id` null) or a sub-agent; the tree is read again. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agent: AdminAgentCreate) => api.post('/api/admin/agents', agent, agentSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKeys.list }),
  });
}

/** Replaces an agent's three rates (the client has no `put`: levels and settings use request too). */
export function useUpdateAgentRates(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rates: AgentRates): Promise<Agent> => {
      const parsed = agentSchema.safeParse(
        await api.request(`/api/admin/agents/${id}`, { method: 'PUT', body: rates }),
      );
      if (!parsed.success) throw invalidResponse(200);
      return parsed.data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKeys.list }),
  });
}

/** Suspends an agent (its sessions end, its code signs nobody up) or reinstates it; 409 when it already is so. */
export function useChangeAgentStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AgentStatusRequest): Promise<Agent> => {
      const parsed = agentSchema.safeParse(
        await api.request(`/api/admin/agents/${id}/status`, { method: 'PUT', body: change }),
      );
      if (!parsed.success) throw invalidResponse(200);
      return parsed.data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKeys.list }),
  });
}

export interface AgentPayoutVariables {
  data: AgentPayoutRequest;
  idempotencyKey: string;
}

/** Commission paid to the agent's bank account, leaving its balance; one idempotency key per intended payout. */
export function useAgentPayout(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, idempotencyKey }: AgentPayoutVariables) =>
      api.post(`/api/admin/agents/${id}/payouts`, data, agentPayoutSchema, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    retry: retryUnansweredMoneyCall,
    retryDelay: MONEY_CALL_RETRY_DELAY_MS,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKeys.list }),
  });
}

/** One week's statements (`week` blank: the newest week) and the weeks there are. */
export function useAdminAgentCommissions(week: string) {
  return useQuery({
    queryKey: agentKeys.commissions(week),
    queryFn: ({ signal }) =>
      api.get('/api/admin/agents/commissions', adminAgentCommissionListSchema, {
        signal,
        query: { week: week || undefined },
      }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch agent commissions' },
  });
}

export const fetchAgentCommissionsCsv = (week: string) =>
  fetchCsv('/api/admin/agents/commissions', { week: week || undefined });

/** Moves a member to another agent, or to none (the house's), with the operator's reason. */
export function useChangeMemberAgent(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberAgentChangeRequest) =>
      api.post(`/api/admin/members/${memberId}/agent`, change, memberAgentChangeSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.member(memberId) });
      void queryClient.invalidateQueries({ queryKey: agentKeys.list });
    },
  });
}
