import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { placeBetRefusal, placementFailureMessage, placementSuccessMessage } from './place-bet-messages';

describe('placeBetRefusal', () => {
  it('checks login, then the cart, then the stake, in that order', () => {
    expect(placeBetRefusal({ isLoggedIn: false, selectionCount: 0, stake: 0 })).toBe('로그인이 필요합니다.');
    expect(placeBetRefusal({ isLoggedIn: true, selectionCount: 0, stake: 0 })).toBe('베팅 옵션을 선택해주세요.');
    expect(placeBetRefusal({ isLoggedIn: true, selectionCount: 2, stake: 0 })).toBe('베팅 금액을 입력해주세요.');
    expect(placeBetRefusal({ isLoggedIn: true, selectionCount: 2, stake: -1 })).toBe('베팅 금액을 입력해주세요.');
    expect(placeBetRefusal({ isLoggedIn: true, selectionCount: 2, stake: 5_000 })).toBeNull();
  });

  it('leaves the limits to the server (the guide lists them, the client does not enforce them)', () => {
    expect(placeBetRefusal({ isLoggedIn: true, selectionCount: 1, stake: 1 })).toBeNull();
    expect(placeBetRefusal({ isLoggedIn: true, selectionCount: 1, stake: 99_000_000 })).toBeNull();
  });
});

describe('placement alerts', () => {
  it('reads 베팅 성공! then bet type, total odds, expected payout and new balance in won', () => {
    const text = placementSuccessMessage({
      id: 7,
      bet_type: 'multi',
      total_odds: 3.47,
      bonus_multiplier: 1.03,
      potential_payout: 34_700,
      new_balance: 990_000,
    });
    expect(text.split('\n')).toEqual([
      '베팅 성공!',
      '베팅 유형: 다폴더',
      '총 배당: 3.47 (다폴더보너스 x1.03 포함)',
      '예상 지급액: 34,700원',
      '새로운 잔액: 990,000원',
    ]);
    expect(
      placementSuccessMessage({
        id: 8,
        bet_type: 'single',
        total_odds: 2,
        bonus_multiplier: 1,
        potential_payout: 10_000,
        new_balance: 5_000,
      }),
    ).toContain('베팅 유형: 단폴더\n총 배당: 2.00\n');
  });

  it('shows 베팅 실패 with the server message for an answered failure', () => {
    const error = new ApiError({
      status: 422,
      code: 'stake_below_minimum',
      serverMessage: '최소 베팅 금액은 5,000원입니다.',
    });
    expect(placementFailureMessage(error)).toBe('베팅 실패\n최소 베팅 금액은 5,000원입니다.');
    expect(placementFailureMessage(new ApiError({ status: 500, code: 'http_500' }))).toBe(
      '베팅 실패\n베팅 요청 중 오류가 발생했습니다.',
    );
  });

  it('falls back to the generic text when no answer came', () => {
    expect(placementFailureMessage(new ApiError({ status: 0, code: 'network_error' }))).toBe(
      '베팅 요청 중 오류가 발생했습니다.',
    );
    expect(placementFailureMessage(new Error('boom'))).toBe('베팅 요청 중 오류가 발생했습니다.');
  });
});

describe('in English', () => {
  it('reads the checks and the alerts in English, the server message as sent', async () => {
    await i18n.changeLanguage('en');
    expect(placeBetRefusal({ isLoggedIn: true, selectionCount: 0, stake: 0 })).toBe('Please select a bet.');
    expect(placeBetRefusal({ isLoggedIn: true, selectionCount: 1, stake: 0 })).toBe('Please enter your stake.');
    const text = placementSuccessMessage({
      id: 7,
      bet_type: 'multi',
      total_odds: 3.47,
      bonus_multiplier: 1.03,
      potential_payout: 34_700,
      new_balance: 990_000,
    });
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Bet placed!',
      'Bet type: Multiple',
      'Total odds: 3.47 (incl. multi-bet bonus x1.03)',
    ]);
    expect(placementFailureMessage(new ApiError({ status: 500, code: 'http_500' }))).toBe(
      'Bet failed\nSomething went wrong while placing your bet.',
    );
  });
});
