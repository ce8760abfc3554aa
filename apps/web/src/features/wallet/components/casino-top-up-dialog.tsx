import { cashToCasinoRequestSchema } from '@hanpan/contract';
import { clsx } from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/form-field';
import { formatNumber, formatWon } from '@/lib/format';
import { useBalances } from '../api/get-balances';
import { useConversions } from '../hooks/use-conversions';
import { casinoTopUpIssueText, compactWonAmount } from '../utils/amount-texts';
import { FormError } from './form-error';

/** Quick amounts in won. */
const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000] as const;

/** Digits only: "1,200,000" and "1200000" both mean 1200000; anything else is nothing. */
const digitsOf = (text: string) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

function TopUpForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const { data: balances } = useBalances();
  const { convert, isPending } = useConversions();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amount = digits === '' ? 0 : Number(digits);

  function setAmount(next: number) {
    setError(null);
    setDigits(next > 0 ? String(next) : '');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const parsed = cashToCasinoRequestSchema.safeParse({ amount });
    if (!parsed.success) {
      setError(casinoTopUpIssueText(parsed.error.issues[0]));
      return;
    }
    // The result (or the failure) is told in an alert, as for the other conversions.
    if (await convert('cash-to-casino', parsed.data.amount)) onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-ink-950/50 px-3 py-2.5">
          <dt className="text-xs text-ink-300">{t('balances.cash')}</dt>
          <dd className="font-bold text-ink-100 tabular-nums">{balances ? formatWon(balances.cash_balance) : '—'}</dd>
        </div>
        <div className="rounded-xl bg-ink-950/50 px-3 py-2.5">
          <dt className="text-xs text-ink-300">{t('balances.casino')}</dt>
          <dd className="font-bold text-ink-100 tabular-nums">{balances ? formatWon(balances.casino_balance) : '—'}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-xs font-semibold text-ink-200">
          {t('casinoTopUp.amountLabel')}
        </label>
        <div className="relative">
          <input
            id={id}
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={digits === '' ? '' : formatNumber(amount)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setAmount(Number(digitsOf(event.target.value) || 0))}
            className={clsx(inputClasses, 'pr-9 text-right text-base font-semibold tabular-nums')}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-300"
          >
            {t('casinoTopUp.currencySuffix')}
          </span>
        </div>
      </div>
      <div className="grid grid-cols-3 gap-1.5 sm:grid-cols-6">
        {QUICK_AMOUNTS.map((quick) => (
          <button
            key={quick}
            type="button"
            onClick={() => setAmount(amount + quick)}
            className="h-9 rounded-lg bg-ink-700 text-sm font-semibold text-ink-100 transition-colors hover:bg-ink-600 hover:text-gold-300"
          >
            {t('amountField.quickAdd', { amount: compactWonAmount(quick) })}
          </button>
        ))}
        <button
          type="button"
          disabled={!balances}
          onClick={() => balances && setAmount(balances.cash_balance)}
          className="h-9 rounded-lg bg-ink-700 text-sm font-semibold text-ink-100 transition-colors hover:bg-ink-600 hover:text-gold-300 disabled:opacity-50"
        >
          {t('casinoTopUp.all')}
        </button>
        <button
          type="button"
          onClick={() => setAmount(0)}
          className="h-9 rounded-lg border border-ink-600 text-sm font-semibold text-ink-200 transition-colors hover:border-gold-400 hover:text-gold-300"
        >
          {t('casinoTopUp.reset')}
        </button>
      </div>
      <FormError message={error} />
      <Button type="submit" size="lg" className="w-full" disabled={amount <= 0 || isPending}>
        {isPending ? t('casinoTopUp.submitting') : t('casinoTopUp.submit')}
      </Button>
    </form>
  );
}

/** Cash → casino money (casino games play from casino money); not in the spec, asked for by the issue. */
export function CasinoTopUpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('wallet');
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('casinoTopUp.title')}
      description={t('casinoTopUp.description')}
      className="max-w-md"
    >
      <TopUpForm onDone={() => onOpenChange(false)} />
    </DialogShell>
  );
}
