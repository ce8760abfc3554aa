import type { AdminCasinoGame, AdminCasinoProvider } from '@hanpan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { downloadCsv } from '../../utils/csv-download';
import { CasinoGamesPage } from './games-page';

vi.mock('../../utils/csv-download', () => ({ downloadCsv: vi.fn() }));

const provider = (overrides: Partial<AdminCasinoProvider> = {}): AdminCasinoProvider => ({
  id: 1,
  slug: 'aurora-reels',
  name: 'Aurora Reels',
  color: '#5eead4',
  enabled: true,
  sort_order: 0,
  games: 9,
  enabled_games: 9,
  ...overrides,
});

const game = (overrides: Partial<AdminCasinoGame> = {}): AdminCasinoGame => ({
  id: 11,
  slug: 'golden-fortune',
  name: 'Golden Fortune',
  title: '골든 포춘',
  category: 'slots',
  provider_id: 1,
  provider_name: 'Aurora Reels',
  provider_enabled: true,
  engine: 'slot',
  color: '#fbcf4f',
  rtp_percent: 95.99,
  enabled: true,
  listed: true,
  is_new: false,
  provider_is_new: false,
  sort_order: 10,
  created_at: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

const GAMES = 'GET /api/admin/casino/games';
const PROVIDERS = 'GET /api/admin/casino/providers';

function renderPage() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/admin/casino']}>
      <CasinoGamesPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('CasinoGamesPage', () => {
  it('shows the brands and a page of games, and filters on the server from page 1', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [PROVIDERS]: () =>
        jsonResponse({
          results: [provider(), provider({ id: 2, slug: 'polaris-games', name: 'Polaris Games', enabled: false })],
        }),
      [GAMES]: () => jsonResponse({ results: [game()], count: 21, total_pages: 2 }),
    });
    renderPage();

    // Korean first: the title, then the English name and the slug.
    expect(await screen.findByText('골든 포춘')).toBeTruthy();
    expect(screen.getByText('Golden Fortune · golden-fortune')).toBeTruthy();
    expect(screen.getByText('게임 21개')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Polaris Games 사용' }).getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(callsTo(fetchMock, GAMES).at(-1)?.url.searchParams.get('page')).toBe('2'));

    await user.type(screen.getByRole('textbox', { name: '검색' }), '골든');
    await user.selectOptions(screen.getByRole('combobox', { name: '카테고리' }), 'slots');
    await user.selectOptions(screen.getByRole('combobox', { name: '제공사' }), 'polaris-games');
    await user.selectOptions(screen.getByRole('combobox', { name: '사용' }), 'false');
    await user.selectOptions(screen.getByRole('combobox', { name: '신규' }), 'true');
    await user.click(screen.getByRole('button', { name: '검색' }));

    await waitFor(() => expect(callsTo(fetchMock, GAMES).at(-1)?.url.searchParams.get('search')).toBe('골든'));
    const params = callsTo(fetchMock, GAMES).at(-1)?.url.searchParams;
    expect(Object.fromEntries(params ?? [])).toEqual({
      search: '골든',
      category: 'slots',
      provider: 'polaris-games',
      enabled: 'false',
      is_new: 'true',
      page: '1',
      size: '20',
    });
  });

  it('switches a game and a brand, saves a lobby order, and reloads the list after each change', async () => {
    const user = userEvent.setup();
    let current = game();
    const fetchMock = mockApi({
      [PROVIDERS]: () => jsonResponse({ results: [provider()] }),
      [GAMES]: () => jsonResponse({ results: [current], count: 1, total_pages: 1 }),
      'PATCH /api/admin/casino/games/11': ({ body }) => {
        current = { ...current, ...(body as Partial<AdminCasinoGame>) };
        return jsonResponse(current);
      },
      'PATCH /api/admin/casino/providers/1': ({ body }) => jsonResponse(provider(body as Partial<AdminCasinoProvider>)),
    });
    renderPage();

    await screen.findByRole('switch', { name: '골든 포춘 사용' });
    const table = screen.getByRole('table', { name: '게임' });
    await user.click(within(table).getByRole('switch', { name: '골든 포춘 사용' }));
    await waitFor(() =>
      expect(within(table).getByRole('switch', { name: '골든 포춘 사용' }).getAttribute('aria-checked')).toBe('false'),
    );
    await user.click(within(table).getByRole('switch', { name: '골든 포춘 신규' }));
    await waitFor(() =>
      expect(within(table).getByRole('switch', { name: '골든 포춘 신규' }).getAttribute('aria-checked')).toBe('true'),
    );

    const order = within(table).getByLabelText('골든 포춘 로비 순서');
    await user.clear(order);
    await user.type(order, '-1');
    expect((within(table).getByRole('button', { name: '골든 포춘 순서 저장' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.clear(order);
    await user.type(order, '5{Enter}');
    await waitFor(() =>
      expect((within(table).getByLabelText('골든 포춘 로비 순서') as HTMLInputElement).value).toBe('5'),
    );

    expect(callsTo(fetchMock, 'PATCH /api/admin/casino/games/11').map((call) => call.body)).toEqual([
      { enabled: false },
      { is_new: true },
      { sort_order: 5 },
    ]);
    expect(callsTo(fetchMock, GAMES).length).toBeGreaterThanOrEqual(4);

    await user.click(screen.getByRole('switch', { name: 'Aurora Reels 사용' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PATCH /api/admin/casino/providers/1').map((call) => call.body)).toEqual([
        { enabled: false },
      ]),
    );
  });

  it('shows the server’s refusal of a change', async () => {
    const user = userEvent.setup();
    mockApi({
      [PROVIDERS]: () => jsonResponse({ results: [] }),
      [GAMES]: () => jsonResponse({ results: [game()], count: 1, total_pages: 1 }),
      'PATCH /api/admin/casino/games/11': () =>
        jsonResponse({ error: 'not_found', message: '게임을 찾을 수 없습니다.' }, 404),
    });
    renderPage();
    await user.click(await screen.findByRole('switch', { name: '골든 포춘 사용' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('게임을 찾을 수 없습니다.');
  });

  it('downloads the filtered games as the server’s CSV', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [PROVIDERS]: () => jsonResponse({ results: [] }),
      [GAMES]: ({ url }) =>
        url.searchParams.get('format') === 'csv'
          ? new Response('\uFEFF번호,슬러그\r\n11,golden-fortune\r\n', {
              headers: { 'content-type': 'text/csv; charset=utf-8' },
            })
          : jsonResponse({ results: [game()], count: 1, total_pages: 1 }),
    });
    renderPage();
    await screen.findByText('골든 포춘');
    await user.selectOptions(screen.getByRole('combobox', { name: '카테고리' }), 'mini-games');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await user.click(screen.getByRole('button', { name: 'CSV 다운로드' }));

    await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
    const csvCall = callsTo(fetchMock, GAMES).find((call) => call.url.searchParams.get('format') === 'csv');
    expect(csvCall?.url.searchParams.get('category')).toBe('mini-games');
    expect(vi.mocked(downloadCsv).mock.calls[0]?.[0]).toMatch(/^casino-games-\d{8}\.csv$/);
    expect(vi.mocked(downloadCsv).mock.calls[0]?.[1]).toContain('11,golden-fortune');
  });

  it('reads as an operator console in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      [PROVIDERS]: () =>
        jsonResponse({
          results: [provider({ id: 2, slug: 'polaris-games', name: 'Polaris Games', enabled_games: 3 })],
        }),
      [GAMES]: () => jsonResponse({ results: [game({ provider_enabled: false })], count: 21, total_pages: 2 }),
    });
    renderPage();

    expect(await screen.findByText('21 games')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Providers' })).toBeTruthy();
    expect(screen.getByText('3/9 games')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Polaris Games enabled' }).textContent).toBe('On');
    const table = screen.getByRole('table', { name: 'Games' });
    expect(within(table).getByRole('columnheader', { name: 'Lobby Order' })).toBeTruthy();
    expect(within(table).getByText('Provider Disabled')).toBeTruthy();
    expect(within(table).getByRole('switch', { name: '골든 포춘 marked new' }).textContent).toBe('Standard');
    expect(within(table).getByRole('button', { name: 'Save 골든 포춘 lobby order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rounds' })).toBeTruthy();
  });
});
