import type { Agent, AgentCommission, Language } from '@hanpan/contract';
import { buildCsv } from '../../lib/csv';

/** The agent tree as the back office exports it, each agent after its parent. */
export function agentsCsv(rows: readonly Agent[], language: Language): string {
  const usernames = new Map(rows.map((row) => [row.id, row.username]));
  return buildCsv(
    [
      '아이디',
      '닉네임',
      '상위 총판',
      '단계',
      '추천 코드',
      '스포츠 롤링(%)',
      '카지노 롤링(%)',
      '루징(%)',
      '직속 회원',
      '전체 회원',
      '정산 잔액',
      '등록일시',
    ],
    rows.map((row) => [
      row.username,
      row.nickname,
      row.parent_id === null ? null : (usernames.get(row.parent_id) ?? null),
      row.depth + 1,
      row.referral_code,
      row.sports_rolling_percent,
      row.casino_rolling_percent,
      row.losing_percent,
      row.direct_members,
      row.subtree_members,
      row.balance,
      row.created_at,
    ]),
    language,
  );
}

/** A week's commission statements as the back office exports them (largest first). */
export function commissionsCsv(rows: readonly AgentCommission[], language: Language): string {
  return buildCsv(
    [
      '주',
      '아이디',
      '회원 수',
      '스포츠 롤링 금액',
      '카지노 롤링 금액',
      '순손실',
      '스포츠 롤링(%)',
      '카지노 롤링(%)',
      '루징(%)',
      '스포츠 수수료',
      '카지노 수수료',
      '루징 수수료',
      '합계',
      '지급일시',
    ],
    rows.map((row) => [
      row.week_start,
      row.username,
      row.members,
      row.sports_turnover,
      row.casino_turnover,
      row.net_loss,
      row.sports_rolling_percent,
      row.casino_rolling_percent,
      row.losing_percent,
      row.sports_commission,
      row.casino_commission,
      row.losing_commission,
      row.amount,
      row.credited_at,
    ]),
    language,
  );
}
