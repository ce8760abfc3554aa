import type { AdminFixtureDetail, Balances, BetHistoryItem, FixtureList, FixtureSummary } from '@hanpan/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, loginToken } from './api';
import { headerCash, launchBrowser, logIn, openPage, visible } from './browser';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const title = (fixture: FixtureSummary) =>
  fixture.fixture_participants
    .toSorted((a, b) => a.position.localeCompare(b.position))
    .map((entry) => entry.participant.name)
    .join(' vs ');
const homeWin = (fixture: FixtureSummary) =>
  fixture.markets.find((market) => market.market_type_id === 1)?.bets.find((bet) => bet.name === '1');

/** Finds a fixture by its title through the list's search and adds its home win to the cart. */
async function addHomeWin(page: Page, fixture: FixtureSummary, legs: number) {
  const list = page.getByRole('list', { name: '경기 목록' });
  await page.getByRole('searchbox', { name: '경기 검색' }).fill(fixture.fixture_participants[0]!.participant.name);
  const article = list.getByRole('article', { name: title(fixture) }).first();
  await visible(article);
  await article
    .getByRole('button', { name: / 홈 \d+\.\d\d$/ })
    .first()
    .click();
  await page.waitForFunction(
    (count) => document.querySelectorAll('[aria-label="선택한 베팅"] li').length === count,
    legs,
  );
}

describe('cash out in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the member cashes a multi out after the operator shortens a price, and the results later change nothing', async () => {
    const adminToken = await loginToken('admin', 'admin1234');
    const memberToken = await loginToken('demo', 'demo1234');
    // Another test may have left selections in the demo member's cart (it lives on the server).
    await callApi('POST', '/api/betting/cart/clear', {}, memberToken);
    const history = async () =>
      (
        await callApi<{ results: BetHistoryItem[] }>(
          'GET',
          '/api/betting/history?page=1&size=10',
          undefined,
          memberToken,
        )
      ).results;

    // Two soccer fixtures far enough from kick-off that the feed cannot start them during the test,
    // from the end of the list (other tests bet on its first cards), home wins priced to shorten.
    const fixtures = (
      await callApi<FixtureList>('GET', '/api/sports/fixtures/prematch?sport_id=soccer&size=50', undefined, memberToken)
    ).results;
    const picked = fixtures
      .filter((fixture) => {
        const home = homeWin(fixture);
        return Date.parse(fixture.start_date) - Date.now() > 60 * 60_000 && home !== undefined && home.price >= 1.5;
      })
      .slice(-2);
    expect(picked).toHaveLength(2);

    // The member places the multi on /sports.
    const { context, page } = await openPage(browser);
    await logIn(page, 'demo', 'demo1234');
    await page.goto('/sports');
    await visible(page.getByRole('list', { name: '경기 목록' }).getByRole('article').first());
    await addHomeWin(page, picked[0]!, 1);
    await addHomeWin(page, picked[1]!, 2);
    const cart = page.getByRole('region', { name: '베팅카드' });
    await cart.getByRole('button', { name: '일만' }).click();
    await cart.getByRole('button', { name: '베팅하기' }).click();
    const placed = page.getByRole('alertdialog');
    await visible(placed);
    expect(await placed.textContent()).toContain('베팅 성공!');
    await placed.getByRole('button', { name: '확인' }).click();

    const [slip] = await history();
    expect(slip?.status).toBe('PENDING');
    expect(slip?.selections.map((leg) => leg.bet_selection.market.fixture.id).sort()).toEqual(
      picked.map((fixture) => fixture.id).sort(),
    );
    const offerBefore = slip!.cash_out_offer;
    expect(offerBefore).toBeGreaterThan(0);

    // The operator shortens the first leg's price: its win is likelier now, so the slip is worth
    // more. (The simulated feed holds pre-match prices still, so nothing else moves meanwhile.)
    const [first] = slip!.selections.map((leg) => leg.bet_selection);
    const shorter = Math.max(1.01, Math.round((first!.price - (first!.price - 1) / 2) * 100) / 100);
    await callApi(
      'POST',
      `/api/admin/sports/selections/${first!.id}/price`,
      { price: shorter, reason: '캐시아웃 e2e: 배당 하향' },
      adminToken,
    );
    const offer = (await history()).find((item) => item.id === slip!.id)!.cash_out_offer!;
    expect(offer).toBeGreaterThan(offerBefore!);

    // The member opens the history: the slip offers the new amount.
    const cash = async () =>
      (await callApi<Balances>('GET', '/api/transactions/balances/my-balance', undefined, memberToken)).cash_balance;
    const before = await cash();
    await page.goto('/results');
    const row = page
      .getByRole('table', { name: '게임 내역' })
      .getByRole('row')
      .filter({ hasText: first!.market.fixture.game_name })
      .filter({ hasText: '2폴더' })
      .first();
    await visible(row.getByText(`캐시아웃 ${won(offer)}`));
    await row.click();
    await page.getByRole('button', { name: `캐시아웃 ${won(offer)}` }).click();

    const confirmation = page.getByRole('alertdialog', { name: '캐시아웃' });
    await visible(confirmation);
    expect(await confirmation.textContent()).toContain(won(10_000));
    await confirmation.getByRole('radio', { name: '1% 낮아도 수락' }).check();
    await confirmation.getByRole('button', { name: `${won(offer)}에 캐시아웃` }).click();

    const told = page.getByRole('alertdialog').filter({ hasText: '캐시아웃되었습니다.' });
    await visible(told);
    const payout = Number(/지급액: ([\d,]+)원/.exec((await told.textContent()) ?? '')?.[1]?.replaceAll(',', ''));
    // A higher offer than the one confirmed would be paid as it is; a lower one only within 1 %.
    expect(payout).toBeGreaterThanOrEqual(Math.floor(offer * 0.99));
    expect(await told.textContent()).toContain(`새로운 잔액: ${won(before + payout)}`);
    await told.getByRole('button', { name: '확인' }).click();
    // The header balance rises by the payout; the slip reads cashed out, with what it paid.
    await expect.poll(() => headerCash(page), { timeout: 10_000 }).toBe(before + payout);
    await visible(row.getByText(`${won(payout)} 지급`));
    expect(await row.textContent()).toContain('캐시아웃');
    expect(await cash()).toBe(before + payout);

    // The operator enters both results, a home win each: the multi would have won.
    for (const fixture of picked) {
      await callApi(
        'POST',
        `/api/admin/sports/fixtures/${fixture.id}/result`,
        { home: 2, away: 0, reason: '캐시아웃 e2e: 공식 결과' },
        adminToken,
      );
    }
    for (const fixture of picked) {
      await expect
        .poll(
          async () =>
            (
              await callApi<AdminFixtureDetail>(
                'GET',
                `/api/admin/sports/fixtures/${fixture.id}`,
                undefined,
                adminToken,
              )
            ).settled_at,
          { timeout: 90_000, interval: 1_000 },
        )
        .not.toBeNull();
    }

    // Settlement left the cashed-out slip alone: still cashed out for the same payout, the balance unchanged.
    const after = (await history()).find((item) => item.id === slip!.id)!;
    expect(after.status).toBe('CASHED_OUT');
    expect(after.payout).toBe(payout);
    expect(await cash()).toBe(before + payout);
    await page.reload();
    await visible(row.getByText(`${won(payout)} 지급`));
    expect(await headerCash(page)).toBe(before + payout);
    await row.click();
    await page.getByRole('button', { name: '상세보기' }).click();
    const details = page.getByRole('dialog', { name: '베팅 상세' });
    await visible(details);
    const text = (await details.textContent()) ?? '';
    expect(text).toContain('캐시아웃');
    expect(text).toContain(`지급액${won(payout)}`);
    expect(text).not.toMatch(/캐시아웃 [\d,]+원/);
    await context.close();
  }, 180_000);
});
