import { FORBIDDEN_MESSAGE } from '@hanpan/contract';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/alert-host';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { api } from './api';
import { sessionStore } from './auth/session';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('the app API client', () => {
  it('carries the session token', async () => {
    sessionStore.save(createSessionResponse({ token: 'member-token' }), false);
    fetchMock.mockResolvedValue(jsonResponse({ cash_balance: 0, casino_balance: 0, points_balance: 0 }));

    await api.request('/api/transactions/balances/my-balance');

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer member-token');
  });

  it('shows the 권한이 없습니다. alert on 403', async () => {
    render(<AlertHost />);
    fetchMock.mockResolvedValue(jsonResponse({ error: 'forbidden', message: 'forbidden' }, 403));

    await expect(api.request('/api/admin/users')).rejects.toMatchObject({ status: 403 });

    expect((await screen.findByRole('alertdialog')).textContent).toContain(FORBIDDEN_MESSAGE);
  });

  it('logs out silently on 401', async () => {
    render(<AlertHost />);
    sessionStore.save(createSessionResponse(), true);
    fetchMock.mockResolvedValue(jsonResponse({ error: 'unauthorized', message: '로그인이 필요합니다.' }, 401));

    await expect(api.request('/api/users/me')).rejects.toMatchObject({ status: 401 });

    expect(sessionStore.getSession()).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
