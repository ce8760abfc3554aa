import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStake, LARGEST_STAKE, parseStake } from './stake';

const stake = fc.integer({ min: 1, max: LARGEST_STAKE });
/** A stake as a member may type it: with thousands separators or without, space around. */
const typed = (amount: number, grouped: boolean, space: string) =>
  `${space}${grouped ? amount.toLocaleString('en-US') : String(amount)}${space}`;

describe('stake parsing properties', () => {
  it('reads back every stake however it is typed', () => {
    fc.assert(
      fc.property(stake, fc.boolean(), fc.constantFrom('', ' ', '  '), (amount, grouped, space) => {
        expect(parseStake(typed(amount, grouped, space))).toBe(amount);
      }),
    );
  });

  it('answers a stake or null, never anything else, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const parsed = parseStake(text);
        expect(parsed === null || isStake(parsed)).toBe(true);
      }),
    );
  });

  it('refuses any text with a character other than digits, commas and surrounding space', () => {
    fc.assert(
      fc.property(stake, fc.constantFrom('-', '+', '.', 'e', 'a', '원', '\u0000'), fc.nat(), (amount, stranger, at) => {
        const digits = String(amount);
        const position = at % (digits.length + 1);
        expect(parseStake(digits.slice(0, position) + stranger + digits.slice(position))).toBeNull();
      }),
    );
  });
});
