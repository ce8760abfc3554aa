import {
  adminLevelListSchema,
  adminPaybackListSchema,
  memberLevelChangeSchema,
  myLevelSchema,
  type AdminLevel,
  type AdminLevelUpdate,
  type MemberLevelChangeRequest,
} from '@hanpan/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { invalidResponse } from '@/lib/api-client';
import { MEMBER_QUERY_SCOPE, writeQueryData } from '@/lib/query-client';
import { fetchCsv } from '../utils/fetch-csv';
import { adminKeys } from '../api/admin-api';

export const levelKeys = {
  levels: [MEMBER_QUERY_SCOPE, 'admin', 'levels'] as const,
  paybacks: (week: string, page: number) => [MEMBER_QUERY_SCOPE, 'admin', 'paybacks', week, page] as const,
  history: (memberId: number) => [...adminKeys.member(memberId), 'level-history'] as const,
};

/** A PUT answered with every level (the client has no `put`: these and the settings are its only ones). */
async function putLevels(path: string, body: unknown): Promise<AdminLevel[]> {
  const parsed = adminLevelListSchema.safeParse(await api.request(path, { method: 'PUT', body }));
  if (!parsed.success) throw invalidResponse(200);
  return parsed.data;
}

export function useAdminLevels() {
  return useQuery({
    queryKey: levelKeys.levels,
    queryFn: ({ signal }) => api.get('/api/admin/levels', adminLevelListSchema, { signal }),
    meta: { errorLogMessage: 'Failed to fetch member levels' },
  });
}

/** Replaces one level's name, colour and limits; the answer is every level as it now is. */
export function useSaveLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: AdminLevelUpdate }): Promise<AdminLevel[]> =>
      putLevels(`/api/admin/levels/${id}`, value),
    onSuccess: (levels) => writeQueryData(queryClient, levelKeys.levels, levels),
  });
}

/** Every level's id, entry level first. */
export function useReorderLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]): Promise<AdminLevel[]> => putLevels('/api/admin/levels/order', { ids }),
    onSuccess: (levels) => writeQueryData(queryClient, levelKeys.levels, levels),
  });
}

export function useMemberLevelHistory(memberId: number) {
  return useQuery({
    queryKey: levelKeys.history(memberId),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/members/${memberId}/level-history`, z.array(memberLevelChangeSchema), { signal }),
    meta: { errorLogMessage: 'Failed to fetch the level history' },
  });
}

/** Moves the member to another level with the operator's reason; their profile and history are read again. */
export function useChangeMemberLevel(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberLevelChangeRequest) =>
      api.post(`/api/admin/members/${memberId}/level`, change, myLevelSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.member(memberId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.members });
      void queryClient.invalidateQueries({ queryKey: levelKeys.levels });
    },
  });
}

/** A week's paybacks (`week` blank: the newest week), a page at a time. */
export function useAdminPaybacks(week: string, page: number) {
  return useQuery({
    queryKey: levelKeys.paybacks(week, page),
    queryFn: ({ signal }) =>
      api.get('/api/admin/paybacks', adminPaybackListSchema, { signal, query: { week: week || undefined, page } }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch paybacks' },
  });
}

export const fetchPaybacksCsv = (week: string) => fetchCsv('/api/admin/paybacks', { week: week || undefined });
