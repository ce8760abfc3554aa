import {
  ADMIN_CSV_MAXIMUM_ROWS,
  translateLabel,
  type AdminBetList,
  type AdminBetListQuery,
  type AdminBetSlip,
  type Language,
} from '@hanpan/contract';
import { koreanDayRange } from '@hanpan/rules';
import { buildCsv } from '../../lib/csv';
import { betNameIn, marketNameIn } from '../sportsbook';
import type { BetSlipFilter } from './bets-list.repository';
import type { SportsbookAdminDeps } from './sportsbook-admin-context';

const BET_CSV_HEADERS = [
  '번호',
  '일시',
  '회원',
  '회원 번호',
  '종류',
  '베팅금',
  '배당',
  '예상 당첨금',
  '상태',
  '지급액',
  '정산 일시',
  '선택',
] as const;
const SLIP_STATUS_LABELS: Record<AdminBetSlip['status'], string> = {
  PENDING: '진행중',
  WON: '당첨',
  LOST: '낙첨',
  REFUNDED: '적중특례',
  CANCELLED: '취소',
  CASHED_OUT: '캐시아웃',
};

function filterOf(query: AdminBetListQuery): BetSlipFilter {
  return {
    userId: query.user_id,
    username: query.username,
    status: query.status,
    fixtureId: query.fixture_id,
    ...koreanDayRange(query.from, query.to),
    minStake: query.min_stake,
  };
}

/** The back office's bets list: slips of every member, filtered, a page at a time or as a CSV, named in the operator's language. */
export function createBetsList({ db, repository }: SportsbookAdminDeps) {
  async function slips(
    query: AdminBetListQuery,
    limit: number,
    cursor: number | undefined,
    language: Language,
  ): Promise<AdminBetSlip[]> {
    const rows = await repository.listSlips(db, filterOf(query), { cursor, limit });
    const legs = await repository.slipSelections(
      db,
      rows.map((row) => row.id),
      language,
    );
    const bySlip = new Map<number, AdminBetSlip['selections']>();
    for (const leg of legs) {
      bySlip.set(leg.slip_id, [
        ...(bySlip.get(leg.slip_id) ?? []),
        {
          fixture_id: leg.fixture_id,
          game_name: `${leg.home_name} vs ${leg.away_name}`,
          league_name: leg.league_name,
          market_name: marketNameIn(
            { market_type_id: leg.market_type_id, name: leg.market_code, korean_name: leg.market_korean_name },
            language,
          ),
          bet_name: betNameIn(leg.market_type_id, { name: leg.bet_code, korean_name: leg.bet_korean_name }, language),
          line: leg.line,
          price: leg.price_x100 / 100,
          settlement: leg.settlement,
        },
      ]);
    }
    return rows.map((row) => ({
      id: row.id,
      user: { id: row.user_id, username: row.username },
      bet_type: row.bet_type,
      stake: row.stake,
      total_odds: row.total_odds_x100 / 100,
      potential_payout: row.potential_payout,
      status: row.status,
      payout: row.payout,
      created_at: row.created_at.toISOString(),
      settled_at: row.settled_at ? row.settled_at.toISOString() : null,
      selections: bySlip.get(row.id) ?? [],
    }));
  }

  return {
    /** A page of slips, newest first, after the `cursor` slip. */
    async bets(query: AdminBetListQuery, language: Language): Promise<AdminBetList> {
      const rows = await slips(query, query.size + 1, query.cursor, language);
      const results = rows.slice(0, query.size);
      return { results, next_cursor: rows.length > query.size ? (results.at(-1)?.id ?? null) : null };
    },

    /** The whole filtered list (newest first, up to the export limit) as a spreadsheet-ready CSV in `language`. */
    async betsCsv(query: AdminBetListQuery, language: Language): Promise<string> {
      const rows = await slips(query, ADMIN_CSV_MAXIMUM_ROWS, undefined, language);
      return buildCsv(
        BET_CSV_HEADERS,
        rows.map((row) => [
          row.id,
          row.created_at,
          row.user.username,
          row.user.id,
          translateLabel(row.bet_type === 'single' ? '단폴더' : '다폴더', language),
          row.stake,
          row.total_odds,
          row.potential_payout,
          translateLabel(SLIP_STATUS_LABELS[row.status], language),
          row.payout,
          row.settled_at,
          row.selections
            .map(
              (leg) =>
                `${leg.game_name} ${leg.market_name} ${leg.bet_name}${leg.line ? ` ${leg.line}` : ''} @${leg.price.toFixed(2)}`,
            )
            .join(' / '),
        ]),
        language,
      );
    },
  };
}
