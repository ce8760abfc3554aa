import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { cancelErrorText, cancelFailedText, legResult, pickText } from './bet-slip';

describe('legResult', () => {
  it('reads every settlement code in Korean', () => {
    expect(legResult(2, 'WON')).toEqual({ label: '적중', tone: 'green' });
    expect(legResult(1, 'LOST')).toEqual({ label: '미적중', tone: 'red' });
    expect(legResult(3, 'REFUNDED')).toEqual({ label: '적특', tone: 'neutral' });
    expect(legResult(4, 'WON')).toEqual({ label: '절반 미적중', tone: 'red' });
    expect(legResult(5, 'WON')).toEqual({ label: '절반 적중', tone: 'green' });
    expect(legResult(-1, 'REFUNDED')).toEqual({ label: '취소', tone: 'neutral' });
    expect(legResult(null, 'PENDING')).toEqual({ label: '진행중', tone: 'yellow' });
    expect(legResult(99, 'PENDING').label).toBe('-');
  });

  it('reads an open leg of a cancelled or refunded bet as its bet', () => {
    expect(legResult(null, 'CANCELLED').label).toBe('취소');
    expect(legResult(null, 'REFUNDED').label).toBe('적특');
  });
});

describe('pickText', () => {
  it('prefers the Korean name and adds the line', () => {
    expect(pickText({ korean_name: '오버', name: 'Over', line: '2.5' })).toBe('오버 (2.5)');
    expect(pickText({ korean_name: '', name: '2-1', line: null })).toBe('2-1');
    expect(pickText({ korean_name: '홈', name: '1', line: ' ' })).toBe('홈');
  });
});

describe('cancelErrorText', () => {
  it("is the server's message, the client's own without an answer, else the fallback", () => {
    expect(
      cancelErrorText(
        new ApiError({ status: 422, code: 'not_cancellable', serverMessage: '이미 처리된 베팅은 취소할 수 없습니다.' }),
      ),
    ).toBe('이미 처리된 베팅은 취소할 수 없습니다.');
    expect(
      cancelErrorText(new ApiError({ status: 0, code: 'timeout', fallbackMessage: '요청 시간이 초과되었습니다.' })),
    ).toBe('요청 시간이 초과되었습니다.');
    expect(cancelErrorText(new ApiError({ status: 500, code: 'http_500' }))).toBe(cancelFailedText());
    expect(cancelErrorText(new Error('boom'))).toBe(cancelFailedText());
  });
});
