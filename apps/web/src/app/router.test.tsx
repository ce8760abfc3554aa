import { fireEvent, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWindowWidth } from '@/features/casino/testing/match-media';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { createAppRouter } from './router';

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
});
