/**
 * What any odds feed gives the sportsbook: the catalogue and, for every fixture in its window,
 * the state, the live score and every market with its prices. The simulator implements it; a
 * real provider's adapter would too, and nothing else changes.
 */
export interface FeedAdapter {
  snapshot(now: Date): FeedSnapshot;
}

/**
 * Locations, leagues and teams come named in Korean (`name`, the source and the default) and in
 * English (`englishName`, null where the feed has none: English readers see the Korean). Sports
 * are named by the feed in English and shown by their slug (the web's own words).
 */
export type FeedSnapshot = {
  sports: { id: number; slug: string; name: string; sortOrder: number }[];
  locations: { id: number; name: string; englishName: string | null }[];
  leagues: { id: number; sportId: number; locationId: number; name: string; englishName: string | null }[];
  participants: { id: number; name: string; englishName: string | null; logo: string }[];
  fixtures: FeedFixture[];
};

export type FeedFixture = {
  id: number;
  sportId: number;
  locationId: number;
  leagueId: number;
  homeParticipantId: number;
  awayParticipantId: number;
  startDate: Date;
  /** The feed's fixture status: 1 not started, 2 in play, 3 finished, 9 about to start. */
  status: number;
  score: { home: number; away: number; clock: string } | null;
  markets: FeedMarket[];
};

export type FeedMarket = {
  id: number;
  marketTypeId: number;
  name: string;
  koreanName: string;
  category: string;
  parlaySubgroup: 'moneyline' | 'handicap' | 'totals' | null;
  isMain: boolean;
  status: number;
  sortOrder: number;
  bets: FeedBet[];
};

export type FeedBet = {
  id: number;
  name: string;
  koreanName: string;
  line: string | null;
  baseLine: string | null;
  priceX100: number;
  status: number;
  sortOrder: number;
};
