import { MAXIMUM_CART_SELECTIONS, type BetLimitsResponse, type MultiFolderBonusResponse } from '@hanpan/contract';
import { DialogShell } from '@/components/ui/dialog';
import { formatWon } from '@/lib/format';
import { useBetLimits } from '../api/get-bet-limits';
import { useMultiFolderBonus } from '../api/get-multi-folder-bonus';

/** The rules on the limits, with the limits the operator has set. */
const limitRules = (limits: BetLimitsResponse): string[] => [
  `최소 베팅 금액은 ${formatWon(limits.minimum_stake)}이며, 단폴더는 최대 ${formatWon(limits.single_maximum_stake)}, 다폴더는 최대 ${formatWon(limits.multi_maximum_stake)}까지 베팅할 수 있습니다.`,
  `최대 당첨 금액은 단폴더, 다폴더, 동일경기 조합 모두 ${formatWon(limits.maximum_payout)}입니다.`,
];

/** The multi-folder bonus rule, with the rates the operator has set. */
function bonusRule(bonus: MultiFolderBonusResponse): string {
  const tiers = bonus.tiers
    .map((tier) => `${tier.folders}폴더 이상 x${(tier.multiplier_x100 / 100).toFixed(2)}`)
    .join(', ');
  return `다폴더보너스: 모든 선택 배당이 ${(bonus.minimum_price_x100 / 100).toFixed(2)} 이상일 때 ${tiers} 추가배당이 적용됩니다.`;
}

/** The rest of the product rules (section 3) as members read them, the bonus rule between these and the next. */
const RULES: readonly string[] = [
  `베팅카드에는 최대 ${MAXIMUM_CART_SELECTIONS}개까지 담을 수 있으며, 같은 마켓에서는 하나의 베팅만 선택할 수 있습니다.`,
  '경기 전 베팅은 경기 시작과 함께 마감됩니다. 일시 중지된 베팅은 선택할 수 없습니다.',
  '베팅카드에 담은 뒤 배당이 바뀌면 변경된 배당을 확인한 뒤에만 베팅이 접수됩니다.',
];
const SETTLEMENT_RULE =
  '적중 특례: 무효 처리된 선택은 배당 1.00으로 계산되며, 아시안 핸디캡과 오버언더의 쿼터 라인은 절반 적중/절반 미적중으로 정산됩니다.';

/** 베팅규정: the rules, in a small dialog. */
export function BettingRulesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title="베팅규정" className="max-w-lg">
      <BettingRules />
    </DialogShell>
  );
}

/** A rule that waits for a setting: a placeholder until it arrives. */
function PendingRule() {
  return (
    <li aria-label="불러오는 중...">
      <span aria-hidden="true" className="inline-block h-4 w-full animate-pulse rounded bg-ink-700 align-middle" />
    </li>
  );
}

/**
 * The rules, the limits first; the lines with the operator's limits and bonus are placeholders
 * until those arrive (or a note if they cannot).
 */
function BettingRules() {
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
        <li role="alert">베팅 한도를 불러오지 못했습니다. 베팅금액 안내에서 다시 확인해주세요.</li>
      ) : (
        <PendingRule />
      )}
      {RULES.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
      {bonus ? (
        <li>{bonusRule(bonus)}</li>
      ) : bonusFailed ? (
        <li role="alert">다폴더보너스 정보를 불러오지 못했습니다.</li>
      ) : (
        <PendingRule />
      )}
      <li>{SETTLEMENT_RULE}</li>
    </ol>
  );
}
