import {
  adjustmentSchema,
  auditPageSchema,
  dashboardSchema,
  depositListSchema,
  depositSchema,
  IDEMPOTENCY_KEY_HEADER,
  memberDetailSchema,
  memberListSchema,
  memberSessionPageSchema,
  statementPageSchema,
  withdrawalListSchema,
  withdrawalSchema,
  type AdjustmentRequest,
  type ApplicationStatus,
  type Deposit,
  type MemberAccount,
  type MemberStatus,
  type Withdrawal,
} from '@hanpan/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MONEY_CALL_RETRY_DELAY_MS, retryUnansweredMoneyCall } from '@/lib/idempotency';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { fetchCsv } from '../utils/fetch-csv';
import { writeQueryData } from '@/lib/query-client';

/** Under the member scope, so a logout drops the back office's data with the rest. */
export const adminKeys = {
  all: [MEMBER_QUERY_SCOPE, 'admin'] as const,
  dashboard: [MEMBER_QUERY_SCOPE, 'admin', 'dashboard'] as const,
  members: [MEMBER_QUERY_SCOPE, 'admin', 'members'] as const,
  memberList: (filter: MemberListFilter) => [MEMBER_QUERY_SCOPE, 'admin', 'members', 'list', filter] as const,
  member: (id: number) => [MEMBER_QUERY_SCOPE, 'admin', 'members', id] as const,
  statement: (id: number, page: number, account: MemberAccount | '') =>
    [MEMBER_QUERY_SCOPE, 'admin', 'members', id, 'statement', page, account] as const,
  sessions: (id: number, page: number) => [MEMBER_QUERY_SCOPE, 'admin', 'members', id, 'sessions', page] as const,
  queue: (kind: QueueKind, status: ApplicationStatus | '', page: number) =>
    [MEMBER_QUERY_SCOPE, 'admin', 'queues', kind, status, page] as const,
  queues: [MEMBER_QUERY_SCOPE, 'admin', 'queues'] as const,
  audit: (filter: AuditFilter) => [MEMBER_QUERY_SCOPE, 'admin', 'audit', filter] as const,
};

export const ADMIN_PAGE_SIZE = 20;

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => api.get('/api/admin/dashboard', dashboardSchema, { signal }),
    meta: { errorLogMessage: 'Failed to fetch the dashboard' },
  });
}

export interface MemberListFilter {
  query: string;
  status: MemberStatus | '';
  /** `shared`: only members who share a phone or bank account with an earlier one. */
  identity: 'shared' | '';
  /** A level's id as text, or `''` for every level. */
  level: string;
  page: number;
}

const memberListQuery = (filter: MemberListFilter) => ({
  query: filter.query || undefined,
  status: filter.status || undefined,
  identity: filter.identity || undefined,
  level_id: filter.level || undefined,
});

export function useMembers(filter: MemberListFilter) {
  return useQuery({
    queryKey: adminKeys.memberList(filter),
    queryFn: ({ signal }) =>
      api.get('/api/admin/members', memberListSchema, {
        query: { ...memberListQuery(filter), page: filter.page, size: ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch members' },
  });
}

/** The whole filtered member list as the server writes it (CSV text). */
export function fetchMembersCsv(filter: MemberListFilter): Promise<string> {
  return fetchCsv('/api/admin/members', memberListQuery(filter));
}

export function useMember(id: number) {
  return useQuery({
    queryKey: adminKeys.member(id),
    queryFn: ({ signal }) => api.get(`/api/admin/members/${id}`, memberDetailSchema, { signal }),
    meta: { errorLogMessage: 'Failed to fetch the member' },
  });
}

export function useStatement(id: number, page: number, account: MemberAccount | '') {
  return useQuery({
    queryKey: adminKeys.statement(id, page, account),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/members/${id}/statement`, statementPageSchema, {
        query: { page, size: ADMIN_PAGE_SIZE, account: account || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch the statement' },
  });
}

/** The member's whole statement for the account as the server writes it (CSV text with its BOM). */
export function fetchStatementCsv(id: number, account: MemberAccount | ''): Promise<string> {
  return fetchCsv(`/api/admin/members/${id}/statement`, { account: account || undefined });
}

export function useSessions(id: number, page: number) {
  return useQuery({
    queryKey: adminKeys.sessions(id, page),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/members/${id}/sessions`, memberSessionPageSchema, { query: { page, size: 10 }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch sessions' },
  });
}

/** Suspend or reinstate, with the operator's reason. */
export function useChangeMemberStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ to, reason }: { to: MemberStatus; reason: string }) =>
      api.post(
        `/api/admin/members/${id}/${to === 'suspended' ? 'suspend' : 'reinstate'}`,
        { reason },
        memberDetailSchema,
      ),
    onSuccess: (member) => {
      writeQueryData(queryClient, adminKeys.member(id), member);
      void queryClient.invalidateQueries({ queryKey: adminKeys.members });
    },
  });
}

export interface AdjustmentVariables {
  data: AdjustmentRequest;
  idempotencyKey: string;
}

export function useAdjustment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, idempotencyKey }: AdjustmentVariables) =>
      api.post(`/api/admin/members/${id}/adjustments`, data, adjustmentSchema, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    retry: retryUnansweredMoneyCall,
    retryDelay: MONEY_CALL_RETRY_DELAY_MS,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.member(id) }),
  });
}

export type QueueKind = 'deposits' | 'withdrawals';
export type Application = Deposit | Withdrawal;

export function useQueue(kind: QueueKind, status: ApplicationStatus | '', page: number) {
  return useQuery({
    queryKey: adminKeys.queue(kind, status, page),
    queryFn: ({ signal }): Promise<{ results: Application[]; count: number }> =>
      kind === 'deposits'
        ? api.get('/api/admin/deposits', depositListSchema, {
            query: { status: status || undefined, page, size: ADMIN_PAGE_SIZE },
            signal,
          })
        : api.get('/api/admin/withdrawals', withdrawalListSchema, {
            query: { status: status || undefined, page, size: ADMIN_PAGE_SIZE },
            signal,
          }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch the queue' },
  });
}

/** The whole filtered queue as the server writes it (CSV text). */
export function fetchQueueCsv(kind: QueueKind, status: ApplicationStatus | ''): Promise<string> {
  return fetchCsv(`/api/admin/${kind}`, { status: status || undefined });
}

export interface DecisionVariables {
  kind: QueueKind;
  id: number;
  decision: 'approve' | 'reject';
  reason: string;
  idempotencyKey: string;
}

/** Approve or reject one application; a repeat with the same key is answered as the first. */
export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, decision, reason, idempotencyKey }: DecisionVariables): Promise<Application> => {
      const path = `/api/admin/${kind}/${id}/${decision}`;
      const body = reason ? { reason } : {};
      const options = { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
      return kind === 'deposits'
        ? api.post(path, body, depositSchema, options)
        : api.post(path, body, withdrawalSchema, options);
    },
    retry: retryUnansweredMoneyCall,
    retryDelay: MONEY_CALL_RETRY_DELAY_MS,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.queues });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

export interface AuditFilter {
  action: string;
  actor: string;
  target_type: string;
  target_id: string;
  from: string;
  to: string;
  page: number;
}

const auditQuery = (filter: AuditFilter) => ({
  action: filter.action || undefined,
  actor: filter.actor || undefined,
  target_type: filter.target_type || undefined,
  target_id: filter.target_id || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
});

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ signal }) =>
      api.get('/api/admin/audit', auditPageSchema, {
        query: { ...auditQuery(filter), page: filter.page, size: ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch the audit log' },
  });
}

/** The whole filtered audit log as the server writes it (CSV text). */
export function fetchAuditCsv(filter: AuditFilter): Promise<string> {
  return fetchCsv('/api/admin/audit', auditQuery(filter));
}
