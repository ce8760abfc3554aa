import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, registerViaApi } from './api';
import { launchBrowser, logIn, openPage, visible } from './browser';

describe('the account menu pages in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('checks in once from the attendance book, and the points arrive', async () => {
    const member = await registerViaApi();
    const { context, page } = await openPage(browser);
    await logIn(page, member.username, member.password);

    await page.getByRole('button', { name: '계정 메뉴' }).click();
    await page.getByRole('menuitem', { name: '출석부' }).click();
    await page.waitForURL('**/attendance');
    await page.getByRole('button', { name: '출석하기' }).click();
    const done = page.getByRole('alertdialog');
    await visible(done);
    expect(await done.textContent()).toContain('출석 완료! 1,000 포인트가 적립되었습니다.');
    await done.getByRole('button', { name: '확인' }).click();
    await visible(page.getByRole('button', { name: '오늘 출석 완료' }));
    await visible(page.getByLabel(/일 출석, 1,000P$/));

    const balances = await callApi<{ points_balance: number }>(
      'GET',
      '/api/transactions/balances/my-balance',
      undefined,
      member.token,
    );
    expect(balances.points_balance).toBe(1_000);
    await context.close();
  });

  it('changes the password on my page and ends the session in another browser', async () => {
    const member = await registerViaApi();
    const first = await openPage(browser);
    const second = await openPage(browser);
    await logIn(first.page, member.username, member.password);
    await logIn(second.page, member.username, member.password);

    await first.page.goto('/my-page');
    await visible(first.page.getByText(`010-****-${member.phone.slice(-4)}`));
    await visible(first.page.getByText(`우리은행 ****${member.account.slice(-4)}`));
    await first.page.locator('input[name=current_password]').fill(member.password);
    await first.page.locator('input[name=new_password]').fill('changed123');
    await first.page.locator('input[name=confirm_password]').fill('changed123');
    await first.page.getByRole('button', { name: '비밀번호 변경' }).click();
    await visible(first.page.getByText('비밀번호가 변경되었습니다.', { exact: false }));

    // The other browser's token is refused on its next call, and it shows the logged-out header.
    await second.page.goto('/my-page');
    await visible(second.page.getByRole('button', { name: 'LOGIN' }));
    // The browser that asked is still logged in.
    await first.page.reload();
    await visible(first.page.getByRole('button', { name: '계정 메뉴' }));

    const login = await fetch(`${inject('baseUrl')}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: member.username, password: 'changed123' }),
    });
    expect(login.status).toBe(200);
    await first.context.close();
    await second.context.close();
  });

  it('sets a daily deposit limit on the responsible play page, and the server holds the member to it', async () => {
    const member = await registerViaApi();
    const { context, page } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await page.goto('/responsible-play');
    await page.getByLabel('일일 한도 (원)').fill('50,000');
    await page.getByRole('button', { name: '한도 저장' }).click();
    const saved = page.getByRole('alertdialog');
    await visible(saved);
    await saved.getByRole('button', { name: '확인' }).click();
    await visible(page.getByTestId('limit-day').getByText('50,000원', { exact: true }));

    const refused = await fetch(`${inject('baseUrl')}/api/transactions/deposits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ amount: 60_000, bonus: 'none' }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: 'deposit_limit_exceeded',
      message: '일일 입금 한도(50,000원)를 넘습니다. 남은 한도: 50,000원',
    });
    await context.close();
  });
});
