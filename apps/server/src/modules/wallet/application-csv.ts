import {
  DEPOSIT_BONUS_OPTIONS,
  translateLabel,
  translateMessage,
  type Deposit,
  type Language,
  type Withdrawal,
} from '@hanpan/contract';
import { buildCsv } from '../../lib/csv';

const STATUS_TEXT = { pending: '대기', completed: '완료', rejected: '반려' } as const;

/** The deposit queue as the back office exports it (newest first), in `language`. */
export function depositsCsv(deposits: readonly Deposit[], language: Language): string {
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
      translateMessage(DEPOSIT_BONUS_OPTIONS[deposit.bonus].title, language),
      deposit.bonus_amount,
      deposit.rollover_percent,
      translateLabel(STATUS_TEXT[deposit.status], language),
      deposit.processed_at,
      deposit.reason,
    ]),
    language,
  );
}

/** The withdrawal queue as the back office exports it (newest first), in `language`. */
export function withdrawalsCsv(withdrawals: readonly Withdrawal[], language: Language): string {
  return buildCsv(
    ['번호', '신청일시', '아이디', '닉네임', '금액', '은행', '계좌번호', '예금주', '상태', '처리일시', '사유'],
    withdrawals.map((withdrawal) => [
      withdrawal.id,
      withdrawal.created_at,
      withdrawal.user_info.username,
      withdrawal.user_info.nickname,
      withdrawal.amount,
      translateMessage(withdrawal.bank, language),
      withdrawal.account_number,
      withdrawal.account_holder,
      translateLabel(STATUS_TEXT[withdrawal.status], language),
      withdrawal.processed_at,
      withdrawal.reason,
    ]),
    language,
  );
}
