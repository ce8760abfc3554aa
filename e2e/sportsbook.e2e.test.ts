import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerCash, launchBrowser, logIn, openPage, visible } from './browser';

describe('the sportsbook in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("places a three-folder bet with the bonus, shows the spec's success alert, and the header balance drops", async () => {
    const { context, page } = await openPage(browser);
    await logIn(page, 'demo', 'demo1234');
    await page.goto('/sports');
    const list = page.getByRole('list', { name: '경기 목록' });
    await visible(list.getByRole('article').first());
    const before = await headerCash(page);

    // The home win of the first three fixtures priced at 1.30 or more: every folder earns the bonus.
    let picked = 0;
    for (const article of await list.getByRole('article').all()) {
      if (picked === 3) break;
      const home = article.getByRole('button', { name: / 홈 \d+\.\d\d$/ }).first();
      if ((await home.count()) === 0) continue;
      const price = Number(
        /(\d+\.\d\d)$/.exec((await home.getAttribute('aria-label')) ?? (await home.textContent()) ?? '')?.[1],
      );
      if (!(price >= 1.3)) continue;
      await home.click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('[aria-label="선택한 베팅"] li').length === count,
        picked + 1,
      );
      picked += 1;
    }
    expect(picked).toBe(3);

    const cart = page.getByRole('region', { name: '베팅카드' });
    expect(await cart.textContent()).toContain('x1.03');
    await cart.getByRole('button', { name: '일만' }).click();
    await cart.getByRole('button', { name: '베팅하기' }).click();

    const alert = page.getByRole('alertdialog');
    await visible(alert);
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain('베팅 성공!');
    expect(text).toContain('다폴더');
    expect(text).toMatch(/총 배당: \d+\.\d\d/);
    expect(text).toMatch(/예상 지급액: [\d,]+원/);
    expect(text).toContain(`새로운 잔액: ${(before - 10_000).toLocaleString('ko-KR')}원`);
    await alert.getByRole('button', { name: '확인' }).click();
    await page.waitForFunction(
      (expected) =>
        [...document.querySelectorAll('button')].some((button) =>
          (button.getAttribute('aria-label') ?? button.textContent ?? '').includes(expected),
        ),
      `${(before - 10_000).toLocaleString('ko-KR')}원`,
    );
    expect(await cart.textContent()).toContain('선택된 항목이 없습니다.');
    await context.close();
  });

  it("refuses a stake under the minimum with the server's message", async () => {
    const { context, page } = await openPage(browser);
    await logIn(page, 'demo', 'demo1234');
    await page.goto('/sports');
    const list = page.getByRole('list', { name: '경기 목록' });
    const first = list.getByRole('article').first();
    await visible(first);
    await first
      .getByRole('button', { name: / 홈 \d+\.\d\d$/ })
      .first()
      .click();
    const cart = page.getByRole('region', { name: '베팅카드' });
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="선택한 베팅"] li').length === 1);
    await cart.getByLabel('베팅 금액').fill('1000');
    await cart.getByRole('button', { name: '베팅하기' }).click();
    const alert = page.getByRole('alertdialog');
    await visible(alert);
    expect(await alert.textContent()).toContain('최소 베팅 금액은 5,000원입니다.');
    await context.close();
  });
});
