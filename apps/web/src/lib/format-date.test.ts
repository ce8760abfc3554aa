import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('writes yyyy-MM-dd HH:mm in local time, zero-padded', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 7, 3, 59).toISOString())).toBe('2024-01-05 07:03');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 45).toISOString())).toBe('2024-12-31 23:45');
  });

  it('shows a dash for a missing or unreadable time', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});
