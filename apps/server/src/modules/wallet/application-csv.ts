import { DEPOSIT_BONUS_OPTIONS, type Deposit, type Withdrawal } from '@hanpan/contract';
import { buildCsv } from '../../lib/csv';

const STATUS_TEXT = { pending: '대기', completed: '완료', rejected: '반려' } as const;

/** The deposit queue as the back office exports it (newest first). */
export function depositsCsv(deposits: readonly Deposit[]): string {
  return buildCsv(
    [
      '번호',
      '신청일시',
      '아이디',
      '닉네임',
      '입금자명',
      '금액',
      '보너스',
      '보너스 금액',
      '롤링(%)',
      '상태',
      '처리일시',
      '사유',
    ],
    deposits.map((deposit) => [
      deposit.id,
      deposit.created_at,
      deposit.user_info.username,
      deposit.user_info.nickname,
      deposit.depositor_name,
      deposit.amount,
      DEPOSIT_BONUS_OPTIONS[deposit.bonus].title,
      deposit.bonus_amount,
      deposit.rollover_percent,
      STATUS_TEXT[deposit.status],
      deposit.processed_at,
      deposit.reason,
    ]),
  );
}

/** The withdrawal queue as the back office exports it (newest first). */
export function withdrawalsCsv(withdrawals: readonly Withdrawal[]): string {
  return buildCsv(
    ['번호', '신청일시', '아이디', '닉네임', '금액', '은행', '계좌번호', '예금주', '상태', '처리일시', '사유'],
    withdrawals.map((withdrawal) => [
      withdrawal.id,
      withdrawal.created_at,
      withdrawal.user_info.username,
      withdrawal.user_info.nickname,
      withdrawal.amount,
      withdrawal.bank,
      withdrawal.account_number,
      withdrawal.account_holder,
      STATUS_TEXT[withdrawal.status],
      withdrawal.processed_at,
      withdrawal.reason,
    ]),
  );
}
