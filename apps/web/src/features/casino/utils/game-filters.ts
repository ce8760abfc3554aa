import type { Game } from '@hanpan/contract';

/** Spec section 9: games per page by the window's width. */
export function gamesPerPage(isExtraLarge: boolean, isMediumOrWider: boolean): number {
  if (isExtraLarge) return 18;
  return isMediumOrWider ? 15 : 12;
}
export const EXTRA_LARGE_MEDIA_QUERY = '(width >= 1280px)';
export const MEDIUM_OR_WIDER_MEDIA_QUERY = '(width >= 768px)';

/** The provider dropdown's first choice, every provider: its value (its label is the `casino` text browser.allProviders). */
export const ALL_PROVIDERS = 'All Providers';

/** Spec section 2: the distinct providers of the category, alphabetically. */
export function providersOf(games: readonly Game[]): string[] {
  return [...new Set(games.map((game) => game.provider_name))].sort((a, b) => a.localeCompare(b));
}

/** Spec section 5: search is case-insensitive on name or title; the provider narrows further. */
export function filterGames(games: readonly Game[], search: string, provider: string): Game[] {
  const query = search.trim().toLocaleLowerCase();
  return games.filter(
    (game) =>
      (provider === ALL_PROVIDERS || game.provider_name === provider) &&
      (query === '' || game.name.toLocaleLowerCase().includes(query) || game.title.toLocaleLowerCase().includes(query)),
  );
}
