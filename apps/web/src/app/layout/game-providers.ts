// Type only: the contract's module brings zod, which the footer (on every first paint) must not load.
import type { GAME_STUDIOS } from '@hanpan/contract';

/** The mark drawn beside a provider's wordmark. */
export type ProviderMark =
  | 'star'
  | 'sun'
  | 'spade'
  | 'hexagon'
  | 'orbit'
  | 'wave'
  | 'bolt'
  | 'moon'
  | 'crown'
  | 'diamond'
  | 'shield'
  | 'flame'
  | 'sparkle'
  | 'seven'
  | 'heart'
  | 'tentacle'
  | 'blossom';

type Studios = typeof GAME_STUDIOS;
/** Each studio of the tuple, in its place, with how its logo is drawn. */
type WithLogo<Tuple extends readonly unknown[]> = {
  readonly [Index in keyof Tuple]: Tuple[Index] & Omit<GameProvider, 'name' | 'color'>;
};

export interface GameProvider {
  name: string;
  /** Wordmark, first line. */
  title: string;
  /** Wordmark, small second line. */
  tagline: string;
  mark: ProviderMark;
  color: string;
}

/**
 * The footer's 17 game providers (spec section 9): the catalog's studios, drawn by us, no image
 * files. Typed against the contract's GAME_STUDIOS position by position, so a studio renamed,
 * recoloured, added or dropped there fails the type check here: the footer and the lobby cannot
 * drift. (The values are repeated rather than imported to keep zod off the first load.)
 */
const STUDIO_LOGOS: WithLogo<Studios> = [
  { name: 'Aurora Reels', title: 'AURORA', tagline: 'REELS', mark: 'star', color: '#5eead4' },
  { name: 'Hanbit Gaming', title: 'HANBIT', tagline: 'GAMING', mark: 'sun', color: '#fbcf4f' },
  { name: 'Crimson Ace Live', title: 'CRIMSON ACE', tagline: 'LIVE', mark: 'spade', color: '#f87171' },
  { name: 'Jade Dragon Studios', title: 'JADE DRAGON', tagline: 'STUDIOS', mark: 'hexagon', color: '#4ade80' },
  { name: 'Nova Spin', title: 'NOVA SPIN', tagline: 'SLOTS', mark: 'orbit', color: '#a78bfa' },
  { name: 'Golden Koi', title: 'GOLDEN KOI', tagline: 'GAMES', mark: 'wave', color: '#fb923c' },
  { name: 'Thunder Peak', title: 'THUNDER', tagline: 'PEAK', mark: 'bolt', color: '#facc15' },
  { name: 'Moonlit Play', title: 'MOONLIT', tagline: 'PLAY', mark: 'moon', color: '#93c5fd' },
  { name: 'Royal Crest', title: 'ROYAL CREST', tagline: 'CASINO', mark: 'crown', color: '#fcd34d' },
  { name: 'Neon Alley', title: 'NEON ALLEY', tagline: 'ARCADE', mark: 'diamond', color: '#f472b6' },
  { name: 'Blue Tiger Live', title: 'BLUE TIGER', tagline: 'LIVE', mark: 'shield', color: '#60a5fa' },
  { name: 'Ember Slots', title: 'EMBER', tagline: 'SLOTS', mark: 'flame', color: '#fb7185' },
  { name: 'Polaris Games', title: 'POLARIS', tagline: 'GAMES', mark: 'sparkle', color: '#e0f2fe' },
  { name: 'Lucky Seven Labs', title: 'LUCKY SEVEN', tagline: 'LABS', mark: 'seven', color: '#ef4444' },
  { name: 'Velvet Room', title: 'VELVET', tagline: 'ROOM', mark: 'heart', color: '#c084fc' },
  { name: 'Iron Kraken', title: 'IRON KRAKEN', tagline: 'INTERACTIVE', mark: 'tentacle', color: '#22d3ee' },
  { name: 'Blossom Studio', title: 'BLOSSOM', tagline: 'STUDIO', mark: 'blossom', color: '#f9a8d4' },
];

export const GAME_PROVIDERS: readonly GameProvider[] = STUDIO_LOGOS;
