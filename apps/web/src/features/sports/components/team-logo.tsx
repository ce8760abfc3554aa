import { clsx } from 'clsx';

/** A team's logo (a same-origin SVG); decorative, the name always sits beside it. */
export function TeamLogo({ src, className }: { src: string | undefined; className?: string }) {
  if (!src) return <span aria-hidden="true" className={clsx('shrink-0 rounded-full bg-ink-700', className)} />;
  return (
    <img src={src} alt="" loading="lazy" decoding="async" className={clsx('shrink-0 object-contain', className)} />
  );
}
