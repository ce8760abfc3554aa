import { describe, expect, it } from 'vitest';
import { isTabActive, SPORT_TAB_WIDTH_PX, visibleTabCount } from './sport-tabs';

describe('visibleTabCount', () => {
  it('shows as many 150 px tabs as whole slots fit the strip', () => {
    expect(SPORT_TAB_WIDTH_PX).toBe(150);
    expect(visibleTabCount(1050, 7)).toBe(7);
    expect(visibleTabCount(1049, 7)).toBe(6);
    expect(visibleTabCount(600, 7)).toBe(4);
    expect(visibleTabCount(449, 7)).toBe(2);
  });

  it('never shows more tabs than there are', () => {
    expect(visibleTabCount(3000, 4)).toBe(4);
  });

  it('always keeps the first (ALL) tab in view', () => {
    expect(visibleTabCount(100, 7)).toBe(1);
    expect(visibleTabCount(0, 7)).toBe(1);
  });

  it('shows every tab until the strip has been measured', () => {
    expect(visibleTabCount(null, 7)).toBe(7);
  });
});

describe('isTabActive', () => {
  it('lights the ALL tab on its exact path only', () => {
    expect(isTabActive('/sports', ['/sports'], true)).toBe(true);
    expect(isTabActive('/sports/', ['/sports'], true)).toBe(true);
    expect(isTabActive('/sports/soccer', ['/sports'], true)).toBe(false);
    expect(isTabActive('/live', ['/live'], true)).toBe(true);
  });

  it('lights a sport tab on its path and below, by slug or by id', () => {
    const soccer = ['/sports/soccer', '/sports/6046'];
    expect(isTabActive('/sports/soccer', soccer, false)).toBe(true);
    expect(isTabActive('/sports/soccer/245', soccer, false)).toBe(true);
    expect(isTabActive('/sports/6046/245', soccer, false)).toBe(true);
    expect(isTabActive('/sports', soccer, false)).toBe(false);
  });

  it('matches whole path segments, not text prefixes', () => {
    expect(isTabActive('/sports/soccer-women', ['/sports/soccer'], false)).toBe(false);
    expect(isTabActive('/sports/60461', ['/sports/6046'], false)).toBe(false);
  });
});
