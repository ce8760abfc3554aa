import {
  INT4_MAX,
  type CashOutBlock,
  type CashOutBlockList,
  type CashOutBlockRequest,
  type Language,
} from '@hanpan/contract';
import { sql } from 'kysely';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { nameIn } from '../sportsbook';
import type { SportsbookAdminDeps } from './sportsbook-admin-context';

type Scope = CashOutBlock['scope'];

/** The name of a sport, league or fixture (home vs away) in `language`, or undefined when there is none with that id. */
async function nameOf(deps: SportsbookAdminDeps, scope: Scope, id: number, language: Language) {
  const { db } = deps;
  // Sports and leagues have 32-bit ids: a larger one names none (and must not reach the query).
  if (scope !== 'fixture' && id > INT4_MAX) return undefined;
  if (scope === 'sport') {
    return (await db.selectFrom('sports').select('name').where('id', '=', id).executeTakeFirst())?.name;
  }
  if (scope === 'league') {
    return (
      await db
        .selectFrom('leagues as l')
        .select(nameIn('l', language).as('name'))
        .where('l.id', '=', id)
        .executeTakeFirst()
    )?.name;
  }
  const fixture = await db
    .selectFrom('fixtures as f')
    .innerJoin('participants as home', 'home.id', 'f.home_participant_id')
    .innerJoin('participants as away', 'away.id', 'f.away_participant_id')
    .select([nameIn('home', language).as('home'), nameIn('away', language).as('away')])
    .where('f.id', '=', id)
    .executeTakeFirst();
  return fixture && `${fixture.home} vs ${fixture.away}`;
}

/**
 * Cash out switched off per sport, league or fixture (a `cash_out_blocks` row each, which the
 * member's offer reads): the list, and switching one off or on again, audited.
 */
export function createCashOutSwitches(deps: SportsbookAdminDeps & { now: () => Date }) {
  const { db, audit, now } = deps;
  return {
    async cashOutBlocks(language: Language): Promise<CashOutBlockList> {
      const { rows } = await sql<{
        scope: Scope;
        target_id: number;
        reason: string;
        created_at: Date;
        actor_id: number;
        actor_username: string;
        name: string | null;
      }>`
        select c.scope, c.target_id, c.reason, c.created_at, u.id as actor_id, u.username as actor_username,
          case c.scope
            when 'sport' then (select s.name from sports s where s.id = c.target_id)
            when 'league' then (select ${nameIn('l', language)} from leagues l where l.id = c.target_id)
            else (select ${nameIn('home', language)} || ' vs ' || ${nameIn('away', language)} from fixtures f
              join participants home on home.id = f.home_participant_id
              join participants away on away.id = f.away_participant_id where f.id = c.target_id)
          end as name
        from cash_out_blocks c join users u on u.id = c.actor_user_id
        order by c.created_at desc
      `.execute(db);
      return {
        results: rows.map((row) => ({
          scope: row.scope,
          target_id: row.target_id,
          name: row.name ?? String(row.target_id),
          reason: row.reason,
          actor: { id: row.actor_id, username: row.actor_username },
          created_at: row.created_at.toISOString(),
        })),
      };
    },

    async setCashOutBlock(
      actor: AuditActor,
      request: CashOutBlockRequest,
      language: Language,
    ): Promise<CashOutBlockList> {
      const name = await nameOf(deps, request.scope, request.target_id, language);
      if (name === undefined) throw notFound('대상을 찾을 수 없습니다.');
      await inTransaction(db, async (trx) => {
        const changed = request.blocked
          ? await trx
              .insertInto('cash_out_blocks')
              .values({
                scope: request.scope,
                target_id: request.target_id,
                reason: request.reason,
                actor_user_id: actor.userId,
                created_at: now(),
              })
              .onConflict((oc) => oc.doNothing())
              .executeTakeFirst()
              .then((result) => (result.numInsertedOrUpdatedRows ?? 0n) > 0n)
          : await trx
              .deleteFrom('cash_out_blocks')
              .where('scope', '=', request.scope)
              .where('target_id', '=', request.target_id)
              .executeTakeFirst()
              .then((result) => result.numDeletedRows > 0n);
        if (!changed) {
          throw new AppError(
            409,
            'cash_out_switch_unchanged',
            request.blocked ? '이미 캐시아웃이 꺼져 있습니다.' : '캐시아웃이 꺼져 있지 않습니다.',
          );
        }
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: request.blocked ? 'sports.cash_out_off' : 'sports.cash_out_on',
          targetType: request.scope,
          targetId: request.target_id,
          before: { blocked: !request.blocked },
          after: { blocked: request.blocked, name },
          reason: request.reason,
        });
      });
      return this.cashOutBlocks(language);
    },
  };
}
