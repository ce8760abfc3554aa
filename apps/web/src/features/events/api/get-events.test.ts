import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { eventErrorMessage } from './get-events';

describe('eventErrorMessage', () => {
  it('follows spec section 8', () => {
    expect(eventErrorMessage(new ApiError({ status: 404, code: 'not_found', serverMessage: '없음' }))).toBe(
      'Event not found',
    );
    expect(eventErrorMessage(new ApiError({ status: 0, code: 'timeout' }))).toBe('Failed to fetch event');
    expect(eventErrorMessage(new ApiError({ status: 200, code: 'invalid_response' }))).toBe('Failed to fetch event');
    expect(eventErrorMessage(new Error('boom'))).toBe('boom');
    expect(eventErrorMessage('?')).toBe('Unexpected error occurred');
  });
});
