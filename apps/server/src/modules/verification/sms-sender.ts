import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import { createSolapiSmsSender } from './solapi-sms-sender';

/** A text message to one phone (digits only). */
export type SmsMessage = { to: string; text: string };

/** An SMS provider. `send` resolves once the provider accepted the message and throws when it did not. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Development only (config refuses it in production): the message, code included, goes to the
 * server log instead of a phone, so a developer can register without an SMS contract.
 */
export function createLogSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send({ to, text }) {
      log.warn(`SMS not sent (SMS_PROVIDER=log) to ${to}: ${text}`);
    },
  };
}

export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  return config.provider === 'solapi' ? createSolapiSmsSender(config) : createLogSmsSender(log);
}
