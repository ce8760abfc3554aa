import type { GameCategory } from '@hanpan/contract';
import { seededRandom } from '../../lib/seeded-random';

/**
 * Lobby artwork drawn by the project: the game's colour as a gradient, a motif for its category
 * (reels for slots, cards and chips for live casino, balls and dice for mini-games) scattered by
 * its name, and the name itself across the bottom. 4:3, the card's shape.
 */
export const GAME_ART_SIZE = { width: 400, height: 300 } as const;

/** Where a game's art is served (the games routes); the catalog's `image`. */
export const gameArtPath = (slug: string) => `/api/games/art/${slug}.svg`;

export type GameArtInput = { name: string; category: GameCategory; color: string };

/** FNV-1a: a stable number from the name. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Text and attribute values go into XML: nothing a name holds may become markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);
}

/** Only #rgb / #rrggbb reaches the drawing; anything else falls back to a neutral gold. */
const safeColor = (color: string) => (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : '#fbcf4f');

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
function shade(color: string, amount: number): string {
  const hex = color.length === 4 ? color.replace(/[0-9a-f]/gi, '$&$&').slice(1) : color.slice(1);
  const channels = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  const target = amount < 0 ? 0 : 255;
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

type Motif = (random: () => number, accent: string) => string;

const SLOT_SYMBOLS = ['7', '★', '♦', 'BAR', '♥', '♣'];
const SUITS = ['♠', '♥', '♦', '♣'];

const MOTIFS: Record<GameCategory, Motif> = {
  // Three reels, each showing a symbol, in a cabinet.
  slots: (random, accent) => {
    const reels = [0, 1, 2].map((index) => {
      const x = 86 + index * 80;
      const symbol = SLOT_SYMBOLS[Math.floor(random() * SLOT_SYMBOLS.length)] ?? '7';
      const size = symbol.length > 1 ? 24 : 44;
      return `<rect x="${x}" y="70" width="68" height="104" rx="10" fill="#f8fafc"/><text x="${x + 34}" y="${122 + size * 0.35}" font-size="${size}" font-weight="900" text-anchor="middle" fill="${accent}">${escapeXml(symbol)}</text>`;
    });
    return `<rect x="72" y="56" width="256" height="132" rx="16" fill="#0b0f19" opacity="0.55"/>${reels.join('')}`;
  },
  // Two fanned cards and a stack of chips.
  'live-casino': (random, accent) => {
    const cards = [-14, 10].map((angle, index) => {
      const suit = SUITS[Math.floor(random() * SUITS.length)] ?? '♠';
      const fill = suit === '♥' || suit === '♦' ? '#dc2626' : '#0b0f19';
      return `<g transform="translate(${150 + index * 46} 118) rotate(${angle})"><rect x="-36" y="-52" width="72" height="104" rx="8" fill="#f8fafc" stroke="#0b0f19" stroke-opacity="0.2"/><text y="16" font-size="46" text-anchor="middle" fill="${fill}">${suit}</text></g>`;
    });
    const chips = Array.from(
      { length: 4 },
      (_, index) =>
        `<ellipse cx="292" cy="${168 - index * 10}" rx="34" ry="12" fill="${index % 2 === 0 ? accent : '#f8fafc'}" stroke="#0b0f19" stroke-opacity="0.35"/>`,
    );
    return cards.join('') + chips.join('');
  },
  // Numbered balls and a die.
  'mini-games': (random, accent) => {
    const balls = Array.from({ length: 5 }, (_, index) => {
      const [x, y] = [70 + index * 52 + round(random() * 10), 96 + round(random() * 40)];
      const number = 1 + Math.floor(random() * 28);
      return `<circle cx="${x}" cy="${y}" r="24" fill="${index === 4 ? '#0b0f19' : '#f8fafc'}" stroke="${accent}" stroke-width="4"/><text x="${x}" y="${y + 8}" font-size="22" font-weight="800" text-anchor="middle" fill="${index === 4 ? '#f8fafc' : '#0b0f19'}">${number}</text>`;
    });
    const pips = [
      [-14, -14],
      [14, 14],
      [0, 0],
    ].map(([dx, dy]) => `<circle cx="${dx}" cy="${dy}" r="5" fill="#0b0f19"/>`);
    return `${balls.join('')}<g transform="translate(330 64) rotate(${Math.round(random() * 40 - 20)})"><rect x="-26" y="-26" width="52" height="52" rx="10" fill="#f8fafc"/>${pips.join('')}</g>`;
  },
};

export function gameArtSvg(game: GameArtInput): string {
  const { width, height } = GAME_ART_SIZE;
  const color = safeColor(game.color);
  const random = seededRandom(hashText(`${game.category}:${game.name}`));
  const name = game.name.trim();
  // Long names shrink to stay on the card.
  const fontSize = Math.max(16, Math.min(34, Math.floor(560 / Math.max(1, [...name].length))));
  const sparkles = Array.from({ length: 14 }, () => {
    const [x, y, r] = [round(random() * width), round(random() * height * 0.75), round(1 + random() * 3)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${round(0.3 + random() * 0.5)}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.15)}"/><stop offset="1" stop-color="${shade(color, -0.65)}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    sparkles.join(''),
    MOTIFS[game.category](random, shade(color, -0.3)),
    `<rect y="${height - 78}" width="${width}" height="78" fill="#000000" opacity="0.45"/>`,
    `<text x="${width / 2}" y="${height - 39 + fontSize * 0.35}" font-size="${fontSize}" font-weight="900" text-anchor="middle" fill="#ffffff">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}
