import { SITE_IMAGE_PATH_PATTERN } from '@hanpan/contract';
import { clsx } from 'clsx';
import { Gift } from 'lucide-react';
import { useState } from 'react';

const GRADIENTS = [
  'from-gold-500 via-orange-500 to-ruby-500',
  'from-violet-600 via-fuchsia-500 to-rose-400',
  'from-sky-600 via-cyan-500 to-emerald-400',
  'from-emerald-600 via-teal-500 to-sky-500',
  'from-indigo-600 via-blue-500 to-cyan-400',
] as const;

/** Event art comes from this site only (the contract's rule for image paths); anything else is not shown. */
export const isSiteImage = (url: string | null): url is string => url !== null && SITE_IMAGE_PATH_PATTERN.test(url);

interface EventArtProps {
  src: string | null;
  /** Picks the fallback gradient, so each event keeps its colours. */
  seed: number;
  width: number;
  height: number;
  alt: string;
  className?: string;
  /** The poster above the fold loads at once; card thumbnails wait until near the screen. */
  eager?: boolean;
}

/** An event's image at its intrinsic size (no layout shift), or a gradient when it has none or fails. */
export function EventArt({ src, seed, width, height, alt, className, eager = false }: EventArtProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = isSiteImage(src) && failedSrc !== src;

  if (!usable) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={clsx(
          'flex items-center justify-center bg-linear-135',
          GRADIENTS[Math.abs(seed) % GRADIENTS.length],
          className,
        )}
      >
        <Gift aria-hidden="true" className="size-12 text-white/80 drop-shadow" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={clsx('h-auto w-full bg-ink-800 object-cover', className)}
    />
  );
}
