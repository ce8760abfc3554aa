import type { Balances, BetHistoryItem, Deposit, FixtureList, PlaceBetResponse } from '@hanpan/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, loginToken, registerViaApi } from './api';
import { launchBrowser, logIn, openPage, visible } from './browser';

const STAKE = 10_000;
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

describe('sportsbook operations in the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the operator enters a result in /admin and the member’s pre-match bet settles as WON with the payout', async () => {
    // Set-up through the API: a funded member with a pre-match bet on the home win.
    const adminToken = await loginToken('admin', 'admin1234');
    const member = await registerViaApi();
    const deposit = await callApi<Deposit>(
      'POST',
      '/api/transactions/deposits',
      { amount: 50_000, bonus: 'none' },
      member.token,
    );
    await callApi('POST', `/api/admin/deposits/${deposit.id}/approve`, {}, adminToken);
    const fixtures = (
      await callApi<FixtureList>(
        'GET',
        '/api/sports/fixtures/prematch?sport_id=soccer&size=20',
        undefined,
        member.token,
      )
    ).results;
    // Far enough from kick-off that the feed cannot start it during the test; the last such on the
    // page, away from the first cards other tests bet on (the liability below counts every bet).
    const fixture = fixtures.findLast(
      (candidate) =>
        Date.parse(candidate.start_date) - Date.now() > 30 * 60_000 && candidate.markets[0]?.market_type_id === 1,
    )!;
    expect(fixture).toBeDefined();
    const home = fixture.markets[0]!.bets.find((bet) => bet.name === '1')!;
    await callApi('POST', '/api/betting/cart/toggle', { bet_id: home.id }, member.token);
    const placed = await callApi<PlaceBetResponse>(
      'POST',
      '/api/betting/place',
      { bet_selection_ids: [home.id], stake: String(STAKE) },
      member.token,
    );
    const before = await callApi<Balances>('GET', '/api/transactions/balances/my-balance', undefined, member.token);
    const title = fixture.fixture_participants.map((entry) => entry.participant.name).join(' vs ');

    // The operator finds the fixture in the back office and enters a 3 : 0 home win.
    const operator = await openPage(browser);
    const admin = operator.page;
    await logIn(admin, 'admin', 'admin1234');
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '스포츠' }).click();
    await visible(admin.getByRole('heading', { name: '스포츠 경기' }));
    await admin.locator('input[name=search]').fill(String(fixture.id));
    await admin.getByRole('button', { name: '검색', exact: true }).click();
    await admin.getByRole('link', { name: title }).click();
    await visible(admin.getByRole('heading', { name: title }));
    // The member's bet is on the fixture's liability.
    expect(await admin.getByLabel('경기 노출').textContent()).toContain(won(placed.potential_payout));

    await admin.locator('input[name=reason]').fill('공식 결과 입력');
    await admin.locator('input[name=home-score]').fill('3');
    await admin.locator('input[name=away-score]').fill('0');
    await admin.getByRole('button', { name: '결과 입력' }).click();
    await visible(admin.getByRole('button', { name: '결과 정정' }));
    expect(await admin.getByLabel('스코어', { exact: true }).textContent()).toBe('3 : 0');
    await operator.context.close();

    // Settled through the settlement path: WON, paid once, the member's cash up by the payout.
    const history = async () =>
      (
        await callApi<{ results: BetHistoryItem[] }>(
          'GET',
          '/api/betting/history?page=1&size=10',
          undefined,
          member.token,
        )
      ).results[0]!;
    await expect.poll(async () => (await history()).status, { timeout: 60_000, interval: 1_000 }).toBe('WON');
    const settled = await history();
    expect(settled.payout).toBe(placed.potential_payout);
    const after = await callApi<Balances>('GET', '/api/transactions/balances/my-balance', undefined, member.token);
    expect(after.cash_balance).toBe(before.cash_balance + placed.potential_payout);

    // The member sees it on /results.
    const { context, page } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await page.goto('/results');
    const row = page.getByRole('table', { name: '게임 내역' }).getByRole('row').filter({ hasText: title }).first();
    await visible(row);
    const cells = (await row.textContent()) ?? '';
    expect(cells).toContain('WON');
    expect(cells).toContain(won(STAKE));
    expect(cells).toContain(won(placed.potential_payout));
    await context.close();
  }, 120_000);
});
