import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 375, height: 812 };

/** A fresh browser profile (no storage) pointed at the test server (or at one a test started itself). */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  baseURL = inject('baseUrl'),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL, locale: 'ko-KR' });
  const page = await context.newPage();
  return { context, page };
}

/** Waits for something the page shows on its own time, with Playwright's auto-waiting. */
export const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });

/** The fixture list once loaded: its first fixture, or its "none found" line. */
export const loadedFixtures = (page: Page) =>
  page
    .getByRole('list', { name: '경기 목록' })
    .getByRole('article')
    .or(page.getByRole('status').filter({ hasText: '경기를 찾을 수 없습니다.' }))
    .first();

/** Logs in through the header's LOGIN dialog, as a member would. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.locator('input[name=username]').fill(username);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await visible(page.getByRole('button', { name: '계정 메뉴' }));
}

/** The cash balance the header shows, in won ("잔액 선택: 보유머니 1,000,000원"), once it has loaded. */
export async function headerCash(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: /잔액 선택: 보유머니 [\d,]+원/ });
  const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
  return Number(/([\d,]+)원/.exec(name)?.[1]?.replaceAll(',', ''));
}
