import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary:
    'bg-linear-to-b from-gold-300 to-gold-500 text-ink-950 shadow-[0_4px_18px_-6px] shadow-gold-500/60 hover:from-gold-300 hover:to-gold-400',
  secondary: 'bg-ink-700 text-ink-100 hover:bg-ink-600',
  outline: 'border border-ink-500 text-ink-100 hover:border-gold-400 hover:text-gold-300',
  ghost: 'text-ink-200 hover:bg-ink-700/70 hover:text-ink-100',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-xs',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-10 rounded-lg',
};

/** Classes for anything that should look like a button (links included). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}) {
  return clsx(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
