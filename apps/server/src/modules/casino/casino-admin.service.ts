import {
  ADMIN_CSV_MAXIMUM_ROWS,
  translateLabel,
  type AdminCasinoGame,
  type AdminCasinoGameChange,
  type AdminCasinoGamePage,
  type AdminCasinoGameQuery,
  type AdminCasinoProvider,
  type AdminCasinoProviders,
  type AdminCasinoRound,
  type AdminCasinoRoundPage,
  type AdminCasinoRoundQuery,
  type Language,
} from '@hanpan/contract';
import { koreanDayRange } from '@hanpan/rules';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { buildCsv } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import type { AuditService } from '../audit';
import type {
  AdminGameFilter,
  AdminGameRow,
  AdminRoundFilter,
  AdminRoundRow,
  AdminTransactionRow,
  CasinoAdminRepository,
} from './casino-admin.repository';

/** The operator making a change, and the request it came in (for the audit log). */
export type CasinoAdminActor = { userId: number; requestId: string };

const TRANSACTION_SLICE = 1000;

const CATEGORY_LABELS = { 'live-casino': '라이브 카지노', slots: '슬롯', 'mini-games': '미니게임' } as const;
const STATUS_LABELS = { open: '진행 중', closed: '종료', rolled_back: '취소' } as const;
const TRANSACTION_KIND_LABELS = { bet: '베팅', win: '당첨', rollback: '취소' } as const;
const yesNo = (value: boolean, language: Language) => translateLabel(value ? '예' : '아니오', language);

const GAME_CSV_HEADERS = [
  '번호',
  '슬러그',
  '이름',
  '제목',
  '카테고리',
  '제공사',
  '사용',
  '신규',
  '로비 순서',
  'RTP(%)',
  '제공사 목록',
] as const;
const ROUND_CSV_HEADERS = [
  '번호',
  '라운드 ID',
  '시작',
  '종료',
  '회원',
  '게임',
  '제공사',
  '베팅',
  '당첨',
  '상태',
  '거래',
] as const;

const providerNotFound = () => notFound('제공사를 찾을 수 없습니다.');
const gameNotFound = () => notFound('게임을 찾을 수 없습니다.');

function toGame(row: AdminGameRow): AdminCasinoGame {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    category: row.category,
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    provider_enabled: row.provider_enabled,
    engine: row.engine,
    color: row.color,
    rtp_percent: Number(row.rtp_percent),
    enabled: row.enabled,
    listed: row.listed,
    is_new: row.is_new,
    provider_is_new: row.provider_is_new,
    sort_order: row.sort_order,
    created_at: row.created_at.toISOString(),
  };
}

function toRound(row: AdminRoundRow, transactions: AdminTransactionRow[]): AdminCasinoRound {
  return {
    ...row,
    opened_at: row.opened_at.toISOString(),
    closed_at: row.closed_at ? row.closed_at.toISOString() : null,
    transactions: transactions.map(({ round_id: _round, ...transaction }) => ({
      ...transaction,
      created_at: transaction.created_at.toISOString(),
    })),
  };
}

function gameFilter(query: AdminCasinoGameQuery): AdminGameFilter {
  return {
    category: query.category,
    providerSlug: query.provider,
    enabled: query.enabled,
    isNew: query.is_new,
    search: query.search,
  };
}

function roundFilter(query: AdminCasinoRoundQuery): AdminRoundFilter {
  return {
    username: query.username,
    userId: query.user_id,
    gameSlug: query.game,
    status: query.status,
    ...koreanDayRange(query.from, query.to),
  };
}

/** The fields of a game the back office may change, as the audit log records them. */
const editable = (game: AdminGameRow) => ({ enabled: game.enabled, is_new: game.is_new, sort_order: game.sort_order });

/**
 * The casino in the back office: switching studio brands and games on and off, the "new" flag
 * and lobby order (each change audited in its own transaction, seen by the lobby at once), and
 * every member's rounds with their protocol transactions.
 */
export function createCasinoAdminService(deps: {
  db: Database;
  repository: CasinoAdminRepository;
  audit: AuditService;
}) {
  const { db, repository, audit } = deps;

  async function roundPage(query: AdminCasinoRoundQuery, window: { limit: number; offset: number }) {
    const { rows, count } = await repository.rounds(db, roundFilter(query), window);
    const byRound = new Map<number, AdminTransactionRow[]>();
    // In slices: an export may name tens of thousands of rounds.
    for (let start = 0; start < rows.length; start += TRANSACTION_SLICE) {
      const ids = rows.slice(start, start + TRANSACTION_SLICE).map((row) => row.id);
      for (const transaction of await repository.transactionsOf(db, ids)) {
        const list = byRound.get(transaction.round_id);
        if (list) list.push(transaction);
        else byRound.set(transaction.round_id, [transaction]);
      }
    }
    return { rounds: rows.map((row) => toRound(row, byRound.get(row.id) ?? [])), count };
  }

  return {
    async providers(): Promise<AdminCasinoProviders> {
      return { results: await repository.providers(db) };
    },

    /** Switches a studio brand on or off for the lobby and launching; a no-op change writes no audit entry. */
    async setProviderEnabled(actor: CasinoAdminActor, id: number, enabled: boolean): Promise<AdminCasinoProvider> {
      await inTransaction(db, async (trx) => {
        const provider = await repository.lockProvider(trx, id);
        if (!provider) throw providerNotFound();
        if (provider.enabled === enabled) return;
        await repository.setProviderEnabled(trx, id, enabled);
        await audit.record(trx, {
          actorId: actor.userId,
          action: enabled ? 'casino_provider.enable' : 'casino_provider.disable',
          targetType: 'casino_provider',
          targetId: id,
          before: { name: provider.name, enabled: provider.enabled },
          after: { name: provider.name, enabled },
          requestId: actor.requestId,
        });
      });
      const provider = (await repository.providers(db)).find((row) => row.id === id);
      if (!provider) throw providerNotFound();
      return provider;
    },

    async games(query: AdminCasinoGameQuery): Promise<AdminCasinoGamePage> {
      const { rows, count } = await repository.games(db, gameFilter(query), {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return { results: rows.map(toGame), count, total_pages: Math.ceil(count / query.size) };
    },

    async gamesCsv(query: AdminCasinoGameQuery, language: Language): Promise<string> {
      const { rows } = await repository.games(db, gameFilter(query), { limit: ADMIN_CSV_MAXIMUM_ROWS, offset: 0 });
      return buildCsv(
        GAME_CSV_HEADERS,
        rows.map((row) => [
          row.id,
          row.slug,
          row.name,
          row.title,
          translateLabel(CATEGORY_LABELS[row.category], language),
          row.provider_name,
          yesNo(row.enabled, language),
          yesNo(row.is_new, language),
          row.sort_order,
          row.rtp_percent,
          yesNo(row.listed, language),
        ]),
        language,
      );
    },

    /** Enabled, "new" and lobby order; only what differs is changed and audited (before and after). */
    async updateGame(actor: CasinoAdminActor, id: number, change: AdminCasinoGameChange): Promise<AdminCasinoGame> {
      return inTransaction(db, async (trx) => {
        const game = await repository.lockGame(trx, id);
        if (!game) throw gameNotFound();
        const before = editable(game);
        const after = { ...before, ...change };
        if (
          after.enabled === before.enabled &&
          after.is_new === before.is_new &&
          after.sort_order === before.sort_order
        )
          return toGame(game);
        await repository.updateGame(trx, id, {
          ...(after.enabled === before.enabled ? {} : { enabled: after.enabled }),
          ...(after.is_new === before.is_new ? {} : { operator_is_new: after.is_new }),
          ...(after.sort_order === before.sort_order ? {} : { sort_order: after.sort_order }),
        });
        await audit.record(trx, {
          actorId: actor.userId,
          action: 'casino_game.update',
          targetType: 'casino_game',
          targetId: id,
          before: { slug: game.slug, ...before },
          after: { slug: game.slug, ...after },
          requestId: actor.requestId,
        });
        const updated = await repository.lockGame(trx, id);
        if (!updated) throw gameNotFound();
        return toGame(updated);
      });
    },

    async rounds(query: AdminCasinoRoundQuery): Promise<AdminCasinoRoundPage> {
      const { rounds, count } = await roundPage(query, { limit: query.size, offset: (query.page - 1) * query.size });
      return { results: rounds, count, total_pages: Math.ceil(count / query.size) };
    },

    async roundsCsv(query: AdminCasinoRoundQuery, language: Language): Promise<string> {
      const { rounds } = await roundPage(query, { limit: ADMIN_CSV_MAXIMUM_ROWS, offset: 0 });
      return buildCsv(
        ROUND_CSV_HEADERS,
        rounds.map((round) => [
          round.id,
          round.round_id,
          round.opened_at,
          round.closed_at,
          round.username,
          round.game_title,
          round.provider_name,
          round.bet,
          round.win,
          translateLabel(STATUS_LABELS[round.status], language),
          round.transactions
            .map(
              (transaction) =>
                `${translateLabel(TRANSACTION_KIND_LABELS[transaction.kind], language)} ${transaction.amount}`,
            )
            .join('; '),
        ]),
        language,
      );
    },
  };
}

export type CasinoAdminService = ReturnType<typeof createCasinoAdminService>;
