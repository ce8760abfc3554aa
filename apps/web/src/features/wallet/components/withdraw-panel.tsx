import { AMOUNT_UNIT_WON, withdrawalRequestSchema } from '@hanpan/contract';
import { Button } from '@/components/ui/button';
import { formatWon } from '@/lib/format';
import { createIdempotencyKey, wasRefused } from '@/lib/idempotency';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useBalances } from '../api/get-balances';
import { isAmountAboveZero, unitsOf, WITHDRAW_QUICK_UNITS } from '../utils/wallet-form';
import { AmountUnitsField } from './amount-units-field';
import { applicationErrorText } from './application-error';
import type { PanelProps } from './deposit-panel';
import { FormError } from './form-error';

/** Spec sections 5 and 9: the withdrawal rules shown to the member. */
export const WITHDRAWAL_RULES = [
  '1회 최소 출금 금액은 10,000원이며, 최대 출금 금액 제한은 없습니다.',
  '출금은 회원가입 시 등록한 본인 명의 계좌로만 가능합니다.',
  '출금 신청은 접수된 순서대로 처리되며, 처리까지 최대 30분이 소요될 수 있습니다.',
] as const;

/** Spec section 2: amount entry and the rules text; the amount leaves cash into a hold at once. */
export function WithdrawPanel({ state, dispatch, onSubmitted }: PanelProps) {
  const { data: balances } = useBalances();
  const withdrawal = useCreateWithdrawal();

  async function submit() {
    if (withdrawal.isPending) return;
    const parsed = withdrawalRequestSchema.safeParse({ amount: unitsOf(state.withdrawUnits) * AMOUNT_UNIT_WON });
    if (!parsed.success) {
      dispatch({
        type: 'failed',
        message: parsed.error.issues[0]?.message ?? '출금 금액을 확인해주세요.',
        refused: false,
      });
      return;
    }
    const idempotencyKey = state.idempotencyKey ?? createIdempotencyKey();
    if (!state.idempotencyKey) dispatch({ type: 'keyIssued', key: idempotencyKey });
    try {
      await withdrawal.mutateAsync({ data: parsed.data, idempotencyKey });
      onSubmitted();
    } catch (error) {
      dispatch({ type: 'failed', message: applicationErrorText(error), refused: wasRefused(error) });
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="flex items-baseline justify-between rounded-xl bg-ink-950/50 px-4 py-3 text-sm">
        <span className="text-ink-300">출금 가능 보유머니</span>
        <span className="font-bold text-ink-100 tabular-nums">{balances ? formatWon(balances.cash_balance) : '—'}</span>
      </p>
      <AmountUnitsField
        label="출금 금액 (만원 단위)"
        totalLabel="출금 합계"
        value={state.withdrawUnits}
        quickUnits={WITHDRAW_QUICK_UNITS}
        onChange={(value) => dispatch({ type: 'setUnits', value })}
        onAdd={(units) => dispatch({ type: 'addUnits', units })}
        onReset={() => dispatch({ type: 'clearUnits' })}
      />
      <section aria-label="출금 규정" className="rounded-xl border border-ink-700 p-4">
        <h3 className="mb-2 text-xs font-semibold text-ink-200">출금 규정</h3>
        <ul className="flex list-disc flex-col gap-1 pl-4 text-xs leading-relaxed text-ink-300">
          {WITHDRAWAL_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <FormError message={state.error} />
      <Button
        size="lg"
        className="w-full"
        disabled={!isAmountAboveZero(state.withdrawUnits) || withdrawal.isPending}
        onClick={() => void submit()}
      >
        {withdrawal.isPending ? '신청 중...' : '출금 신청'}
      </Button>
    </div>
  );
}
