import type { ActivityBetsResponse } from '@hanpan/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import type { ResyncReason } from '@/lib/push/push';
import { jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { BetsPanel, payoutClass } from './bets-panel';

const BETS_PANEL_EMPTY_TEXT = '아직 베팅 내역이 없습니다.';

/** The tab's push client, replaced: the test fires its events and sees what the panel watches. */
const push = vi.hoisted(() => ({
  activity: new Set<() => void>(),
  resync: new Set<(reason: string) => void>(),
  watched: [] as string[][],
  unwatched: 0,
}));
vi.mock('@/lib/push/push', () => ({
  onPushEvent: (event: string, listener: () => void) => {
    if (event !== 'activity') return () => undefined;
    push.activity.add(listener);
    return () => void push.activity.delete(listener);
  },
  onPushResync: (listener: (reason: string) => void) => {
    push.resync.add(listener);
    return () => void push.resync.delete(listener);
  },
  watchTopics: (topics: Iterable<string>) => {
    push.watched.push([...topics]);
    return () => void (push.unwatched += 1);
  },
}));
const fire = (event: 'activity' | ResyncReason) =>
  act(() => {
    if (event === 'activity') push.activity.forEach((listener) => listener());
    else push.resync.forEach((listener) => listener(event));
  });

beforeEach(() => {
  push.activity.clear();
  push.resync.clear();
  push.watched = [];
  push.unwatched = 0;
});

const bet = (
  id: number,
  overrides: Partial<ActivityBetsResponse['live'][number]> = {},
): ActivityBetsResponse['live'][number] => ({
  id,
  kind: 'sports',
  game: '울산 HD vs 전북 현대',
  player: 'ab***',
  time: '2026-11-20T03:00:00.000Z',
  bet: 10_000,
  multiplier: 1.85,
  payout: 0,
  ...overrides,
});

const activity: ActivityBetsResponse = {
  live: [bet(3, { player: '닉a***', payout: 18_500 }), bet(2, { player: 'cd***' }), bet(1)],
  high_rollers: [bet(9, { player: 'hi***', bet: 500_000, game: 'LA 다저스 vs 뉴욕 메츠' })],
  leaderboard: [
    { rank: 1, player: 'hi***', wagered: 500_000, payout: 0 },
    { rank: 2, player: 'ab***', wagered: 110_000, payout: 25_000 },
  ],
};

function renderPanel(body: ActivityBetsResponse = activity) {
  mockApi({ 'GET /api/activity/bets': jsonResponse(body) });
  renderWithProviders(<BetsPanel />);
  return userEvent.setup();
}

const rowsOf = async () => {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
};

describe('BetsPanel', () => {
  it('shows the three tabs, Live Bets first, and a dot on Leaderboard only', async () => {
    renderPanel();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Live Bets', 'High Rollers', 'Leaderboard']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(within(tabs[2]!).getByTestId('tab-dot')).toBeTruthy();
    expect(within(tabs[0]!).queryByTestId('tab-dot')).toBeNull();
    expect(within(tabs[1]!).queryByTestId('tab-dot')).toBeNull();
    const rows = await rowsOf();
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['닉a***', 'cd***', 'ab***']);
  });

  it('switches tabs on click, and scrolls by itself except on the Leaderboard', async () => {
    const user = renderPanel();
    await rowsOf();
    const scroller = () => screen.getByRole('tabpanel').firstElementChild!;
    expect(scroller().getAttribute('data-autoscroll')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'High Rollers' }));
    expect(within(screen.getByRole('tabpanel')).getByText('LA 다저스 vs 뉴욕 메츠')).toBeTruthy();
    expect(scroller().getAttribute('data-autoscroll')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    const rows = await rowsOf();
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'hi***', '500,000', '0'],
      ['2', 'ab***', '110,000', '25,000'],
    ]);
    expect(scroller().getAttribute('data-autoscroll')).toBe('false');
  });

  it('shows a payout above 0.5 in green, and 0.5 or less not', async () => {
    expect(payoutClass(0.51)).toContain('emerald');
    expect(payoutClass(0.5)).not.toContain('emerald');
    expect(payoutClass(0)).not.toContain('emerald');
    renderPanel();
    const payouts = (await rowsOf()).map((row) => within(row).getByTestId('payout'));
    expect(payouts.map((cell) => cell.textContent)).toEqual(['18,500', '0', '0']);
    expect(payouts[0]!.className).toContain('text-emerald-400');
    expect(payouts[1]!.className).not.toContain('text-emerald-400');
  });

  it('shows casino rounds beside sports bets, a sports and a casino row of the same id apart', async () => {
    const round = bet(3, {
      kind: 'casino',
      game: 'Aurora Fruit Reels',
      player: 'ef***',
      bet: 5_000,
      multiplier: 2.4,
      payout: 12_000,
    });
    renderPanel({ ...activity, live: [round, ...activity.live] });
    const rows = await rowsOf();
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Aurora Fruit Reels', 'ef***', expect.any(String), '5,000', '2.40x', '12,000']);
    expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toBe('닉a***');
  });

  it('watches the public activity topic while shown, and fetches again on each announcement and resync, without polling', async () => {
    const fetchMock = mockApi({
      'GET /api/activity/bets': jsonResponse({ live: [], high_rollers: [], leaderboard: [] }),
    });
    const { unmount } = renderWithProviders(<BetsPanel />);
    expect(await screen.findByText(BETS_PANEL_EMPTY_TEXT)).toBeTruthy();
    expect(push.watched).toEqual([['activity']]);
    expect(callsTo(fetchMock, 'GET /api/activity/bets')).toHaveLength(1);

    // The next answer has the new bet: the panel shows it after the announcement.
    fetchMock.mockImplementation(async () =>
      jsonResponse({ ...activity, live: [bet(7, { kind: 'casino', game: 'Neon Powerball', player: 'zz***' })] }),
    );
    fire('activity');
    expect(await screen.findByText('Neon Powerball')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/activity/bets')).toHaveLength(2);

    fire('reconnect');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/activity/bets')).toHaveLength(3));
    fire('topics');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/activity/bets')).toHaveLength(4));
    // A reopen for another fixture list overlapped the old stream: nothing was missed.
    fire('fixtures');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(callsTo(fetchMock, 'GET /api/activity/bets')).toHaveLength(4);

    unmount();
    expect(push.unwatched).toBe(1);
    expect(push.activity.size).toBe(0);
  });

  it('shows a tidy empty state on an empty site, on every tab', async () => {
    const user = renderPanel({ live: [], high_rollers: [], leaderboard: [] });
    expect(await screen.findByText(BETS_PANEL_EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    expect(screen.getByText(BETS_PANEL_EMPTY_TEXT)).toBeTruthy();
  });

  it('speaks English when English is shown, keeping the spec tab names', async () => {
    await i18n.changeLanguage('en');
    const user = renderPanel();
    expect(screen.getByRole('heading', { name: 'Bets' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Live Bets',
      'High Rollers',
      'Leaderboard',
    ]);
    await rowsOf();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Game',
      'Player',
      'Time',
      'Bet',
      'Multiplier',
      'Payout',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    await rowsOf();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Rank',
      'Player',
      'Wagered',
      'Payout',
    ]);
  });

  it('says an empty site in English', async () => {
    await i18n.changeLanguage('en');
    renderPanel({ live: [], high_rollers: [], leaderboard: [] });
    expect(await screen.findByText('No bets yet.')).toBeTruthy();
    expect(screen.getByText('Be the first to place one.')).toBeTruthy();
  });
});
