import type { Language } from '@/lib/i18n/languages';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';

/** The casino's query keys: the catalog is public; a launch belongs to the member (dropped at logout). */
export const casinoKeys = {
  slotLists: ['games', 'lists', 'slots'] as const,
  casinoLists: ['games', 'lists', 'casino'] as const,
  launch: (slug: string, memberId: number | null, language: Language) =>
    [MEMBER_QUERY_SCOPE, 'games', 'launch', slug, memberId, language] as const,
};
