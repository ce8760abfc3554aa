import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2024-06-10T12:00:00.000Z');

describe('formatRelativeTime', () => {
  it.each([
    ['2024-06-10T11:59:40.000Z', '방금 전'],
    ['2024-06-10T11:55:00.000Z', '5분 전'],
    ['2024-06-10T09:00:00.000Z', '3시간 전'],
    ['2024-06-08T12:00:00.000Z', '2일 전'],
    ['not a date', ''],
  ])('%s → %s', (value, expected) => {
    expect(formatRelativeTime(value, NOW)).toBe(expected);
  });

  it('shows the date after a week', () => {
    expect(formatRelativeTime('2024-05-01T12:00:00.000Z', NOW)).toMatch(/^2024-05-0[12]$/);
  });
});
