import { MAXIMUM_CART_SELECTIONS, type BetLimitsResponse, type MultiFolderBonusResponse } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatWon } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { useBetLimits } from '../api/get-bet-limits';
import { useMultiFolderBonus } from '../api/get-multi-folder-bonus';
import { formatPrice } from '../utils/fixture-format';

/** The rules on the limits, with the limits the operator has set. */
const limitRules = (limits: BetLimitsResponse): string[] => [
  i18n.t('sports:rules.limits', {
    minimum: formatWon(limits.minimum_stake),
    singleMaximum: formatWon(limits.single_maximum_stake),
    multiMaximum: formatWon(limits.multi_maximum_stake),
  }),
  i18n.t('sports:rules.maximumPayout', { maximum: formatWon(limits.maximum_payout) }),
];

/** The multi-folder bonus rule, with the rates the operator has set. */
function bonusRule(bonus: MultiFolderBonusResponse): string {
  const tiers = bonus.tiers
    .map((tier) =>
      i18n.t('sports:rules.bonusTier', { folders: tier.folders, multiplier: formatPrice(tier.multiplier_x100 / 100) }),
    )
    .join(', ');
  return i18n.t('sports:rules.bonus', { minimumOdds: formatPrice(bonus.minimum_price_x100 / 100), tiers });
}

/** The rest of the product rules (section 3) as members read them, the bonus rule between these and the next. */
const rules = (): string[] => [
  i18n.t('sports:rules.cart', { maximum: MAXIMUM_CART_SELECTIONS }),
  i18n.t('sports:rules.closing'),
  i18n.t('sports:rules.priceChanges'),
];

/** 베팅규정 (betting rules): the rules, in a small dialog. */
export function BettingRulesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('sports');
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={t('rules.title')} className="max-w-lg">
      <BettingRules />
    </DialogShell>
  );
}

/** A rule that waits for a setting: a placeholder until it arrives. */
function PendingRule() {
  const { t } = useTranslation('sports');
  return (
    <li aria-label={t('rules.loading')}>
      <Skeleton inline className="h-4 w-full rounded bg-ink-700" />
    </li>
  );
}

/**
 * The rules, the limits first; the lines with the operator's limits and bonus are placeholders
 * until those arrive (or a note if they cannot).
 */
function BettingRules() {
  const { t } = useTranslation('sports');
  const { data: limits, isError } = useBetLimits();
  const { data: bonus, isError: bonusFailed } = useMultiFolderBonus();
  return (
    <ol
      className="flex list-decimal flex-col gap-2.5 pl-5 text-sm leading-relaxed text-ink-200"
      aria-busy={(!limits && !isError) || (!bonus && !bonusFailed)}
    >
      {limits ? (
        limitRules(limits).map((rule) => <li key={rule}>{rule}</li>)
      ) : isError ? (
        <li role="alert">{t('rules.limitsFailed')}</li>
      ) : (
        <PendingRule />
      )}
      {rules().map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
      {bonus ? (
        <li>{bonusRule(bonus)}</li>
      ) : bonusFailed ? (
        <li role="alert">{t('rules.bonusFailed')}</li>
      ) : (
        <PendingRule />
      )}
      <li>{t('rules.settlement')}</li>
    </ol>
  );
}
