import { createHmac, randomUUID } from 'node:crypto';
import {
  walletAuthenticateResponseSchema,
  walletBalanceResponseSchema,
  walletErrorSchema,
  walletTransactionResponseSchema,
  type WalletAuthenticateResponse,
  type WalletBetRequest,
  type WalletRollbackRequest,
  type WalletTransactionResponse,
  type WalletWinRequest,
} from '@hanpan/contract';
import type { z } from 'zod';
import { AppError } from '../lib/errors';

/**
 * The studio's side of the seamless-wallet protocol (docs/casino-protocol.md): every call is a
 * signed POST to the operator. The transport is all the studio knows of the operator: in one
 * process it is `app.inject`; an outside deployment passes an HTTP client.
 */
export type WalletTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number; body: string }>;

export const STUDIO_PROVIDER_CODE = 'studio';
const WALLET_PATH = '/api/casino/wallet';

/** The operator answered, and said no: the member sees `message`; `walletCode` is the operator's. */
export class WalletRefusedError extends AppError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly walletCode: string,
    readonly balance: number | undefined,
  ) {
    super(statusCode, code, message);
    this.name = 'WalletRefusedError';
  }
}

/** The operator could not be reached or failed (5xx): whether the call took effect is unknown. */
export class WalletUnavailableError extends AppError {
  constructor(override readonly cause: unknown) {
    super(503, 'wallet_unavailable', '지갑 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.');
    this.name = 'WalletUnavailableError';
  }
}

/** The operator's refusal, in the words the member sees. */
function refusal(status: number, body: string): WalletRefusedError {
  const parsed = walletErrorSchema.safeParse(safeJson(body));
  const walletCode = parsed.success ? parsed.data.error : 'unknown';
  const balance = parsed.success ? parsed.data.balance : undefined;
  if (walletCode === 'insufficient_funds')
    return new WalletRefusedError(422, 'insufficient_funds', '카지노머니가 부족합니다.', walletCode, balance);
  if (walletCode === 'invalid_launch_token') {
    return new WalletRefusedError(
      401,
      'invalid_launch_token',
      '게임 실행 링크가 만료되었거나 이미 사용되었습니다. 게임을 다시 실행해 주세요.',
      walletCode,
      balance,
    );
  }
  if (status === 401)
    return new WalletRefusedError(
      401,
      'session_expired',
      '게임 세션이 만료되었습니다. 게임을 다시 실행해 주세요.',
      walletCode,
      balance,
    );
  // The operator's own Korean text when it gave one (a restricted member, a game taken off the lobby, ...).
  const message =
    parsed.success && /[가-힣]/.test(parsed.data.message) ? parsed.data.message : '요청을 처리할 수 없습니다.';
  return new WalletRefusedError(
    status >= 400 && status < 500 ? status : 422,
    'wallet_refused',
    message,
    walletCode,
    balance,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createWalletClient(deps: {
  transport: WalletTransport;
  secret: string;
  /** Attempts of a win or rollback before giving up (the same request id each time). */
  attempts?: number;
  /** Pause before retry n (1-based); tests pass one that does not wait. */
  backoff?: (retry: number) => Promise<void>;
}) {
  const attempts = deps.attempts ?? 4;
  const backoff =
    deps.backoff ?? ((retry: number) => new Promise<void>((resolve) => setTimeout(resolve, 100 * 2 ** (retry - 1))));

  /** One signed call: the parsed answer, a WalletRefusedError for a 4xx, a WalletUnavailableError otherwise. */
  async function call<T>(name: string, body: object, schema: z.ZodType<T>): Promise<T> {
    const raw = JSON.stringify(body);
    const headers = {
      'content-type': 'application/json',
      'x-casino-provider': STUDIO_PROVIDER_CODE,
      'x-casino-signature': createHmac('sha256', deps.secret).update(raw).digest('hex'),
    };
    let response: { statusCode: number; body: string };
    try {
      response = await deps.transport(`${WALLET_PATH}/${name}`, raw, headers);
    } catch (error) {
      throw new WalletUnavailableError(error);
    }
    if (response.statusCode >= 500)
      throw new WalletUnavailableError(new Error(`wallet ${name} answered ${response.statusCode}`));
    if (response.statusCode >= 400) throw refusal(response.statusCode, response.body);
    const parsed = schema.safeParse(safeJson(response.body));
    if (!parsed.success) throw new WalletUnavailableError(new Error(`wallet ${name} answered an unexpected body`));
    return parsed.data;
  }

  /** Win and rollback must land: resend the very same request (same request id) until the operator answers. */
  async function callUntilAnswered<T>(name: string, body: object, schema: z.ZodType<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call(name, body, schema);
      } catch (error) {
        if (!(error instanceof WalletUnavailableError) || attempt >= attempts) throw error;
        await backoff(attempt);
      }
    }
  }

  return {
    authenticate(launchToken: string): Promise<WalletAuthenticateResponse> {
      return call(
        'authenticate',
        { request_id: randomUUID(), launch_token: launchToken },
        walletAuthenticateResponseSchema,
      );
    },

    async balance(sessionToken: string): Promise<number> {
      return (
        await call('balance', { request_id: randomUUID(), session_token: sessionToken }, walletBalanceResponseSchema)
      ).balance;
    },

    /** Sent once: when its answer is lost the caller rolls it back rather than guessing. */
    bet(request: Omit<WalletBetRequest, 'request_id'>): Promise<WalletTransactionResponse> {
      return call('bet', { request_id: request.transaction_id, ...request }, walletTransactionResponseSchema);
    },

    win(request: Omit<WalletWinRequest, 'request_id'>): Promise<WalletTransactionResponse> {
      return callUntilAnswered(
        'win',
        { request_id: request.transaction_id, ...request },
        walletTransactionResponseSchema,
      );
    },

    rollback(request: Omit<WalletRollbackRequest, 'request_id'>): Promise<WalletTransactionResponse> {
      return callUntilAnswered(
        'rollback',
        { request_id: request.transaction_id, ...request },
        walletTransactionResponseSchema,
      );
    },
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
