import { vi } from 'vitest';

/**
 * A window.matchMedia for a window `width` px wide (jsdom has none): answers the width ranges the
 * app asks, `(width < N px)`, `(width >= N px)`, min-width and max-width; anything else is false.
 */
export function stubWindowWidth(width: number) {
  const matches = (query: string) => {
    const range = /\(width\s*(<|>=)\s*(\d+)px\)/.exec(query);
    if (range) return range[1] === '<' ? width < Number(range[2]) : width >= Number(range[2]);
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    if (min) return width >= Number(min[1]);
    const max = /\(max-width:\s*(\d+)px\)/.exec(query);
    if (max) return width <= Number(max[1]);
    return false;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
