import type { GameCategory } from '@hanpan/contract';
import { seededRandom } from '../lib/seeded-random';
import { sha256 } from '../lib/sha256';

/**
 * Lobby artwork drawn by the project, one card per title, 4:3 (the card's shape). A card is read
 * from the game's name: its THEME word ("Dragon's", "Sakura", "VIP", ...) picks an emblem drawn
 * in paths and gradients (a dragon's eye, a blossom, a diamond, ...) and the particles around it;
 * its SUBJECT or game word ("Vault", "Koi", "Baccarat", "Roulette", "사다리", ...) picks the scene
 * the emblem sits in (a safe door, two koi circling, a felt table with a deal, a wheel, ...). The
 * game's colour is the background, and the name runs across the bottom. Unknown words fall back
 * to a theme and scene chosen by the name, so every name still draws a picture. Deterministic:
 * the same name, category and colour give the same bytes.
 */
export const GAME_ART_SIZE = { width: 400, height: 300 } as const;

/**
 * The drawing's revision: raise it whenever the drawing of existing names changes, so the catalog's
 * `?v=` (cached for a year) moves with it. 2: drawn from theme and subject (was one motif per category).
 */
export const GAME_ART_REVISION = 2;

/** Where a game's art is served (the games routes); the catalog's `image`. */
export const gameArtPath = (slug: string) => `/api/games/art/${slug}.svg`;

export type GameArtInput = { name: string; category: GameCategory; color: string };

/** What the art draws (and the drawing code's revision): a new version is a new URL, past a year's cache. */
export const artVersion = (game: GameArtInput) =>
  sha256(`${GAME_ART_REVISION}\n${game.name}\n${game.category}\n${game.color}`).slice(0, 10);

/** FNV-1a: a stable number from the name. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const round = (value: number) => Math.round(value * 10) / 10;

/** Text and attribute values go into XML: nothing a name holds may become markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);
}

/** Only #rgb / #rrggbb reaches the drawing; anything else falls back to a neutral gold. */
export const safeColor = (color: string) => (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : '#fbcf4f');

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
export function shade(color: string, amount: number): string {
  const hex = color.length === 4 ? color.replace(/[0-9a-f]/gi, '$&$&').slice(1) : color.slice(1);
  const channels = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  const target = amount < 0 ? 0 : 255;
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A star polygon's path around (cx, cy). */
export function starPath(points: number, outer: number, inner: number, cx = 0, cy = 0): string {
  const corners = Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`;
  });
  return `M${corners.join('L')}Z`;
}

/** The emblem (drawn in a 100 x 100 box around 0,0) placed at x, y and scaled. */
const emblem = (x: number, y: number, scale: number) =>
  `<use href="#e" transform="translate(${x} ${y}) scale(${scale})"/>`;

// ---------------------------------------------------------------------------------------------
// Themes: an emblem drawn in its own inks, and a particle scattered around it.

type Ink = { main: string; dark: string; light: string };
type Particle = 'sparkle' | 'petal' | 'leaf' | 'ember' | 'bubble' | 'bolt' | 'streak' | 'dot';
type Theme = { words: readonly string[]; ink: Ink; particle: Particle; draw: (ink: Ink) => string };

const PARTICLES: Record<Particle, string> = {
  sparkle: '<path id="p" d="M0-7L1.6-1.6L7 0L1.6 1.6L0 7L-1.6 1.6L-7 0L-1.6-1.6Z" fill="#fff"/>',
  petal: '<path id="p" d="M0-7C5-4 5 3 0 7C-5 3-5-4 0-7Z" fill="#fbcfe8"/>',
  leaf: '<path id="p" d="M-6 6C-6-2 0-6 6-6C6 2 0 6-6 6Z" fill="#bbf7d0"/>',
  ember: '<path id="p" d="M0-7C3-2 5 2 0 6C-5 2-3-2 0-7Z" fill="#fdba74"/>',
  bubble: '<circle id="p" r="5" fill="none" stroke="#e0f2fe" stroke-width="1.5"/>',
  bolt: '<path id="p" d="M2-8L-4 1H0L-2 8L4-1H0Z" fill="#fef08a"/>',
  streak: '<path id="p" d="M-9 3L9-3" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>',
  dot: '<circle id="p" r="3" fill="#f0abfc"/>',
};

const metal = (dark: string) => `fill="url(#t)" stroke="${dark}" stroke-width="3" stroke-linejoin="round"`;

const THEMES = {
  golden: {
    words: ['golden', 'gold', '황금', '골든'],
    ink: { main: '#f59e0b', dark: '#92400e', light: '#fef3c7' },
    particle: 'sparkle',
    // A gold ingot.
    draw: ({ dark, light }) =>
      `<path d="M-24-10Q0-50 24-10Z" ${metal(dark)}/><path d="M-48-8Q-50-18-36-14H36Q50-18 48-8Q42 28 0 28Q-42 28-48-8Z" ${metal(dark)}/><path d="M-30 2Q0 12 30 2M-12-24Q-4-32 6-30" fill="none" stroke="${light}" stroke-width="4" stroke-linecap="round"/>`,
  },
  lucky: {
    words: ['lucky', 'luck', '행운', '럭키'],
    ink: { main: '#16a34a', dark: '#14532d', light: '#86efac' },
    particle: 'leaf',
    // A four-leaf clover.
    draw: ({ dark }) =>
      `<path d="M2 4Q12 30 26 46" fill="none" stroke="${dark}" stroke-width="6" stroke-linecap="round"/><path id="l" d="M0 0C-4-10-26-12-26-29C-26-42-8-44 0-32C8-44 26-42 26-29C26-12 4-10 0 0Z" ${metal(dark)}/><use href="#l" transform="rotate(90)"/><use href="#l" transform="rotate(180)"/><use href="#l" transform="rotate(270)"/>`,
  },
  dragon: {
    words: ['dragon', 'dragons', '용', '드래곤'],
    ink: { main: '#ea580c', dark: '#450a0a', light: '#fde047' },
    particle: 'ember',
    // A dragon's slit eye under a crest of spikes.
    draw: ({ dark, light }) =>
      `<path d="M-46-8L-38-40L-24-18L-12-50L0-22L12-50L24-18L38-40L46-8Z" fill="#b91c1c" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/><path d="M-52 4Q0-46 52 4Q0 50-52 4Z" fill="#7f1d1d" stroke="${dark}" stroke-width="3"/><circle cy="4" r="25" fill="url(#t)"/><path d="M0-19Q9 4 0 27Q-9 4 0-19Z" fill="#1c0a00"/><circle cx="-9" cy="-6" r="5" fill="${light}" opacity=".8"/>`,
  },
  mystic: {
    words: ['mystic', 'magic', '신비한', '신비', '미스틱'],
    ink: { main: '#9333ea', dark: '#3b0764', light: '#f5d0fe' },
    particle: 'sparkle',
    // A crystal ball on its stand.
    draw: ({ dark, light }) =>
      `<path d="M-24 30H24L36 48H-36Z" fill="${dark}" stroke="#f5d0fe" stroke-width="2"/><circle cy="-6" r="40" fill="url(#t)" stroke="${light}" stroke-width="2"/><path d="M-26-22A28 28 0 0 1 2-36" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/><path d="${starPath(4, 14, 4, 8, 0)}" fill="#fff"/>`,
  },
  wild: {
    words: ['wild', '와일드'],
    ink: { main: '#dc2626', dark: '#1c1917', light: '#fde68a' },
    particle: 'streak',
    // Three claw marks torn across.
    draw: ({ dark }) =>
      `<g fill="url(#t)" stroke="${dark}" stroke-width="3" stroke-linejoin="round" transform="rotate(18)"><path id="l" d="M-2-52C18-22 16 18-10 52C0 18 2-22-2-52Z"/><use href="#l" x="-28" y="8"/><use href="#l" x="28" y="-8"/></g>`,
  },
  royal: {
    words: ['royal', 'king', 'queen', '로열'],
    ink: { main: '#facc15', dark: '#854d0e', light: '#fef9c3' },
    particle: 'sparkle',
    // A crown with jewels.
    draw: ({ dark, light }) =>
      `<path d="M-42 22L-48-28L-22 0L0-38L22 0L48-28L42 22Z" ${metal(dark)}/><rect x="-46" y="20" width="92" height="16" rx="4" fill="${dark}"/><g fill="${light}" stroke="${dark}" stroke-width="2"><circle cx="-48" cy="-28" r="6"/><circle cy="-38" r="6"/><circle cx="48" cy="-28" r="6"/></g><circle cy="28" r="5" fill="#ef4444"/><circle cx="-24" cy="28" r="4" fill="#3b82f6"/><circle cx="24" cy="28" r="4" fill="#22c55e"/>`,
  },
  crystal: {
    words: ['crystal', 'crystals', '크리스탈'],
    ink: { main: '#22d3ee', dark: '#164e63', light: '#ecfeff' },
    particle: 'sparkle',
    // A cluster of three faceted crystals.
    draw: ({ dark }) =>
      `<g id="l" stroke="${dark}" stroke-width="2.5" stroke-linejoin="round"><path d="M0-48L15-30V28L0 46L-15 28V-30Z" fill="url(#t)"/><path d="M0-48V46L-15 28V-30Z" fill="#fff" opacity=".35"/></g><use href="#l" transform="translate(-24 14) rotate(-24) scale(.7)"/><use href="#l" transform="translate(24 16) rotate(26) scale(.62)"/>`,
  },
  fire: {
    words: ['fire', 'flame', 'blaze', '불꽃', '파이어'],
    ink: { main: '#dc2626', dark: '#7f1d1d', light: '#fde047' },
    particle: 'ember',
    // A flame with its hot heart.
    draw: ({ dark, light }) =>
      `<path d="M0 48C-30 48-40 22-30 0C-24 12-16 12-16 2C-18-20-6-36 4-50C4-28 32-22 32 12C32 34 18 48 0 48Z" fill="url(#t)" stroke="${dark}" stroke-width="3"/><path d="M0 46C-12 46-17 34-12 20C-8 27-4 25-4 18C-4 8 2 0 6-6C8 12 16 18 16 30C16 40 10 46 0 46Z" fill="${light}"/>`,
  },
  jade: {
    words: ['jade', '비취', '제이드'],
    ink: { main: '#059669', dark: '#064e3b', light: '#a7f3d0' },
    particle: 'leaf',
    // A carved jade disc (bi) on a red cord.
    draw: ({ dark, light }) =>
      `<path d="M0-46V-30" stroke="#dc2626" stroke-width="5"/><path d="M-44 0A44 44 0 1 0 44 0A44 44 0 1 0-44 0ZM-14 0A14 14 0 1 1 14 0A14 14 0 1 1-14 0Z" fill-rule="evenodd" fill="url(#t)" stroke="${dark}" stroke-width="3"/><circle r="29" fill="none" stroke="${light}" stroke-width="6" stroke-dasharray="2 7.1" stroke-linecap="round" opacity=".8"/>`,
  },
  moon: {
    words: ['moonlight', 'moon', 'moonlit', '달빛', '달', '문'],
    ink: { main: '#fcd34d', dark: '#a16207', light: '#fffbeb' },
    particle: 'sparkle',
    // A crescent moon and two stars.
    draw: ({ dark, light }) =>
      `<path d="M6-46A46 46 0 1 0 44 22A38 38 0 0 1 6-46Z" fill="url(#t)" stroke="${dark}" stroke-width="2"/><path d="${starPath(5, 12, 5, 24, -22)}" fill="${light}"/><path d="${starPath(5, 7, 3, 40, 2)}" fill="${light}"/>`,
  },
  thunder: {
    words: ['thunder', 'storm', 'lightning', '천둥', '썬더'],
    ink: { main: '#facc15', dark: '#713f12', light: '#fefce8' },
    particle: 'bolt',
    // A storm cloud and its lightning bolt.
    draw: ({ dark }) =>
      `<path d="M-40-6A16 16 0 0 1-26-34A22 22 0 0 1 14-40A18 18 0 0 1 42-16A12 12 0 0 1 34 0H-30A12 12 0 0 1-40-6Z" fill="#475569" stroke="#1e293b" stroke-width="3"/><path d="M8-14L-22 22H-2L-12 52L24 8H4L16-14Z" ${metal(dark)}/>`,
  },
  ocean: {
    words: ['ocean', 'sea', 'wave', '바다', '오션'],
    ink: { main: '#0284c7', dark: '#082f49', light: '#e0f2fe' },
    particle: 'bubble',
    // A curling wave over the swell.
    draw: ({ dark, light }) =>
      `<path d="M-52 46C-50 4-24-36 14-36C40-36 54-14 44 4C36 16 18 14 16 2C14-8 24-14 32-8C28-22 8-24-4-10C-16 4-14 30 2 46Z" fill="url(#t)" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/><path d="M-38 30C-34 0-16-22 10-28" fill="none" stroke="${light}" stroke-width="4" stroke-linecap="round" opacity=".8"/><path d="M-52 46Q-40 38-28 46T-4 46T20 46T44 46" fill="none" stroke="${light}" stroke-width="4"/>`,
  },
  sakura: {
    words: ['sakura', 'cherry', 'blossom', '벚꽃', '사쿠라'],
    ink: { main: '#f472b6', dark: '#9d174d', light: '#fdf2f8' },
    particle: 'petal',
    // A five-petal cherry blossom.
    draw: ({ dark }) =>
      `<g stroke="${dark}" stroke-width="2.5"><path id="l" d="M0 0C-18-10-20-34-9-47L0-40L9-47C20-34 18-10 0 0Z" fill="url(#t)"/><use href="#l" transform="rotate(72)"/><use href="#l" transform="rotate(144)"/><use href="#l" transform="rotate(216)"/><use href="#l" transform="rotate(288)"/></g><circle r="9" fill="#be185d"/><circle r="14" fill="none" stroke="#fde047" stroke-width="4" stroke-dasharray="1.5 4.4" stroke-linecap="round"/>`,
  },
  neon: {
    words: ['neon', '네온'],
    ink: { main: '#e879f9', dark: '#701a75', light: '#22d3ee' },
    particle: 'dot',
    // A heart and a ring in glowing tubes.
    draw: ({ main, light }) => {
      const shapes =
        '<path d="M0 42C-40 16-48-8-36-26C-26-40-8-38 0-22C8-38 26-40 36-26C48-8 40 16 0 42Z"/><circle cx="30" cy="-34" r="14"/>';
      return `<filter id="n"><feGaussianBlur stdDeviation="3"/></filter><g fill="none" stroke="${main}" stroke-width="9" filter="url(#n)">${shapes}</g><g fill="none" stroke="#fff" stroke-width="3.5">${shapes}</g><circle cx="30" cy="-34" r="14" fill="none" stroke="${light}" stroke-width="2"/>`;
    },
  },
  tiger: {
    words: ['tiger', 'tigers', '호랑이', '타이거'],
    ink: { main: '#f97316', dark: '#1c1917', light: '#fed7aa' },
    particle: 'streak',
    // A tiger's face: ears, stripes, eyes and muzzle, mirrored.
    draw: ({ dark }) =>
      `<g id="l"><circle cx="-30" cy="-34" r="14" fill="#f97316" stroke="${dark}" stroke-width="3"/><circle cx="-30" cy="-34" r="6" fill="${dark}"/></g><use href="#l" transform="scale(-1 1)"/><path d="M-44-8C-44-42 44-42 44-8C44 22 26 46 0 46C-26 46-44 22-44-8Z" fill="url(#t)" stroke="${dark}" stroke-width="3"/><g id="h" fill="${dark}"><path d="M-4-40L-8-26L0-22Z"/><path d="M-18-36L-20-22L-12-28Z"/><path d="M-44-6L-26-2L-44 4ZM-42 14L-28 12L-38 22Z"/><ellipse cx="-17" cy="-6" rx="7" ry="5" fill="#fde047" stroke="${dark}" stroke-width="2"/><circle cx="-16" cy="-6" r="2.5"/></g><use href="#h" transform="scale(-1 1)"/><ellipse cx="-10" cy="20" rx="13" ry="10" fill="#fff"/><ellipse cx="10" cy="20" rx="13" ry="10" fill="#fff"/><path d="M-8 8H8L0 16Z" fill="${dark}"/>`,
  },
  phoenix: {
    words: ['phoenix', '불사조', '피닉스'],
    ink: { main: '#e11d48', dark: '#4c0519', light: '#fde047' },
    particle: 'ember',
    // A fan of flaming feathers over a flame.
    draw: ({ dark, light }) => {
      const feathers = [-60, -30, 30, 60].map((angle) => `<use href="#l" transform="rotate(${angle} 0 34)"/>`);
      return `<g stroke="${dark}" stroke-width="2.5"><path id="l" d="M0 0C-14-20-14-58 0-82C14-58 14-20 0 0ZM0-10V-70" fill="url(#t)" transform="translate(0 34)"/>${feathers.join('')}</g><path d="M0 46C-16 46-20 32-12 20C-8 28-2 26-2 18C4 24 18 30 14 38C12 44 6 46 0 46Z" fill="${light}"/>`;
    },
  },
  star: {
    words: ['starlight', 'star', 'stars', 'starry', '별빛', '별', '스타'],
    ink: { main: '#fbbf24', dark: '#92400e', light: '#fff' },
    particle: 'sparkle',
    // A star and two glints.
    draw: ({ dark, light }) =>
      `<path d="${starPath(5, 46, 20, 0, 4)}" ${metal(dark)}/><path d="${starPath(5, 20, 9, 0, 4)}" fill="${light}" opacity=".45"/><path d="${starPath(4, 14, 3, 40, -34)}" fill="${light}"/><path d="${starPath(4, 9, 2, -42, 34)}" fill="${light}"/>`,
  },
  emperor: {
    words: ['emperor', 'emperors', 'empire', '황제', '엠퍼러'],
    ink: { main: '#dc2626', dark: '#450a0a', light: '#facc15' },
    particle: 'sparkle',
    // The imperial seal: a cinnabar block, a knob, a carved mark.
    draw: ({ dark, light }) =>
      `<path d="M-20-14C-22-48 22-48 20-14Z" fill="${light}" stroke="${dark}" stroke-width="3"/><rect x="-40" y="-16" width="80" height="62" rx="6" fill="url(#t)" stroke="${dark}" stroke-width="3"/><rect x="-30" y="-6" width="60" height="42" fill="none" stroke="${light}" stroke-width="3"/><path d="M-20 2H20M-14 15H14M-22 28H22M0 2V28" stroke="${light}" stroke-width="5" stroke-linecap="round"/>`,
  },
  cosmic: {
    words: ['cosmic', 'space', 'galaxy', 'galactic', '우주', '코스믹'],
    ink: { main: '#7c3aed', dark: '#1e1b4b', light: '#fbbf24' },
    particle: 'sparkle',
    // A ringed planet and its moon.
    draw: ({ dark, light }) =>
      `<g transform="rotate(-20)"><ellipse rx="54" ry="15" fill="none" stroke="${light}" stroke-width="6"/><circle r="32" fill="url(#t)" stroke="${dark}" stroke-width="2"/><path d="M-28-10Q0 0 28-10M-30 8Q0 18 30 8" fill="none" stroke="#c4b5fd" stroke-width="4" opacity=".6"/><path d="M-54 0A54 15 0 0 0 54 0" fill="none" stroke="${light}" stroke-width="6"/></g><circle cx="38" cy="-36" r="8" fill="#e2e8f0"/>`,
  },
  classic: {
    words: ['classic', '클래식'],
    ink: { main: '#334155', dark: '#020617', light: '#facc15' },
    particle: 'sparkle',
    // A spade in a gold ring.
    draw: ({ dark, light }) =>
      `<circle r="46" fill="#0f172a" stroke="${light}" stroke-width="4"/><path d="M0-34C-10-18-34-8-30 10C-27 22-11 22-5 15C-6 24-9 29-15 34H15C9 29 6 24 5 15C11 22 27 22 30 10C34-8 10-18 0-34Z" fill="url(#t)" stroke="${dark}" stroke-width="2"/>`,
  },
  speed: {
    words: ['speed', 'turbo', 'fast', '스피드'],
    ink: { main: '#e2e8f0', dark: '#0f172a', light: '#ef4444' },
    particle: 'streak',
    // A stopwatch with motion lines.
    draw: ({ dark, light }) =>
      `<path d="M-54-6H-30M-58 10H-28M-50 26H-30" stroke="#fff" stroke-width="5" stroke-linecap="round"/><rect x="-6" y="-50" width="12" height="12" rx="2" fill="${dark}"/><circle cy="6" r="40" fill="url(#t)" stroke="${dark}" stroke-width="6"/><circle cy="6" r="31" fill="none" stroke="${dark}" stroke-width="4" stroke-dasharray="2 14.2"/><path d="M0 6L18-12" stroke="${light}" stroke-width="5" stroke-linecap="round"/><circle cy="6" r="5" fill="${dark}"/>`,
  },
  squeeze: {
    words: ['squeeze', '스퀴즈'],
    ink: { main: '#fff', dark: '#1e293b', light: '#dc2626' },
    particle: 'sparkle',
    // A card lifted at its corner, a red pip showing.
    draw: ({ dark, light }) =>
      `<path d="M-34-46H34V22L10 46H-34Z" fill="url(#t)" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/><path d="M34 22Q16 18 10 46Q26 30 34 22Z" fill="#cbd5e1" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/><path d="M-2-26L14 0L-2 26L-18 0Z" fill="${light}"/>`,
  },
  vip: {
    words: ['vip', '브이아이피'],
    ink: { main: '#a5f3fc', dark: '#0e7490', light: '#fff' },
    particle: 'sparkle',
    // A brilliant-cut diamond.
    draw: ({ dark, light }) =>
      `<path d="M-48-12L-28-38H28L48-12L0 46Z" ${metal(dark)}/><path d="M-28-38L-14-12H-48ZM0-38L14-12H-14Z" fill="${light}" opacity=".6"/><path d="M-48-12H48M-28-38L-14-12L0-38L14-12L28-38M-14-12L0 46L14-12" fill="none" stroke="${dark}" stroke-width="2.5" stroke-linejoin="round"/>`,
  },
  prestige: {
    words: ['prestige', '프레스티지'],
    ink: { main: '#eab308', dark: '#713f12', light: '#fef9c3' },
    particle: 'sparkle',
    // A laurel wreath around a star.
    draw: ({ dark, light }) => {
      const leaves = [0, 1, 2, 3, 4, 5].map((index) => {
        const angle = 110 + index * 26;
        const radians = (angle * Math.PI) / 180;
        return `<use href="#l" transform="translate(${round(40 * Math.cos(radians))} ${round(40 * Math.sin(radians))}) rotate(${angle - 90})"/>`;
      });
      return `<defs><path id="l" d="M0-12C7-6 7 6 0 12C-7 6-7-6 0-12Z"/></defs><g id="r" fill="url(#t)" stroke="${dark}" stroke-width="2">${leaves.join('')}</g><use href="#r" transform="scale(-1 1)"/><path d="${starPath(5, 24, 10)}" fill="${light}" stroke="${dark}" stroke-width="2"/>`;
    },
  },
  european: {
    words: ['european', 'euro', '유럽식', '유럽'],
    ink: { main: '#1d4ed8', dark: '#172554', light: '#facc15' },
    particle: 'sparkle',
    // Twelve stars in a ring on blue.
    draw: ({ dark, light }) => {
      const stars = Array.from({ length: 12 }, (_, index) => {
        const angle = (index * Math.PI) / 6;
        return `<use href="#l" x="${round(30 * Math.cos(angle))}" y="${round(30 * Math.sin(angle))}"/>`;
      });
      return `<circle r="46" fill="url(#t)" stroke="${dark}" stroke-width="3"/><defs><path id="l" d="${starPath(5, 7, 3)}"/></defs><g fill="${light}">${stars.join('')}</g>`;
    },
  },
} satisfies Record<string, Theme>;

export type ThemeKey = keyof typeof THEMES;

/** The theme's emblem as `#e` (100 x 100 around 0,0), its ink gradient `#t` and its particle `#p`, for a `<defs>`. */
export function themeDefs(key: ThemeKey): string {
  const theme: Theme = THEMES[key];
  return `<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.ink.light}"/><stop offset="1" stop-color="${theme.ink.main}"/></linearGradient><g id="e">${theme.draw(theme.ink)}</g>${PARTICLES[theme.particle]}`;
}
const THEME_KEYS = Object.keys(THEMES) as ThemeKey[];
/** Themes an unknown name may fall back to: the slot themes, not a table room's. */
const FALLBACK_THEMES = THEME_KEYS.slice(0, 19);

// ---------------------------------------------------------------------------------------------
// Scenes: a subject (slots) or a game (tables and mini-games), the emblem placed in it.

type Scene = (context: { random: () => number; color: string; theme: ThemeKey; defs: string[] }) => string;

const GOLD = 'fill="url(#g)" stroke="#78350f" stroke-width="2"';
const SUITS = {
  spade: 'M0-10C-3-5-10-3-9 2C-8 6-3 6-1 4L-3 9H3L1 4C3 6 8 6 9 2C10-3 3-5 0-10Z',
  heart: 'M0 9C-8 3-10-1-10-4C-10-8-6-10-3-9C-1-8 0-6 0-6C0-6 1-8 3-9C6-10 10-8 10-4C10-1 8 3 0 9Z',
  diamond: 'M0-10L7 0L0 10L-7 0Z',
  club: 'M0-9.6a4.6 4.6 0 1 0 .1 0ZM-5-2.6a4.6 4.6 0 1 0 .1 0ZM5-2.6a4.6 4.6 0 1 0 .1 0ZM-1 2L-3 10H3L1 2Z',
} as const;
const SUIT_NAMES = Object.keys(SUITS) as (keyof typeof SUITS)[];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

const pickOf = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

/** A face-up card (rank in the corner, a drawn suit) at x, y, turned by `angle`. */
function card(x: number, y: number, angle: number, rank: string, suit: keyof typeof SUITS, scale = 1): string {
  const ink = suit === 'heart' || suit === 'diamond' ? '#dc2626' : '#0f172a';
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><rect x="-22" y="-31" width="44" height="62" rx="5" fill="#fff" stroke="#0f172a" stroke-opacity=".3"/><text x="-17" y="-14" font-size="14" font-weight="800" fill="${ink}">${escapeXml(rank)}</text><path d="${SUITS[suit]}" fill="${ink}" transform="translate(4 8) scale(1.5)"/></g>`;
}

/** A face-down card. */
const cardBack = (x: number, y: number, angle: number, color: string, scale = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><rect x="-22" y="-31" width="44" height="62" rx="5" fill="#fff"/><rect x="-18" y="-27" width="36" height="54" rx="3" fill="${color}"/><path d="M-18-9L0-27L18-9M-18 9L0 27L18 9M-18 0L0-18L18 0L0 18Z" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/></g>`;

/** A stack of casino chips (the chip is in defs as #c; its fill comes from the use). */
function chips(x: number, y: number, count: number, fill: string): string {
  return Array.from(
    { length: count },
    (_, index) => `<use href="#c" x="${x}" y="${y - index * 7}" fill="${fill}"/>`,
  ).join('');
}
const CHIP_DEF =
  '<g id="c"><ellipse rx="20" ry="7" cy="3"/><ellipse rx="20" ry="7"/><ellipse rx="20" ry="7" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="5 6"/><ellipse rx="11" ry="3.6" fill="none" stroke="#fff" stroke-opacity=".7"/></g>';
const CHIP_COLORS = ['#dc2626', '#2563eb', '#16a34a', '#0f172a', '#9333ea', '#f59e0b'] as const;

/** Lotto ball colours, by the number's ten, as Korean draws colour them. */
const BALL_COLORS = ['#fbbf24', '#3b82f6', '#ef4444', '#9ca3af', '#22c55e'] as const;

/** Pip positions on a 10-unit die face. */
const PIPS: Record<number, string> = {
  1: '5 5',
  2: '2.6 2.6,7.4 7.4',
  3: '2.6 2.6,5 5,7.4 7.4',
  4: '2.6 2.6,7.4 2.6,2.6 7.4,7.4 7.4',
  5: '2.6 2.6,7.4 2.6,5 5,2.6 7.4,7.4 7.4',
  6: '2.6 2.4,7.4 2.4,2.6 5,7.4 5,2.6 7.6,7.4 7.6',
};

/** An isometric die centred at x, y with edge `size`, showing top/left/right values. */
function die(x: number, y: number, size: number, faces: [number, number, number]): string {
  const [u, v] = [round(size * 0.087), round(size * 0.05)];
  const s = round(size * 0.1);
  const matrices = [
    [u, -v, u, v, round(x - size * 0.87), round(y - size / 2)],
    [u, v, 0, s, round(x - size * 0.87), round(y - size / 2)],
    [u, -v, 0, s, x, y],
  ];
  const fills = ['#fff', '#e2e8f0', '#cbd5e1'];
  return matrices
    .map((matrix, index) => {
      const value = faces[index] ?? 1;
      const pips = (PIPS[value] ?? '')
        .split(',')
        .map((pip) => {
          const [px, py] = pip.split(' ');
          return `<circle cx="${px}" cy="${py}" r="${value === 1 ? 1.8 : 1.1}"/>`;
        })
        .join('');
      return `<g transform="matrix(${matrix.join(' ')})" fill="${value === 1 ? '#dc2626' : '#0f172a'}"><rect width="10" height="10" rx="1.5" fill="${fills[index]}" stroke="#0f172a" stroke-width=".3"/>${pips}</g>`;
    })
    .join('');
}

/** Sun rays behind a point. */
function rays(cx: number, cy: number, count: number, length: number): string {
  const wedges = Array.from({ length: count }, (_, index) => {
    const [a, b] = [((index * 2) / count) * Math.PI, ((index * 2 + 1) / count) * Math.PI];
    return `M${cx} ${cy}L${round(cx + length * Math.cos(a))} ${round(cy + length * Math.sin(a))}L${round(cx + length * Math.cos(b))} ${round(cy + length * Math.sin(b))}Z`;
  });
  return `<path d="${wedges.join('')}" fill="#fff" opacity=".12"/>`;
}

/** A gem of the "Gems" scene at x, y. */
const gem = (x: number, y: number, fill: string, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-20-6L-12-18H12L20-6L0 20Z" fill="${fill}" stroke="#0f172a" stroke-opacity=".5" stroke-width="1.5"/><path d="M-12-18L-6-6H-20ZM0-18L6-6H-6Z" fill="#fff" opacity=".55"/></g>`;

const SCENES = {
  // A Korean lucky pouch (bokjumeoni) with the emblem sewn on, in rays.
  fortune: ({ color }) =>
    `${rays(200, 112, 18, 220)}<g transform="matrix(1.25 0 0 1.25 -50 -38)"><path d="M140 118Q126 200 200 204Q274 200 260 118Q248 92 220 84L230 64Q200 54 170 64L180 84Q152 92 140 118Z" fill="${shade(color, -0.45)}" stroke="#fde68a" stroke-width="4"/><path d="M176 84Q200 94 224 84" fill="none" stroke="#fde68a" stroke-width="6" stroke-linecap="round"/><path d="M186 90L170 112M214 90L230 112" stroke="#dc2626" stroke-width="4" stroke-linecap="round"/></g>${emblem(200, 150, 0.84)}`,
  // Three reels showing the emblem on the pay line.
  reels: ({ color }) => {
    const reels = [0, 1, 2].map(
      (index) =>
        `<rect x="${88 + index * 78}" y="52" width="68" height="120" rx="8" fill="#f8fafc"/>${emblem(122 + index * 78, 112, 0.5)}`,
    );
    return `<rect x="74" y="36" width="252" height="152" rx="18" fill="${shade(color, -0.6)}" stroke="#fde68a" stroke-width="4"/>${reels.join('')}<path d="M80 112H320" stroke="#ef4444" stroke-width="3" opacity=".8"/><path d="M64 100L78 112L64 124ZM336 100L322 112L336 124Z" fill="#fde68a"/>`;
  },
  // A chest, the emblem rising from it in a glow.
  treasure: () =>
    `<circle cx="200" cy="76" r="58" fill="#fef3c7" opacity=".25"/>${emblem(200, 74, 0.82)}<path d="M128 128Q200 96 272 128V142H128Z" fill="#92400e" stroke="#451a03" stroke-width="3"/><rect x="128" y="140" width="144" height="66" rx="4" fill="#b45309" stroke="#451a03" stroke-width="3"/><path d="M150 124V206M250 124V206M128 146H272" stroke="#fbbf24" stroke-width="6"/><rect x="188" y="134" width="24" height="28" rx="4" ${GOLD}/><circle cx="200" cy="146" r="4" fill="#451a03"/><ellipse cx="108" cy="204" rx="16" ry="6" ${GOLD}/><ellipse cx="292" cy="206" rx="16" ry="6" ${GOLD}/><ellipse cx="302" cy="198" rx="16" ry="6" ${GOLD}/>`,
  // The emblem among four cut gems.
  gems: () =>
    `${gem(88, 70, '#ef4444', 1.3)}${gem(312, 70, '#3b82f6', 1.3)}${gem(104, 170, '#22c55e', 1.1)}${gem(296, 170, '#a855f7', 1.1)}<circle cx="200" cy="112" r="64" fill="#fff" opacity=".14"/>${emblem(200, 112, 1.1)}`,
  // A temple: steps, columns, a pediment with the emblem in it.
  temple: ({ color }) => {
    const columns = [0, 1, 2, 3, 4].map(
      (index) => `<rect x="${116 + index * 36}" y="112" width="16" height="78" fill="#f1f5f9"/>`,
    );
    return `<path d="M86 106L200 20L314 106Z" fill="#e2e8f0" stroke="${shade(color, -0.6)}" stroke-width="3" stroke-linejoin="round"/>${emblem(200, 74, 0.52)}<rect x="96" y="104" width="208" height="10" fill="#cbd5e1"/>${columns.join('')}<path d="M88 190H312V198H88ZM78 198H322V208H78Z" fill="#cbd5e1" stroke="${shade(color, -0.6)}" stroke-width="2"/>`;
  },
  // Stacks of gold coins around the emblem.
  riches: () => {
    const stacks = [
      [88, 196, 6],
      [130, 204, 3],
      [270, 204, 4],
      [312, 196, 7],
    ].map(([x = 0, y = 0, count = 0]) =>
      Array.from(
        { length: count },
        (_, index) => `<ellipse cx="${x}" cy="${y - index * 9}" rx="24" ry="8" ${GOLD}/>`,
      ).join(''),
    );
    return `${rays(200, 100, 14, 200)}${stacks.join('')}${emblem(200, 104, 1.15)}`;
  },
  // A prize wheel with the emblem at its hub.
  spins: ({ color }) => {
    const segments = Array.from({ length: 12 }, (_, index) => {
      const [a, b] = [(index * Math.PI) / 6, ((index + 1) * Math.PI) / 6];
      const fill = index % 3 === 0 ? '#fde68a' : index % 3 === 1 ? shade(color, -0.35) : '#f8fafc';
      return `<path d="M200 112L${round(200 + 86 * Math.cos(a))} ${round(112 + 86 * Math.sin(a))}A86 86 0 0 1 ${round(200 + 86 * Math.cos(b))} ${round(112 + 86 * Math.sin(b))}Z" fill="${fill}"/>`;
    });
    return `<circle cx="200" cy="112" r="98" fill="${shade(color, -0.6)}" stroke="#fbbf24" stroke-width="6"/><circle cx="200" cy="112" r="92" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="1 11.04" stroke-linecap="round"/>${segments.join('')}<circle cx="200" cy="112" r="34" fill="${shade(color, -0.6)}" stroke="#fbbf24" stroke-width="4"/>${emblem(200, 112, 0.5)}<path d="M186 6H214L200 30Z" fill="#ef4444" stroke="#fff" stroke-width="2"/>`;
  },
  // A palace hall with sweeping eaves, the emblem over the roof.
  palace: ({ color }) => {
    const pillars = [0, 1, 2, 3, 4, 5].map(
      (index) => `<rect x="${112 + index * 34}" y="146" width="10" height="50" fill="#b91c1c"/>`,
    );
    return `${emblem(200, 52, 0.62)}<path d="M60 118Q96 124 130 102H270Q304 124 340 118Q312 140 290 144H110Q88 140 60 118Z" fill="#1e293b" stroke="#fbbf24" stroke-width="3"/><path d="M140 102Q150 86 170 84H230Q250 86 260 102Z" fill="#334155"/><rect x="110" y="142" width="180" height="8" fill="#0f766e"/>${pillars.join('')}<rect x="96" y="196" width="208" height="14" fill="#e2e8f0" stroke="${shade(color, -0.6)}" stroke-width="2"/>`;
  },
  // A shield bearing the emblem over crossed swords.
  legend: () =>
    `<g stroke="#334155" stroke-width="3"><path d="M108 40L292 196M292 40L108 196" stroke="#e2e8f0" stroke-width="10" stroke-linecap="round"/><path d="M128 176L156 204M272 176L244 204" stroke="#78350f" stroke-width="10"/></g><path d="M140 40H260V110Q260 172 200 204Q140 172 140 110Z" fill="#1e3a8a" stroke="#fbbf24" stroke-width="6"/>${emblem(200, 112, 0.8)}`,
  // A castle: towers with battlements and flags, the emblem on the keep.
  kingdom: ({ color }) => {
    const tower = (x: number, top: number, width: number) =>
      `<path d="M${x + width / 2} ${top}v-30l22 9l-22 9" fill="${shade(color, -0.3)}" stroke="#475569" stroke-width="2"/><rect x="${x}" y="${top}" width="${width}" height="${208 - top}" fill="#cbd5e1" stroke="#475569" stroke-width="2"/><path d="M${x} ${top - 5}H${x + width}" stroke="#cbd5e1" stroke-width="10" stroke-dasharray="8 ${round((width - 24) / 2)}"/>`;
    return `${tower(84, 84, 48)}${tower(268, 84, 48)}<rect x="124" y="120" width="152" height="88" fill="#94a3b8" stroke="#475569" stroke-width="2"/>${tower(150, 60, 100)}<path d="M170 92H230V150L200 138L170 150Z" fill="${shade(color, -0.55)}" stroke="#fbbf24" stroke-width="3"/>${emblem(200, 114, 0.5)}<path d="M184 208V182A16 16 0 0 1 216 182V208Z" fill="#334155"/>`;
  },
  // A marquee of bulbs around the emblem, coins raining.
  jackpot: ({ color, random }) => {
    const bulbs = Array.from({ length: 22 }, (_, index) => {
      const [x, y] =
        index < 8
          ? [82 + index * 34, 30]
          : index < 16
            ? [82 + (index - 8) * 34, 194]
            : index < 19
              ? [68, 70 + (index - 16) * 40]
              : [332, 70 + (index - 19) * 40];
      return `<circle cx="${x}" cy="${y}" r="5"/>`;
    });
    const coins = Array.from(
      { length: 5 },
      () => `<ellipse cx="${round(90 + random() * 220)}" cy="${round(50 + random() * 130)}" rx="9" ry="5" ${GOLD}/>`,
    );
    return `<rect x="68" y="30" width="264" height="164" rx="20" fill="${shade(color, -0.65)}" stroke="#fbbf24" stroke-width="6"/><g fill="#fef08a">${bulbs.join('')}</g>${coins.join('')}<path d="${starPath(16, 76, 58, 200, 112)}" fill="#fbbf24" opacity=".35"/>${emblem(200, 112, 0.9)}`;
  },
  // Two koi circling in a pond, the emblem on a lily pad.
  koi: ({ defs }) => {
    defs.push(
      '<g id="k"><path d="M0-46C14-36 18-6 6 24L14 40L0 34L-14 40L-6 24C-18-6-14-36 0-46Z"/><path d="M-4-30C4-28 8-20 4-12C0-16-6-22-4-30Z" fill="#dc2626"/><path d="M-12-16L-24-6L-10-8ZM12-16L24-6L10-8Z" fill="#fff"/></g>',
    );
    return `<ellipse cx="200" cy="112" rx="150" ry="92" fill="#0c4a6e" opacity=".45"/><circle cx="200" cy="112" r="80" fill="none" stroke="#e0f2fe" stroke-opacity=".35" stroke-width="2"/><use href="#k" transform="translate(140 100) rotate(-30)" fill="#fff7ed"/><use href="#k" transform="translate(260 124) rotate(150)" fill="#f97316"/><path d="M200 112m-40 0a40 40 0 1 0 80 0a40 40 0 1 0-80 0" fill="#16a34a" stroke="#14532d" stroke-width="3"/>${emblem(200, 112, 0.56)}`;
  },
  // A city skyline at night, lit windows, the emblem in the sky.
  nights: ({ random, defs }) => {
    defs.push(
      '<pattern id="w" width="12" height="14" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="5" height="6" fill="#fde68a"/></pattern>',
    );
    let x = 40;
    const towers: string[] = [];
    while (x < 360) {
      const [width, height] = [Math.round(24 + random() * 22), Math.round(40 + random() * 90)];
      towers.push(`M${x} 214V${214 - height}h${width}V214Z`);
      x += width + 2;
    }
    const path = towers.join('');
    return `<rect width="400" height="222" fill="#020617" opacity=".4"/>${emblem(300, 62, 0.78)}<path d="${path}" fill="#0f172a"/><path d="${path}" fill="url(#w)" opacity=".7"/>`;
  },
  // A moon gate in a garden wall: the emblem inside, bamboo beside.
  garden: () => {
    const bamboo = (x: number) =>
      `<path d="M${x} 214V20" stroke="#15803d" stroke-width="9"/><path d="M${x} 214V20" stroke="#bbf7d0" stroke-width="9" stroke-dasharray="2 36"/><path d="M${x} 80q16-6 26 4M${x} 140q-16-6-26 4" fill="none" stroke="#16a34a" stroke-width="6" stroke-linecap="round"/>`;
    return `<path d="M96 36H304V214H96ZM200 48a72 72 0 1 0 .1 0Z" fill-rule="evenodd" fill="#f5f5f4" stroke="#57534e" stroke-width="3"/><path d="M90 36L100 22H300L310 36Z" fill="#334155"/>${emblem(200, 120, 0.96)}${bamboo(66)}${bamboo(334)}<path d="M128 214q18-24 36 0Zm108 0q18-24 36 0Z" fill="#22c55e"/>`;
  },
  // A safe door: hinges, bolts, the dial with the emblem at its centre, a spoked handle.
  vault: () => {
    const spokes = [0, 120, 240].map((angle) => `<use href="#s" transform="rotate(${angle} 200 112)"/>`).join('');
    return `<rect x="90" y="18" width="220" height="196" rx="16" fill="#64748b" stroke="#1e293b" stroke-width="4"/><rect x="104" y="32" width="192" height="168" rx="10" fill="#94a3b8"/><path d="M84 54h12v30h-12zM84 148h12v30h-12z" fill="#334155"/><g id="s"><path d="M200 112L200 28" stroke="#1e293b" stroke-width="7"/><circle cx="200" cy="28" r="9" fill="#fbbf24" stroke="#1e293b" stroke-width="2"/></g>${spokes}<circle cx="200" cy="112" r="54" fill="#cbd5e1" stroke="#1e293b" stroke-width="4"/><circle cx="200" cy="112" r="46" fill="none" stroke="#1e293b" stroke-width="6" stroke-dasharray="1.5 6.73"/><circle cx="200" cy="112" r="36" fill="#0f172a"/>${emblem(200, 112, 0.56)}`;
  },

  // Live baccarat: the felt, the player's and banker's cards by the name's deal, chips, the room's emblem.
  baccarat: ({ random, color, theme, defs }) => {
    defs.push(CHIP_DEF);
    const felt = theme === 'golden' ? '#a16207' : theme === 'classic' ? '#166534' : shade(color, -0.55);
    const deal = Array.from({ length: 5 }, () => [pickOf(RANKS, random), pickOf(SUIT_NAMES, random)] as const);
    const squeeze = theme === 'squeeze';
    const cards = deal
      .slice(0, 4)
      .map(([rank, suit], index) => {
        const [x, angle] = [[96, 140, 260, 304][index] ?? 0, [-8, 6, -6, 8][index] ?? 0];
        return squeeze && index === 3 ? cardBack(x, 150, angle, '#1e3a8a') : card(x, 150, angle, rank, suit);
      })
      .join('');
    const [third] = deal.slice(4);
    const extra = third && random() < 0.5 ? card(200, 172, 90, third[0], third[1]) : '';
    const lines =
      theme === 'speed'
        ? '<path d="M20 80H90M10 100H70M30 120H80" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/>'
        : '';
    return `<ellipse cx="200" cy="230" rx="240" ry="180" fill="${felt}" stroke="#fbbf24" stroke-width="8"/><path d="M60 150A140 90 0 0 1 340 150" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>${lines}${emblem(200, 84, 0.74)}${cards}${extra}${chips(40, 208, 2 + Math.floor(random() * 4), pickOf(CHIP_COLORS, random))}${chips(360, 208, 2 + Math.floor(random() * 4), pickOf(CHIP_COLORS, random))}`;
  },
  // Roulette: a wheel of 37 pockets, the ball where the name's spin left it, the room's emblem at the side.
  roulette: ({ random, color, defs }) => {
    defs.push(CHIP_DEF);
    const [cx, cy, r] = [176, 112, 78];
    const pocket = round((2 * Math.PI * r) / 37);
    const turn = Math.floor(random() * 37) * round(360 / 37);
    const ball = (Math.floor(random() * 37) * 2 * Math.PI) / 37;
    const rim = `cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke-width="22"`;
    return `<circle cx="${cx}" cy="${cy}" r="104" fill="#78350f" stroke="#fbbf24" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="92" fill="#451a03"/><g transform="rotate(${round(turn)} ${cx} ${cy})"><circle ${rim} stroke="#0f172a"/><circle ${rim} stroke="#dc2626" stroke-dasharray="${pocket} ${pocket}"/><circle ${rim} stroke="#16a34a" stroke-dasharray="${pocket} ${round(pocket * 36)}"/><circle ${rim} stroke="#fbbf24" stroke-dasharray=".8 ${round(pocket - 0.8)}"/></g><circle cx="${cx}" cy="${cy}" r="66" fill="url(#g)" stroke="#78350f" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="44" fill="${shade(color, -0.5)}"/><path d="M${cx - 30} ${cy}H${cx + 30}M${cx} ${cy - 30}V${cy + 30}" stroke="#fde68a" stroke-width="6" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="10" fill="#fde68a"/><circle cx="${round(cx + (r + 4) * Math.cos(ball))}" cy="${round(cy + (r + 4) * Math.sin(ball))}" r="7" fill="#fff" stroke="#334155"/>${emblem(326, 70, 0.62)}${chips(326, 196, 2 + Math.floor(random() * 4), pickOf(CHIP_COLORS, random))}`;
  },
  // Blackjack: an ace and a king (21), the dealer's hole card, chips, the room's emblem.
  blackjack: ({ random, color, defs }) => {
    defs.push(CHIP_DEF);
    const [first, second] = [pickOf(SUIT_NAMES, random), pickOf(SUIT_NAMES, random)];
    const ten = pickOf(['10', 'J', 'Q', 'K'], random);
    const dealer = card(318, 74, 10, pickOf(RANKS, random), pickOf(SUIT_NAMES, random));
    return `<ellipse cx="200" cy="236" rx="250" ry="190" fill="${shade(color, -0.55)}" stroke="#fbbf24" stroke-width="8"/><path d="M60 196A150 100 0 0 1 340 196" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>${emblem(84, 82, 0.68)}${cardBack(284, 72, -4, '#7f1d1d')}${dealer}${card(170, 158, -10, 'A', first, 1.3)}${card(228, 152, 8, ten, second, 1.3)}${chips(340, 204, 2 + Math.floor(random() * 4), pickOf(CHIP_COLORS, random))}<circle cx="200" cy="78" r="24" fill="#0f172a" stroke="#fbbf24" stroke-width="3"/><text x="200" y="87" font-size="23" font-weight="900" text-anchor="middle" fill="#fbbf24">21</text>`;
  },
  // Powerball: a drawing globe of numbered balls and the powerball bearing the emblem.
  powerball: ({ random }) => {
    const numbers = new Set<number>();
    while (numbers.size < 6) numbers.add(1 + Math.floor(random() * 45));
    const balls = [...numbers].map((number, index) => {
      const angle = index * 1.05 + random() * 0.4;
      const distance = index === 0 ? 0 : 36 + random() * 10;
      const [x, y] = [round(150 + distance * Math.cos(angle)), round(104 + distance * Math.sin(angle))];
      const fill = BALL_COLORS[Math.min(4, Math.floor((number - 1) / 10))];
      return `<circle cx="${x}" cy="${y}" r="17" fill="${fill}" stroke="#0f172a" stroke-opacity=".4"/><circle cx="${x}" cy="${y}" r="10" fill="#fff"/><text x="${x}" y="${y + 4.5}" font-size="12" font-weight="800" text-anchor="middle" fill="#0f172a">${escapeXml(String(number))}</text>`;
    });
    return `<path d="M130 178H170L182 210H118Z" fill="#334155"/><circle cx="150" cy="104" r="78" fill="url(#glass)" stroke="#e2e8f0" stroke-width="4"/>${balls.join('')}<path d="M104 62A60 60 0 0 1 142 34" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/><path d="M222 150Q270 150 286 176" fill="none" stroke="#e2e8f0" stroke-width="14" stroke-linecap="round" opacity=".6"/><circle cx="300" cy="150" r="52" fill="#b91c1c" stroke="#fff" stroke-width="4"/><circle cx="300" cy="150" r="38" fill="#fff"/>${emblem(300, 150, 0.6)}`;
  },
  // Dice: three dice tumbling by the name's throw, the emblem in a roundel.
  dice: ({ random }) => {
    const throwOf = (): [number, number, number] => [
      1 + Math.floor(random() * 6),
      1 + Math.floor(random() * 6),
      1 + Math.floor(random() * 6),
    ];
    return `<circle cx="200" cy="92" r="62" fill="#fff" opacity=".16"/>${emblem(200, 86, 0.82)}<ellipse cx="200" cy="204" rx="170" ry="16" fill="#000" opacity=".25"/>${die(94, 150, 52, throwOf())}${die(306, 154, 52, throwOf())}${die(200, 170, 44, throwOf())}`;
  },
  // Ladder (사다리): rails, rungs by the name, the path a start takes traced in gold, odd/even ends.
  ladder: ({ random, color }) => {
    const rails = [130, 200, 270];
    const rungs = Array.from({ length: 6 }, (_, index) => ({
      y: 62 + index * 22 + Math.round(random() * 10),
      left: Math.floor(random() * 2),
    }));
    let rail = Math.floor(random() * 3);
    let trace = `M${rails[rail]} 44`;
    for (const rung of rungs) {
      if (rung.left === rail || rung.left + 1 === rail) {
        trace += `V${rung.y}H${rails[rung.left === rail ? rail + 1 : rail - 1]}`;
        rail = rung.left === rail ? rail + 1 : rail - 1;
      }
    }
    trace += 'V190';
    const rungPath = rungs.map((rung) => `M${rails[rung.left]} ${rung.y}H${rails[rung.left + 1]}`).join('');
    return `${emblem(66, 80, 0.62)}<path d="M130 44V190M200 44V190M270 44V190${rungPath}" stroke="#f8fafc" stroke-width="7" stroke-linecap="round"/><path d="${trace}" fill="none" stroke="#fbbf24" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><g stroke="#fff" stroke-width="3"><circle cx="130" cy="200" r="13" fill="#2563eb"/><circle cx="200" cy="200" r="13" fill="#dc2626"/><circle cx="270" cy="200" r="13" fill="#2563eb"/></g><g fill="${shade(color, -0.5)}" stroke="#fff" stroke-width="3"><circle cx="130" cy="36" r="11"/><circle cx="200" cy="36" r="11"/><circle cx="270" cy="36" r="11"/></g>`;
  },
  // Odd/even (홀짝): discs tossed, light side odd, dark side even, the emblem above.
  oddeven: ({ random, defs }) => {
    defs.push(
      '<radialGradient id="ws" cx=".35" cy=".3"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#cbd5e1"/></radialGradient><radialGradient id="bs" cx=".35" cy=".3"><stop offset="0" stop-color="#64748b"/><stop offset="1" stop-color="#020617"/></radialGradient>',
    );
    const stone = (x: number, y: number, white: boolean) =>
      `<circle cx="${round(x)}" cy="${round(y)}" r="11" fill="url(#${white ? 'ws' : 'bs'})" stroke="#0f172a" stroke-opacity=".4"/>`;
    const bowl = (x: number, white: boolean) =>
      `<path d="M${x - 48} 160Q${x - 48} 210 ${x} 210Q${x + 48} 210 ${x + 48} 160Z" fill="#92400e" stroke="#451a03" stroke-width="3"/><ellipse cx="${x}" cy="160" rx="48" ry="14" fill="#78350f" stroke="#451a03" stroke-width="3"/>${[-26, -8, 10, 28, -16, 4, 20].map((dx, index) => stone(x + dx, index < 4 ? 160 : 152, white)).join('')}`;
    // The hidden count, laid out in pairs: the odd one shows.
    const count = 3 + Math.floor(random() * 6);
    const laid = Array.from({ length: count }, (_, index) =>
      stone(172 + Math.floor(index / 2) * 26, index % 2 === 0 ? 160 : 186, random() < 0.5),
    );
    return `<circle cx="200" cy="70" r="56" fill="#fff" opacity=".16"/>${emblem(200, 70, 0.82)}${bowl(64, false)}${bowl(336, true)}<rect x="150" y="140" width="${round(44 + Math.ceil(count / 2) * 26)}" height="66" rx="10" fill="#0f172a" opacity=".35"/>${laid.join('')}`;
  },
} satisfies Record<string, Scene>;

type SceneKey = keyof typeof SCENES;
export const SLOT_SCENES = [
  'fortune',
  'reels',
  'treasure',
  'gems',
  'temple',
  'riches',
  'spins',
  'palace',
  'legend',
  'kingdom',
  'jackpot',
  'koi',
  'nights',
  'garden',
  'vault',
] as const satisfies readonly SceneKey[];
export type SlotScene = (typeof SLOT_SCENES)[number];

/** Game words first (they decide a table or mini-game's scene over any subject word). */
const GAME_WORDS: [RegExp, SceneKey][] = [
  [/roulette|룰렛/, 'roulette'],
  [/blackjack|black jack|블랙잭/, 'blackjack'],
  [/ladder|사다리/, 'ladder'],
  [/odd ?(?:&|and|\/|-)? ?even|홀짝/, 'oddeven'],
  [/baccarat|바카라/, 'baccarat'],
  [/powerball|power ball|파워볼|lotto|로또/, 'powerball'],
  [/\bdice\b|\bdie\b|sic ?bo|다이스|주사위/, 'dice'],
];
/** Subject words of a slot's name, by scene. */
const SUBJECTS: [SceneKey, string][] = [
  ['fortune', 'fortune fortunes 행운 복'],
  ['reels', 'reels reel slots 릴'],
  ['treasure', 'treasure treasures 보물'],
  ['gems', 'gems gem jewels 보석'],
  ['temple', 'temple temples 신전'],
  ['riches', 'riches rich gold rush 재물'],
  ['spins', 'spins spin wheel 스핀'],
  ['palace', 'palace 궁전'],
  ['legend', 'legend legends 전설'],
  ['kingdom', 'kingdom 왕국'],
  ['jackpot', 'jackpot 잭팟'],
  ['koi', 'koi 잉어'],
  ['nights', 'nights night 나이트 밤'],
  ['garden', 'garden gardens 정원'],
  ['vault', 'vault 금고'],
];
const SUBJECT_WORDS = new Map(
  SUBJECTS.flatMap(([scene, words]) => words.split(' ').map((word) => [word, scene] as const)),
);
const CATEGORY_SCENES: Record<GameCategory, readonly SceneKey[]> = {
  slots: SLOT_SCENES,
  'live-casino': ['baccarat'],
  'mini-games': ['powerball', 'dice'],
};

/** The name's words, lower-cased, without a possessive ('s, 의). */
const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/['’]s?$/, '').replace(/(.)의$/, '$1'))
    .filter(Boolean);

/** Which theme and scene a name draws: from its words, else chosen by the name. */
export function gameArtMotif(game: Pick<GameArtInput, 'name' | 'category'>): { theme: ThemeKey; scene: SceneKey } {
  const words = wordsOf(game.name);
  const hash = hashText(`${game.category}:${game.name}`);
  const lower = game.name.toLowerCase();
  const gameScene = GAME_WORDS.find(([pattern]) => pattern.test(lower))?.[1];
  const subject = [...words].reverse().find((word) => SUBJECT_WORDS.has(word));
  const fallback = CATEGORY_SCENES[game.category];
  const scene: SceneKey =
    gameScene ??
    (subject && game.category === 'slots' ? SUBJECT_WORDS.get(subject) : undefined) ??
    fallback[hash % fallback.length] ??
    'reels';
  // The theme is the first theme word; a name's last word is its subject, unless it is all there is.
  const themeWords = words.length > 1 && subject === words.at(-1) ? words.slice(0, -1) : words;
  const theme =
    themeWords
      .map((word) => THEME_KEYS.find((key) => (THEMES[key].words as readonly string[]).includes(word)))
      .find(Boolean) ??
    FALLBACK_THEMES[(hash >>> 8) % FALLBACK_THEMES.length] ??
    'golden';
  return { theme, scene };
}

export function gameArtSvg(game: GameArtInput): string {
  const { width, height } = GAME_ART_SIZE;
  const color = safeColor(game.color);
  const random = seededRandom(hashText(`${game.category}:${game.name}`));
  const motif = gameArtMotif(game);
  const name = game.name.trim();
  // Long names shrink to stay on the card.
  const fontSize = Math.max(16, Math.min(34, Math.floor(560 / Math.max(1, [...name].length))));
  const defs: string[] = [];
  const scene = SCENES[motif.scene]({ random, color, theme: motif.theme, defs });
  const particles = Array.from({ length: 12 }, () => {
    const [x, y, scale] = [round(random() * width), round(random() * (height - 84)), round(0.6 + random() * 0.9)];
    return `<use href="#p" transform="translate(${x} ${y}) scale(${scale})" opacity="${round(0.35 + random() * 0.5)}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.15)}"/><stop offset="1" stop-color="${shade(color, -0.65)}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fef3c7"/><stop offset="1" stop-color="#d97706"/></linearGradient>',
    '<radialGradient id="glass" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.08"/></radialGradient>',
    `${themeDefs(motif.theme)}${defs.join('')}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    `<g id="fx">${particles.join('')}</g>`,
    scene,
    `<rect y="${height - 78}" width="${width}" height="78" fill="#000000" opacity="0.45"/>`,
    `<text x="${width / 2}" y="${height - 39 + fontSize * 0.35}" font-size="${fontSize}" font-weight="900" text-anchor="middle" fill="#ffffff">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}
