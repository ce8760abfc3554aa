import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, loginToken, registerViaApi } from './api';
import { launchBrowser, logIn, openPage, visible } from './browser';

/** "1,234원" → 1234. */
const won = (text: string | null) => Number(/([\d,]+)원/.exec(text ?? '')?.[1]?.replaceAll(',', '') ?? Number.NaN);
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** Opens a game in Real Play from its page, and answers the frame and its balance. */
async function playReal(page: Page, slug: string): Promise<{ frame: FrameLocator; balance: () => Promise<number> }> {
  await page.goto(`/game/${slug}`);
  const player = page.getByRole('region', { name: '게임 화면' });
  await player.getByRole('button', { name: 'Real Play' }).click();
  const frame = page.frameLocator('iframe');
  const balance = frame.getByRole('status', { name: '잔액' });
  await visible(balance);
  return { frame, balance: async () => won(await balance.textContent()) };
}

/** A finished round's line ("당첨 4,000원 베팅 2,000원" or "미당첨 베팅 2,000원"): its stake and payout. */
async function roundLine(frame: FrameLocator): Promise<{ stake: number; payout: number }> {
  const line = frame.getByRole('status').filter({ hasText: /베팅 [\d,]+원/ });
  await visible(line);
  const text = (await line.textContent()) ?? '';
  return { stake: won(/베팅 ([\d,]+원)/.exec(text)?.[1] ?? null), payout: text.startsWith('당첨') ? won(text) : 0 };
}

describe('table games in the browser', () => {
  let browser: Browser;
  let member: Awaited<ReturnType<typeof registerViaApi>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A member of this test's own with 50,000 won of casino money.
    member = await registerViaApi();
    const deposit = await callApi<{ id: number }>(
      'POST',
      '/api/transactions/deposits',
      { amount: 50_000, bonus: 'none' },
      member.token,
    );
    const admin = await loginToken('admin', 'admin1234');
    await callApi('POST', `/api/admin/deposits/${deposit.id}/approve`, {}, admin);
  });
  afterAll(async () => {
    await browser.close();
  });

  async function withCasinoMoney(): Promise<Page> {
    const { page } = await openPage(browser);
    await logIn(page, member.username, member.password);
    const balanceButton = page.getByRole('button', { name: /잔액 선택/ });
    await visible(balanceButton);
    await balanceButton.click();
    await page.getByRole('menuitem', { name: '카지노머니 충전' }).click();
    const topUp = page.getByRole('dialog', { name: '카지노머니 충전' });
    await topUp.getByRole('button', { name: '+1만' }).click();
    await topUp.getByRole('button', { name: '충전하기' }).click();
    const done = page.getByRole('alertdialog');
    await visible(done);
    await done.getByRole('button', { name: '확인' }).click();
    return page;
  }

  it('plays blackjack hands with hit and stand, the casino money moving by each result', async () => {
    const page = await withCasinoMoney();
    const { frame, balance } = await playReal(page, 'classic-blackjack-a');
    let expected = await balance();
    expect(expected).toBeGreaterThanOrEqual(10_000);

    // Cards are dealt at random: hands are dealt until one is hit and then stood on. Each call's
    // answer (the round as it now stands) says what the table shows next.
    type Round = { stake: number; payout: number; outcome: { phase: string; allowed: string[] } };
    const send = async (name: string, path: RegExp): Promise<Round> => {
      const answered = page.waitForResponse(
        (response) => path.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
      );
      await frame.getByRole('button', { name, exact: true }).click();
      return (await (await answered).json()) as Round;
    };
    let hitThenStood = false;
    // One chip on the spot: the table keeps the bet for the hands after.
    await frame.getByRole('button', { name: /베팅 칸/ }).click();
    for (let hand = 0; hand < 8 && !hitThenStood; hand++) {
      let round = await send('딜', /\/studio\/api\/rounds$/);
      const decide = (name: string) => send(name, /\/actions$/);
      if (round.outcome.phase === 'insurance') round = await decide('인슈어런스 안 함');
      if (round.outcome.allowed.includes('hit')) {
        round = await decide('히트');
        if (round.outcome.allowed.includes('stand')) {
          round = await decide('스탠드');
          hitThenStood = true;
        }
      }
      expect(round.outcome.phase).toBe('done');
      await expect.poll(() => roundLine(frame)).toEqual({ stake: 1_000, payout: round.payout });
      expected += round.payout - round.stake;
      await expect.poll(balance).toBe(expected);
    }
    expect(hitThenStood).toBe(true);
  });

  it('spins roulette with a straight and red, paying exactly what the pocket pays', async () => {
    const page = await withCasinoMoney();
    const { frame, balance } = await playReal(page, 'european-roulette-a');
    const before = await balance();

    await frame.getByRole('button', { name: /^17번/ }).click();
    await frame.getByRole('button', { name: /^레드/ }).click();
    await frame.getByRole('button', { name: '스핀' }).click();
    const pocket = Number(await frame.getByLabel('룰렛 결과').textContent());
    const { stake, payout } = await roundLine(frame);
    expect(stake).toBe(2_000);
    expect(payout).toBe((pocket === 17 ? 36_000 : 0) + (RED.has(pocket) ? 2_000 : 0));
    await expect.poll(balance).toBe(before - stake + payout);
  });

  it('bets on one scheduled 홀짝 draw, and the draw pays it by the ball everyone sees', async () => {
    const page = await withCasinoMoney();
    const { frame, balance } = await playReal(page, 'lucky-odd-even');
    const before = await balance();

    // Betting is open for 15 s of every 20: a bet that meets a closed draw waits for the next one.
    let placed: { bet: { round_of_day: number } } | undefined;
    for (let attempt = 0; attempt < 3 && !placed; attempt++) {
      const open = frame.getByText(/베팅 마감까지/);
      await visible(open);
      await frame.getByRole('button', { name: /^홀/ }).click();
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/studio/api/draw-bets') && response.request().method() === 'POST',
      );
      await frame.getByRole('button', { name: '베팅하기' }).click();
      const answer = await answered;
      if (answer.status() === 201) placed = (await answer.json()) as { bet: { round_of_day: number } };
      else await frame.getByRole('button', { name: '베팅 지우기' }).click();
    }
    expect(placed).toBeDefined();
    const round = placed!.bet.round_of_day;
    await expect.poll(balance).toBe(before - 1_000);

    // The draw is made on the clock and the bet paid: 1,950 on an odd ball, nothing on an even one.
    const myBet = frame
      .getByRole('list', { name: '내 베팅' })
      .getByRole('listitem')
      .filter({ hasText: `${round}회` });
    await expect.poll(async () => myBet.textContent(), { timeout: 45_000 }).toMatch(/당첨|미당첨/);
    const ball = await frame
      .getByRole('list', { name: '최근 결과' })
      .getByRole('listitem', { name: `${round}회` })
      .getByLabel(/번 볼$/)
      .getAttribute('aria-label');
    const odd = Number(/(\d+)번 볼/.exec(ball ?? '')?.[1]) % 2 === 1;
    expect(await myBet.textContent()).toContain(odd ? '당첨 +1,950원' : '미당첨');
    await expect.poll(balance).toBe(before - 1_000 + (odd ? 1_950 : 0));
  });
});
