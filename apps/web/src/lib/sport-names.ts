import type koCommon from '@/locales/ko/common.json';
import { i18n } from './i18n/i18n';

/** The sports named in `common` (the layout's sidebar shows them too, outside any page). */
type SportSlug = keyof (typeof koCommon)['sportNames'];

const isNamedSport = (slug: string): slug is SportSlug => i18n.exists(`common:sportNames.${slug}`);

/**
 * A sport's name in the language shown: the feed names sports in English ("Soccer", "Ice Hockey"),
 * so a known one reads as `common:sportNames.<slug>` (축구 in Korean, Soccer in English); a sport
 * not named there yet keeps the feed's name.
 */
export function sportLabel(slug: string, feedName: string): string {
  const key = slug.toLowerCase();
  return isNamedSport(key) ? i18n.t(`common:sportNames.${key}`) : feedName;
}
