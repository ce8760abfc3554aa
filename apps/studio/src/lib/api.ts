import {
  fairnessStateSchema,
  placedDrawBetSchema,
  playedRoundSchema,
  rotateSeedResponseSchema,
  studioDrawBoardSchema,
  studioRoundsResponseSchema,
  studioSessionSchema,
  studioStateSchema,
  verifyRoundResponseSchema,
  type BlackjackAction,
  type PlayMode,
  type RoundBet,
} from '@hanpan/contract';
import { currentLanguage, i18n } from './i18n/i18n';

/** The studio's own server; the build is served from the same origin at /studio/. */
const API_BASE = '/studio/api';
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Every failed call ends here: `message` is text a player can read, in the page's language (the
 * server writes its own in the language the call's `Accept-Language` asks for).
 */
export class StudioApiError extends Error {
  override readonly name = 'StudioApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The server's stable error code, or ours: `network_error`, `timeout`, `invalid_response`. */
    readonly code: string,
    /** The balance a refusal carries (insufficient funds), when it sent one. */
    readonly balance?: number,
  ) {
    super(message);
  }
}

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** The session's bearer token. */
  token?: string;
}

function errorFromBody(status: number, body: unknown): StudioApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message.trim() !== '' ? record.message : i18n.t('api.failed');
  const code = typeof record.error === 'string' ? record.error : `http_${status}`;
  const balance = typeof record.balance === 'number' && Number.isInteger(record.balance) ? record.balance : undefined;
  return new StudioApiError(message, status, code, balance);
}

async function call<T>(path: string, schema: Schema<T>, { method = 'GET', body, token }: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new StudioApiError(
      i18n.t(timedOut ? 'api.timeout' : 'api.network'),
      0,
      timedOut ? 'timeout' : 'network_error',
    );
  }

  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw errorFromBody(response.status, parsed);
  const result = schema.safeParse(parsed);
  if (!result.success) throw new StudioApiError(i18n.t('api.invalidResponse'), response.status, 'invalid_response');
  return result.data;
}

export const studioApi = {
  openSession: (launchToken: string, mode: PlayMode) =>
    call('/sessions', studioSessionSchema, { method: 'POST', body: { launch_token: launchToken, mode } }),
  state: (token: string) => call('/state', studioStateSchema, { token }),
  playRound: (token: string, bet: RoundBet) =>
    call('/rounds', playedRoundSchema, { method: 'POST', body: { bet }, token }),
  decide: (token: string, roundId: string, step: number, action: BlackjackAction) =>
    call(`/rounds/${encodeURIComponent(roundId)}/actions`, playedRoundSchema, {
      method: 'POST',
      body: { step, action },
      token,
    }),
  recentRounds: (token: string) => call('/rounds', studioRoundsResponseSchema, { token }),
  setClientSeed: (token: string, clientSeed: string) =>
    call('/seeds/client', fairnessStateSchema, { method: 'PUT', body: { client_seed: clientSeed }, token }),
  rotateSeed: (token: string) => call('/seeds/rotate', rotateSeedResponseSchema, { method: 'POST', token }),
  /** The scheduled game's board (홀짝, 사다리): the draw taking bets, the last ones drawn, the player's bets. */
  drawBoard: (token: string) => call('/draws', studioDrawBoardSchema, { token }),
  placeDrawBet: (token: string, drawId: number, bet: RoundBet) =>
    call('/draw-bets', placedDrawBetSchema, { method: 'POST', body: { draw_id: drawId, bet }, token }),
  verifyRound: (body: { game_slug: string; server_seed: string; client_seed: string; nonce: number; bet: RoundBet }) =>
    call('/verify', verifyRoundResponseSchema, { method: 'POST', body }),
};
