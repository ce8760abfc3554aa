import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { createGame, listsResponse } from '../testing/game-data';
import { GameLaunch } from './game-launch';

const game = createGame({
  slug: 'aurora-gems',
  name: 'Aurora Gems',
  title: '오로라 보석',
  provider_name: 'Aurora Reels',
  rtp_percent: 96.2,
});
const LAUNCH_URL = 'http://localhost/studio/play?token=one-time';

type LaunchAnswer = Response | (() => Response | Promise<Response>);

function renderLaunch(launch: LaunchAnswer, { member = true } = {}) {
  if (member) sessionStore.save(createSessionResponse(), false);
  const fetchMock = mockApi({
    'GET /api/games/slots': jsonResponse(listsResponse({ key: 'slots', games: [game] })),
    'GET /api/games/casino': jsonResponse(listsResponse()),
    'POST /api/games/launch/aurora-gems': typeof launch === 'function' ? launch : () => launch.clone(),
  });
  renderWithRouter(<GameLaunch slug="aurora-gems" />, { route: '/game/aurora-gems' });
  return { user: userEvent.setup(), fetchMock };
}

const player = () => screen.getByRole('region', { name: '게임 화면' });

describe('the game launch page', () => {
  it('launches on arrival ("Loading game..."), keeps the overlay until a mode is chosen, then frames the URL with that mode', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchMock } = renderLaunch(() => new Promise<Response>((resolve) => (answer = resolve)));

    expect(within(player()).getByText('Loading game...')).toBeTruthy();
    // Korean first: the title heads the page, the English name and the provider under it.
    expect(await screen.findByRole('heading', { name: '오로라 보석' })).toBeTruthy();
    expect(screen.getByText('Aurora Gems · Aurora Reels', { selector: 'p' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/games/launch/aurora-gems')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'POST /api/games/launch/aurora-gems');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');

    answer(jsonResponse({ launch_url: LAUNCH_URL, expires_at: '2024-05-05T03:35:00.000Z' }));
    await waitFor(() => expect(within(player()).queryByText('Loading game...')).toBeNull());
    // The overlay stays: nothing is framed until the member chooses.
    expect(player().querySelector('iframe')).toBeNull();

    await user.click(within(player()).getByRole('button', { name: 'Real Play' }));
    const frame = player().querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`${LAUNCH_URL}&mode=real`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-forms');
    expect(frame.getAttribute('title')).toBe('오로라 보석');
    expect(within(player()).queryByRole('button', { name: 'Fun Play' })).toBeNull();
    // Launched once: a one-time URL is never asked for again by itself.
    expect(callsTo(fetchMock, 'POST /api/games/launch/aurora-gems')).toHaveLength(1);
  });

  it('launches again in the language the member switches to, and frames the new URL in the chosen mode', async () => {
    const { user, fetchMock } = renderLaunch(() => {
      const language = i18n.language;
      return jsonResponse({ launch_url: `${LAUNCH_URL}&lang=${language}`, expires_at: '2024-05-05T03:35:00.000Z' });
    });
    await user.click(await within(player()).findByRole('button', { name: 'Real Play' }));
    // Found by itself: the player region's name is English after the switch.
    const frame = () => document.querySelector('iframe');
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(`${LAUNCH_URL}&lang=ko&mode=real`));

    await act(() => i18n.changeLanguage('en'));
    // The game keeps its launch's language for the frame's life: only a new launch shows English.
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(`${LAUNCH_URL}&lang=en&mode=real`));
    const calls = callsTo(fetchMock, 'POST /api/games/launch/aurora-gems');
    expect(calls.map((call) => call.headers.get('Accept-Language'))).toEqual(['ko', 'en']);
  });

  it('adds the mode with ? to a URL without a query, for Fun Play too', async () => {
    const { user } = renderLaunch(
      jsonResponse({ launch_url: 'http://localhost/studio/play', expires_at: '2024-05-05T03:35:00.000Z' }),
    );
    await waitFor(() => expect(within(player()).queryByText('Loading game...')).toBeNull());
    await user.click(within(player()).getByRole('button', { name: 'Fun Play' }));
    expect(player().querySelector('iframe')?.getAttribute('src')).toBe('http://localhost/studio/play?mode=fun');
  });

  it('leaves the launch URL empty on failure and only logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderLaunch(jsonResponse({ error: 'game_not_found', message: '게임을 찾을 수 없습니다.' }, 404));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to launch game', expect.anything()));

    await user.click(within(player()).getByRole('button', { name: 'Real Play' }));
    expect(player().querySelector('iframe')).toBeNull();
    expect(within(player()).getByRole('alert').textContent).toContain('게임을 불러오지 못했습니다.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says "No launch URL provided" when the response has none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderLaunch(jsonResponse({ expires_at: '2024-05-05T03:35:00.000Z' }));
    await waitFor(() => expect(within(player()).queryByText('Loading game...')).toBeNull());
    await user.click(within(player()).getByRole('button', { name: 'Real Play' }));
    expect(within(player()).getByRole('alert').textContent).toBe('No launch URL provided');
    expect(player().querySelector('iframe')).toBeNull();
  });

  it('asks a visitor to log in: the launch, sent without a token, is refused and the URL stays empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, fetchMock } = renderLaunch(
      jsonResponse({ error: 'unauthorized', message: '로그인이 필요합니다.' }, 401),
      { member: false },
    );
    await waitFor(() => expect(within(player()).queryByText('Loading game...')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/games/launch/aurora-gems')[0]?.headers.get('Authorization')).toBeNull();

    await user.click(within(player()).getByRole('button', { name: 'Real Play' }));
    expect(within(player()).getByRole('alert').textContent).toContain('로그인 후 게임을 이용할 수 있습니다.');
    expect(within(player()).getByRole('button', { name: '로그인' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/games/launch/aurora-gems')).toHaveLength(1);
  });

  it('toggles fullscreen on the player', async () => {
    const requestFullscreen = vi.fn(function (this: HTMLElement) {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: this });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exitFullscreen = vi.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Object.assign(HTMLElement.prototype, { requestFullscreen });
    Object.assign(document, { exitFullscreen });
    try {
      const { user } = renderLaunch(jsonResponse({ launch_url: LAUNCH_URL, expires_at: '2024-05-05T03:35:00.000Z' }));
      await user.click(screen.getByRole('button', { name: '전체화면' }));
      expect(requestFullscreen.mock.contexts[0]).toBe(player());
      expect(screen.getByRole('button', { name: '전체화면 종료' }).getAttribute('aria-pressed')).toBe('true');
      await user.click(screen.getByRole('button', { name: '전체화면 종료' }));
      expect(exitFullscreen).toHaveBeenCalledOnce();
      expect(screen.getByRole('button', { name: '전체화면' })).toBeTruthy();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
      Reflect.deleteProperty(document, 'exitFullscreen');
      Reflect.deleteProperty(document, 'fullscreenElement');
    }
  });

  it('speaks English: the English name heads the page, and the details, buttons and failure are English', async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderLaunch(jsonResponse({ error: 'game_not_found', message: 'Game not found.' }, 404));

    expect(await screen.findByRole('heading', { name: 'Aurora Gems' })).toBeTruthy();
    expect(screen.getByText('Aurora Reels', { selector: 'p' })).toBeTruthy();
    expect(document.title).toBe('Aurora Gems | Hanpan');
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeTruthy();
    expect(screen.getByText('Category').nextElementSibling?.textContent).toBe('Slots');
    const englishPlayer = screen.getByRole('region', { name: 'Game screen' });
    await waitFor(() => expect(within(englishPlayer).queryByText('Loading game...')).toBeNull());
    await user.click(within(englishPlayer).getByRole('button', { name: 'Real Play' }));
    expect(within(englishPlayer).getByRole('alert').textContent).toBe(
      "We couldn't load the game. Please try again shortly.",
    );
  });
});
