import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { sportLabel } from './sport-names';

describe('sportLabel', () => {
  it("names the feed's sports in Korean by slug, whatever English name the feed sends", () => {
    expect(sportLabel('soccer', 'Soccer')).toBe('축구');
    expect(sportLabel('basketball', 'Basketball')).toBe('농구');
    expect(sportLabel('baseball', 'Baseball')).toBe('야구');
    expect(sportLabel('hockey', 'Ice Hockey')).toBe('아이스하키');
    expect(sportLabel('tennis', 'Tennis')).toBe('테니스');
    expect(sportLabel('esports', 'League of Legends')).toBe('리그 오브 레전드');
  });

  it('knows the other usual sports and reads a slug in any case', () => {
    expect(sportLabel('volleyball', 'Volleyball')).toBe('배구');
    expect(sportLabel('football', 'American Football')).toBe('미식축구');
    expect(sportLabel('lol', 'LoL')).toBe('리그 오브 레전드');
    expect(sportLabel('Soccer', 'Soccer')).toBe('축구');
  });

  it("keeps the feed's name for a sport it does not know", () => {
    expect(sportLabel('cricket', 'Cricket')).toBe('Cricket');
  });
});

describe('in English', () => {
  it('names the sports in English', async () => {
    await i18n.changeLanguage('en');
    expect(sportLabel('soccer', 'Soccer')).toBe('Soccer');
    expect(sportLabel('hockey', 'Hockey')).toBe('Ice Hockey');
    expect(sportLabel('esports', 'eSports')).toBe('League of Legends');
    expect(sportLabel('cricket', 'Cricket')).toBe('Cricket');
  });
});
