import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { HistoryPage } from './history';

function renderAt(path: string) {
  const router = createMemoryRouter(
    ['/results', '/history'].map((route) => ({ path: route, element: <HistoryPage title="게임 내역" /> })),
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('HistoryPage', () => {
  it('is titled 게임 내역 and keeps the page number in the address of the path it came by', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/games/rounds': jsonResponse({ results: [], total_pages: 0 }),
      'GET /api/betting/history': () => jsonResponse({ results: [], total_pages: 4 }),
    });
    const router = renderAt('/history?page=2');

    expect(screen.getByRole('heading', { level: 1, name: '게임 내역' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/betting/history')[0]?.url.search).toBe('?page=2&size=10'));

    await user.click(await screen.findByRole('button', { name: '3' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/history?page=3');
    await user.click(screen.getByRole('button', { name: '1' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/history');
  });

  it('reads a missing or bad page number as page 1', async () => {
    const fetchMock = mockApi({
      'GET /api/games/rounds': jsonResponse({ results: [], total_pages: 0 }),
      'GET /api/betting/history': () => jsonResponse({ results: [], total_pages: 0 }),
    });
    renderAt('/results?page=abc');

    expect(await screen.findByText('게임 결과가 없습니다')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/betting/history')[0]?.url.searchParams.get('page')).toBe('1');
  });
});
