import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, type TestApp } from '../../test/helpers';

/** The headers a client may send, and the language each should be answered in. */
const LANGUAGES_ASKED = [
  { headers: { 'accept-language': 'en' }, language: 'en' },
  { headers: { 'accept-language': 'en-US,en;q=0.9' }, language: 'en' },
  { headers: { 'accept-language': 'ko' }, language: 'ko' },
  { headers: {}, language: 'ko' },
] as const;

describe('error messages in the language the request asks for', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createTestApp('pglite');
  });
  afterAll(() => harness.close());

  it.each(LANGUAGES_ASKED)('a validation error, $headers', async ({ headers, language }) => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/users/login', payload: {}, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      language === 'en'
        ? {
            error: 'validation_error',
            message: 'Enter your username.',
            fields: { username: 'Enter your username.', password: 'Enter your password.' },
          }
        : {
            error: 'validation_error',
            message: '아이디를 입력해주세요.',
            fields: { username: '아이디를 입력해주세요.', password: '비밀번호를 입력해주세요.' },
          },
    );
  });

  it.each(LANGUAGES_ASKED)('a refusal with a runtime part (AppError), $headers', async ({ headers, language }) => {
    const { phone } = registrationForm();
    const requestCode = () =>
      harness.app.inject({ method: 'POST', url: '/api/users/phone-verification', payload: { phone }, headers });
    expect((await requestCode()).statusCode).toBe(200);
    const response = await requestCode();
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: 'verification_code_too_soon',
      message:
        language === 'en'
          ? 'You can request another code in 60 seconds.'
          : '인증번호는 60초 후에 다시 요청할 수 있습니다.',
    });
  });

  it.each(LANGUAGES_ASKED)('a 404 of the API, $headers', async ({ headers, language }) => {
    // The not-found handler sends its own body; the studio's API paths too.
    for (const url of ['/api/nope', '/studio/api/nope']) {
      const response = await harness.app.inject({ url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'not_found',
        message: language === 'en' ? 'Nothing was found at this address.' : '요청한 주소를 찾을 수 없습니다.',
      });
    }
  });

  it.each(LANGUAGES_ASKED)(
    'a path Fastify cannot read (its frameworkErrors), $headers',
    async ({ headers, language }) => {
      const response = await harness.app.inject({ url: '/api/%E0%A4%A', headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'bad_url',
        message: language === 'en' ? 'The request address is invalid.' : '요청 주소가 올바르지 않습니다.',
      });
    },
  );
});
