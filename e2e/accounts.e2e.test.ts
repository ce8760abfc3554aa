import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdentity, textedCode } from './api';
import { DESKTOP, launchBrowser, MOBILE, openPage, visible } from './browser';

describe('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers a new member through the dialog, logs out, and logs back in with rememberMe across a reload', async () => {
    const { context, page } = await openPage(browser);
    const username = `e2e${Date.now().toString(36).slice(-8)}`;
    await page.goto('/');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    const dialog = page.getByRole('dialog', { name: '회원가입' });
    await visible(dialog);
    const { phone, account } = newIdentity();
    const fields: Record<string, string> = {
      username,
      realname: '김영희',
      password: 'mint7walrus',
      confirmPassword: 'mint7walrus',
      nickname: `닉${username.slice(-6)}`,
      birth: '1992-03-04',
      birthSuffix: '2',
      account,
      phone,
    };
    for (const [name, value] of Object.entries(fields)) await dialog.locator(`[name=${name}]`).fill(value);
    await dialog.locator('select[name=bank]').selectOption('신한은행');
    await dialog.locator('select[name=telco]').selectOption('KT');
    // The server texts a code (through the Solapi adapter to the stand-in); the member types it in.
    await dialog.getByRole('button', { name: '인증번호 요청' }).click();
    await visible(dialog.getByRole('status'));
    expect(await dialog.getByRole('status').textContent()).toContain('인증번호를 요청했습니다');
    await dialog.locator('[name=verifyCode]').fill(await textedCode(phone));
    await dialog.getByRole('button', { name: '회원가입', exact: true }).click();

    const alert = page.getByRole('alertdialog');
    await visible(alert);
    expect(await alert.textContent()).toContain('회원가입이 완료되었습니다. 자동으로 로그인됩니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await visible(page.getByRole('button', { name: '계정 메뉴' }));
    expect(await page.getByRole('button', { name: 'LOGIN' }).count()).toBe(0);

    await page.getByRole('button', { name: '계정 메뉴' }).click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await visible(page.getByRole('button', { name: 'LOGIN' }));

    await page.getByRole('button', { name: 'LOGIN' }).click();
    const login = page.getByRole('dialog', { name: '로그인' });
    await login.locator('input[name=username]').fill(username);
    await login.locator('input[name=password]').fill('mint7walrus');
    await login.locator('input[name=rememberMe]').check();
    await login.getByRole('button', { name: '로그인', exact: true }).click();
    await visible(page.getByRole('button', { name: '계정 메뉴' }));
    expect(await page.evaluate(() => Object.keys(localStorage))).toContain('hanpan.session');

    await page.reload();
    await visible(page.getByRole('button', { name: '계정 메뉴' }));
    expect(await page.getByRole('button', { name: 'LOGIN' }).count()).toBe(0);
    await context.close();
  });

  it('refuses a mismatched password in the dialog without calling the server', async () => {
    const { context, page } = await openPage(browser);
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/register')) registerCalls.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    const dialog = page.getByRole('dialog', { name: '회원가입' });
    await dialog.locator('[name=password]').fill('mint7walrus');
    await dialog.locator('[name=confirmPassword]').fill('secret999');
    await dialog.getByRole('button', { name: '회원가입', exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await visible(alert);
    expect(await alert.textContent()).toContain('비밀번호가 일치하지 않습니다.');
    expect(registerCalls).toEqual([]);
    await context.close();
  });

  it("shows the server's message for a wrong password", async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const login = page.getByRole('dialog', { name: '로그인' });
    await login.locator('input[name=username]').fill('demo');
    await login.locator('input[name=password]').fill('wrong-password1');
    await login.getByRole('button', { name: '로그인', exact: true }).click();
    const error = login.getByRole('alert');
    await visible(error);
    expect(await error.textContent()).toContain('아이디 또는 비밀번호가 올바르지 않습니다.');
    await context.close();
  });

  it('sends a visitor on a members-only page to / with the login dialog open', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/transactions');
    await visible(page.getByRole('dialog', { name: '로그인' }));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { name: 'Transactions' }).count()).toBe(0);
    await context.close();
  });

  it('shows the sidebar at 1440 px and the five-item bottom bar at 375 px', async () => {
    const desktop = await openPage(browser, DESKTOP);
    await desktop.page.goto('/');
    await visible(desktop.page.getByRole('navigation', { name: '사이드바' }));
    expect(await desktop.page.getByRole('navigation', { name: '하단 메뉴' }).isVisible()).toBe(false);
    await desktop.context.close();

    const mobile = await openPage(browser, MOBILE);
    await mobile.page.goto('/');
    const bottomBar = mobile.page.getByRole('navigation', { name: '하단 메뉴' });
    await visible(bottomBar);
    expect(await bottomBar.getByRole('link').allTextContents()).toEqual(['Notice', 'Event', 'Live', 'Slots', 'Soccer']);
    expect(await mobile.page.getByRole('navigation', { name: '사이드바' }).count()).toBe(0);
    await mobile.context.close();
  });

  it("renders text in the device's own Korean font, fetching no font file", async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await visible(page.getByRole('button', { name: 'LOGIN' }));
    // A web font would hold the first paint on a phone's slow link and re-lay the page out on arrival.
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        fetched: performance.getEntriesByType('resource').filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name))
          .length,
        faces: document.fonts.size,
        family: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(fonts).toMatchObject({ fetched: 0, faces: 0 });
    expect(fonts.family).toContain('Apple SD Gothic Neo');
    await context.close();
  });

  it("shows the operator's support channels on /contact", async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/contact');
    await visible(page.getByText('@hanpan_cs'));
    expect(await page.getByText('24시간 연중무휴').count()).toBeGreaterThan(0);
    await context.close();
  });
});
