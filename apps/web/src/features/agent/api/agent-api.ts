import {
  agentCommissionListSchema,
  agentDailySchema,
  agentMemberListSchema,
  agentPortalSchema,
  agentSchema,
  type SubAgentCreate,
} from '@hanpan/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';

/** Under the member scope, so a logout drops the portal's data with the rest. */
export const agentPortalKeys = {
  all: [MEMBER_QUERY_SCOPE, 'agent'] as const,
  me: [MEMBER_QUERY_SCOPE, 'agent', 'me'] as const,
  members: (page: number, size: number) => [MEMBER_QUERY_SCOPE, 'agent', 'members', page, size] as const,
  daily: (from: string, to: string, memberId: number | null) =>
    [MEMBER_QUERY_SCOPE, 'agent', 'daily', from, to, memberId] as const,
  commissions: [MEMBER_QUERY_SCOPE, 'agent', 'commissions'] as const,
};

/** Members a page of the members tab lists; the daily tab's member filter lists the most the server gives. */
export const MEMBERS_PAGE_SIZE = 20;
export const MEMBER_CHOICES_SIZE = 100;

/** The agent itself (rates, code, balance, counts) and its sub-agents. */
export function useAgentPortal() {
  return useQuery({
    queryKey: agentPortalKeys.me,
    queryFn: ({ signal }) => api.get('/api/agent/me', agentPortalSchema, { signal }),
    meta: { errorLogMessage: 'Failed to fetch the agent portal' },
  });
}

/** The subtree's members, masked, newest first. */
export function useAgentMembers(page: number, size = MEMBERS_PAGE_SIZE) {
  return useQuery({
    queryKey: agentPortalKeys.members(page, size),
    queryFn: ({ signal }) => api.get('/api/agent/members', agentMemberListSchema, { signal, query: { page, size } }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch the agent members' },
  });
}

/** Each Korean day from `from` to `to` (at most 31), the whole subtree's or one member's. */
export function useAgentDaily(from: string, to: string, memberId: number | null) {
  return useQuery({
    queryKey: agentPortalKeys.daily(from, to, memberId),
    queryFn: ({ signal }) =>
      api.get('/api/agent/daily', agentDailySchema, {
        signal,
        query: { from, to, member_id: memberId ?? undefined },
      }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch the agent daily figures' },
  });
}

/** The agent's weekly statements, newest first. */
export function useAgentCommissions() {
  return useQuery({
    queryKey: agentPortalKeys.commissions,
    queryFn: ({ signal }) => api.get('/api/agent/commissions', agentCommissionListSchema, { signal }),
    meta: { errorLogMessage: 'Failed to fetch the agent commissions' },
  });
}

/** A sub-agent of the caller, within the caller's rates; the portal (its sub-agents) is read again. */
export function useCreateSubAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subAgent: SubAgentCreate) => api.post('/api/agent/sub-agents', subAgent, agentSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentPortalKeys.me }),
  });
}
