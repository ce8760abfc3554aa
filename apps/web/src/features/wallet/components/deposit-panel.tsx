import { AMOUNT_UNIT_WON, DEPOSIT_BONUS_KINDS, depositRequestSchema } from '@hanpan/contract';
import { clsx } from 'clsx';
import { Landmark } from 'lucide-react';
import { useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatWon } from '@/lib/format';
import { createIdempotencyKey, wasRefused } from '@/lib/idempotency';
import { useCreateDeposit } from '../api/create-deposit';
import { useDepositAccount } from '../api/get-deposit-account';
import { useDepositBonuses } from '../api/get-deposit-bonuses';
import { applicationIssueText } from '../utils/amount-texts';
import {
  DEPOSIT_QUICK_UNITS,
  isAmountAboveZero,
  totalWonOf,
  unitsOf,
  type WalletFormAction,
  type WalletFormState,
} from '../utils/wallet-form';
import { AmountUnitsField } from './amount-units-field';
import { applicationErrorText } from './application-error';
import { FormError } from './form-error';

export interface PanelProps {
  state: WalletFormState;
  dispatch: Dispatch<WalletFormAction>;
  /** Spec section 4: a submitted application calls the success handler. */
  onSubmitted: () => void;
}

/** The deposit request as the contract checks it, or the first message explaining why not. */
function depositRequestOf(state: WalletFormState) {
  const parsed = depositRequestSchema.safeParse({
    amount: unitsOf(state.depositUnits) * AMOUNT_UNIT_WON,
    bonus: state.bonus,
  });
  return parsed.success
    ? ({ ok: true, data: parsed.data } as const)
    : ({ ok: false, error: applicationIssueText(parsed.error.issues[0], 'deposit') } as const);
}

function BonusChoice({ state, dispatch }: Pick<PanelProps, 'state' | 'dispatch'>) {
  const { t } = useTranslation('wallet');
  const idPrefix = useId();
  // The rates the server applies (the member's level's), never figures of our own.
  const rates = useDepositBonuses();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xs font-semibold text-ink-200">{t('deposit.bonusLegend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {DEPOSIT_BONUS_KINDS.map((kind) => {
          const rate = rates.data?.[kind];
          const checked = state.bonus === kind;
          // A choice the level does not offer stays in its place, greyed, saying why.
          const notOffered = rate?.offered === false;
          return (
            <label
              key={kind}
              className={clsx(
                'flex gap-3 rounded-xl border p-3 transition-colors',
                notOffered
                  ? 'cursor-not-allowed border-ink-700 opacity-60'
                  : checked
                    ? 'cursor-pointer border-gold-400 bg-gold-400/10'
                    : 'cursor-pointer border-ink-600 hover:border-ink-400',
              )}
            >
              <input
                type="radio"
                name="bonus"
                value={kind}
                checked={checked}
                disabled={notOffered}
                aria-labelledby={`${idPrefix}-${kind}-title`}
                aria-describedby={`${idPrefix}-${kind}-description`}
                onChange={() => dispatch({ type: 'setBonus', bonus: kind })}
                className="mt-0.5 size-4 shrink-0 accent-gold-500"
              />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span id={`${idPrefix}-${kind}-title`} className="text-sm font-bold text-ink-100">
                  {t(`deposit.bonuses.${kind}.title`)}
                </span>
                <span id={`${idPrefix}-${kind}-description`} className="text-xs leading-relaxed text-ink-300">
                  {notOffered ? (
                    t('deposit.bonusNotOffered')
                  ) : rate ? (
                    t(`deposit.bonuses.${kind}.description`, {
                      first: rate.firstDepositPercent,
                      each: rate.eachDepositPercent,
                      rollover: rate.rolloverPercent,
                    })
                  ) : rates.isPending ? (
                    <Skeleton inline label={t('deposit.bonusRatesLoading')} className="h-3 w-32 rounded bg-ink-700" />
                  ) : null}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function DepositStepOne({ state, dispatch }: Pick<PanelProps, 'state' | 'dispatch'>) {
  const { t } = useTranslation('wallet');
  function next() {
    const request = depositRequestOf(state);
    if (!request.ok) dispatch({ type: 'failed', message: request.error, refused: false });
    else dispatch({ type: 'next' });
  }

  return (
    <div className="flex flex-col gap-5">
      <BonusChoice state={state} dispatch={dispatch} />
      <AmountUnitsField
        label={t('deposit.amountLabel')}
        totalLabel={t('deposit.totalLabel')}
        value={state.depositUnits}
        quickUnits={DEPOSIT_QUICK_UNITS}
        onChange={(value) => dispatch({ type: 'setUnits', value })}
        onAdd={(units) => dispatch({ type: 'addUnits', units })}
        onReset={() => dispatch({ type: 'clearUnits' })}
      />
      <FormError message={state.error} />
      <Button size="lg" className="w-full" disabled={!isAmountAboveZero(state.depositUnits)} onClick={next}>
        {t('deposit.next')}
      </Button>
    </div>
  );
}

function DepositStepTwo({ state, dispatch, onSubmitted }: PanelProps) {
  const { t } = useTranslation('wallet');
  const account = useDepositAccount({ requested: state.accountRequested });
  const deposit = useCreateDeposit();
  const accountShown = state.accountRequested && account.data !== undefined;

  function requestAccount() {
    if (state.accountRequested) void account.refetch();
    else dispatch({ type: 'requestAccount' });
  }

  async function submit() {
    if (!accountShown || deposit.isPending) return;
    const request = depositRequestOf(state);
    if (!request.ok) {
      dispatch({ type: 'failed', message: request.error, refused: false });
      return;
    }
    const idempotencyKey = state.idempotencyKey ?? createIdempotencyKey();
    if (!state.idempotencyKey) dispatch({ type: 'keyIssued', key: idempotencyKey });
    try {
      await deposit.mutateAsync({ data: request.data, idempotencyKey });
      onSubmitted();
    } catch (error) {
      dispatch({ type: 'failed', message: applicationErrorText(error), refused: wasRefused(error) });
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-ink-950/50 p-4 text-sm">
        <dt className="text-ink-300">{t('deposit.summary.amount')}</dt>
        <dd className="text-right font-bold text-gold-300 tabular-nums">{formatWon(totalWonOf(state.depositUnits))}</dd>
        <dt className="text-ink-300">{t('deposit.summary.bonus')}</dt>
        <dd className="text-right text-ink-100">{t(`deposit.bonuses.${state.bonus}.title`)}</dd>
      </dl>

      <div className="flex flex-col gap-3">
        <Button variant="outline" size="lg" className="w-full" disabled={account.isFetching} onClick={requestAccount}>
          <Landmark className="size-4" aria-hidden="true" />
          {account.isFetching ? t('deposit.requestingAccount') : t('deposit.requestAccount')}
        </Button>
        {state.accountRequested && account.isError && !account.isFetching && (
          <FormError message={applicationErrorText(account.error)} />
        )}
        {accountShown && (
          <section
            aria-label={t('deposit.account.label')}
            className="rounded-xl border border-gold-500/40 bg-gold-400/5 p-4"
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-300">{t('deposit.account.bank')}</dt>
              <dd className="text-right font-semibold text-ink-100">{account.data.bank}</dd>
              <dt className="text-ink-300">{t('deposit.account.number')}</dt>
              <dd className="text-right font-bold text-gold-300 tabular-nums select-all">
                {account.data.account_number}
              </dd>
              <dt className="text-ink-300">{t('deposit.account.holder')}</dt>
              <dd className="text-right font-semibold text-ink-100">{account.data.account_holder}</dd>
            </dl>
            <p className="mt-3 text-xs leading-relaxed text-ink-300">{t('deposit.account.instructions')}</p>
          </section>
        )}
      </div>

      <FormError message={state.error} />
      <div className="grid grid-cols-[1fr_2fr] gap-2">
        <Button variant="secondary" size="lg" onClick={() => dispatch({ type: 'back' })}>
          {t('deposit.back')}
        </Button>
        <Button size="lg" disabled={!accountShown || deposit.isPending} onClick={() => void submit()}>
          {deposit.isPending ? t('deposit.submitting') : t('deposit.submit')}
        </Button>
      </div>
    </div>
  );
}

const STEP_KEYS = ['deposit.steps.bonusAndAmount', 'deposit.steps.accountAndRequest'] as const;

function StepIndicator({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation('wallet');
  return (
    <ol aria-label={t('deposit.stepsLabel')} className="grid grid-cols-2 gap-2">
      {STEP_KEYS.map((labelKey, index) => {
        const current = step === index + 1;
        return (
          <li
            key={labelKey}
            aria-current={current ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2 border-t-2 pt-2 text-xs font-semibold',
              current ? 'border-gold-400 text-gold-300' : 'border-ink-600 text-ink-400',
            )}
          >
            <span
              className={clsx(
                'flex size-5 shrink-0 items-center justify-center rounded-full text-[11px]',
                current ? 'bg-gold-400 text-ink-950' : 'bg-ink-700 text-ink-300',
              )}
            >
              {index + 1}
            </span>
            {t(labelKey)}
          </li>
        );
      })}
    </ol>
  );
}

/** Spec sections 2 and 4: step 1 bonus and amount, step 2 account request and the application. */
export function DepositPanel(props: PanelProps) {
  return (
    <div className="flex flex-col gap-5">
      <StepIndicator step={props.state.step} />
      {props.state.step === 1 ? <DepositStepOne {...props} /> : <DepositStepTwo {...props} />}
    </div>
  );
}
