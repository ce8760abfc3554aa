import { i18n } from '@/lib/i18n/i18n';

/**
 * The sports members read, by the feed's slug (apps/server/src/feed/catalog.ts). The feed names
 * sports in English ("Soccer", "Ice Hockey"); the names are in `common` (the layout's sidebar
 * shows them too, outside any page), in the language shown.
 */
const SPORT_SLUGS = [
  'soccer',
  'basketball',
  'baseball',
  'volleyball',
  'hockey',
  'football',
  'tennis',
  // The feed's one esport is League of Legends.
  'esports',
  'lol',
] as const;
type SportSlug = (typeof SPORT_SLUGS)[number];

const isKnownSport = (slug: string): slug is SportSlug => (SPORT_SLUGS as readonly string[]).includes(slug);

/** A sport's name in the language shown; a sport not known yet keeps the feed's name. */
export function sportLabel(slug: string, fallbackName: string): string {
  const key = slug.toLowerCase();
  return isKnownSport(key) ? i18n.t(`common:sportNames.${key}`) : fallbackName;
}
