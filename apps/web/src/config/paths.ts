/** The addresses the app links to (route patterns live in app/router.tsx). */
export const paths = {
  home: '/',
  games: (category: string) => `/games/${category}`,
  notice: '/notice',
  events: '/event',
  event: (id: string | number) => `/event/${id}`,
  messages: '/messages',
  contact: '/contact',
  transactions: '/transactions',
  results: '/results',
  history: '/history',
  inquire: '/inquire',
  sports: '/sports',
  sport: (sportId: string | number) => `/sports/${sportId}`,
  sportLocation: (sportId: string | number, locationId: string | number) => `/sports/${sportId}/${locationId}`,
  live: '/live',
  liveSport: (sportId: string | number) => `/live/${sportId}`,
  liveSportLocation: (sportId: string | number, locationId: string | number) => `/live/${sportId}/${locationId}`,
  // The spec's account menu lists these without routes; they are ours.
  myPage: '/my-page',
  attendance: '/attendance',
  referrals: '/referrals',
  responsiblePlay: '/responsible-play',
  // The operators' back office (its own pages are in features/admin/utils/admin-paths).
  admin: '/admin',
  // The agents' (총판) portal (its own pages are in features/agent/utils/agent-paths).
  agent: '/agent',
} as const;

/** Game categories, in the order the spec's tab strip lists them. */
export const GAME_CATEGORIES = [
  { value: 'all', label: 'All Games' },
  { value: 'live-casino', label: 'Live Casino' },
  { value: 'slots', label: 'Slots' },
  { value: 'mini-games', label: 'Mini Games' },
  { value: 'new', label: 'New Releases' },
] as const;
