import { createHmac, randomBytes } from 'node:crypto';
import type { SmsSender } from './sms';

export type SolapiSettings = {
  apiKey: string;
  apiSecret: string;
  /** The sender number registered with Solapi; Solapi refuses any other. */
  sender: string;
  /** `https://api.solapi.com`, or a stand-in's address in tests. */
  baseUrl: string;
};

const SEND_TIMEOUT_MS = 5000;

/**
 * Solapi's API-key authentication (docs.solapi.com, "API Key 인증 방식"): an HMAC-SHA256 of the
 * ISO 8601 date followed by a fresh random salt, keyed by the API secret, as lowercase hex.
 */
export function solapiAuthorization(
  settings: Pick<SolapiSettings, 'apiKey' | 'apiSecret'>,
  date: string,
  salt: string,
): string {
  const signature = createHmac('sha256', settings.apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${settings.apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** Sends one SMS through Solapi's single-message call, `POST /messages/v4/send`. */
export function createSolapiSmsSender(settings: SolapiSettings): SmsSender {
  return {
    async send({ to, text }) {
      // Solapi refuses a signature seen before within 15 minutes: every call gets its own salt.
      const authorization = solapiAuthorization(settings, new Date().toISOString(), randomBytes(16).toString('hex'));
      const response = await fetch(`${settings.baseUrl}/messages/v4/send`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ message: { to, from: settings.sender, text } }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { errorCode?: string; errorMessage?: string };
        throw new Error(
          `Solapi refused the message: ${response.status} ${body.errorCode ?? ''} ${body.errorMessage ?? ''}`.trim(),
        );
      }
    },
  };
}
