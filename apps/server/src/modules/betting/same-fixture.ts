import { marketPairKey, type SameFixtureCombinations } from '@hanpan/contract';
import { refuse } from './betting-refusals';

/** What the same-fixture rule reads of a selection. */
type Pick = {
  fixture_id: number;
  fixture_name: string;
  market_id: number;
  market_type_id: number;
  market_name: string;
};

/**
 * The first two selections of one fixture whose market types the operator has not allowed
 * together (product rules section 3), or null. Two of one market are the one-per-market rule's.
 */
export function forbiddenSameFixturePair<T extends Pick>(
  picks: T[],
  combinations: SameFixtureCombinations,
): [T, T] | null {
  const allowed = new Set(combinations.allowed_pairs.map(({ first, second }) => marketPairKey(first, second)));
  for (const [index, pick] of picks.entries()) {
    const clash = picks
      .slice(index + 1)
      .find(
        (other) =>
          other.fixture_id === pick.fixture_id &&
          other.market_id !== pick.market_id &&
          !allowed.has(marketPairKey(pick.market_type_id, other.market_type_id)),
      );
    if (clash) return [pick, clash];
  }
  return null;
}

export const sameFixtureRefusal = ([first, second]: [Pick, Pick]) =>
  refuse(
    'same_fixture_combination',
    `같은 경기의 ${first.market_name} + ${second.market_name} 조합은 베팅할 수 없습니다: ${first.fixture_name}`,
  );
