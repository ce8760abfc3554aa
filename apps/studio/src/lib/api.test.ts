import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { StudioApiError, studioApi } from './api';
import { i18n } from './i18n/i18n';

const languageOfCall = (fetchMock: ReturnType<typeof mockFetch>['fetchMock'], index = 0) =>
  new Headers(fetchMock.mock.calls[index]?.[1]?.headers).get('accept-language');

describe('the studio API client', () => {
  it("asks the server for its messages in the page's language", async () => {
    const { fetchMock } = mockFetch({
      'GET /studio/api/rounds': { body: { results: [] } },
    });
    await studioApi.recentRounds('token-1');
    expect(languageOfCall(fetchMock)).toBe('ko');

    await i18n.changeLanguage('en');
    await studioApi.recentRounds('token-1');
    expect(languageOfCall(fetchMock, 1)).toBe('en');
  });

  it("writes its own failures in the page's language, and passes the server's message on", async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(studioApi.state('token-1')).rejects.toMatchObject({
      message: "Can't reach the server. Please check your network connection.",
      code: 'network_error',
    });

    mockFetch({ 'GET /studio/api/state': { body: { unexpected: true } } });
    await expect(studioApi.state('token-1')).rejects.toMatchObject({
      message: "The server's answer couldn't be read.",
      code: 'invalid_response',
    });

    mockFetch({
      'GET /studio/api/state': {
        status: 401,
        body: { error: 'session_expired', message: 'Your game session has expired.' },
      },
    });
    const refused = await studioApi.state('token-1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StudioApiError);
    expect(refused).toMatchObject({ status: 401, code: 'session_expired', message: 'Your game session has expired.' });

    mockFetch({ 'GET /studio/api/state': { status: 500, body: {} } });
    await expect(studioApi.state('token-1')).rejects.toMatchObject({ message: "The request couldn't be processed." });
  });
});
