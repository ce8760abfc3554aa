import { AMOUNT_UNIT_WON, MINIMUM_WITHDRAWAL_WON, withdrawalRequestSchema } from '@hanpan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatWon } from '@/lib/format';
import { createIdempotencyKey, wasRefused } from '@/lib/idempotency';
import { myLevelQueryOptions } from '@/lib/my-level';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useBalances } from '../api/get-balances';
import { applicationIssueText } from '../utils/amount-texts';
import { isAmountAboveZero, unitsOf, WITHDRAW_QUICK_UNITS } from '../utils/wallet-form';
import { AmountUnitsField } from './amount-units-field';
import { applicationErrorText } from './application-error';
import type { PanelProps } from './deposit-panel';
import { FormError } from './form-error';

/** Spec sections 5 and 9: the withdrawal rules shown to the member. */
const WITHDRAWAL_RULE_KEYS = [
  'withdraw.rules.limits',
  'withdraw.rules.ownAccount',
  'withdraw.rules.processing',
] as const;

/** Spec section 2: amount entry and the rules text; the amount leaves cash into a hold at once. */
export function WithdrawPanel({ state, dispatch, onSubmitted }: PanelProps) {
  const { t } = useTranslation('wallet');
  const { data: balances } = useBalances();
  const withdrawal = useCreateWithdrawal();
  const { data: level } = useQuery(myLevelQueryOptions());
  const daily = level?.benefits;
  const dailyParts = daily
    ? [
        daily.withdrawals_per_day === null ? null : t('withdraw.dailyCount', { count: daily.withdrawals_per_day }),
        daily.withdrawal_daily_amount === null ? null : formatWon(daily.withdrawal_daily_amount),
      ].filter((part) => part !== null)
    : [];

  async function submit() {
    if (withdrawal.isPending) return;
    const parsed = withdrawalRequestSchema.safeParse({ amount: unitsOf(state.withdrawUnits) * AMOUNT_UNIT_WON });
    if (!parsed.success) {
      dispatch({
        type: 'failed',
        message: applicationIssueText(parsed.error.issues[0], 'withdraw'),
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
        <span className="text-ink-300">{t('withdraw.available')}</span>
        <span className="font-bold text-ink-100 tabular-nums">{balances ? formatWon(balances.cash_balance) : '—'}</span>
      </p>
      <AmountUnitsField
        label={t('withdraw.amountLabel')}
        totalLabel={t('withdraw.totalLabel')}
        value={state.withdrawUnits}
        quickUnits={WITHDRAW_QUICK_UNITS}
        onChange={(value) => dispatch({ type: 'setUnits', value })}
        onAdd={(units) => dispatch({ type: 'addUnits', units })}
        onReset={() => dispatch({ type: 'clearUnits' })}
      />
      <section aria-label={t('withdraw.rulesTitle')} className="rounded-xl border border-ink-700 p-4">
        <h3 className="mb-2 text-xs font-semibold text-ink-200">{t('withdraw.rulesTitle')}</h3>
        <ul className="flex list-disc flex-col gap-1 pl-4 text-xs leading-relaxed text-ink-300">
          {WITHDRAWAL_RULE_KEYS.map((key) => (
            <li key={key}>{t(key, { minimum: formatWon(MINIMUM_WITHDRAWAL_WON) })}</li>
          ))}
          {/* The member's level's daily limits, when it has any (the server enforces them). */}
          {level && dailyParts.length > 0 && (
            <li>{t('withdraw.levelDailyLimit', { level: level.level.name, limits: dailyParts.join(' · ') })}</li>
          )}
        </ul>
      </section>
      <FormError message={state.error} />
      <Button
        size="lg"
        className="w-full"
        disabled={!isAmountAboveZero(state.withdrawUnits) || withdrawal.isPending}
        onClick={() => void submit()}
      >
        {withdrawal.isPending ? t('withdraw.submitting') : t('withdraw.submit')}
      </Button>
    </div>
  );
}
