import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/data-generators';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { GamesPage } from './games';

function renderAt(path: string) {
  mockApi({
    'GET /api/games/slots': jsonResponse({ lists: [] }),
    'GET /api/games/casino': jsonResponse({ lists: [] }),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/games/:category" element={<GamesPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/games/{category}', () => {
  it('shows a known category with its tab strip', async () => {
    renderAt('/games/new');
    expect(screen.getByRole('heading', { name: 'New Releases' })).toBeTruthy();
    expect(await screen.findByText('표시할 항목이 없습니다.')).toBeTruthy();
  });

  it('says "Game not found" for an unknown category', () => {
    renderAt('/games/poker');
    expect(screen.getByRole('heading', { name: 'Game not found' })).toBeTruthy();
  });
});
