import type { Game } from '@hanpan/contract';

/**
 * Spec section 4: when the games fetch fails, mini-games fall back to six sample games. They live
 * in the bundle, so they carry no artwork: the card draws their colour instead.
 */
export const SAMPLE_MINI_GAMES: readonly Game[] = [
  { slug: 'powerball', name: 'Powerball', title: '파워볼', color: '#f472b6' },
  { slug: 'power-ladder', name: 'Power Ladder', title: '파워사다리', color: '#a78bfa' },
  { slug: 'dice-hi-lo', name: 'Dice Hi-Lo', title: '주사위 하이로우', color: '#22d3ee' },
  { slug: 'speed-keno', name: 'Speed Keno', title: '스피드 키노', color: '#4ade80' },
  { slug: 'coin-toss', name: 'Coin Toss', title: '동전 던지기', color: '#fbcf4f' },
  { slug: 'odd-even', name: 'Odd Even', title: '홀짝', color: '#fb923c' },
].map((game, index): Game => ({
  ...game,
  id: -(index + 1),
  category: 'mini-games',
  provider_name: 'Hanpan Studio',
  image: '',
  is_new: false,
  rtp_percent: 97,
}));
