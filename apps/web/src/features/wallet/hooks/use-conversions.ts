import type { Balances } from '@hanpan/contract';
import { ApiError } from '@/lib/api-client';
import { confirmAction, showAlert } from '@/lib/alerts';
import { formatWon } from '@/lib/format';
import { createIdempotencyKey } from '@/lib/idempotency';
import { useConvertBalance, type Conversion } from '../api/convert-balances';

/** Spec section 2: the conversion buttons ask first. */
export const CONFIRM_POINTS_TO_CASH = '현재 포인트를 보유머니로 전환하시겠습니까?';
export const CONFIRM_CASINO_TO_CASH = '카지노머니를 보유머니로 전환하시겠습니까?';
/** Spec section 8: conversion alerts. */
export const CONVERSION_COMPLETE = '전환이 완료되었습니다.';
export const CONVERSION_FAILED = '전환 중 오류가 발생했습니다.';
export const CONVERSION_NETWORK_ERROR = '네트워크 오류가 발생했습니다.';

/** "Conversion complete" followed by cash, points and casino money in won (spec section 8). */
export function conversionSuccessText(balances: Balances): string {
  return [
    CONVERSION_COMPLETE,
    `보유머니: ${formatWon(balances.cash_balance)}`,
    `포인트: ${formatWon(balances.points_balance)}`,
    `카지노머니: ${formatWon(balances.casino_balance)}`,
  ].join('\n');
}

/** The response's message (its error field when it has no message), else the spec's fallbacks. */
export function conversionErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return CONVERSION_NETWORK_ERROR;
    return error.serverMessage ?? CONVERSION_FAILED;
  }
  return CONVERSION_FAILED;
}

const CONFIRM_TEXTS: Partial<Record<Conversion, string>> = {
  'points-to-cash': CONFIRM_POINTS_TO_CASH,
  'casino-to-cash': CONFIRM_CASINO_TO_CASH,
};

/**
 * The conversions as member actions: ask (spec texts), convert with a fresh idempotency key, then
 * tell the result in an alert. Resolves `true` when money moved.
 */
export function useConversions() {
  const mutation = useConvertBalance();

  async function convert(conversion: Conversion, amount?: number): Promise<boolean> {
    if (mutation.isPending) return false;
    const question = CONFIRM_TEXTS[conversion];
    if (question && !(await confirmAction(question))) return false;
    try {
      const balances = await mutation.mutateAsync({ conversion, amount, idempotencyKey: createIdempotencyKey() });
      void showAlert(conversionSuccessText(balances));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) console.error('Conversion network error', error);
      void showAlert(conversionErrorText(error));
      return false;
    }
  }

  return { convert, isPending: mutation.isPending };
}
