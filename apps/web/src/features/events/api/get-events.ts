import {
  eventCardSchema,
  eventDetailSchema,
  EVENT_NOT_FOUND_MESSAGE,
  eventListSchema,
  type EventCard,
  type EventDetail,
} from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';

/** Events are public: keys outside the member scope. */
export const eventKeys = {
  list: ['events', 'list'] as const,
  detail: (slug: string) => ['events', 'detail', slug] as const,
};

/** Spec section 7: `{ data }`, or the body itself as an array. */
const eventListResponseSchema = z.union([eventListSchema.transform((body) => body.data), z.array(eventCardSchema)]);

export function getEvents(signal?: AbortSignal): Promise<EventCard[]> {
  return api.get('/api/users/events', eventListResponseSchema, { signal });
}

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.list,
    queryFn: ({ signal }) => getEvents(signal),
    // Spec section 8: a failed events load is only logged.
    meta: { errorLogMessage: 'Failed to fetch events' },
  });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}

export function getEvent(slug: string, signal?: AbortSignal): Promise<EventDetail> {
  return api.get(`/api/users/events/${encodeURIComponent(slug)}`, eventDetailSchema, { signal });
}

/**
 * Spec section 8: what the detail page writes after "Error: " (the spec's own English, in both
 * languages; read when called, in the language shown then).
 */
export function eventErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 404 ? EVENT_NOT_FOUND_MESSAGE : i18n.t('events:detail.fetchFailed');
  }
  return error instanceof Error && error.message ? error.message : i18n.t('events:detail.unexpectedError');
}

export function useEvent(slug: string) {
  return useQuery({
    queryKey: eventKeys.detail(slug),
    queryFn: ({ signal }) => getEvent(slug, signal),
  });
}
