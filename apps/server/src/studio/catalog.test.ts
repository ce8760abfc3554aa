import { GAME_STUDIOS, providerGameSchema } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { findStudioGame, slotModelOf, studioCatalog } from './catalog';
import { ENGINES } from './engines';
import { SLOT_MODELS } from './engines/slot';

describe('studio catalog', () => {
  const games = studioCatalog();

  it('lists at least 150 valid games with unique kebab-case slugs', () => {
    expect(games.length).toBeGreaterThanOrEqual(150);
    for (const game of games) {
      expect(providerGameSchema.parse(game)).toEqual(game);
      expect(game.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(game.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(game.title).toMatch(/[가-힣]/);
    }
    expect(new Set(games.map((game) => game.slug)).size).toBe(games.length);
    // A title names one game, as its English name does.
    expect(new Set(games.map((game) => game.title)).size).toBe(games.length);
  });

  it('spreads slots, live tables and mini-games over all 17 studios', () => {
    const count = (predicate: (game: (typeof games)[number]) => boolean) => games.filter(predicate).length;
    expect(count((game) => game.category === 'slots' && game.engine === 'slot')).toBe(95);
    expect(count((game) => game.category === 'live-casino' && game.engine === 'baccarat')).toBe(30);
    expect(count((game) => game.category === 'live-casino' && game.engine === 'roulette')).toBe(10);
    expect(count((game) => game.category === 'live-casino' && game.engine === 'blackjack')).toBe(10);
    expect(
      count((game) => game.category === 'mini-games' && (game.engine === 'powerball' || game.engine === 'dice')),
    ).toBe(30);
    expect(count((game) => game.category === 'mini-games' && game.engine === 'odd_even')).toBe(5);
    expect(count((game) => game.category === 'mini-games' && game.engine === 'ladder')).toBe(5);
    expect(count((game) => game.is_new)).toBe(19);
    const studios = new Set(games.map((game) => game.provider_name));
    expect([...studios].sort()).toEqual(GAME_STUDIOS.map((studio) => studio.name).sort());
  });

  it('states each engine’s RTP on its games, a slot model’s on its slot titles', () => {
    for (const game of games) {
      const model = slotModelOf(game.slug);
      expect(game.rtp_percent).toBe(model ? SLOT_MODELS[model].rtpPercent : ENGINES[game.engine].rtpPercent);
      expect(model !== null).toBe(game.engine === 'slot');
    }
  });

  it('spreads the slot titles over the five models, 19 each, in turn', () => {
    const slots = games.filter((game) => game.engine === 'slot').map((game) => slotModelOf(game.slug));
    expect(slots.slice(0, 5)).toEqual(['free_spins', 'classic', 'ways', 'hold_and_win', 'scatter_pays']);
    for (const model of Object.keys(SLOT_MODELS)) expect(slots.filter((each) => each === model)).toHaveLength(19);
    expect(slotModelOf('golden-fortune')).toBe('free_spins');
  });

  it('is the same list on every call, and finds games by slug', () => {
    expect(studioCatalog()).toEqual(games);
    expect(findStudioGame('golden-fortune')).toMatchObject({
      name: 'Golden Fortune',
      title: '골든 포춘',
      engine: 'slot',
    });
    expect(findStudioGame('dragons-treasure')).toMatchObject({ name: "Dragon's Treasure", title: '드래곤스 트레저' });
    expect(findStudioGame('speed-baccarat-a')?.engine).toBe('baccarat');
    expect(findStudioGame('squeeze-baccarat-c')).toMatchObject({ title: '스퀴즈 바카라 C', engine: 'baccarat' });
    expect(findStudioGame('european-roulette-a')).toMatchObject({ title: '유럽식 룰렛 A', engine: 'roulette' });
    expect(findStudioGame('classic-blackjack-a')).toMatchObject({ title: '클래식 블랙잭 A', engine: 'blackjack' });
    expect(findStudioGame('lucky-odd-even')).toMatchObject({ title: '럭키 홀짝', engine: 'odd_even' });
    expect(findStudioGame('lucky-ladder')).toMatchObject({ title: '럭키 사다리', engine: 'ladder' });
    expect(findStudioGame('no-such-game')).toBeNull();
  });
});
