import { describe, expect, it } from 'vitest';
import { sportIconKind } from './sport-icon';

describe('sportIconKind', () => {
  it.each([
    ['Football', 'soccer'],
    ['Soccer', 'soccer'],
    ['축구', 'soccer'],
    ['Basketball', 'basketball'],
    ['농구', 'basketball'],
    ['Tennis', 'tennis'],
    ['Ice Hockey', 'hockey'],
    ['아이스하키', 'hockey'],
    ['Baseball', 'default'],
    ['E-Sports', 'default'],
  ])('%s → %s', (name, kind) => {
    expect(sportIconKind(name)).toBe(kind);
  });
});
