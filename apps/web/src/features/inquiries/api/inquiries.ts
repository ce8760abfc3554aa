import {
  DEFAULT_PAGE_SIZE,
  inquiryListSchema,
  inquirySchema,
  type CreateInquiryRequest,
  type Inquiry,
  type InquiryList,
} from '@hanpan/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { writeQueriesData } from '@/lib/query-client';

export const inquiryKeys = {
  all: [MEMBER_QUERY_SCOPE, 'inquiries'] as const,
  lists: [MEMBER_QUERY_SCOPE, 'inquiries', 'list'] as const,
  list: (page: number) => [MEMBER_QUERY_SCOPE, 'inquiries', 'list', page] as const,
  detail: (id: number) => [MEMBER_QUERY_SCOPE, 'inquiries', 'detail', id] as const,
};

/** Spec section 9: ten inquiries a page. */
export const INQUIRIES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export function getInquiries(page: number, signal?: AbortSignal): Promise<InquiryList> {
  return api.get('/api/inquiries/inquiries', inquiryListSchema, { query: { page, size: INQUIRIES_PAGE_SIZE }, signal });
}

export const inquiriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: inquiryKeys.list(page),
    queryFn: ({ signal }) => getInquiries(page, signal),
    // Spec section 8: a failed load is only logged; the list stays as it was.
    meta: { errorLogMessage: 'Failed to fetch inquiries' },
    placeholderData: keepPreviousData,
  });

export function useInquiries(page: number) {
  return useQuery(inquiriesQueryOptions(page));
}

export function getInquiry(id: number, signal?: AbortSignal): Promise<Inquiry> {
  return api.get(`/api/inquiries/inquiries/${id}`, inquirySchema, { signal });
}

/**
 * Spec section 4: an inquiry's detail is fetched once, when its row first opens, then cached.
 * Opening a reply marks it read on the server, so the listed row says so too.
 */
export function useInquiry(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: inquiryKeys.detail(id),
    queryFn: async ({ signal }) => {
      const inquiry = await getInquiry(id, signal);
      const cancelled = writeQueriesData<InquiryList>(queryClient, { queryKey: inquiryKeys.lists }, (list) =>
        list?.results.some((row) => row.id === id)
          ? {
              ...list,
              results: list.results.map((row) =>
                row.id === id
                  ? { ...row, is_read: inquiry.is_read, has_reply: inquiry.has_reply, status: inquiry.status }
                  : row,
              ),
            }
          : list,
      );
      // A page read this cancelled may have brought other rows too: it is read again.
      if (cancelled) void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists });
      return inquiry;
    },
    staleTime: Infinity,
    meta: { errorLogMessage: 'Failed to fetch inquiry' },
  });
}

export function createInquiry(request: CreateInquiryRequest): Promise<Inquiry> {
  return api.post('/api/inquiries/inquiries', request, inquirySchema);
}

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.lists }),
  });
}
