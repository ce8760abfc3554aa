import type { Game } from '@hanpan/contract';

type Named = Pick<Game, 'name' | 'title'>;

/** What a member reads first: the Korean title, or the English name of a game without one. */
export const gameTitleOf = (game: Named): string => game.title.trim() || game.name;

/** The English name under the title, or null where it would only repeat it. */
export const gameEnglishNameOf = (game: Named): string | null => (gameTitleOf(game) === game.name ? null : game.name);
