import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { ApplicationStatus } from '../../db/schema';
import { GAME_KINDS, MONEY_HISTORY_LEDGER_KINDS } from './ledger-kinds';
import { page, whereFilter, type PageRequest, type RowFilter } from './paging.repository';

/** The money, points and game histories, a page at a time. */
export function createHistoriesRepository() {
  return {
    /** Applications (one row each, with status) and every other movement of cash. */
    moneyHistory(executor: Executor, filter: RowFilter, request: PageRequest) {
      const rows = sql`
        select 'D' || d.id as id, 'deposit' as kind, d.created_at as transaction_date, d.processed_at,
               d.amount as money_changed, d.status, u.username, u.nickname
          from deposits d join users u on u.id = d.user_id
         where ${whereFilter(filter, sql.ref('d.user_id'))}
        union all
        select 'W' || w.id, 'withdraw', w.created_at, w.processed_at, -w.amount, w.status, u.username, u.nickname
          from withdrawals w join users u on u.id = w.user_id
         where ${whereFilter(filter, sql.ref('w.user_id'))}
        union all
        select 'L' || t.id, t.kind, t.created_at, t.created_at, e.amount, 'completed', u.username, u.nickname
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id and a.kind = 'cash'
          join users u on u.id = a.owner_user_id
         where t.kind in (${sql.join(MONEY_HISTORY_LEDGER_KINDS)}) and ${whereFilter(filter, sql.ref('a.owner_user_id'))}`;
      return page<{
        id: string;
        kind: string;
        transaction_date: Date;
        processed_at: Date | null;
        money_changed: number;
        status: ApplicationStatus;
        username: string;
        nickname: string;
      }>(executor, rows, sql`transaction_date desc, id desc`, request);
    },

    pointHistory(executor: Executor, filter: RowFilter, request: PageRequest) {
      const rows = sql`
        select 'L' || t.id as id, t.kind, t.created_at as transaction_date, e.amount as points_changed, u.username, u.nickname
          from ledger_entries e
          join ledger_accounts a on a.id = e.account_id and a.kind = 'points'
          join ledger_transactions t on t.id = e.transaction_id
          join users u on u.id = a.owner_user_id
         where ${whereFilter(filter, sql.ref('a.owner_user_id'))}`;
      return page<{
        id: string;
        kind: string;
        transaction_date: Date;
        points_changed: number;
        username: string;
        nickname: string;
      }>(executor, rows, sql`transaction_date desc, id desc`, request);
    },

    gameHistory(executor: Executor, filter: RowFilter, request: PageRequest) {
      const rows = sql`
        select 'L' || t.id || '-' || e.id as id,
               case when t.kind like 'sports\_%' then 'sportsbook' else coalesce(cp.name, t.reference_type, 'house') end as provider_id,
               t.kind as transaction_type, t.created_at as processed_at, e.amount, u.username
          from ledger_entries e
          join ledger_accounts a on a.id = e.account_id and a.kind in ('cash', 'casino')
          join ledger_transactions t on t.id = e.transaction_id
          join users u on u.id = a.owner_user_id
          -- A casino movement names the studio whose game it was.
          left join casino_transactions ct on t.reference_type = 'casino_transaction' and ct.id = t.reference_id
          left join casino_rounds cr on cr.id = ct.round_id
          left join casino_games cg on cg.id = cr.game_id
          left join casino_providers cp on cp.id = cg.provider_id
         where t.kind in (${sql.join(GAME_KINDS)}) and ${whereFilter(filter, sql.ref('a.owner_user_id'))}`;
      return page<{
        id: string;
        provider_id: string;
        transaction_type: string;
        processed_at: Date;
        amount: number;
        username: string;
      }>(executor, rows, sql`processed_at desc, id desc`, request);
    },
  };
}
