import { describe, expect, it } from 'vitest';
import { groupDigits } from './digits';

describe('groupDigits', () => {
  it('groups thousands as Korean writes them', () => {
    for (const value of [0, 7, 999, 1_000, 10_000, 123_456, 1_000_000, 2_147_483_647, -50_000_000]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('ko-KR'));
    }
  });
});
