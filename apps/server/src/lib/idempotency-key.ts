import { IDEMPOTENCY_KEY_HEADER } from '@hanpan/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** What a key may be (the OpenAPI document publishes it too). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The request's `Idempotency-Key`, if it sent one; a malformed key is refused, not ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError(
      400,
      'invalid_idempotency_key',
      'Idempotency-Key는 8~128자의 영문, 숫자, _ . : - 로 이루어져야 합니다.',
    );
  }
  return value;
}
