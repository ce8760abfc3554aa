import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, logIn, MOBILE, openPage, visible } from './browser';

/** "1,234원" → 1234. */
const won = (text: string | null) => Number(/([\d,]+)원/.exec(text ?? '')?.[1]?.replaceAll(',', '') ?? Number.NaN);

/** The header's balance button (its name carries the balance on show). */
const balanceButton = (page: Page) => page.getByRole('button', { name: /잔액 선택/ });

describe('the casino in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("draws a games page from the games calls' answers its HTML came with, asking neither call", async () => {
    const { context, page } = await openPage(browser);
    const gamesCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/games/slots' || pathname === '/api/games/casino') gamesCalls.push(pathname);
    });
    await page.goto('/games/slots');
    const cards = page.getByRole('list', { name: 'Slots 게임 목록' }).getByRole('button');
    await visible(cards.first());
    expect(await cards.count()).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    expect(gamesCalls).toEqual([]);
    await context.close();
  });

  it("paints a games page's first screen before any script runs, in the language the member chose", async () => {
    for (const [language, count] of [
      ['ko', /^\d+개 게임$/],
      ['en', /^\d+ games$/],
    ] as const) {
      const context = await browser.newContext({
        viewport: MOBILE,
        baseURL: inject('baseUrl'),
        locale: 'ko-KR',
        javaScriptEnabled: false,
      });
      await context.addCookies([{ name: 'hanpan_language', value: language, url: inject('baseUrl') }]);
      const page = await context.newPage();
      await page.goto('/games/slots');
      const cards = page.getByRole('list', { name: /Slots/ }).getByRole('button');
      expect(await cards.count()).toBe(12);
      expect(await page.getByText(count).count()).toBe(1);
      // The largest paint, the first card's art, is in with the HTML.
      const art = cards.first().locator('img');
      await expect
        .poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      await context.close();
    }
  });

  it('draws the page over its first screen once its code is in, never a splash between them', async () => {
    const { context, page } = await openPage(browser, MOBILE);
    await page.addInitScript(() => {
      const seen = { splash: false, cardsGone: false, cards: 0 };
      Object.assign(window, { firstScreenSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector('[role="status"][aria-label="불러오는 중"]')) seen.splash = true;
        const cards = document.querySelectorAll('ul[aria-label="Slots 게임 목록"] > li').length;
        if (seen.cards > 0 && cards === 0) seen.cardsGone = true;
        seen.cards = Math.max(seen.cards, cards);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/games/slots');
    // The bottom bar is the client's: the page is drawn over the server's screen.
    await visible(page.getByRole('navigation', { name: '하단 메뉴' }));
    expect(await page.locator('[data-first-screen]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { firstScreenSeen: unknown }).firstScreenSeen)).toEqual({
      splash: false,
      cardsGone: false,
      cards: 12,
    });
    await context.close();
  });

  it('asks a visitor who taps a game card on the first screen, before the page can act, to log in once it can', async () => {
    const { context, page } = await openPage(browser, MOBILE);
    // The page's script held until the tap: the card tapped is the one the server drew.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/games/slots', { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { hanpanFirstScreenTap?: number }).hanpanFirstScreenTap === -1);
    const drawnByServer = page.locator('[data-first-screen]').getByRole('button').first();
    await drawnByServer.click();
    releaseScript();
    await visible(page.getByRole('dialog', { name: '로그인' }));
    expect(await page.locator('[data-first-screen]').count()).toBe(0);
    await context.close();
  });

  it('asks a visitor who clicks a game card to log in', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/games/slots');
    const grid = page.getByRole('list', { name: 'Slots 게임 목록' });
    await visible(grid);
    await grid.getByRole('button').first().click();
    await visible(page.getByRole('dialog', { name: '로그인' }));
    expect(new URL(page.url()).pathname).toBe('/games/slots');
    await context.close();
  });

  it('takes the demo member from casino money, through a Real Play spin in the frame, to the round on /results', async () => {
    const { context, page } = await openPage(browser);
    await logIn(page, 'demo', 'demo1234');

    // Cash → casino money, through the header's wallet menu.
    await visible(balanceButton(page));
    await balanceButton(page).click();
    await page.getByRole('menuitem', { name: '카지노머니 충전' }).click();
    const topUp = page.getByRole('dialog', { name: '카지노머니 충전' });
    await topUp.getByRole('button', { name: '+1만' }).click();
    await topUp.getByRole('button', { name: '충전하기' }).click();
    const done = page.getByRole('alertdialog');
    await visible(done);
    await done.getByRole('button', { name: '확인' }).click();
    await done.waitFor({ state: 'hidden' });

    // Show casino money in the header.
    await balanceButton(page).click();
    await page.getByRole('menuitemradio', { name: /카지노머니/ }).click();
    const casinoInHeader = page.getByRole('button', { name: /잔액 선택: 카지노머니 [\d,]+원/ });
    await visible(casinoInHeader);
    const before = won(await casinoInHeader.getAttribute('aria-label'));
    expect(before).toBeGreaterThanOrEqual(10_000);

    // The lobby, in the app (the header keeps its choice): the first slot.
    await page.getByRole('region', { name: 'Slots' }).getByRole('link', { name: '전체보기' }).click();
    await page.waitForURL('**/games/slots');
    const firstGame = page.getByRole('list', { name: 'Slots 게임 목록' }).getByRole('button').first();
    await visible(firstGame);
    const gameName = (await firstGame.locator('span.truncate').first().textContent()) ?? '';
    await firstGame.click();
    await page.waitForURL('**/game/*');
    await visible(page.getByRole('heading', { name: gameName }));

    const player = page.getByRole('region', { name: '게임 화면' });
    await player.getByRole('button', { name: 'Real Play' }).click();
    const frameElement = player.locator('iframe');
    await visible(frameElement);
    expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-forms');
    expect(await frameElement.getAttribute('src')).toMatch(/[?&]mode=real$/);

    const frame = page.frameLocator('iframe');
    const frameBalance = frame.getByRole('status', { name: '잔액' });
    await visible(frameBalance);
    await expect.poll(async () => won(await frameBalance.textContent())).toBe(before);

    await frame.getByRole('button', { name: '스핀' }).click();
    // The round's line: "당첨 2,500원 베팅 1,000원" or "미당첨 베팅 1,000원".
    const outcome = frame.getByRole('status').filter({ hasText: /베팅 [\d,]+원/ });
    await visible(outcome);
    const outcomeText = (await outcome.textContent()) ?? '';
    const stake = won(/베팅 ([\d,]+원)/.exec(outcomeText)?.[1] ?? null);
    const payout = outcomeText.startsWith('당첨') ? won(outcomeText) : 0;
    expect(stake).toBeGreaterThan(0);
    const after = before - stake + payout;

    // The frame's balance moved by the round's result, and the header says the same, by push.
    await expect.poll(async () => won(await frameBalance.textContent())).toBe(after);
    await expect
      .poll(async () => won(await casinoInHeader.getAttribute('aria-label')), { timeout: 15_000 })
      .toBe(after);

    await page.goto('/results');
    const row = page.getByRole('row', { name: new RegExp(gameName) }).first();
    await visible(row);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1, 4)).toEqual([
      gameName,
      `${stake.toLocaleString('ko-KR')}원`,
      `${payout.toLocaleString('ko-KR')}원`,
    ]);
    // The result by the round's net: a spin that paid back less than its stake lost.
    expect(cells).toContain(payout > stake ? 'WON' : payout === stake ? '본전' : 'LOST');
    await row.click();
    const details = page.getByRole('definition');
    await visible(details.first());
    expect(await details.allTextContents()).toEqual(expect.arrayContaining(['demo', '슬롯']));
    await context.close();
  });
});
