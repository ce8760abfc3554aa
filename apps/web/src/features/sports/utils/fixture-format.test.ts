import { describe, expect, it } from 'vitest';
import { createFixture } from '@/testing/sports-data';
import { i18n } from '@/lib/i18n/i18n';
import {
  clockLabel,
  fixtureTitle,
  formatFixtureTime,
  formatLine,
  formatPrice,
  isLive,
  participantsOf,
} from './fixture-format';

describe('formatFixtureTime', () => {
  it('reads MM/dd HH:mm in the local time zone, zero-padded', () => {
    expect(formatFixtureTime(new Date(2030, 0, 5, 9, 3).toISOString())).toBe('01/05 09:03');
    expect(formatFixtureTime(new Date(2030, 10, 22, 20, 0).toISOString())).toBe('11/22 20:00');
    expect(formatFixtureTime(new Date(2030, 11, 31, 23, 59).toISOString())).toBe('12/31 23:59');
  });

  it('shows a dash for an unreadable date', () => {
    expect(formatFixtureTime('not a date')).toBe('-');
  });
});

describe('participants', () => {
  it('joins home and away with " vs ", home first whatever the order sent', () => {
    const fixture = createFixture({ home: '아틀레틱 빌바오', away: '발렌시아' });
    expect(fixtureTitle(fixture)).toBe('아틀레틱 빌바오 vs 발렌시아');
    expect(fixtureTitle({ fixture_participants: [...fixture.fixture_participants].reverse() })).toBe(
      '아틀레틱 빌바오 vs 발렌시아',
    );
    expect(participantsOf(fixture).away?.name).toBe('발렌시아');
  });
});

describe('isLive', () => {
  it('is true in play or with a running score', () => {
    expect(isLive({ status: 2, live_score: null })).toBe(true);
    expect(isLive({ status: 1, live_score: { home: 1, away: 0, clock: "12'" } })).toBe(true);
    expect(isLive({ status: 1, live_score: null })).toBe(false);
    expect(isLive({ status: 3, live_score: { home: 1, away: 0, clock: 'FT' } })).toBe(false);
  });
});

describe('prices and lines', () => {
  it('shows odds to 2 decimals', () => {
    expect(formatPrice(2)).toBe('2.00');
    expect(formatPrice(3.8)).toBe('3.80');
    expect(formatPrice(1.855)).toMatch(/^1\.8[56]$/);
  });

  it('signs positive handicap lines only when asked', () => {
    expect(formatLine('0.25', true)).toBe('+0.25');
    expect(formatLine('-1.5', true)).toBe('-1.5');
    expect(formatLine('0', true)).toBe('0');
    expect(formatLine('2.5')).toBe('2.5');
    expect(formatLine(null, true)).toBe('');
  });
});

describe('clockLabel', () => {
  const clocks = ['2세트', '5회초', '9회말', '종료', "67'", 'HT', '3Q 04:12', '2P'];

  it("reads the feed's clocks as it writes them in Korean", () => {
    expect(clocks.map(clockLabel)).toEqual(clocks);
  });

  it('reads the clocks written in Korean words in English', async () => {
    await i18n.changeLanguage('en');
    expect(clocks.map(clockLabel)).toEqual(['Set 2', 'Top 5', 'Bottom 9', 'Final', "67'", 'HT', '3Q 04:12', '2P']);
  });
});
