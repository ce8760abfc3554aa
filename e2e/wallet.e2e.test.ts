import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, loginToken, registerViaApi } from './api';
import { launchBrowser, logIn, openPage, visible } from './browser';

const balanceButton = (page: Page) => page.getByRole('button', { name: /잔액 선택/ });

describe('the wallet in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("takes a new member from a deposit application, through the operator's approval, to converting and a rollover refusal", async () => {
    const member = await registerViaApi();
    const { context, page } = await openPage(browser);
    await logIn(page, member.username, member.password);

    await page.getByRole('button', { name: '입출금' }).first().click();
    const dialog = page.getByRole('dialog', { name: '입출금' });
    await visible(dialog);
    await dialog.getByRole('radio', { name: /슬롯 보너스/ }).check();
    await dialog.getByRole('button', { name: '+10만' }).click();
    expect(await dialog.getByRole('status').first().textContent()).toContain('100,000원');
    await dialog.getByRole('button', { name: '다음' }).click();
    await dialog.getByRole('button', { name: '계좌 요청' }).click();
    await visible(dialog.getByRole('region', { name: '입금 계좌' }));
    await dialog.getByRole('button', { name: '입금 신청' }).click();

    await page.waitForURL('**/transactions');
    const pendingDeposit = page.getByRole('row', { name: /D\d+/ });
    await visible(pendingDeposit.first());
    expect(await pendingDeposit.first().textContent()).toContain('대기');

    const adminToken = await loginToken('admin', 'admin1234');
    const queue = await callApi<{ results: { id: number; user_info: { username: string } }[] }>(
      'GET',
      '/api/admin/deposits?status=pending&size=100',
      undefined,
      adminToken,
    );
    const mine = queue.results.find((deposit) => deposit.user_info.username === member.username)!;
    await callApi('POST', `/api/admin/deposits/${mine.id}/approve`, {}, adminToken);

    await page.reload();
    await visible(balanceButton(page));
    await page.waitForFunction(() => document.body.innerText.includes('110,000원'));

    await balanceButton(page).click();
    await page.getByRole('menuitem', { name: '카지노머니 충전' }).click();
    const topUp = page.getByRole('dialog', { name: '카지노머니 충전' });
    await topUp.getByRole('button', { name: '+1만' }).click();
    await topUp.getByRole('button', { name: '충전하기' }).click();
    const toppedUp = page.getByRole('alertdialog');
    await visible(toppedUp);
    expect(await toppedUp.textContent()).toContain('보유머니: 100,000원');
    await toppedUp.getByRole('button', { name: '확인' }).click();
    await toppedUp.waitFor({ state: 'hidden' });

    await balanceButton(page).click();
    await page.getByRole('menuitem', { name: '카지노머니 전환' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain('카지노머니를 보유머니로 전환하시겠습니까?');
    await confirm.getByRole('button', { name: '확인' }).click();
    const done = page.getByRole('alertdialog');
    await page.waitForFunction(() => document.body.innerText.includes('전환이 완료되었습니다.'));
    expect(await done.textContent()).toContain('보유머니: 110,000원');
    await done.getByRole('button', { name: '확인' }).click();

    await page.getByRole('button', { name: '입출금' }).first().click();
    await page.getByRole('tab', { name: '출금' }).click();
    const withdraw = page.getByRole('dialog', { name: '입출금' });
    await withdraw.getByRole('button', { name: '+5만' }).click();
    await withdraw.getByRole('button', { name: '출금 신청' }).click();
    const refusal = withdraw.getByRole('alert');
    await visible(refusal);
    expect(await refusal.textContent()).toContain('330,000원을 더 베팅하면 출금할 수 있습니다.');
    await context.close();
  });

  it('lets a member with no rollover apply for a withdrawal and see it pending on /transactions', async () => {
    const { context, page } = await openPage(browser);
    await logIn(page, 'demo', 'demo1234');
    await page.getByRole('button', { name: '입출금' }).first().click();
    await page.getByRole('tab', { name: '출금' }).click();
    const dialog = page.getByRole('dialog', { name: '입출금' });
    await visible(dialog.getByRole('region', { name: '출금 규정' }));
    await dialog.getByRole('button', { name: '+5만' }).click();
    await dialog.getByRole('button', { name: '출금 신청' }).click();
    await page.waitForURL('**/transactions');
    const row = page.getByRole('row', { name: /W\d+/ }).first();
    await visible(row);
    expect(await row.textContent()).toContain('대기');
    await context.close();
  });
});
