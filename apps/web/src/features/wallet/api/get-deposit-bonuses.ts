import type { DepositBonusRates, MyLevel } from '@hanpan/contract';
import { useQuery } from '@tanstack/react-query';
import { myLevelQueryOptions } from '@/lib/my-level';

const depositBonusesOf = (level: MyLevel): DepositBonusRates => level.benefits.deposit_bonuses;

/** The deposit bonuses' rates of the member's level: the ones the server applies to their deposits. */
export function useDepositBonuses() {
  return useQuery({ ...myLevelQueryOptions(), select: depositBonusesOf });
}
