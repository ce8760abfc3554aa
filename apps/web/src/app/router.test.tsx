import { fireEvent, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWindowWidth } from '@/features/casino/testing/match-media';
import { listsResponse } from '@/features/casino/testing/game-data';
import { jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { createAppRouter, readyServerDrawnPage } from './router';

const noticeChunk = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('./routes/notice', () => {
  noticeChunk.loaded();
  return { NoticePage: () => <h1>공지사항</h1> };
});

describe('the app router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the first page inside the layout, and starts loading a page when a pointer comes onto a link to it', async () => {
    stubWindowWidth(400);
    mockApi({});
    window.history.replaceState(null, '', '/no-such-page');
    renderWithProviders(<RouterProvider router={createAppRouter()} />);

    // While the page's chunk loads: the header already, the splash where the page goes.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(noticeChunk.loaded).not.toHaveBeenCalled();

    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/notice' }));
    fireEvent.pointerOver(link);
    await vi.waitFor(() => expect(noticeChunk.loaded).toHaveBeenCalledOnce());
    link.remove();
  });

  it('draws a page whose first screen the server drew at once, not the splash: its code in first, its prefetch counted as run', async () => {
    stubWindowWidth(400);
    const api = mockApi({
      'GET /api/games/slots': jsonResponse(listsResponse({ key: 'slots', games: [] })),
      'GET /api/games/casino': jsonResponse(listsResponse()),
    });
    window.history.replaceState(null, '', '/games/slots');
    const hydrationData = await readyServerDrawnPage('/games/slots');
    expect(hydrationData).toEqual({ loaderData: { games: null } });
    renderWithProviders(<RouterProvider router={createAppRouter(hydrationData)} />);

    expect(screen.queryByRole('status', { name: '불러오는 중' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeTruthy();
    // The page's own queries ask for what the prefetch would have (in the browser, the HTML's answers).
    await vi.waitFor(() => expect(callsTo(api, 'GET /api/games/slots')).toHaveLength(1));
  });
});
