import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import { createSolapiSmsSender } from './solapi-sms-sender';
import type { SmsSender } from './sms';

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
