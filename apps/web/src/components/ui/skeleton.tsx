import { clsx } from 'clsx';
import type { Ref } from 'react';

interface SkeletonProps {
  /** Size, shape and shade; the skeleton itself only pulses. */
  className?: string;
  /** Within a line of text (a figure still to come) rather than a block of its own. */
  inline?: boolean;
  /** What a screen reader hears in its place; without one it is hidden (what surrounds it says it loads). */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A pulsing shape holding the place of content still loading. Every placeholder of the site is one,
 * marked `data-skeleton`, so the browser test of issue #17 finds each: on a warm cache none may
 * stay on screen 300 ms after a navigation. A span, so it fits inside text and table cells too.
 */
export function Skeleton({ className, inline = false, label, ref }: SkeletonProps) {
  return (
    <span
      ref={ref}
      data-skeleton=""
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      className={clsx(inline ? 'inline-block align-middle' : 'block', 'animate-pulse', className)}
    />
  );
}
