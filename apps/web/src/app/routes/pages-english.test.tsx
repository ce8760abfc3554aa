import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse } from '@/testing/data-generators';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { AdminPage } from './admin';
import { GamesPage } from './games';
import { NotFoundPage } from './not-found';

function renderAt(path: string) {
  mockApi({});
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/games/:category" element={<GamesPage />} />
        <Route path="/admin/*" element={<AdminPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the pages’ own texts and titles', () => {
  it('are Korean by default', async () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('페이지를 찾을 수 없습니다 | 한판'));
  });

  it('speak English on the 404, titled “… | Hanpan”', async () => {
    await i18n.changeLanguage('en');
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('This page has moved or is no longer available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found | Hanpan'));
  });

  it('speak English on an unknown game category (the spec’s own English)', async () => {
    await i18n.changeLanguage('en');
    renderAt('/games/poker');
    expect(screen.getByRole('heading', { name: 'Game not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Game not found | Hanpan'));
  });

  it('tells a member in English that the back office is for operators', async () => {
    await i18n.changeLanguage('en');
    sessionStore.save(createSessionResponse(), false);
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: "You don't have permission to do this." })).toBeTruthy();
    expect(screen.getByText('This page is for administrators only.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Access denied | Hanpan'));
  });
});
