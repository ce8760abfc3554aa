import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { Header } from './header';

// jsdom has no EventSource; the stream itself is tested in lib/push.
vi.mock('@/lib/push/use-push-stream', () => ({ usePushStream: () => undefined }));

const BALANCES = { cash_balance: 1_000_000, casino_balance: 0, points_balance: 0 };

function renderHeader() {
  const fetchMock = mockApi({
    'GET /api/transactions/balances/my-balance': jsonResponse(BALANCES),
    'GET /api/users/notifications': jsonResponse({ results: [], total_pages: 0, count: 0, unread_count: 0 }),
  });
  renderWithRouter(<Header />);
  return fetchMock;
}

describe('Header', () => {
  it('names the home link by its visible wordmark first, and offers a visitor LOGIN and REGISTER', () => {
    renderHeader();
    // Label in name: the accessible name starts with the text on screen.
    const home = screen.getByRole('link', { name: '한판 HANPAN 홈' });
    expect(home.getAttribute('aria-label')).toBeNull();
    expect(home.getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'REGISTER' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '주요 메뉴' }).textContent).toBe('LiveSlotsMini');
  });

  it('shows a member the wallet button, the balance, the inbox and the account menu', async () => {
    sessionStore.save(createSessionResponse(), false);
    renderHeader();

    expect(await screen.findByRole('button', { name: '계정 메뉴' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '입출금' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '잔액 선택: 보유머니 1,000,000원' })).toBeTruthy();
  });

  it('shows an operator no member wallet: no wallet button, no balance, nothing asked of the wallet', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin', username: 'admin' }) }), false);
    const fetchMock = renderHeader();

    expect(await screen.findByRole('button', { name: '계정 메뉴' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/users/notifications')).not.toHaveLength(0));
    expect(screen.queryByRole('button', { name: '입출금' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^잔액 선택/ })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/transactions/balances/my-balance')).toEqual([]);
  });

  it('shows an agent only the account menu, and asks nothing of the member calls that refuse it', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'agent', username: 'agent01' }) }), false);
    const fetchMock = renderHeader();

    expect(await screen.findByRole('button', { name: '계정 메뉴' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '입출금' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^잔액 선택/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '알림함' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderHeader();

    expect(screen.getByRole('link', { name: '한판 HANPAN Home' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'LOG IN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'REGISTER' })).toBeTruthy();
  });
});
