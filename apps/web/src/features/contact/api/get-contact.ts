import { contactResponseSchema, type ContactResponse } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function getContact(signal?: AbortSignal): Promise<ContactResponse> {
  return api.get('/api/site/contact', contactResponseSchema, { signal });
}

export const contactQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'contact'],
    queryFn: ({ signal }) => getContact(signal),
    staleTime: 5 * 60_000,
  });

export function useContact() {
  return useQuery(contactQueryOptions());
}
