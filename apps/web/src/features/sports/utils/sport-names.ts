/**
 * Sports in Korean, by the feed's slug (apps/server/src/feed/catalog.ts). The feed names sports
 * in English ("Soccer", "Ice Hockey") while its leagues and teams are Korean; members read these.
 */
const SPORT_LABELS: Readonly<Record<string, string>> = {
  soccer: '축구',
  basketball: '농구',
  baseball: '야구',
  volleyball: '배구',
  hockey: '아이스하키',
  football: '미식축구',
  tennis: '테니스',
  // The feed's one esport is League of Legends.
  esports: '리그 오브 레전드',
  lol: '리그 오브 레전드',
};

/** A sport's Korean name; a sport not known yet keeps the feed's name. */
export function sportLabel(slug: string, fallbackName: string): string {
  return SPORT_LABELS[slug.toLowerCase()] ?? fallbackName;
}
