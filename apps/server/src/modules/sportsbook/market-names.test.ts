import { describe, expect, it } from 'vitest';
import { betNameIn, marketNameIn } from './market-names';

describe('market and selection names', () => {
  const twoWay = { market_type_id: 52, name: '12', korean_name: '승패' };

  it('answers the Korean as the feed wrote it, whatever the type', () => {
    expect(marketNameIn(twoWay, 'ko')).toBe('승패');
    expect(marketNameIn({ market_type_id: 999, name: 'Corners', korean_name: '코너킥' }, 'ko')).toBe('코너킥');
    expect(betNameIn(52, { name: '1', korean_name: '홈' }, 'ko')).toBe('홈');
  });

  it("names a market in English by its type, and a type the book lacks by the feed's own name", () => {
    expect(marketNameIn(twoWay, 'en')).toBe('Moneyline');
    expect(marketNameIn({ market_type_id: 999, name: 'Corners', korean_name: '코너킥' }, 'en')).toBe('Corners');
  });

  it("names a selection in English by what it means in its market, else by the feed's code", () => {
    expect(betNameIn(52, { name: '2', korean_name: '원정' }, 'en')).toBe('Away win');
    expect(betNameIn(3, { name: '2', korean_name: '원정' }, 'en')).toBe('Away');
    expect(betNameIn(7, { name: 'X2', korean_name: '무승부 또는 원정' }, 'en')).toBe('Draw or away');
    expect(betNameIn(2, { name: 'Under', korean_name: '언더' }, 'en')).toBe('Under');
    expect(betNameIn(999, { name: '1', korean_name: '홈' }, 'en')).toBe('1');
  });
});
