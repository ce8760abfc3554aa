import { clsx } from 'clsx';

/** The Hanpan chip mark; drawn here so it needs no image request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="url(#logo-gold)" />
      <circle cx="32" cy="32" r="24" fill="none" stroke="#0b0e17" strokeWidth="5" strokeDasharray="7 5.56" />
      <circle cx="32" cy="32" r="17" fill="#0b0e17" />
      <path d="M25 22h4.5v8h5v-8H39v20h-4.5v-8h-5v8H25z" fill="url(#logo-gold)" />
    </svg>
  );
}

/**
 * The mark and the wordmark. The wordmark is the brand, the same in every language (the Korean
 * name marked as Korean); the space between its lines keeps them two words for screen readers.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('flex items-center gap-2', className)}>
      <LogoMark className="size-9 shrink-0 drop-shadow-[0_0_10px_rgba(240,180,41,0.35)]" />
      <span className="flex flex-col leading-none">
        <span lang="ko" className="text-xl font-black tracking-tight text-ink-100">
          한판
        </span>{' '}
        <span className="text-[10px] font-bold tracking-[0.3em] text-gold-400">HANPAN</span>
      </span>
    </span>
  );
}
