import type { MultiFolderBonus } from '@hanpan/contract';
import { clsx } from 'clsx';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Odds in hundredths as the panel's badge writes them (spec: 130 → 1:30). */
const badgeOdds = (priceX100: number) => (priceX100 / 100).toFixed(2).replace('.', ':');

/**
 * The multi-folder bonus panel (spec section 2): 다폴더보너스 추가배당, badge 최소배당 1:30,
 * x1.03 x1.05 x1.07 by default, but always the operator's rules in force (placement applies
 * those). Placeholders while they load; the tier the cart reaches now is lit.
 */
export function BonusPanel({
  rules,
  failed,
  activeMultiplier,
}: {
  rules: MultiFolderBonus | undefined;
  failed: boolean;
  activeMultiplier: number;
}) {
  const { t } = useTranslation('sports');
  return (
    <section
      aria-label={t('bonus.label')}
      aria-busy={!rules && !failed}
      className="rounded-xl border border-ink-700 bg-ink-850 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 text-xs font-bold text-ink-100">
          <Gift className="size-4 text-gold-400" aria-hidden="true" />
          {t('bonus.title')}
        </h3>
        {rules && (
          <span className="rounded-full bg-gold-500/15 px-2 py-0.5 text-[11px] font-semibold text-gold-300">
            {t('bonus.minimumOdds', { odds: badgeOdds(rules.minimum_price_x100) })}
          </span>
        )}
      </div>
      {rules ? (
        <ul className="mt-2.5 grid grid-cols-3 gap-1.5">
          {rules.tiers.map((tier) => {
            const multiplier = tier.multiplier_x100 / 100;
            const active = activeMultiplier === multiplier;
            return (
              <li
                key={tier.folders}
                aria-current={active ? 'true' : undefined}
                className={clsx(
                  'flex flex-col items-center rounded-lg border py-1.5',
                  active ? 'border-gold-400 bg-gold-500/15 text-gold-300' : 'border-ink-700 text-ink-300',
                )}
              >
                <span className="text-[11px]">{t('bonus.tier', { folders: tier.folders })}</span>
                <span className="text-sm font-bold tabular-nums">x{multiplier.toFixed(2)}</span>
              </li>
            );
          })}
        </ul>
      ) : failed ? (
        <p role="alert" className="mt-2.5 text-xs text-ink-300">
          {t('bonus.failed')}
        </p>
      ) : (
        <div aria-label={t('bonus.loading')} className="mt-2.5 grid grid-cols-3 gap-1.5">
          {[0, 1, 2].map((slot) => (
            <Skeleton key={slot} className="h-[3.25rem] rounded-lg bg-ink-700" />
          ))}
        </div>
      )}
    </section>
  );
}
