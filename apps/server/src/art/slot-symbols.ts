import { THEMED_SLOT_SYMBOLS, type ThemedSlotSymbol } from '@hanpan/contract';
import {
  escapeXml,
  gameArtMotif,
  round,
  safeColor,
  shade,
  starPath,
  themeDefs,
  type GameArtInput,
  type SlotScene,
} from './game-art';

/**
 * A slot title's own special symbols (wild, scatter, coin, ...), drawn from the same theme and
 * subject as its lobby card: the theme's emblem (a dragon's eye, a blossom, ...) on a frame cut
 * by the subject (a vault's decagon, a shield, a castle's battlements, ...) in the title's colour.
 * One SVG a title, a 100 x 100 cell a symbol, each cell a `<view id="symbol-<name>">` the game page
 * shows as `symbols.svg#symbol-wild`: one request, cached for good like the card.
 */
export const SLOT_SYMBOL_CELL = 100;

const polygon = (sides: number, radius: number, turn = 0) => {
  const corners = Array.from({ length: sides }, (_, index) => {
    const angle = ((index * 360) / sides + turn - 90) * (Math.PI / 180);
    return `${round(radius * Math.cos(angle))} ${round(radius * Math.sin(angle))}`;
  });
  return `M${corners.join('L')}Z`;
};

/** The frame each subject cuts, around 0,0 within a radius of about 46. */
const FRAMES: Record<SlotScene, string> = {
  fortune: starPath(12, 47, 41),
  reels: 'M-40-44H40A4 4 0 0 1 44-40V40A4 4 0 0 1 40 44H-40A4 4 0 0 1-44 40V-40A4 4 0 0 1-40-44Z',
  treasure: polygon(8, 47, 22.5),
  gems: 'M-46-12L-28-42H28L46-12L0 46Z',
  temple: 'M0-47L44-16V44H-44V-16Z',
  riches: 'M-46 0A46 46 0 1 0 46 0A46 46 0 1 0-46 0Z',
  spins: starPath(16, 48, 39),
  palace: 'M-48-20Q-26-20-16-42H16Q26-20 48-20L40 44H-40Z',
  legend: 'M-40-44H40V0Q40 32 0 48Q-40 32-40 0Z',
  kingdom: 'M-44 44V-44h12.6v10h12.6v-10h12.6v10h12.6v-10h12.6v10h12.4V44Z',
  jackpot: 'M-46-28Q-46-44-30-44H30Q46-44 46-28V28Q46 44 30 44H-30Q-46 44-46 28Z',
  koi: 'M-48 0A48 40 0 1 0 48 0A48 40 0 1 0-48 0Z',
  nights: polygon(6, 48),
  garden: 'M-18-18A20 20 0 1 1 18-18A20 20 0 1 1 18 18A20 20 0 1 1-18 18A20 20 0 1 1-18-18Z',
  vault: polygon(10, 47),
};

/** A banner across the cell's foot. */
const banner = (text: string, fill: string, ink: string) =>
  `<rect x="-42" y="22" width="84" height="19" rx="5" fill="${fill}" stroke="#fde68a" stroke-width="1.5"/><text x="0" y="36.5" font-size="${text.length > 6 ? 11 : 14}" font-weight="900" text-anchor="middle" fill="${ink}">${escapeXml(text)}</text>`;

const emblem = (y: number, scale: number) => `<use href="#e" transform="translate(0 ${y}) scale(${scale})"/>`;

type Cell = (context: { frame: string; color: string }) => string;

const wild =
  (label: string): Cell =>
  ({ frame, color }) =>
    `<path d="${frame}" fill="url(#g)" stroke="#78350f" stroke-width="3"/><path d="${frame}" transform="scale(.84)" fill="${shade(color, -0.55)}"/>${emblem(-6, 0.56)}${banner(label, '#111827', '#fde68a')}`;

const CELLS: Record<ThemedSlotSymbol, Cell> = {
  wild: wild('WILD'),
  wild_x2: wild('WILD ×2'),
  wild_x3: wild('WILD ×3'),
  scatter: ({ frame, color }) =>
    `<path d="${starPath(8, 50, 30)}" fill="#fff" opacity=".35"/><path d="${frame}" transform="scale(.9)" fill="url(#s)" stroke="${shade(color, 0.6)}" stroke-width="3"/>${emblem(-6, 0.6)}${banner('SCATTER', '#be185d', '#fff')}`,
  coin: ({ frame }) =>
    `<circle r="46" fill="url(#g)" stroke="#78350f" stroke-width="3"/><path d="${frame}" transform="scale(.7)" fill="none" stroke="#b45309" stroke-width="3"/>${emblem(0, 0.48)}`,
  grand: ({ frame, color }) =>
    `<path d="${frame}" fill="#1e1b4b" stroke="url(#g)" stroke-width="5"/><path d="${frame}" transform="scale(.8)" fill="none" stroke="${shade(color, 0.3)}" stroke-width="2"/>${emblem(-8, 0.54)}${banner('GRAND', '#b91c1c', '#fde68a')}`,
};

export function slotSymbolsSvg(game: GameArtInput): string {
  const color = safeColor(game.color);
  const { theme, scene } = gameArtMotif(game);
  // A slot named after a table game (its scene a table's) takes the reels' frame.
  const frame = FRAMES[scene as SlotScene] ?? FRAMES.reels;
  const size = SLOT_SYMBOL_CELL;
  const cells = THEMED_SLOT_SYMBOLS.map(
    (symbol, index) =>
      `<view id="symbol-${symbol}" viewBox="${index * size} 0 ${size} ${size}"/><g transform="translate(${index * size + size / 2} ${size / 2})">${CELLS[symbol]({ frame, color })}</g>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size * THEMED_SLOT_SYMBOLS.length} ${size}" font-family="Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fef3c7"/><stop offset="1" stop-color="#d97706"/></linearGradient>',
    `<radialGradient id="s" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="${shade(color, 0.35)}"/><stop offset="1" stop-color="${shade(color, -0.5)}"/></radialGradient>`,
    `${themeDefs(theme)}</defs>`,
    ...cells,
    '</svg>',
  ].join('');
}
