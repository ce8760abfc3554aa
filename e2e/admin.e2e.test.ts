import type { Balances, Deposit } from '@hanpan/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerViaApi } from './api';
import { launchBrowser, logIn, MOBILE, openPage, visible } from './browser';

describe('operator back office in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows a member the 403 page without ever downloading the back office', async () => {
    const member = await registerViaApi();
    const { context, page } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await logIn(page, member.username, member.password);
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: '권한이 없습니다.' }));
    expect(await page.getByRole('navigation', { name: '관리자 메뉴' }).count()).toBe(0);
    expect(scripts.filter((url) => url.includes('admin-app'))).toEqual([]);
    await context.close();
  });

  it('lets the operator approve a deposit a member applied for, and the member’s balance moves', async () => {
    const member = await registerViaApi();
    const deposit = await callApi<Deposit>(
      'POST',
      '/api/transactions/deposits',
      { amount: 50_000, bonus: 'none' },
      member.token,
    );
    const before = await callApi<Balances>('GET', '/api/transactions/balances/my-balance', undefined, member.token);

    const { context, page } = await openPage(browser);
    await logIn(page, 'admin', 'admin1234');
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: '대시보드' }));
    await visible(page.getByText('정상', { exact: true }));

    await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '입출금' }).click();
    const approve = page.getByRole('button', { name: `${deposit.id}번 승인` });
    await visible(approve);
    await approve.click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm);
    expect(await confirm.textContent()).toContain(`${member.username} 회원의 입금 50,000원을 승인하시겠습니까?`);
    await confirm.getByRole('button', { name: '확인' }).click();
    // Approved rows leave the pending queue.
    await approve.waitFor({ state: 'detached' });

    const after = await callApi<Balances>('GET', '/api/transactions/balances/my-balance', undefined, member.token);
    expect(after.cash_balance).toBe(before.cash_balance + 50_000);
    await context.close();
  });

  it('finds the member, adjusts their balance with a reason, and the audit log shows it (375 px)', async () => {
    const member = await registerViaApi();
    const { context, page } = await openPage(browser, MOBILE);
    await logIn(page, 'admin', 'admin1234');
    await page.goto('/admin/members');
    await page.locator('input[name=query]').fill(member.username);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByRole('link', { name: member.username, exact: true }).click();
    await visible(page.getByRole('heading', { name: member.username }));

    await page.locator('input[name=amount]').fill('7000');
    await page.locator('textarea[name=reason]').fill('이벤트 보상 누락');
    await page.getByRole('button', { name: '조정하기' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await visible(page.getByText('보유머니 지급 완료 · 잔액 7,000원'));
    const balances = await callApi<Balances>('GET', '/api/transactions/balances/my-balance', undefined, member.token);
    expect(balances.cash_balance).toBe(7_000);

    await page.goto('/admin/audit');
    await page.locator('input[name=action]').fill('member.adjustment');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await visible(page.getByRole('cell', { name: '이벤트 보상 누락' }).first());
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
