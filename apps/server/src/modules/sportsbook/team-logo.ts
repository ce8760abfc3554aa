/**
 * Team crests drawn by the project: a shape, a pattern and two colours chosen from the team's
 * id, so every team keeps its own look. No text, so no font is needed to draw them.
 */
const PALETTE = [
  '#e11d48',
  '#2563eb',
  '#16a34a',
  '#f59e0b',
  '#7c3aed',
  '#0891b2',
  '#dc2626',
  '#0f172a',
  '#f8fafc',
  '#ea580c',
  '#facc15',
  '#1e3a8a',
];

const SHAPES = [
  'M32 4 L58 12 V32 C58 48 46 57 32 61 C18 57 6 48 6 32 V12 Z', // shield
  'M32 4 A28 28 0 1 1 31.9 4 Z', // circle
  'M32 4 L56 18 V46 L32 60 L8 46 V18 Z', // hexagon
];

const PATTERNS = [
  (color: string) => `<rect x="26" y="0" width="12" height="64" fill="${color}"/>`,
  (color: string) => `<path d="M0 22 L32 40 L64 22 V34 L32 52 L0 34 Z" fill="${color}"/>`,
  (color: string) => `<rect x="32" y="0" width="32" height="64" fill="${color}"/>`,
  (color: string) => `<path d="M0 10 L10 0 L64 54 L54 64 Z" fill="${color}"/>`,
  (color: string) => `<circle cx="32" cy="32" r="11" fill="${color}"/>`,
];

function hash(value: number): number {
  let state = (value * 2_654_435_761) >>> 0;
  state ^= state >>> 15;
  return Math.imul(state, 2_246_822_519) >>> 0;
}

export function teamLogoSvg(participantId: number): string {
  const h = hash(participantId);
  const base = PALETTE[h % PALETTE.length]!;
  let accent = PALETTE[(h >>> 8) % PALETTE.length]!;
  if (accent === base) accent = PALETTE[(PALETTE.indexOf(base) + 5) % PALETTE.length]!;
  const shape = SHAPES[(h >>> 16) % SHAPES.length]!;
  const pattern = PATTERNS[(h >>> 20) % PATTERNS.length]!(accent);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
    `<defs><clipPath id="c"><path d="${shape}"/></clipPath></defs>`,
    `<g clip-path="url(#c)"><rect width="64" height="64" fill="${base}"/>${pattern}</g>`,
    `<path d="${shape}" fill="none" stroke="#0b0f19" stroke-opacity="0.35" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}
