import type { GameCategory } from '@hanpan/contract';
import type { Executor } from '../../db/database';
import type { CasinoRoundStatus } from '../../db/schema';
import type { PageRequest, RowFilter } from '../wallet';

export type RoundHistoryRow = {
  id: number;
  round_id: string;
  game_slug: string;
  game_name: string;
  game_title: string;
  category: GameCategory;
  provider_name: string;
  username: string;
  bet: number;
  win: number;
  status: CasinoRoundStatus;
  opened_at: Date;
  closed_at: Date | null;
};

/** A round `r` with its game `g`, the game's provider `p` and the member `u`. */
export const roundsWithGame = (executor: Executor) =>
  executor
    .selectFrom('casino_rounds as r')
    .innerJoin('casino_games as g', 'g.id', 'r.game_id')
    .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
    .innerJoin('users as u', 'u.id', 'r.user_id');

/** What a round history row shows (`RoundHistoryRow`). */
export const roundHistoryColumns = [
  'r.id',
  'r.external_id as round_id',
  'g.slug as game_slug',
  'g.name as game_name',
  'g.title as game_title',
  'g.category',
  'p.name as provider_name',
  'u.username',
  'r.bet_total as bet',
  'r.win_total as win',
  'r.status',
  'r.opened_at',
  'r.closed_at',
] as const;

/** The members' round history, a page at a time, newest first. */
export function createRoundHistoryRepository() {
  return {
    async rounds(
      executor: Executor,
      filter: RowFilter,
      request: PageRequest,
    ): Promise<{ rows: RoundHistoryRow[]; count: number }> {
      const base = roundsWithGame(executor)
        .$if(filter.userId !== null, (query) => query.where('r.user_id', '=', filter.userId as number))
        .$if(filter.username !== undefined, (query) => query.where('u.username', '=', filter.username as string));
      const [rows, total] = await Promise.all([
        base
          .select(roundHistoryColumns)
          .orderBy('r.opened_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(request.size)
          .offset((request.page - 1) * request.size)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as RoundHistoryRow[], count: Number(total.count) };
    },
  };
}
