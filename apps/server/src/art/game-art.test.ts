import { describe, expect, it } from 'vitest';
import { studioCatalog } from '../studio/catalog';
import { THEMED_SLOT_SYMBOLS } from '@hanpan/contract';
import { escapeXml, gameArtMotif, gameArtSvg, type GameArtInput } from './game-art';
import { SLOT_SYMBOL_CELL, slotSymbolsSvg } from './slot-symbols';

/**
 * A small XML well-formedness check, enough for the drawings: every tag is a known shape
 * (`<name attr="value" ...>`), attributes are quoted and not repeated, `&` only starts a
 * character reference, tags nest and close, and every `#id` the drawing refers to is defined.
 */
function assertWellFormed(svg: string, label: string): void {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  const stray = /&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)|</;
  const stack: string[] = [];
  const ids = new Set<string>();
  let index = 0;
  let roots = 0;
  while (index < svg.length) {
    const next = svg.indexOf('<', index);
    const text = svg.slice(index, next === -1 ? svg.length : next);
    expect(stray.test(text), `${label}: text "${text}"`).toBe(false);
    if (next === -1) break;
    if (stack.length === 0) expect(text.trim(), `${label}: text outside the root`).toBe('');
    tag.lastIndex = next;
    const match = tag.exec(svg);
    if (!match) throw new Error(`${label}: malformed markup at ${next}: ${svg.slice(next, next + 60)}`);
    const [, closing, name = '', attributes = '', selfClosing] = match;
    const pairs = [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)];
    const names = pairs.map((pair) => pair[1]);
    expect(new Set(names).size, `${label}: repeated attribute in <${name}${attributes}>`).toBe(names.length);
    for (const [, attribute, value = ''] of pairs) {
      expect(stray.test(value), `${label}: ${attribute}="${value}"`).toBe(false);
      if (attribute === 'id') {
        expect(ids.has(value), `${label}: id ${value} twice`).toBe(false);
        ids.add(value);
      }
    }
    if (closing) {
      expect(stack.pop(), `${label}: </${name}>`).toBe(name);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name);
    }
    index = tag.lastIndex;
  }
  expect(stack, `${label}: unclosed`).toEqual([]);
  expect(roots, `${label}: one root`).toBe(1);
  const references = [...svg.matchAll(/href="#([\w-]+)"|url\(#([\w-]+)\)/g)].map((found) => found[1] ?? found[2]);
  for (const reference of references) expect(ids.has(reference ?? ''), `${label}: #${reference} undefined`).toBe(true);
}

/** The drawing alone: one colour for all, without the name across the bottom or the scattered particles. */
function drawingOf(game: GameArtInput): string {
  const svg = gameArtSvg({ ...game, color: '#777777' });
  return svg.slice(0, svg.lastIndexOf('<text')).replace(/<g id="fx">.*?<\/g>/, '');
}

const catalog = studioCatalog();

describe('game art', () => {
  it('draws every studio title as a small, well-formed 400x300 SVG', () => {
    for (const game of catalog) {
      const svg = gameArtSvg(game);
      expect(svg, game.name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 300"/);
      expect(svg.endsWith('</svg>'), game.name).toBe(true);
      expect(Buffer.byteLength(svg), game.name).toBeLessThan(6 * 1024);
      expect(svg, game.name).toContain(`>${escapeXml(game.name)}</text>`);
      assertWellFormed(svg, game.name);
    }
  });

  it('gives no two studio titles the same drawing, name and colour aside', () => {
    const seen = new Map<string, string>();
    for (const game of catalog) {
      const drawing = drawingOf(game);
      expect(seen.get(drawing), `${game.name} draws like ${seen.get(drawing)}`).toBeUndefined();
      seen.set(drawing, game.name);
    }
    expect(seen.size).toBe(catalog.length);
  });

  it('draws each slot from its theme and subject, no two slots with the same pair', () => {
    const slots = catalog.filter((game) => game.category === 'slots');
    const motifs = slots.map((game) => gameArtMotif(game));
    expect(new Set(motifs.map((motif) => `${motif.theme}/${motif.scene}`)).size).toBe(slots.length);
    // Every theme word and subject word of the list is recognised, none falls back.
    expect(new Set(motifs.map((motif) => motif.theme)).size).toBe(19);
    expect(new Set(motifs.map((motif) => motif.scene)).size).toBe(15);
    expect(gameArtMotif({ name: "Dragon's Vault", category: 'slots' })).toEqual({ theme: 'dragon', scene: 'vault' });
    expect(gameArtMotif({ name: '벚꽃 잉어', category: 'slots' })).toEqual({ theme: 'sakura', scene: 'koi' });
    expect(gameArtMotif({ name: '행운의 행운', category: 'slots' })).toEqual({ theme: 'lucky', scene: 'fortune' });
  });

  it('draws tables and mini-games by their game and room or theme word', () => {
    const motif = (name: string, category: GameArtInput['category']) => gameArtMotif({ name, category });
    expect(motif('Squeeze Baccarat C', 'live-casino')).toEqual({ theme: 'squeeze', scene: 'baccarat' });
    expect(motif('European Roulette A', 'live-casino')).toEqual({ theme: 'european', scene: 'roulette' });
    expect(motif('VIP Blackjack B', 'live-casino')).toEqual({ theme: 'vip', scene: 'blackjack' });
    expect(motif('Tiger Powerball', 'mini-games')).toEqual({ theme: 'tiger', scene: 'powerball' });
    expect(motif('Moon Dice', 'mini-games')).toEqual({ theme: 'moon', scene: 'dice' });
    expect(motif('Neon Ladder', 'mini-games')).toEqual({ theme: 'neon', scene: 'ladder' });
    expect(motif('네온 사다리', 'mini-games')).toEqual({ theme: 'neon', scene: 'ladder' });
    expect(motif('Jade Odd Even', 'mini-games')).toEqual({ theme: 'jade', scene: 'oddeven' });
    expect(motif('제이드 홀짝', 'mini-games')).toEqual({ theme: 'jade', scene: 'oddeven' });
    for (const [name, category] of [
      ['Lucky Blackjack', 'live-casino'],
      ['Golden Ladder', 'mini-games'],
      ['Star Odd Even', 'mini-games'],
      ['Aurora Fruit Reels', 'slots'],
    ] as const) {
      assertWellFormed(gameArtSvg({ name, category, color: '#10b981' }), name);
    }
  });

  it('is deterministic, escapes every name and falls back to gold for a colour it cannot trust', () => {
    const [first] = catalog;
    expect(gameArtSvg(first!)).toBe(gameArtSvg({ ...first! }));
    const hostile = { name: `Polaris <Dice> & "Co" 'x'`, category: 'mini-games', color: 'red;}<script>' } as const;
    const svg = gameArtSvg(hostile);
    expect(svg).toContain('Polaris &#60;Dice&#62; &#38; &#34;Co&#34; &#39;x&#39;');
    expect(svg).not.toContain('<script>');
    expect(svg).toBe(gameArtSvg({ ...hostile, color: '#fbcf4f' }));
    assertWellFormed(svg, hostile.name);
    // An unknown name still draws a themed scene, chosen by the name.
    expect(gameArtMotif({ name: 'Zzyzx', category: 'slots' })).toEqual(
      gameArtMotif({ name: 'Zzyzx', category: 'slots' }),
    );
  });
});

/** One symbol's cell of a title's sheet: what `#symbol-<name>` shows. */
function symbolCell(svg: string, symbol: string): string {
  const start = svg.indexOf(`<view id="symbol-${symbol}"`);
  const next = svg.indexOf('<view ', start + 1);
  return svg.slice(start, next === -1 ? svg.lastIndexOf('</svg>') : next);
}

describe('slot symbols', () => {
  const slots = catalog.filter((game) => game.category === 'slots');

  it('draws every slot title a small, well-formed sheet with a view of each themed symbol', () => {
    for (const game of slots) {
      const svg = slotSymbolsSvg(game);
      assertWellFormed(svg, game.name);
      expect(Buffer.byteLength(svg), game.name).toBeLessThan(8 * 1024);
      THEMED_SLOT_SYMBOLS.forEach((symbol, index) => {
        expect(svg, `${game.name} ${symbol}`).toContain(
          `<view id="symbol-${symbol}" viewBox="${index * SLOT_SYMBOL_CELL} 0 ${SLOT_SYMBOL_CELL} ${SLOT_SYMBOL_CELL}"/>`,
        );
        // Each cell shows the title's emblem.
        expect(symbolCell(svg, symbol), `${game.name} ${symbol}`).toContain('<use href="#e"');
      });
    }
  });

  it('gives no two slot titles the same wild, scatter or coin, colour aside', () => {
    for (const symbol of ['wild', 'scatter', 'coin'] as const) {
      const seen = new Map<string, string>();
      for (const game of slots) {
        const svg = slotSymbolsSvg({ ...game, color: '#777777' });
        const drawing = `${svg.slice(svg.indexOf('<g id="e">'), svg.indexOf('</defs>'))}${symbolCell(svg, symbol)}`;
        expect(seen.get(drawing), `${game.name}'s ${symbol} draws like ${seen.get(drawing)}'s`).toBeUndefined();
        seen.set(drawing, game.name);
      }
    }
  });

  it('draws the same theme in another subject on another frame, and trusts no colour', () => {
    const wildOf = (name: string) => symbolCell(slotSymbolsSvg({ name, category: 'slots', color: '#777777' }), 'wild');
    expect(wildOf('Dragon Vault')).not.toBe(wildOf('Dragon Koi'));
    const hostile = slotSymbolsSvg({ name: 'Golden Vault', category: 'slots', color: '"/><script>' });
    expect(hostile).not.toContain('<script>');
    expect(hostile).toBe(slotSymbolsSvg({ name: 'Golden Vault', category: 'slots', color: '#fbcf4f' }));
  });
});
