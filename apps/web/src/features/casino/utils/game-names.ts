import type { Game } from '@hanpan/contract';
import { currentLanguage } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';

type Named = Pick<Game, 'name' | 'title'>;

/**
 * What a member reads first: in Korean the Korean title (or the English name of a game without
 * one); in English the game's English name (or its title when it has no name).
 */
export const gameTitleOf = (game: Named, language: Language = currentLanguage()): string =>
  language === 'ko' ? game.title.trim() || game.name : game.name.trim() || game.title;

/** The English name under the Korean title, or null where it would only repeat it (and always in English). */
export const gameEnglishNameOf = (game: Named, language: Language = currentLanguage()): string | null =>
  language !== 'ko' || gameTitleOf(game, language) === game.name ? null : game.name;
