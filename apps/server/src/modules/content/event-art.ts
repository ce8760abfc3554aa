import { seededRandom } from '../../lib/seeded-random';
/**
 * Event posters and thumbnails drawn by the project: a two-colour gradient and a motif (coins,
 * cards, stars, rings, confetti) chosen and scattered by the event's slug, so each event keeps
 * its own look without any outside image. No text, so no font is needed; the slug itself is
 * never written into the drawing.
 */
export type EventArtKind = 'poster' | 'thumbnail';

/** Poster 1000x500 as the event page shows it (spec section 2); thumbnails 16:9 for the cards. */
export const EVENT_ART_SIZE: Record<EventArtKind, { width: number; height: number }> = {
  poster: { width: 1000, height: 500 },
  thumbnail: { width: 640, height: 360 },
};

/** Where the drawings are served (the events routes); the defaults stored with a new event. */
export const eventArtPath = (slug: string, kind: EventArtKind) => `/api/users/events/${slug}/${kind}.svg`;

const GRADIENTS: [string, string][] = [
  ['#4c1d95', '#db2777'],
  ['#0f172a', '#0d9488'],
  ['#7f1d1d', '#f97316'],
  ['#064e3b', '#65a30d'],
  ['#1e1b4b', '#7c3aed'],
  ['#78350f', '#eab308'],
  ['#0c4a6e', '#22d3ee'],
  ['#3b0764', '#f43f5e'],
];

/** FNV-1a: a stable number from the slug. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

type Motif = (random: () => number, width: number, height: number, accent: string) => string;

const round = (value: number) => Math.round(value * 10) / 10;

const MOTIFS: Motif[] = [
  // Coins: gold discs with an inner ring.
  (random, width, height) =>
    Array.from({ length: 9 }, () => {
      const [x, y, r] = [round(random() * width), round(random() * height), round(height * (0.05 + random() * 0.08))];
      return `<g opacity="0.85"><circle cx="${x}" cy="${y}" r="${r}" fill="#facc15"/><circle cx="${x}" cy="${y}" r="${round(r * 0.7)}" fill="none" stroke="#a16207" stroke-width="${round(r * 0.12)}"/></g>`;
    }).join(''),
  // Playing cards: tilted white cards with a coloured pip.
  (random, width, height, accent) =>
    Array.from({ length: 6 }, () => {
      const [x, y] = [round(random() * width), round(random() * height)];
      const [w, h] = [round(height * 0.22), round(height * 0.32)];
      const angle = Math.round(random() * 60 - 30);
      return `<g transform="translate(${x} ${y}) rotate(${angle})" opacity="0.9"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${round(w * 0.1)}" fill="#f8fafc"/><circle r="${round(w * 0.18)}" fill="${accent}"/></g>`;
    }).join(''),
  // Stars.
  (random, width, height) =>
    Array.from({ length: 12 }, () => {
      const [cx, cy, r] = [random() * width, random() * height, height * (0.02 + random() * 0.06)];
      const points = Array.from({ length: 10 }, (_, index) => {
        const radius = index % 2 === 0 ? r : r * 0.45;
        const angle = (Math.PI / 5) * index - Math.PI / 2;
        return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`;
      }).join(' ');
      return `<polygon points="${points}" fill="#fde68a" opacity="${round(0.5 + random() * 0.5)}"/>`;
    }).join(''),
  // Rings.
  (random, width, height) =>
    Array.from({ length: 5 }, () => {
      const [x, y, r] = [round(random() * width), round(random() * height), round(height * (0.15 + random() * 0.35))];
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${round(height * 0.02)}"/>`;
    }).join(''),
  // Confetti.
  (random, width, height, accent) =>
    Array.from({ length: 40 }, (_, index) => {
      const [x, y] = [round(random() * width), round(random() * height)];
      const colour = [accent, '#facc15', '#f8fafc', '#22d3ee'][index % 4];
      return `<rect x="${x}" y="${y}" width="${round(height * 0.025)}" height="${round(height * 0.06)}" fill="${colour}" transform="rotate(${Math.round(random() * 180)} ${x} ${y})" opacity="0.85"/>`;
    }).join(''),
];

export function eventArtSvg(slug: string, kind: EventArtKind): string {
  const { width, height } = EVENT_ART_SIZE[kind];
  const hash = hashText(slug);
  const [from, to] = GRADIENTS[hash % GRADIENTS.length]!;
  const motif = MOTIFS[(hash >>> 8) % MOTIFS.length]!;
  const random = seededRandom(hash);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.7" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    motif(random, width, height, to),
    `<rect y="${round(height * 0.78)}" width="${width}" height="${round(height * 0.22)}" fill="#000000" opacity="0.25"/>`,
    '</svg>',
  ].join('');
}
