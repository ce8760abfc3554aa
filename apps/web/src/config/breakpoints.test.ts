import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX, TABLET_BREAKPOINT_PX } from './breakpoints';

// Tailwind reads its breakpoints from CSS, the code from this module: they must not drift apart.
describe('breakpoints', () => {
  const css = readFileSync(resolve(import.meta.dirname, '../../../../packages/theme/theme.css'), 'utf8');

  it('uses the mobile breakpoint for Tailwind md', () => {
    expect(css).toContain(`--breakpoint-md: ${MOBILE_BREAKPOINT_PX}px;`);
  });

  it('uses the tablet breakpoint for Tailwind lg', () => {
    expect(css).toContain(`--breakpoint-lg: ${TABLET_BREAKPOINT_PX}px;`);
  });
});
