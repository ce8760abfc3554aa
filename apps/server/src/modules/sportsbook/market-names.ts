import { MARKET_TYPES, translateLabel, translateMessage, type Language } from '@hanpan/contract';

// How markets, selections and market categories are named to a reader. The feed gives each market
// and selection a Korean name (`korean_name`, the default) and a code of its own (`name`: "1X2",
// "1", "X", "Over"), which is no English a member can read; English readers get the book's words,
// by the market's type. The contract's `korean_name` fields carry the name in the request's language.

/** The Korean name of each market type the book offers; the messages catalogue has their English. */
const MARKET_TYPE_NAMES = new Map<number, string>(MARKET_TYPES.map((type) => [type.id, type.korean_name]));

/** A side's win, where the market is who wins. */
const WINNER_BETS = { '1': 'Home win', X: 'Draw', '2': 'Away win' };

/** Selections' English by market type and the feed's code; a code not listed is English already ("Over", "Yes", "2-1"). */
const BET_NAMES: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1: WINNER_BETS,
  52: WINNER_BETS,
  3: { '1': 'Home', '2': 'Away' },
  7: { '1X': 'Home or draw', '12': 'Home or away', X2: 'Draw or away' },
  6: { 'Any Other Score': 'Any other score' },
};

type NamedMarket = { market_type_id: number; name: string; korean_name: string };

/** A market's name in `language`: its Korean, or in English its type's (the feed's code for a type the book lacks). */
export function marketNameIn(market: NamedMarket, language: Language): string {
  if (language === 'ko') return market.korean_name;
  const typeName = MARKET_TYPE_NAMES.get(market.market_type_id);
  return typeName === undefined ? market.name : translateMessage(typeName, language);
}

/** A selection's name in `language`: its Korean, or in English what it says in its market ("Home win", "Over"). */
export function betNameIn(
  marketTypeId: number,
  bet: { name: string; korean_name: string },
  language: Language,
): string {
  if (language === 'ko') return bet.korean_name;
  return BET_NAMES[marketTypeId]?.[bet.name] ?? bet.name;
}

/** A market category (the fixture detail's tabs: 주요, 핸디캡, 기타, ...) in `language`. */
export const categoryNameIn = (category: string, language: Language): string => translateLabel(category, language);
