import { isStake } from '@hanpan/rules';
import { clsx } from 'clsx';
import { Info, RotateCcw, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatWon } from '@/lib/format';
import { useCashBalance } from '../api/get-cash-balance';
import { useMultiFolderBonus } from '../api/get-multi-folder-bonus';
import type { BetSlip } from '../hooks/use-bet-slip';
import { formatPrice } from '../utils/fixture-format';
import { slipFigures, totalOddsOf } from '../utils/slip-odds';
import { addQuickStake, formatStake, QUICK_STAKES, stakeFromInput } from '../utils/stake';
import { BonusPanel } from './bonus-panel';
import { CartItemRow } from './cart-item-row';
import { StakeGuideDialog } from './stake-guide-dialog';

const quickButtonClasses =
  'h-9 rounded-md border border-ink-600 bg-ink-800 text-xs font-semibold text-ink-200 transition-colors hover:border-gold-500/60 hover:text-gold-300 disabled:pointer-events-none disabled:opacity-50';

/** The stake box (spec section 2): digits-only input with separators, clear, quick stakes, guide, reset. */
function StakeBox({ stake, setStake }: Pick<BetSlip, 'stake' | 'setStake'>) {
  const { t } = useTranslation('sports');
  const inputId = useId();
  const [guideOpen, setGuideOpen] = useState(false);
  const cash = useCashBalance();

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <label htmlFor={inputId} className="text-xs font-semibold text-ink-200">
            {t('stake.label')}
          </label>
          <button
            type="button"
            onClick={() => setGuideOpen(true)}
            aria-label={t('stake.guideButton')}
            className="rounded p-0.5 text-ink-400 transition-colors hover:text-gold-300"
          >
            <Info className="size-4" aria-hidden="true" />
          </button>
        </div>
        {cash !== undefined && (
          <span className="text-[11px] text-ink-400">{t('stake.balance', { amount: formatWon(cash) })}</span>
        )}
      </div>
      <StakeGuideDialog open={guideOpen} onOpenChange={setGuideOpen} />
      <div className="relative">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('stake.placeholder')}
          value={formatStake(stake)}
          onChange={(event) => setStake(stakeFromInput(event.target.value))}
          className="h-11 w-full rounded-lg border border-ink-600 bg-ink-950/60 pr-10 pl-3 text-right text-base font-bold text-ink-100 tabular-nums placeholder:text-left placeholder:text-sm placeholder:font-normal placeholder:text-ink-400 focus:border-gold-400 focus:outline-none"
        />
        {stake > 0 && (
          <button
            type="button"
            onClick={() => setStake(0)}
            aria-label={t('stake.clearInput')}
            className="absolute inset-y-0 right-1 flex items-center px-2 text-ink-400 hover:text-ink-100"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="grid grid-cols-4 gap-1.5">
        {QUICK_STAKES.map((quick) => (
          <button
            key={quick.key}
            type="button"
            className={quickButtonClasses}
            onClick={() => setStake(addQuickStake(stake, quick.amount))}
          >
            {t(`stake.quick.${quick.key}`)}
          </button>
        ))}
        <button
          type="button"
          className={quickButtonClasses}
          disabled={cash === undefined}
          onClick={() => setStake(cash ?? 0)}
        >
          {t('stake.wholeBalance')}
        </button>
        <button
          type="button"
          className={clsx(quickButtonClasses, 'col-span-2 inline-flex items-center justify-center gap-1')}
          onClick={() => setStake(0)}
        >
          <RotateCcw className="size-3.5" aria-hidden="true" />
          {t('stake.reset')}
        </button>
      </div>
    </div>
  );
}

/** One figure of the summary; no value yet is a placeholder (the figure waits for the bonus rules). */
function SummaryRow({ label, value, strong = false }: { label: string; value: string | undefined; strong?: boolean }) {
  const { t } = useTranslation('sports');
  return (
    <div className="flex items-center justify-between text-xs">
      <dt className="text-ink-300">{label}</dt>
      <dd
        className={clsx('tabular-nums', strong ? 'text-base font-black text-gold-300' : 'font-semibold text-ink-100')}
      >
        {value ?? <Skeleton inline label={t('slip.loading')} className="h-3.5 w-16 rounded bg-ink-700" />}
      </dd>
    </div>
  );
}

/** The right column (spec section 2): cart, bonus panel, stake box and 베팅하기. */
export function BetSlipPanel({ slip, className }: { slip: BetSlip; className?: string }) {
  const { t } = useTranslation('sports');
  const { cart, stake, setStake, placing, place } = slip;
  const { items, removingIds, remove, clear } = cart;
  const { data: bonusRules, isError: bonusFailed } = useMultiFolderBonus();
  const prices = items.map((item) => item.price);
  // For display only: the server works the real figures out when the bet is placed. Until the
  // operator's bonus rules arrive the figures they change are placeholders, not a guess.
  const figures = bonusRules ? slipFigures(prices, stake, bonusRules) : undefined;
  const withoutRules = bonusFailed ? '-' : undefined;

  return (
    <section aria-label={t('slip.title')} className={clsx('flex flex-col gap-3', className)}>
      <header className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-bold text-ink-100">
          {t('slip.title')}
          <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-500 px-1.5 text-[11px] font-bold text-ink-950 tabular-nums">
            {items.length}
          </span>
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void clear()} disabled={items.length === 0}>
          <Trash2 className="size-3.5" aria-hidden="true" />
          {t('slip.clear')}
        </Button>
      </header>

      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-ink-600 py-8 text-center text-sm text-ink-400">
          {t('slip.empty')}
        </p>
      ) : (
        <ul aria-label={t('slip.selectionsLabel')} className="flex flex-col gap-1.5">
          {items.map((item) => (
            <CartItemRow
              key={item.bet_id}
              item={item}
              removing={removingIds.has(item.bet_id)}
              onRemove={(id) => void remove(id)}
            />
          ))}
        </ul>
      )}

      <BonusPanel rules={bonusRules} failed={bonusFailed} activeMultiplier={figures?.bonusMultiplier ?? 1} />
      <StakeBox stake={stake} setStake={setStake} />

      <dl className="flex flex-col gap-1.5 rounded-xl border border-ink-700 bg-ink-850 p-3">
        <SummaryRow
          label={t('slip.summary.totalOdds')}
          value={items.length > 0 ? formatPrice(totalOddsOf(prices)) : '-'}
        />
        <SummaryRow
          label={t('slip.summary.bonusOdds')}
          value={
            figures ? (figures.bonusMultiplier > 1 ? `x${figures.bonusMultiplier.toFixed(2)}` : '-') : withoutRules
          }
        />
        <SummaryRow label={t('slip.summary.stake')} value={formatWon(stake)} />
        <SummaryRow
          label={t('slip.summary.expectedPayout')}
          value={figures ? formatWon(figures.expectedPayout) : withoutRules}
          strong
        />
      </dl>

      <Button
        size="lg"
        onClick={() => void place()}
        disabled={items.length === 0 || !isStake(stake) || placing}
        className="w-full"
      >
        {placing ? t('slip.placing') : t('slip.place')}
      </Button>
    </section>
  );
}
