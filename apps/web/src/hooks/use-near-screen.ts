import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `aheadPx` of the bottom of the screen (and from then on,
 * true): for what lies below a page's first screen, so its code, data, art or elements wait until
 * it is about to scroll in, not the first paint. True at once where IntersectionObserver is missing.
 */
export function useNearScreen<T extends Element>(aheadPx: number) {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setIsNear(true),
      { rootMargin: `0px 0px ${aheadPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [aheadPx, isNear]);
  return { ref, isNear };
}
