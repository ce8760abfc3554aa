import { translateMessage, type ApiError } from '@hanpan/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, isDatabaseUnavailable, rateLimited, serviceUnavailable } from '../lib/errors';
import { languageOf } from './request-language';
import { RequestValidationError } from './validation';

/** What a 503 for a database away tells the client to wait: a restart takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 2;
const INTERNAL_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

/** Fastify's own client errors, in words a member can read. */
const frameworkErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: '요청 본문이 올바른 JSON이 아닙니다.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: '요청 본문이 비어 있습니다.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: '요청 본문이 너무 큽니다.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: '지원하지 않는 요청 형식입니다.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: '요청 길이가 올바르지 않습니다.' },
  FST_ERR_BAD_URL: { code: 'bad_url', message: '요청 주소가 올바르지 않습니다.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uri_too_long', message: '요청 주소가 너무 깁니다.' },
};

/**
 * An error body in the language the request asks for (`Accept-Language`, Korean by default):
 * its message and each field's, through the contract's English; the code never changes.
 */
function inRequestLanguage(request: FastifyRequest, body: ApiError): ApiError {
  const language = languageOf(request);
  const { fields } = body;
  return {
    ...body,
    message: translateMessage(body.message, language),
    ...(fields && {
      fields: Object.fromEntries(
        Object.entries(fields).map(([field, text]) => [field, translateMessage(text, language)]),
      ),
    }),
  };
}

/** The bodies answerError made, already in their request's language (the hook below passes them by). */
const answered = new WeakSet<ApiError>();

function isErrorBody(payload: unknown): payload is ApiError {
  if (typeof payload !== 'object' || payload === null) return false;
  const { error, message } = payload as Record<string, unknown>;
  return typeof error === 'string' && typeof message === 'string';
}

/**
 * The one place errors become responses: `{ error, message, fields? }` in the request's language,
 * as the error handler and as Fastify's `frameworkErrors` (a path it cannot route, found before any
 * handler). A 5xx never shows its internals; it is logged with the request id instead.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = (statusCode: number, body: ApiError) => {
    const translated = inRequestLanguage(request, body);
    answered.add(translated);
    return reply.status(statusCode).send(translated);
  };
  if (error instanceof AppError) {
    return answer(error.statusCode, {
      error: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    });
  }
  if (error instanceof RequestValidationError) {
    return answer(400, { error: 'validation_error', message: error.message, fields: error.fields });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const known = frameworkErrors[error.code];
    if (statusCode === 429) {
      const refusal = rateLimited();
      return answer(429, { error: refusal.code, message: refusal.message });
    }
    return answer(statusCode, { error: known?.code ?? 'bad_request', message: known?.message ?? '잘못된 요청입니다.' });
  }
  if (isDatabaseUnavailable(error)) {
    // The pool reconnects by itself once the database is back; nothing here is a bug to trace.
    request.log.warn({ reason: error.message }, 'database unavailable: answered 503');
    const refusal = serviceUnavailable();
    reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
    return answer(503, { error: refusal.code, message: refusal.message });
  }
  request.log.error({ err: error }, 'request failed');
  return answer(500, { error: 'internal_error', message: INTERNAL_MESSAGE });
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(answerError);
  // The error bodies other handlers send themselves, in the request's language too: the JSON 404s
  // of plugins/web-app.ts and plugins/studio-app.ts, and the casino wallet protocol's refusals.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    isErrorBody(payload) && !answered.has(payload) ? inRequestLanguage(request, payload) : payload,
  );
});
