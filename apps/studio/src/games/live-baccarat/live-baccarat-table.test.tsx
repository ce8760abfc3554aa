import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoundOutcome, StudioDraw, StudioDrawBet, StudioSession } from '@hanpan/contract';
import { i18n } from '@/lib/i18n/i18n';
import { EPOCH_SEQ, SEQ, boardAt, drawAt, drawBetFixture } from '@/testing/draw-board';
import { fakeDrawStreams } from '@/testing/fake-draw-stream';
import { BACCARAT_OUTCOME, sessionFixture } from '@/testing/fixtures';
import { mockFetch, type RecordedCall } from '@/testing/mock-fetch';
import { LiveBaccaratTable } from './live-baccarat-table';

const SLUG = 'test-baccarat';
/** How long a deal is marked 방금 딜링. */
const JUST_DEALT_WAIT = 10_000;

const session: StudioSession = sessionFixture('baccarat');

function baccarat(
  winner: 'player' | 'banker' | 'tie',
  { playerPair = false, bankerPair = false }: { playerPair?: boolean; bankerPair?: boolean } = {},
): RoundOutcome {
  return {
    engine: 'baccarat',
    player_cards: [
      { rank: '2', suit: 'C' },
      { rank: winner === 'player' ? '6' : '3', suit: 'D' },
    ],
    banker_cards: [
      { rank: '4', suit: 'C' },
      { rank: winner === 'banker' ? '4' : winner === 'tie' ? 'A' : '2', suit: 'H' },
    ],
    player_total: winner === 'player' ? 8 : 5,
    banker_total: winner === 'banker' ? 8 : winner === 'tie' ? 5 : 6,
    winner,
    player_pair: playerPair,
    banker_pair: bankerPair,
  };
}

/** Dealt rounds before `seq`, newest first, from their outcomes oldest first (25 s apart). */
function dealtBefore(seq: number, now: number, outcomes: readonly RoundOutcome[]): StudioDraw[] {
  return outcomes
    .map((outcome, index) => {
      const back = outcomes.length - index;
      return drawAt(SLUG, seq - back, now, { closesIn: -back * 25_000, drawsIn: -back * 25_000 + 10_000, outcome });
    })
    .reverse();
}

/** Lets the page's reads and renders settle, with no time passing. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const boardReads = (calls: readonly RecordedCall[]) => calls.filter((call) => call.path === '/studio/api/draws').length;
const spots = () => within(screen.getByRole('group', { name: '베팅' })).getAllByRole('button');
const playButton = () => screen.getByRole('button', { name: '베팅하기' });
/** A tap (userEvent waits on real timers through Testing Library, which fake ones would stall). */
const click = (element: HTMLElement) => fireEvent.click(element);
const lastDeal = () => screen.getByRole('region', { name: '직전 결과' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(Date.parse('2025-05-01T12:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveBaccaratTable', () => {
  it('shows the players, the 회차 and the countdown on the server clock, then 딜링 중, polling as a fallback', async () => {
    const start = Date.now();
    // The device runs 90 s slow: the countdown must follow the server's clock.
    const skew = -90_000;
    vi.setSystemTime(start + skew);
    const { streams, open } = fakeDrawStreams();
    const { calls } = mockFetch({
      'GET /studio/api/draws': () => {
        const now = Date.now() - skew;
        return {
          body: boardAt(SLUG, now, { closesIn: start + 9_000 - now, drawsIn: start + 19_000 - now }, { players: 7 }),
        };
      },
    });
    const onBalance = vi.fn();
    const { unmount } = render(<LiveBaccaratTable session={session} onBalance={onBalance} openStream={open} />);
    await settle();

    screen.getByText('테이블 인원 7명');
    screen.getByRole('heading', { name: '1234회차' });
    expect(screen.getByRole('timer').textContent).toBe('베팅 마감까지 0:09');
    screen.getByText('컴퓨터 딜링 테이블 · 영상 없음');
    screen.getByText('베팅 중');
    expect(onBalance).toHaveBeenCalledWith(200_000);
    expect(calls[0]).toMatchObject({ method: 'GET', authorization: 'Bearer session-token-1' });
    expect(streams.map((stream) => stream.url)).toEqual(['/studio/api/draws/stream?token=session-token-1']);
    expect(spots().map((spot) => spot.textContent)).toEqual([
      '플레이어 페어×12',
      '타이×9',
      '뱅커 페어×12',
      '플레이어×2',
      '뱅커×1.95',
    ]);

    // The stream is not listening yet: the board is read every 2 s.
    await advance(2_000);
    expect(boardReads(calls)).toBe(2);
    expect(screen.getByRole('timer').textContent).toBe('베팅 마감까지 0:07');

    // Listening: the board is read at once, then only every 5 s.
    await act(async () => {
      streams[0]?.emit('ready');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(boardReads(calls)).toBe(3);
    screen.getByText('● 실시간 연결');
    await advance(4_000);
    expect(boardReads(calls)).toBe(3);
    await advance(1_000);
    expect(boardReads(calls)).toBe(4);

    // Betting closes: the cards are being dealt.
    await advance(2_000);
    expect(screen.getByRole('timer').textContent).toBe('딜링 중');
    screen.getByText('베팅 마감');
    for (const spot of spots()) expect(spot).toMatchObject({ disabled: true });

    // The stream drops: back to reading every 2 s.
    await act(async () => {
      streams[0]?.emit('error');
      await vi.advanceTimersByTimeAsync(0);
    });
    screen.getByText('○ 연결 중...');
    await advance(2_000);
    expect(boardReads(calls)).toBe(5);

    const before = calls.length;
    unmount();
    expect(streams[0]?.closed).toBe(true);
    await advance(10_000);
    expect(calls.length).toBe(before);
  });

  it('places chips on two sides as one bet, shows it under 내 베팅 and reports the balance', async () => {
    const placed: StudioDrawBet[] = [
      drawBetFixture(
        { engine: 'baccarat', stakes: { banker: 10_000 } },
        { bet_id: 'won', payout: 19_500, status: 'settled' },
      ),
      drawBetFixture(
        { engine: 'baccarat', stakes: { player: 2_000, player_pair: 1_000 } },
        { bet_id: 'lost', payout: 0, status: 'settled' },
      ),
      drawBetFixture(
        { engine: 'baccarat', stakes: { player: 5_000 } },
        { bet_id: 'pushed', round: SEQ - 2, payout: 5_000, status: 'settled' },
      ),
    ];
    let balance = 200_000;
    const { calls } = mockFetch({
      'GET /studio/api/draws': () => ({
        body: boardAt(SLUG, Date.now(), { closesIn: 12_000, drawsIn: 22_000 }, { my_bets: placed, balance }),
      }),
      'POST /studio/api/draw-bets': (call: RecordedCall) => {
        const taken = drawBetFixture((call.body as { bet: StudioDrawBet['bet'] }).bet, { bet_id: 'new', round: SEQ });
        balance -= taken.stake;
        placed.unshift(taken);
        return { body: { bet: taken, balance } };
      },
    });
    const onBalance = vi.fn();
    render(<LiveBaccaratTable session={session} onBalance={onBalance} openStream={fakeDrawStreams().open} />);
    await settle();

    const mine = () =>
      within(screen.getByRole('list', { name: '내 베팅' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(mine()).toEqual([
      '1233회뱅커 10,000원당첨 +19,500원',
      '1233회플레이어 2,000원 · 플레이어 페어 1,000원미당첨',
      '1232회플레이어 5,000원반환 +5,000원',
    ]);

    expect(playButton()).toMatchObject({ disabled: true }); // nothing on the table yet
    click(screen.getByRole('button', { name: '5,000' }));
    click(screen.getByRole('button', { name: '플레이어에 베팅' }));
    click(screen.getByRole('button', { name: '플레이어에 베팅, 5,000원' }));
    click(screen.getByRole('button', { name: '1,000' }));
    click(screen.getByRole('button', { name: '타이에 베팅' }));
    screen.getByRole('button', { name: '플레이어에 베팅, 10,000원' });
    screen.getByRole('button', { name: '타이에 베팅, 1,000원' });
    screen.getByText('11,000원', { selector: 'strong' });

    click(playButton());
    await settle();

    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/studio/api/draw-bets',
        authorization: 'Bearer session-token-1',
        body: { draw_id: SEQ, bet: { engine: 'baccarat', stakes: { player: 10_000, tie: 1_000 } } },
      }),
    ]);
    expect(mine()[0]).toBe('1234회플레이어 10,000원 · 타이 1,000원대기중');
    expect(onBalance).toHaveBeenLastCalledWith(189_000);
    // The table is cleared once the server took the bet.
    screen.getByText('0원', { selector: 'strong' });
    screen.getByRole('button', { name: '플레이어에 베팅' });
  });

  it('reads the board the moment the stream says a round was dealt, and shows its cards', async () => {
    const { streams, open } = fakeDrawStreams();
    // Round 1234 closed 5 s ago and is dealt in 1 s, when round 1235 opens.
    const dealAt = Date.now() + 1_000;
    let dealt = false;
    const { calls } = mockFetch({
      'GET /studio/api/draws': () => {
        const now = Date.now();
        const earlier = dealtBefore(SEQ, dealAt, [baccarat('banker')]);
        const board = dealt
          ? boardAt(
              SLUG,
              dealAt,
              { seq: SEQ + 1, closesIn: 15_000, drawsIn: 25_000 },
              {
                recent: [
                  drawAt(SLUG, SEQ, dealAt, { closesIn: -10_000, drawsIn: 0, outcome: BACCARAT_OUTCOME }),
                  ...earlier,
                ],
              },
            )
          : boardAt(SLUG, dealAt, { closesIn: -6_000, drawsIn: 0 }, { recent: earlier });
        return { body: { ...board, server_time: new Date(now).toISOString() } };
      },
    });
    render(<LiveBaccaratTable session={session} onBalance={vi.fn()} openStream={open} />);
    await settle();
    await act(async () => {
      streams[0]?.emit('ready');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(boardReads(calls)).toBe(2);

    within(lastDeal()).getByRole('heading', { name: '1233회 결과' });
    expect(screen.getByRole('timer').textContent).toBe('딜링 중');

    // The server deals round 1234 and tells the stream; no poll is due for seconds.
    await advance(1_000);
    expect(boardReads(calls)).toBe(2);
    dealt = true;
    await act(async () => {
      streams[0]?.emit('draw', JSON.stringify({ draw_id: SEQ, seq: EPOCH_SEQ + SEQ }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(boardReads(calls)).toBe(3);

    within(lastDeal()).getByRole('heading', { name: '1234회 결과' });
    within(lastDeal()).getByText('방금 딜링');
    within(lastDeal()).getByRole('img', { name: '하트 9' });
    within(lastDeal()).getByRole('img', { name: '스페이드 K' });
    expect(within(lastDeal()).getByLabelText('플레이어 합계').textContent).toBe('9');
    expect(within(lastDeal()).getByLabelText('뱅커 합계').textContent).toBe('7');
    within(lastDeal()).getByText('플레이어 승');
    expect(within(lastDeal()).getByRole('link', { name: '1234회 검증' }).getAttribute('href')).toContain(
      'server_seed=seed-1234',
    );
    // The next round takes bets.
    screen.getByRole('heading', { name: '1235회차' });
    expect(screen.getByRole('timer').textContent).toBe('베팅 마감까지 0:15');
    expect(spots()[0]).toMatchObject({ disabled: false });
    within(screen.getByRole('list', { name: '비드 로드' })).getByRole('listitem', {
      name: '1234회 플레이어 · 뱅커 페어',
    });

    await advance(JUST_DEALT_WAIT);
    expect(within(lastDeal()).queryByText('방금 딜링')).toBeNull();
  });

  it('locks betting once the round is closed, and keeps refused chips on the table', async () => {
    let closed = false;
    mockFetch({
      'GET /studio/api/draws': () => ({
        body: boardAt(
          SLUG,
          Date.now(),
          closed ? { closesIn: -1_000, drawsIn: 9_000 } : { closesIn: 8_000, drawsIn: 18_000 },
        ),
      }),
      'POST /studio/api/draw-bets': () => {
        closed = true;
        return { status: 409, body: { error: 'draw_closed', message: '이번 회차 베팅이 마감되었습니다.' } };
      },
    });
    render(<LiveBaccaratTable session={session} onBalance={vi.fn()} openStream={fakeDrawStreams().open} />);
    await settle();

    click(screen.getByRole('button', { name: '뱅커에 베팅' }));
    click(playButton());
    await settle();

    expect(screen.getByRole('alert').textContent).toBe('이번 회차 베팅이 마감되었습니다.');
    // The refusal read the board again: the round is closed now.
    expect(screen.getByRole('timer').textContent).toBe('딜링 중');
    screen.getByText('이번 회차 베팅이 마감되었습니다. 다음 회차를 기다려 주세요.');
    for (const spot of spots()) expect(spot).toMatchObject({ disabled: true });
    expect(playButton()).toMatchObject({ disabled: true });
    screen.getByRole('button', { name: '뱅커에 베팅, 1,000원' });
  });

  it('draws the bead road and the big road from the recent rounds, oldest first', async () => {
    const outcomes = [
      baccarat('tie'),
      baccarat('player', { playerPair: true }),
      baccarat('player'),
      baccarat('banker', { bankerPair: true }),
      baccarat('tie'),
      baccarat('banker'),
      baccarat('banker'),
    ];
    mockFetch({
      'GET /studio/api/draws': () => {
        const now = Date.now();
        return {
          body: boardAt(SLUG, now, { closesIn: 10_000, drawsIn: 20_000 }, { recent: dealtBefore(SEQ, now, outcomes) }),
        };
      },
    });
    render(<LiveBaccaratTable session={session} onBalance={vi.fn()} openStream={fakeDrawStreams().open} />);
    await settle();

    const beads = within(screen.getByRole('list', { name: '비드 로드' })).getAllByRole('listitem');
    expect(beads.map((bead) => bead.getAttribute('aria-label'))).toEqual([
      '1227회 타이',
      '1228회 플레이어 · 플레이어 페어',
      '1229회 플레이어',
      '1230회 뱅커 · 뱅커 페어',
      '1231회 타이',
      '1232회 뱅커',
      '1233회 뱅커',
    ]);
    expect(beads.map((bead) => `${bead.style.gridColumn},${bead.style.gridRow}`)).toEqual([
      '1,1',
      '1,2',
      '1,3',
      '1,4',
      '1,5',
      '1,6',
      '2,1',
    ]);
    expect(beads[0]?.textContent).toBe('T');

    const big = within(screen.getByRole('list', { name: '빅 로드' })).getAllByRole('listitem');
    expect(
      big.map((cell) => `${cell.getAttribute('aria-label')} @${cell.style.gridColumn},${cell.style.gridRow}`),
    ).toEqual(['플레이어 · 타이 1 @1,1', '플레이어 @1,2', '뱅커 · 타이 1 @2,1', '뱅커 @2,2', '뱅커 @2,3']);
    expect(screen.getByLabelText('결과 집계').textContent).toBe('플레이어 2뱅커 3타이 2최근 7회');
    // The last dealt round's cards are on show.
    within(lastDeal()).getByRole('heading', { name: '1233회 결과' });
  });

  it('reads in English: the table, its spots, the last deal, the bets and the roads', async () => {
    await i18n.changeLanguage('en');
    const now = Date.now();
    mockFetch({
      'GET /studio/api/draws': {
        body: boardAt(
          SLUG,
          now,
          { closesIn: -2_000, drawsIn: 8_000 },
          {
            players: 1,
            recent: dealtBefore(SEQ, now, [baccarat('tie'), baccarat('player', { playerPair: true })]),
            my_bets: [
              drawBetFixture(
                { engine: 'baccarat', stakes: { player: 20_000, tie: 1_000 } },
                { payout: 40_000, status: 'settled' },
              ),
            ],
          },
        ),
      },
    });
    render(<LiveBaccaratTable session={session} onBalance={vi.fn()} openStream={fakeDrawStreams().open} />);
    await settle();

    screen.getByRole('heading', { name: 'Round 1234' });
    expect(screen.getByRole('timer').textContent).toBe('Dealing');
    screen.getByText('Bets closed');
    screen.getByText('1 player at the table');
    screen.getByText('Computer-dealt table · no video');
    screen.getByText('○ Connecting...');
    screen.getByText('Betting on this round has closed. Please wait for the next round.');
    const englishSpots = within(screen.getByRole('group', { name: 'Bets' })).getAllByRole('button');
    expect(englishSpots.map((spot) => spot.getAttribute('aria-label'))).toEqual([
      'Bet on Player Pair',
      'Bet on Tie',
      'Bet on Banker Pair',
      'Bet on Player',
      'Bet on Banker',
    ]);

    const last = screen.getByRole('region', { name: 'Last result' });
    within(last).getByRole('heading', { name: 'Round 1233 result' });
    within(last).getByText('Player wins');
    expect(within(last).getByLabelText('Player total').textContent).toBe('8');
    within(last).getByRole('img', { name: '6 of Diamonds' });
    within(last).getByRole('link', { name: 'Verify round 1233' });

    expect(
      within(screen.getByRole('list', { name: 'My bets' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Round 1233Player ₩20,000 · Tie ₩1,000Won +₩40,000']);
    expect(
      within(screen.getByRole('list', { name: 'Bead road' }))
        .getAllByRole('listitem')
        .map((bead) => bead.getAttribute('aria-label')),
    ).toEqual(['Round 1232 Tie', 'Round 1233 Player · Player Pair']);
    expect(
      within(screen.getByRole('list', { name: 'Big road' }))
        .getAllByRole('listitem')
        .map((cell) => cell.getAttribute('aria-label')),
    ).toEqual(['Player · Tie 1']);
    expect(screen.getByLabelText('Result tally').textContent).toBe('Player 1Banker 0Tie 1Last 2');
  });

  it('runs on the poll alone where the browser has no EventSource', async () => {
    const { calls } = mockFetch({
      'GET /studio/api/draws': () => ({ body: boardAt(SLUG, Date.now(), { closesIn: 10_000, drawsIn: 20_000 }) }),
    });
    render(<LiveBaccaratTable session={session} onBalance={vi.fn()} />);
    await settle();
    screen.getByRole('heading', { name: '1234회차' });
    screen.getByText('아직 딜링된 회차가 없습니다.');
    await advance(4_000);
    expect(boardReads(calls)).toBe(3);
  });
});
