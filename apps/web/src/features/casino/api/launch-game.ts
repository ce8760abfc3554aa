import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth/session';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/i18n/languages';
import { casinoKeys } from './casino-keys';

/** Spec section 5: a launch response without launch_url is this internal error. */
export const NO_LAUNCH_URL_MESSAGE = 'No launch URL provided';

// Read loosely, so a body without launch_url is the spec's own error rather than a parse failure.
const launchBodySchema = z.object({ launch_url: z.string().nullish() });

export async function launchGame(slug: string, signal?: AbortSignal): Promise<string> {
  const body = await api.post(`/api/games/launch/${encodeURIComponent(slug)}`, undefined, launchBodySchema, { signal });
  if (!body.launch_url) throw new Error(NO_LAUNCH_URL_MESSAGE);
  return body.launch_url;
}

/**
 * A launch is the member's, in a language: the server writes the page's language into the launch
 * URL, and the game keeps it for the frame's life, so a language switch launches again.
 */
export const launchGameQueryOptions = (slug: string, memberId: number | null, language: Language) =>
  queryOptions({
    queryKey: casinoKeys.launch(slug, memberId, language),
    queryFn: ({ signal }) => launchGame(slug, signal),
    // A launch URL works once and expires: never reused from the cache, never retried or refetched.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    // Spec section 8: a failed launch is only logged; the launch URL is empty.
    meta: { errorLogMessage: 'Failed to launch game' },
  });

/** Launches the game for whoever is signed in now, in the language shown; logging in or switching language launches again. */
export function useLaunchGame(slug: string) {
  const { user } = useSession();
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useQuery(launchGameQueryOptions(slug, user?.id ?? null, language));
}

/** The frame's address: the launch URL with the chosen mode (spec section 2). */
export function withMode(launchUrl: string, mode: 'fun' | 'real'): string {
  return `${launchUrl}${launchUrl.includes('?') ? '&' : '?'}mode=${mode}`;
}
