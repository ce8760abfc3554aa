import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BetHistoryItem, FixtureList, FixtureSummary } from '@hanpan/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORTS } from '../apps/server/src/feed/catalog';
import { startServer, stopServer, type RunningServer } from '../apps/server/test/spawn-server';
import { callApiAt, loginTokenAt } from './api';
import { DESKTOP, headerCash, launchBrowser, logIn, openPage, visible } from './browser';

/**
 * The simulator on its compressed schedule: a simulated day every 8 minutes, so a match lasts
 * 37 seconds (soccer) to 60 (baseball).
 */
const SPEED = 180;
/**
 * Each feed turn moves play 24 simulated minutes on. Prices move at every turn, so an in-play bet
 * is taken only if its 3-second acceptance delay fits between two turns: 8 seconds leave room.
 */
const INTERVAL_MS = 8_000;
/** Sports whose match clock moves at every feed turn (tennis and LoL count sets). */
const CLOCK_SPORTS = new Set(['soccer', 'basketball', 'baseball', 'hockey']);
/** Time enough for a bet (perhaps a second try), a pushed move after it, and then the whistle soon. */
const WHISTLE_AFTER_MS = { earliest: 4 * INTERVAL_MS, latest: 60_000 };
/**
 * Longest wait for such a fixture: by the catalog's kick-offs, the simulated night (after the last
 * evening match until the 02:00 baseball) leaves about 130 seconds with none. A minute fell short.
 */
const FIXTURE_WAIT_MS = 150_000;
const STAKE = 10_000;
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

describe('live in-play betting on the compressed schedule', () => {
  let server: RunningServer;
  let dataDir: string;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-live-'));
    [server, browser] = await Promise.all([
      startServer({
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        RATE_LIMIT_PER_MINUTE: '100000',
        ADDRESS_RATE_LIMIT_PER_MINUTE: '100000',
        FEED_SCHEDULE: 'compressed',
        FEED_SPEED: String(SPEED),
        FEED_INTERVAL_SECONDS: String(INTERVAL_MS / 1000),
        FEED_DAYS_AHEAD: '1',
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    if (server) await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** When a fixture's final whistle blows on this schedule (kick-off plus its sport's length, sped up). */
  const whistleOf = (fixture: FixtureSummary) =>
    Date.parse(fixture.start_date) +
    (SPORTS.find((sport) => sport.slug === fixture.sport.slug)!.durationMinutes * 60_000) / SPEED;

  /** The in-play fixture that ends first among those with enough play left (waiting for a kick-off if none has). */
  async function fixtureToBetOn(token: string): Promise<FixtureSummary> {
    let found: FixtureSummary | undefined;
    await expect
      .poll(
        async () => {
          const live = await callApiAt<FixtureList>(
            server.url,
            'GET',
            '/api/sports/fixtures/inplay?size=100',
            undefined,
            token,
          );
          found = live.results
            .filter((fixture) => {
              const left = whistleOf(fixture) - Date.now();
              return (
                CLOCK_SPORTS.has(fixture.sport.slug) &&
                left >= WHISTLE_AFTER_MS.earliest &&
                left <= WHISTLE_AFTER_MS.latest
              );
            })
            .sort((a, b) => whistleOf(a) - whistleOf(b))[0];
          return found !== undefined;
        },
        { timeout: FIXTURE_WAIT_MS, interval: 1_000 },
      )
      .toBe(true);
    return found!;
  }

  it(
    'takes an in-play bet on /live, moves its prices by push, settles it at the whistle and pays it into the header balance',
    async () => {
      const token = await loginTokenAt(server.url, 'demo', 'demo1234');
      const { context, page } = await openPage(browser, DESKTOP, server.url);
      await logIn(page, 'demo', 'demo1234');

      const fixture = await fixtureToBetOn(token);
      const title = fixture.fixture_participants.map((participant) => participant.participant.name).join(' vs ');
      await page.goto(`/live/${fixture.sport.slug}`);
      const card = page.getByRole('list', { name: '경기 목록' }).getByRole('article', { name: title });
      await visible(card);
      const home = card.getByRole('button', { name: / 홈 \d+\.\d\d$/ }).first();
      const cart = page.getByRole('region', { name: '베팅카드' });
      const cartItems = cart.locator('[aria-label="선택한 베팅"] li');
      const alert = page.getByRole('alertdialog');
      // What a feed turn changes on the card (clock, score, prices), without the fading up/down marks.
      const cardState = async () => ((await card.textContent()) ?? '').replace(/[▲▼]/g, '');
      const before = await headerCash(page);

      // The member bets right after a feed turn lands, so the acceptance delay ends before the next
      // one; if play still moved meanwhile, the server refuses (as it must) and the member tries again.
      let placedMessage = '';
      for (let attempt = 1; attempt <= 3 && !placedMessage; attempt++) {
        if ((await home.getAttribute('aria-pressed')) === 'true') await home.click();
        await expect.poll(() => cartItems.count(), { timeout: 10_000 }).toBe(0);
        const shown = await cardState();
        await expect.poll(cardState, { timeout: 20_000, interval: 100 }).not.toBe(shown);
        await home.click();
        await expect.poll(() => cartItems.count(), { timeout: 10_000 }).toBe(1);
        await cart.getByLabel('베팅 금액').fill(String(STAKE));
        await cart.getByRole('button', { name: '베팅하기' }).click();
        await visible(alert);
        const message = (await alert.textContent()) ?? '';
        if (message.includes('베팅 성공!')) placedMessage = message;
        else expect(message).toMatch(/경기 상황이나 배당이 바뀌어|변경된 배당으로/);
        // A refusal or a moved price: decline, and the next attempt takes the price as it is then.
        await alert.getByRole('button', { name: message.includes('변경된 배당으로') ? '취소' : '확인' }).click();
        await alert.waitFor({ state: 'hidden' });
      }
      expect(placedMessage).toContain(`새로운 잔액: ${won(before - STAKE)}`);
      expect(await headerCash(page)).toBe(before - STAKE);

      // From here on the page is never reloaded: this mark would be gone.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      const placedState = await cardState();
      await expect.poll(cardState, { timeout: 20_000, interval: 100 }).not.toBe(placedState);
      // That move came by push: only a pushed price is marked up or down (the list's refetch is not).
      await visible(card.getByLabel(/^배당 (상승|하락)$/).first());

      const history = async () =>
        (
          await callApiAt<{ results: BetHistoryItem[] }>(
            server.url,
            'GET',
            '/api/betting/history?page=1&size=10',
            undefined,
            token,
          )
        ).results[0]!;
      const pending = await history();
      expect(pending).toMatchObject({ status: 'PENDING', stake: STAKE, bet_type: 'single' });
      expect(pending.selections[0]?.bet_selection.market.fixture.id).toBe(fixture.id);

      // The whistle, then settlement in the same feed turn.
      await expect
        .poll(async () => (await history()).status, { timeout: 100_000, interval: 1_000 })
        .toMatch(/^(WON|LOST)$/);
      const settled = await history();
      if (settled.status === 'WON') {
        expect(settled.payout).toBe(settled.potential_payout);
        await expect.poll(() => headerCash(page), { timeout: 15_000 }).toBe(before - STAKE + settled.payout!);
      } else {
        expect(settled.payout ?? 0).toBe(0);
        expect(await headerCash(page)).toBe(before - STAKE);
      }
      expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

      await page.goto('/results');
      const row = page.getByRole('table', { name: '게임 내역' }).getByRole('row').filter({ hasText: title }).first();
      await visible(row);
      const cells = (await row.textContent()) ?? '';
      expect(cells).toContain(settled.status);
      expect(cells).toContain(won(STAKE));
      expect(cells).toContain(won(settled.status === 'WON' ? settled.payout! : 0));
      await context.close();
    },
    FIXTURE_WAIT_MS + 180_000,
  );
});
