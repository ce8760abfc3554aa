import type { ReactNode } from 'react';
import type { GameProvider, ProviderMark } from './game-providers';

/** Each mark fits a 40×40 box centred on (20, 20), drawn in the provider's colour. */
function markShape(mark: ProviderMark, color: string): ReactNode {
  const stroke = {
    fill: 'none',
    stroke: color,
    strokeWidth: 2.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  switch (mark) {
    case 'star':
      return (
        <polygon
          points="20,4 24.7,14.5 36,15.6 27.5,23.2 30,34.5 20,28.6 10,34.5 12.5,23.2 4,15.6 15.3,14.5"
          fill={color}
        />
      );
    case 'sun':
      return (
        <>
          <circle cx="20" cy="20" r="7.5" fill={color} />
          <path
            d="M20 3v6M20 31v6M3 20h6M31 20h6M8 8l4.2 4.2M27.8 27.8 32 32M8 32l4.2-4.2M27.8 12.2 32 8"
            {...stroke}
          />
        </>
      );
    case 'spade':
      return (
        <path
          d="M20 4C14 12 7 16 7 23a6.5 6.5 0 0 0 11 4.7L16 36h8l-2-8.3A6.5 6.5 0 0 0 33 23c0-7-7-11-13-19z"
          fill={color}
        />
      );
    case 'hexagon':
      return (
        <>
          <polygon points="20,3 35,11.5 35,28.5 20,37 5,28.5 5,11.5" {...stroke} />
          <polygon points="20,11 27.5,15.5 27.5,24.5 20,29 12.5,24.5 12.5,15.5" fill={color} />
        </>
      );
    case 'orbit':
      return (
        <>
          <circle cx="20" cy="20" r="7" fill={color} />
          <ellipse cx="20" cy="20" rx="17" ry="7" transform="rotate(-25 20 20)" {...stroke} />
        </>
      );
    case 'wave':
      return (
        <path
          d="M4 14c4-4 8-4 12 0s8 4 12 0 6-3 8-1M4 22c4-4 8-4 12 0s8 4 12 0 6-3 8-1M4 30c4-4 8-4 12 0s8 4 12 0 6-3 8-1"
          {...stroke}
        />
      );
    case 'bolt':
      return <polygon points="23,3 8,23 18,23 15,37 32,15 21,15" fill={color} />;
    case 'moon':
      return <path d="M26 5a15 15 0 1 0 9 24A12 12 0 0 1 26 5z" fill={color} />;
    case 'crown':
      return (
        <>
          <polygon points="5,14 12.5,21 20,8 27.5,21 35,14 32,30 8,30" fill={color} />
          <rect x="8" y="32" width="24" height="3.5" rx="1.5" fill={color} />
        </>
      );
    case 'diamond':
      return (
        <>
          <polygon points="20,4 35,20 20,36 5,20" {...stroke} />
          <polygon points="20,11 28,20 20,29 12,20" fill={color} />
        </>
      );
    case 'shield':
      return (
        <>
          <path d="M20 4 34 9v10c0 8.5-6 14.5-14 17C12 33.5 6 27.5 6 19V9z" {...stroke} />
          <path d="M13 14l7 3 7-3M13 20l7 3 7-3M15 26l5 2 5-2" {...stroke} strokeWidth={2} />
        </>
      );
    case 'flame':
      return <path d="M20 3c2 6 9 10 9 19a9 9 0 0 1-18 0c0-4 2-7 4-9 0 3 1.5 5 3.5 5-1-5 0-10 1.5-15z" fill={color} />;
    case 'sparkle':
      return (
        <>
          <path d="M20 3c1.5 9 4 12.5 17 17-13 4.5-15.5 8-17 17-1.5-9-4-12.5-17-17 13-4.5 15.5-8 17-17z" fill={color} />
          <circle cx="33" cy="8" r="2" fill={color} />
        </>
      );
    case 'seven':
      return (
        <>
          <circle cx="20" cy="20" r="16" {...stroke} />
          <path d="M13 12h14l-8 17" {...stroke} strokeWidth={3.5} />
        </>
      );
    case 'heart':
      return <path d="M20 34S5 25 5 14.5A7.5 7.5 0 0 1 20 11a7.5 7.5 0 0 1 15 3.5C35 25 20 34 20 34z" fill={color} />;
    case 'tentacle':
      return (
        <>
          <circle cx="20" cy="12" r="8" fill={color} />
          <path d="M13 18c-4 6-6 10-2 15M20 20c0 6-1 10 3 15M27 18c4 6 6 10 2 15" {...stroke} />
        </>
      );
    case 'blossom':
      return (
        <>
          {[0, 72, 144, 216, 288].map((angle) => (
            <ellipse
              key={angle}
              cx="20"
              cy="10.5"
              rx="6"
              ry="8.5"
              fill={color}
              opacity={0.85}
              transform={`rotate(${angle} 20 20)`}
            />
          ))}
          <circle cx="20" cy="20" r="4.5" fill="#0b0e17" />
        </>
      );
  }
}

// Rough advance widths of the wordmark lines (capitals, at the sizes below), so each logo is as
// wide as its name and the strip's gaps come out even.
const TITLE_CHAR_WIDTH = 10.4;
const TAGLINE_CHAR_WIDTH = 8.6;
const WORDMARK_X = 50;

/** A provider's logo: its mark and a two-line wordmark, as one SVG. */
export function ProviderLogo({ provider }: { provider: GameProvider }) {
  const width =
    WORDMARK_X +
    Math.ceil(Math.max(provider.title.length * TITLE_CHAR_WIDTH, provider.tagline.length * TAGLINE_CHAR_WIDTH)) +
    2;
  return (
    <svg viewBox={`0 0 ${width} 48`} role="img" aria-label={provider.name} className="h-10 w-auto">
      <g transform="translate(2 4)">{markShape(provider.mark, provider.color)}</g>
      <text x={WORDMARK_X} y="24" fill="#e8ebf2" fontSize="15" fontWeight="800" letterSpacing="0.5">
        {provider.title}
      </text>
      <text x={WORDMARK_X} y="39" fill={provider.color} fontSize="9" fontWeight="700" letterSpacing="3">
        {provider.tagline}
      </text>
    </svg>
  );
}
