import type { ButtonHTMLAttributes } from 'react';
import { clsx } from 'clsx';

/** The gold call to action of every game (스핀, 딜, 베팅). */
export function PlayButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={clsx(
        'rounded-lg bg-linear-to-b from-gold-300 to-gold-500 px-6 py-2 text-base font-bold text-ink-950 shadow-[0_4px_18px_-6px] shadow-gold-500/60 transition hover:to-gold-400 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
