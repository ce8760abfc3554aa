import {
  adminInquiryListSchema,
  adminInquirySchema,
  memberListSchema,
  sentCountSchema,
  type InquiryStatus,
  type SendMessageRequest,
  type SendNotificationRequest,
} from '@hanpan/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { fetchCsv } from '../utils/fetch-csv';

export const supportKeys = {
  inquiries: [MEMBER_QUERY_SCOPE, 'admin', 'inquiries'] as const,
  inquiryPage: (status: InquiryStatus | '', page: number) =>
    [MEMBER_QUERY_SCOPE, 'admin', 'inquiries', status, page] as const,
};

export const INQUIRY_PAGE_SIZE = 20;

export function useAdminInquiries(status: InquiryStatus | '', page: number) {
  return useQuery({
    queryKey: supportKeys.inquiryPage(status, page),
    queryFn: ({ signal }) =>
      api.get('/api/admin/inquiries', adminInquiryListSchema, {
        query: { status: status || undefined, page, size: INQUIRY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch inquiries' },
  });
}

/** The whole queue at that status as the server writes it (CSV text with its BOM). */
export function fetchInquiriesCsv(status: InquiryStatus | ''): Promise<string> {
  return fetchCsv('/api/admin/inquiries', { status: status || undefined });
}

export function useReplyToInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, replyContent }: { id: number; replyContent: string }) =>
      api.post(`/api/admin/inquiries/${id}/reply`, { reply_content: replyContent }, adminInquirySchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.inquiries }),
  });
}

export function useCloseInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/api/admin/inquiries/${id}/close`, undefined, adminInquirySchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.inquiries }),
  });
}

/** A member's id from their exact username (any case), or null when no member has it. */
export async function findMemberId(username: string): Promise<number | null> {
  const wanted = username.trim().toLowerCase();
  const list = await api.get('/api/admin/members', memberListSchema, { query: { query: wanted, size: 100 } });
  return list.results.find((member) => member.username.toLowerCase() === wanted)?.id ?? null;
}

export function useSendMessage() {
  return useMutation({
    mutationFn: (request: SendMessageRequest) => api.post('/api/admin/messages', request, sentCountSchema),
  });
}

export function useSendNotification() {
  return useMutation({
    mutationFn: (request: SendNotificationRequest) => api.post('/api/admin/notifications', request, sentCountSchema),
  });
}
