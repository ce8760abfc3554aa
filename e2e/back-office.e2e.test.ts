import { DEFAULT_BET_LIMITS, type AdminLevel, type FixtureList, type Inquiry } from '@hanpan/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, loginToken, registerViaApi } from './api';
import { launchBrowser, logIn, openPage, visible } from './browser';

describe('running the site from the back office', () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await loginToken('admin', 'admin1234');
  });
  afterAll(async () => {
    // Whatever happened, the entry level goes back to the spec's limits for the other files.
    const entry = (await callApi<AdminLevel[]>('GET', '/api/admin/levels', undefined, adminToken))[0]!;
    const { id, rank: _rank, members: _members, updated_at: _updatedAt, ...value } = entry;
    await callApi('PUT', `/api/admin/levels/${id}`, { ...value, bet_limits: DEFAULT_BET_LIMITS }, adminToken);
    await browser.close();
  });

  it("answers an inquiry, publishes a notice and raises the entry level's minimum stake; the member sees each", async () => {
    const tag = Date.now().toString(36).slice(-5);
    const member = await registerViaApi();
    const inquiryTitle = `충전 문의 ${tag}`;
    await callApi<Inquiry>(
      'POST',
      '/api/inquiries/inquiries',
      { title: inquiryTitle, content: '입금했는데 반영이 안 됐어요.' },
      member.token,
    );

    const operator = await openPage(browser);
    const admin = operator.page;
    await logIn(admin, 'admin', 'admin1234');
    await admin.goto('/admin');
    const menu = admin.getByRole('navigation', { name: '관리자 메뉴' });

    // The inquiry waits in the queue; the operator opens it and answers.
    await menu.getByRole('link', { name: '고객지원' }).click();
    const row = admin.getByRole('table', { name: '문의 목록' }).getByRole('row', { name: new RegExp(inquiryTitle) });
    await visible(row);
    await row.click();
    await visible(admin.getByText('입금했는데 반영이 안 됐어요.'));
    await admin.locator('textarea[name="reply_content"]').fill('확인 후 반영해 드렸습니다.');
    await admin.getByRole('button', { name: '답변 등록' }).click();
    await visible(admin.getByText('답변을 등록했습니다. 회원에게 알림이 갑니다.'));

    // A notice written in markdown, previewed by the member site's renderer, then published.
    await menu.getByRole('link', { name: '콘텐츠' }).click();
    await admin.getByRole('button', { name: '새 공지' }).click();
    const noticeTitle = `점검 안내 ${tag}`;
    await admin.locator('input[name="title"]').fill(noticeTitle);
    await admin.locator('textarea[name="body"]').fill('## 정기 점검\n\n**새벽 4시**부터 30분간 점검합니다.');
    await visible(admin.getByTestId('markdown-preview').getByRole('heading', { name: '정기 점검' }));
    await admin.getByRole('button', { name: '저장', exact: true }).click();
    await visible(admin.getByRole('table', { name: '공지 목록' }).getByRole('row', { name: new RegExp(noticeTitle) }));

    // The entry level's minimum stake, where every new member starts, goes up to 10,000 won.
    await menu.getByRole('link', { name: '등급' }).click();
    const limits = admin.getByRole('form', { name: 'LV.1', exact: true });
    await visible(limits);
    await limits.locator('input[name="bet_limits.minimum_stake"]').fill('10000');
    await limits.getByRole('button', { name: '저장' }).click();
    await visible(limits.getByText('저장했습니다. 지금부터 적용됩니다.'));
    await operator.context.close();

    // The member reads the answer and the notice on their own pages.
    const { context, page } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await page.goto('/inquire');
    await page
      .getByRole('table', { name: 'Inquire' })
      .getByRole('row', { name: new RegExp(inquiryTitle) })
      .click();
    await visible(page.getByText('확인 후 반영해 드렸습니다.'));
    await page.goto('/notice');
    const notice = page.getByRole('table', { name: 'Notice' }).getByRole('row', { name: new RegExp(noticeTitle) });
    await visible(notice);
    await notice.click();
    await visible(page.getByRole('heading', { name: '정기 점검' }));
    // My page shows their level's new minimum.
    await page.goto('/my-page');
    const level = page.locator('section', { has: page.getByRole('heading', { name: '회원 등급' }) });
    await visible(level.getByText('10,000원'));
    await context.close();

    // And their next bet under the new minimum is refused with it.
    const fixtures = await callApi<FixtureList>(
      'GET',
      '/api/sports/fixtures/prematch?size=20',
      undefined,
      member.token,
    );
    const bet = fixtures.results
      .flatMap((fixture) => fixture.markets)
      .find((market) => market.parlay_subgroup === 'moneyline')!.bets[0]!;
    const refused = await fetch(new URL('/api/betting/place', inject('baseUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ bet_selection_ids: [bet.id], stake: '5000' }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: 'stake_below_minimum',
      message: '최소 베팅 금액은 10,000원입니다.',
    });
  });
});
