import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioDrawBet, StudioSession } from '@hanpan/contract';
import { i18n } from '@/lib/i18n/i18n';
import { readVerifyPrefill } from '@/lib/verify-link';
import { DRAW_HASH, EPOCH_SEQ, SEQ, boardAt, drawAt, drawBetFixture } from '@/testing/draw-board';
import { mockFetch, type RecordedCall } from '@/testing/mock-fetch';
import type { DrawEngine } from './draw-picks';
import { ladderPath } from './ladder-outcome';
import { ScheduledGame } from './scheduled-game';

/** The session of a 홀짝 or 사다리 game. */
function sessionFor(engine: DrawEngine): StudioSession {
  const slug = engine === 'odd_even' ? 'odd-even-1' : 'ladder-1';
  return {
    session_token: 'session-token-1',
    mode: 'real',
    nickname: '데모',
    balance: 200_000,
    game: {
      slug,
      name: engine === 'odd_even' ? 'Odd Even' : 'Ladder',
      title: engine === 'odd_even' ? '홀짝' : '사다리',
      category: 'mini-games',
      provider_name: 'Hanpan Studio',
      color: '#5eead4',
      rtp_percent: 97.5,
      config: { engine, min_stake: 1_000, max_stake: 1_000_000, rules: { return: 1.95 } },
      symbol_sheet: null,
    },
    fairness: { server_seed_hash: DRAW_HASH, client_seed: 'my-seed', nonce: 0 },
    open_round: null,
  };
}

const pickGroup = () => screen.getByRole('group', { name: '픽' });
const playButton = () => screen.getByRole('button', { name: '베팅하기' });
const tagsOf = (item: HTMLElement) =>
  within(within(item).getByRole('list', { name: '결과' }))
    .getAllByRole('listitem')
    .map((tag) => tag.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('ScheduledGame', () => {
  it('shows the 회차 and counts down on the server clock, to the close and then to the draw', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const serverStart = Date.parse('2025-05-01T12:00:00.000Z');
    // The device runs 90 s fast: the countdown must follow the server's clock, not the device's.
    const skew = 90_000;
    vi.setSystemTime(serverStart + skew);
    const session = sessionFor('odd_even');
    const { calls } = mockFetch({
      'GET /studio/api/draws': () => {
        const now = Date.now() - skew;
        return {
          body: boardAt(session.game.slug, now, {
            closesIn: serverStart + 42_000 - now,
            drawsIn: serverStart + 47_000 - now,
          }),
        };
      },
    });
    const onBalance = vi.fn();
    const { unmount } = render(<ScheduledGame session={session} onBalance={onBalance} />);
    await act(() => vi.advanceTimersByTimeAsync(0));

    screen.getByRole('heading', { name: '1234회차' });
    expect(screen.getByRole('timer').textContent).toBe('베팅 마감까지 0:42');
    expect(screen.getByTitle(DRAW_HASH).textContent).toBe('cccccccc…cccccc');
    expect(onBalance).toHaveBeenCalledWith(200_000);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/studio/api/draws',
      authorization: 'Bearer session-token-1',
    });

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('timer').textContent).toBe('베팅 마감까지 0:41');
    expect(playButton()).toMatchObject({ disabled: true }); // nothing on the table yet
    expect(within(pickGroup()).getByRole('button', { name: '홀' })).toMatchObject({ disabled: false });

    // The board is read again every two seconds.
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(calls.length).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(37_000));
    expect(screen.getByRole('timer').textContent).toBe('추첨까지 0:05');
    expect(within(pickGroup()).getByRole('button', { name: '홀' })).toMatchObject({ disabled: true });

    const before = calls.length;
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.length).toBe(before);
  });

  it('places the chips on the picks as bets, shows them under 내 베팅 and reports the balance', async () => {
    const session = sessionFor('odd_even');
    const placed: StudioDrawBet[] = [
      drawBetFixture(
        { engine: 'odd_even', pick: 'odd', amount: 1_000 },
        { bet_id: 'won', payout: 1_950, status: 'settled' },
      ),
      drawBetFixture(
        { engine: 'odd_even', pick: 'over', amount: 2_000 },
        { bet_id: 'lost', payout: 0, status: 'settled' },
      ),
    ];
    let balance = 200_000;
    const { calls } = mockFetch({
      'GET /studio/api/draws': () => ({
        body: boardAt(
          session.game.slug,
          Date.now(),
          { closesIn: 60_000, drawsIn: 65_000 },
          { my_bets: placed, balance },
        ),
      }),
      'POST /studio/api/draw-bets': (call: RecordedCall) => {
        const { bet } = call.body as { bet: StudioDrawBet['bet'] & { amount: number } };
        balance -= bet.amount;
        const taken = drawBetFixture(bet, { bet_id: `bet-${placed.length}`, round: SEQ });
        placed.unshift(taken);
        return { body: { bet: taken, balance } };
      },
    });
    const onBalance = vi.fn();
    render(<ScheduledGame session={session} onBalance={onBalance} />);
    await screen.findByRole('heading', { name: '1234회차' });

    const earlier = within(screen.getByRole('list', { name: '내 베팅' })).getAllByRole('listitem');
    expect(earlier.map((item) => item.textContent)).toEqual([
      '1233회홀1,000원당첨 +1,950원',
      '1233회오버2,000원미당첨',
    ]);

    expect(
      within(pickGroup())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['홀', '짝', '언더', '오버']);
    await userEvent.click(screen.getByRole('button', { name: '5,000' }));
    await userEvent.click(within(pickGroup()).getByRole('button', { name: '홀' }));
    await userEvent.click(within(pickGroup()).getByRole('button', { name: /^홀,/ }));
    await userEvent.click(screen.getByRole('button', { name: '1,000' }));
    await userEvent.click(within(pickGroup()).getByRole('button', { name: '언더' }));
    within(pickGroup()).getByRole('button', { name: '홀, 10,000원 베팅됨' });
    screen.getByText('11,000원', { selector: 'strong' });

    await userEvent.click(playButton());

    const bets = calls.filter((call) => call.method === 'POST');
    expect(bets).toEqual([
      expect.objectContaining({
        path: '/studio/api/draw-bets',
        authorization: 'Bearer session-token-1',
        body: { draw_id: SEQ, bet: { engine: 'odd_even', pick: 'odd', amount: 10_000 } },
      }),
      expect.objectContaining({ body: { draw_id: SEQ, bet: { engine: 'odd_even', pick: 'under', amount: 1_000 } } }),
    ]);
    const mine = within(screen.getByRole('list', { name: '내 베팅' })).getAllByRole('listitem');
    expect(mine.map((item) => item.textContent).slice(0, 2)).toEqual([
      '1234회언더1,000원대기중',
      '1234회홀10,000원대기중',
    ]);
    expect(onBalance).toHaveBeenLastCalledWith(189_000);
    // The table is cleared once the server took the bets.
    screen.getByText('0원', { selector: 'strong' });
  });

  it('locks betting while the draw is closed and shows a refused bet in an alert', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = sessionFor('odd_even');
    let closed = false;
    mockFetch({
      'GET /studio/api/draws': () => ({
        body: boardAt(
          session.game.slug,
          Date.now(),
          closed ? { closesIn: -1_000, drawsIn: 5_000 } : { closesIn: 30_000, drawsIn: 35_000 },
        ),
      }),
      'POST /studio/api/draw-bets': () => {
        closed = true;
        return { status: 409, body: { error: 'draw_closed', message: '이번 회차 베팅이 마감되었습니다.' } };
      },
    });
    render(<ScheduledGame session={session} onBalance={vi.fn()} />);
    await screen.findByRole('heading', { name: '1234회차' });

    await userEvent.click(within(pickGroup()).getByRole('button', { name: '짝' }));
    await userEvent.click(playButton());

    expect((await screen.findByRole('alert')).textContent).toBe('이번 회차 베팅이 마감되었습니다.');
    // The refusal reads the board again: the draw is closed now.
    await vi.waitFor(() => expect(screen.getByRole('timer').textContent).toBe('추첨까지 0:05'));
    for (const button of within(pickGroup()).getAllByRole('button')) expect(button).toMatchObject({ disabled: true });
    expect(playButton()).toMatchObject({ disabled: true });
    screen.getByText('베팅 마감');
    // The chips the server refused stay on the table for the next draw.
    within(pickGroup()).getByRole('button', { name: '짝, 1,000원 베팅됨' });
  });

  it('shows the drawn 홀짝 balls with their tags and links each draw to the verify page', async () => {
    const session = sessionFor('odd_even');
    const now = Date.now();
    mockFetch({
      'GET /studio/api/draws': {
        body: boardAt(
          session.game.slug,
          now,
          { closesIn: 30_000, drawsIn: 35_000 },
          {
            recent: [
              drawAt('odd-even-1', SEQ - 1, now, {
                closesIn: -300_000,
                drawsIn: -295_000,
                outcome: { engine: 'odd_even', number: 7 },
              }),
              drawAt('odd-even-1', SEQ - 2, now, {
                closesIn: -600_000,
                drawsIn: -595_000,
                outcome: { engine: 'odd_even', number: 14 },
              }),
            ],
          },
        ),
      },
    });
    render(<ScheduledGame session={session} onBalance={vi.fn()} />);

    const results = await screen.findByRole('list', { name: '최근 결과' });
    const latest = within(results).getByRole('listitem', { name: '1233회' });
    expect(within(latest).getByRole('img', { name: '7번 볼' }).className).toContain('from-ruby-500');
    expect(tagsOf(latest)).toEqual(['홀', '언더']);
    const older = within(results).getByRole('listitem', { name: '1232회' });
    expect(within(older).getByRole('img', { name: '14번 볼' }).className).toContain('from-sky-500');
    expect(tagsOf(older)).toEqual(['짝', '오버']);

    const link = within(latest).getByRole('link', { name: '1233회 검증' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/studio/verify');
    expect(readVerifyPrefill(href.search)).toEqual({
      game_slug: 'odd-even-1',
      server_seed: 'seed-1233',
      server_seed_hash: '1233'.padEnd(64, 'd'),
      client_seed: `odd-even-1:${EPOCH_SEQ + 1233}`,
      nonce: 0,
      bet: { engine: 'odd_even', pick: 'odd', amount: 1_000 },
    });
  });

  it('offers the six ladder picks and draws each ladder with its path and tags', async () => {
    const session = sessionFor('ladder');
    const now = Date.now();
    mockFetch({
      'GET /studio/api/draws': {
        body: boardAt(
          session.game.slug,
          now,
          { closesIn: 30_000, drawsIn: 35_000 },
          {
            recent: [
              drawAt('ladder-1', SEQ - 1, now, {
                closesIn: -300_000,
                drawsIn: -295_000,
                outcome: { engine: 'ladder', start: 'left', rungs: 3, finish: 'even' },
              }),
              drawAt('ladder-1', SEQ - 2, now, {
                closesIn: -600_000,
                drawsIn: -595_000,
                outcome: { engine: 'ladder', start: 'right', rungs: 4, finish: 'even' },
              }),
            ],
          },
        ),
      },
    });
    render(<ScheduledGame session={session} onBalance={vi.fn()} />);

    const results = await screen.findByRole('list', { name: '최근 결과' });
    for (const [group, labels] of [
      ['출발', ['좌', '우']],
      ['줄 수', ['3줄', '4줄']],
      ['결과', ['홀', '짝']],
    ] as const) {
      const buttons = within(screen.getByRole('group', { name: group })).getAllByRole('button');
      expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(labels);
    }

    const latest = within(results).getByRole('listitem', { name: '1233회' });
    const ladder = within(latest).getByRole('img', { name: '좌 출발 3줄 짝' });
    expect(ladder.tagName.toLowerCase()).toBe('svg');
    // Two rails and three rungs, and the path crossing each rung from the left rail.
    expect(ladder.querySelectorAll('line')).toHaveLength(5);
    expect(ladder.querySelector('polyline')?.getAttribute('points')).toBe(ladderPath('left', 3).points);
    expect(tagsOf(latest)).toEqual(['좌', '3줄', '짝']);
    const older = within(results).getByRole('listitem', { name: '1232회' });
    expect(within(older).getByRole('img', { name: '우 출발 4줄 짝' }).querySelectorAll('line')).toHaveLength(6);
    expect(tagsOf(older)).toEqual(['우', '4줄', '짝']);

    const href = within(latest).getByRole('link', { name: '1233회 검증' }).getAttribute('href') ?? '';
    expect(readVerifyPrefill(new URL(href, 'http://localhost').search)).toMatchObject({
      game_slug: 'ladder-1',
      server_seed: 'seed-1233',
      client_seed: `ladder-1:${EPOCH_SEQ + 1233}`,
      nonce: 0,
      bet: { engine: 'ladder', pick: 'left', amount: 1_000 },
    });
  });

  it('reads in English: the round, its countdown, the picks, the bets and the ladders', async () => {
    await i18n.changeLanguage('en');
    const session = sessionFor('ladder');
    const now = Date.now();
    const placed = [
      drawBetFixture(
        { engine: 'ladder', pick: 'three', amount: 20_000 },
        { bet_id: 'won', payout: 39_000, status: 'settled' },
      ),
      drawBetFixture({ engine: 'ladder', pick: 'odd', amount: 1_000 }, { bet_id: 'waiting', round: SEQ }),
    ];
    mockFetch({
      'GET /studio/api/draws': {
        body: boardAt(
          session.game.slug,
          now,
          { closesIn: 42_000, drawsIn: 47_000 },
          {
            my_bets: placed,
            recent: [
              drawAt('ladder-1', SEQ - 1, now, {
                closesIn: -300_000,
                drawsIn: -295_000,
                outcome: { engine: 'ladder', start: 'right', rungs: 3, finish: 'odd' },
              }),
            ],
          },
        ),
      },
    });
    render(<ScheduledGame session={session} onBalance={vi.fn()} />);

    await screen.findByRole('heading', { name: 'Round 1234' });
    expect(screen.getByRole('timer').textContent).toBe('Bets close in 0:42');
    screen.getByText('Betting open');
    screen.getByText('Server seed hash');
    for (const [group, labels] of [
      ['Start', ['Left', 'Right']],
      ['Lines', ['3 lines', '4 lines']],
      ['Finish', ['Odd', 'Even']],
    ] as const) {
      const buttons = within(screen.getByRole('group', { name: group })).getAllByRole('button');
      expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(labels);
    }
    await userEvent.click(screen.getByRole('button', { name: '10K' }));
    await userEvent.click(screen.getByRole('button', { name: 'Odd' }));
    await userEvent.click(screen.getByRole('button', { name: '5,000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Odd, ₩10,000 bet' }));
    expect(screen.getByRole('button', { name: 'Odd, ₩15,000 bet' }).textContent).toContain('15K');
    screen.getByRole('button', { name: 'Place bets' });

    expect(
      within(screen.getByRole('list', { name: 'My bets' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Round 12333 lines₩20,000Won +₩39,000', 'Round 1234Odd₩1,000Waiting']);
    const latest = within(screen.getByRole('list', { name: 'Recent results' })).getByRole('listitem', {
      name: 'Round 1233',
    });
    within(latest).getByText('Last round');
    within(latest).getByRole('img', { name: 'Start Right, 3 lines, Odd' });
    expect(
      within(within(latest).getByRole('list', { name: 'Result' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Right', '3 lines', 'Odd']);
    within(latest).getByRole('link', { name: 'Verify round 1233' });
  });

  it.each([
    ['left', 3, false],
    ['left', 4, true],
    ['right', 3, true],
    ['right', 4, false],
  ] as const)('draws a ladder from %s with %i rungs ending on the left (홀): %s', (start, rungs, endsLeft) => {
    expect(ladderPath(start, rungs).endsLeft).toBe(endsLeft);
  });
});
