import type { WalletError } from '@hanpan/contract';
import { AppError } from '../../lib/errors';

/** A protocol refusal: the site's error body, plus the balance where the provider needs it. */
export class WalletRefusal extends AppError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly balance?: number,
  ) {
    super(statusCode, code, message);
  }

  toBody(): WalletError {
    return {
      error: this.code,
      message: this.message,
      ...(this.balance === undefined ? {} : { balance: this.balance }),
    };
  }
}

export const refusals = {
  invalidSignature: () => new WalletRefusal(401, 'invalid_signature', '요청 서명이 올바르지 않습니다.'),
  unknownProvider: () => new WalletRefusal(401, 'unknown_provider', '등록되지 않은 게임 제공자입니다.'),
  invalidLaunchToken: () =>
    new WalletRefusal(
      401,
      'invalid_launch_token',
      '게임 실행 주소가 만료되었거나 이미 사용되었습니다. 게임을 다시 실행해주세요.',
    ),
  sessionExpired: () =>
    new WalletRefusal(401, 'session_expired', '게임 세션이 만료되었습니다. 게임을 다시 실행해주세요.'),
  insufficientFunds: (balance: number) =>
    new WalletRefusal(422, 'insufficient_funds', '카지노머니가 부족합니다.', balance),
  requestIdReused: () => new WalletRefusal(409, 'request_id_reused', '이미 다른 요청에 사용된 요청 ID입니다.'),
  transactionConflict: () =>
    new WalletRefusal(409, 'transaction_conflict', '같은 거래 ID로 다른 거래가 이미 처리되었습니다.'),
  roundConflict: () =>
    new WalletRefusal(409, 'transaction_conflict', '이 라운드 ID는 다른 플레이어나 게임의 라운드입니다.'),
  betNotFound: () => new WalletRefusal(404, 'bet_not_found', '참조한 베팅을 찾을 수 없습니다.'),
  betRolledBack: () => new WalletRefusal(409, 'bet_rolled_back', '이미 취소된 베팅입니다.'),
  roundClosed: () => new WalletRefusal(409, 'round_closed', '이미 종료된 라운드입니다.'),
  gameNotFound: () => new WalletRefusal(404, 'game_not_found', '게임을 찾을 수 없습니다.'),
};
