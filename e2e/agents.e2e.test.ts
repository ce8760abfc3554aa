import { AxeBuilder } from '@axe-core/playwright';
import type { Agent, User } from '@hanpan/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, loginToken, newIdentity, registerViaApi } from './api';
import { DESKTOP, launchBrowser, logIn, MOBILE, openPage, visible } from './browser';

/** As the accessibility suite: WCAG 2.0 and 2.1, A and AA, no serious or critical violation. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} [${violation.impact}] ${violation.help}\n${violation.nodes.map((node) => `  - ${node.target.join(' >>> ')}`).join('\n')}`,
    );
  expect(blocking.length, `${name}: serious or critical violations\n${blocking.join('\n')}`).toBe(0);
}

/** A data table once loaded (it marks itself busy while loading). */
const loadedTable = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).and(page.locator(':not([aria-busy])'));

describe('agents (총판): the back office and the agent portal', () => {
  let browser: Browser;
  let adminToken: string;
  const tag = Date.now().toString(36).slice(-6);
  const head = { username: `ah${tag}`, password: 'agent1234x' };
  const sub = { username: `as${tag}` };

  const newAgent = (username: string, nickname: string, parentId: number | null, losing: number) => ({
    username,
    password: head.password,
    nickname,
    realname: '김총판',
    bank: '국민은행',
    ...newIdentity(),
    sports_rolling_percent: 1,
    casino_rolling_percent: 0.5,
    losing_percent: losing,
    parent_id: parentId,
  });

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await loginToken('admin', 'admin1234');
    const headAgent = await callApi<Agent>(
      'POST',
      '/api/admin/agents',
      newAgent(head.username, `총판${tag}`, null, 30),
      adminToken,
    );
    await callApi<Agent>(
      'POST',
      '/api/admin/agents',
      newAgent(sub.username, `하위${tag}`, headAgent.id, 20),
      adminToken,
    );
    // A member of the head agent's, moved there by the operator.
    const member = await registerViaApi();
    const me = await callApi<User>('GET', '/api/users/me', undefined, member.token);
    await callApi('POST', `/api/admin/members/${me.id}/agent`, { agent_id: headAgent.id, reason: 'e2e' }, adminToken);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the operator the tree indented, and its pages pass axe', async () => {
    const { context, page } = await openPage(browser);
    await logIn(page, 'admin', 'admin1234');
    await page.goto('/admin/agents');
    const table = loadedTable(page, '총판 목록');
    const subRow = table.getByRole('row', { name: new RegExp(sub.username) });
    await visible(subRow);
    expect(await subRow.locator('[data-depth]').getAttribute('data-depth')).toBe('1');
    await expectAccessible(page, '/admin/agents');

    // A row opens its rates and payout forms.
    await table.getByRole('row', { name: new RegExp(`^${head.username}`) }).click();
    await visible(page.getByRole('form', { name: '수수료 지급' }));
    await expectAccessible(page, '/admin/agents with a row open');

    await page.goto('/admin/agents/commissions');
    await visible(page.getByRole('heading', { name: '총판 정산', exact: true }));
    await visible(loadedTable(page, '총판 정산 목록'));
    await expectAccessible(page, '/admin/agents/commissions');
    await context.close();
  });

  it('sends an agent who logs in on the site to its portal, whose pages pass axe', async () => {
    const { context, page } = await openPage(browser);
    const forbidden: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) forbidden.push(response.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await dialog.locator('input[name=username]').fill(head.username);
    await dialog.locator('input[name=password]').fill(head.password);
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL('**/agent');
    await visible(page.getByText(`${head.username} 총판`));
    await visible(loadedTable(page, '하위 총판 목록').getByRole('row', { name: new RegExp(sub.username) }));
    await expectAccessible(page, '/agent');

    await page.getByRole('link', { name: '회원', exact: true }).click();
    // The member shows masked: the middle of the phone number is hidden.
    await visible(loadedTable(page, '회원 목록').getByText(/^010-\*{4}-\d{4}$/));
    await expectAccessible(page, '/agent/members');

    await page.getByRole('link', { name: '일별 현황', exact: true }).click();
    await visible(loadedTable(page, '일별 현황').getByRole('row', { name: /^합계/ }));
    await expectAccessible(page, '/agent/daily');

    await page.getByRole('link', { name: '정산 내역', exact: true }).click();
    await visible(loadedTable(page, '정산 내역'));
    await expectAccessible(page, '/agent/commissions');

    await page.getByRole('link', { name: '하위 총판', exact: true }).click();
    const form = page.getByRole('form', { name: '하위 총판 등록' });
    await visible(form.getByText('최대 30% (내 요율)'));
    await form.getByRole('button', { name: '하위 총판 등록' }).click();
    await visible(form.locator('[aria-invalid=true]').first());
    await expectAccessible(page, '/agent/sub-agents with field errors');

    // On a phone the tables of figures scroll sideways, from the keyboard too.
    await page.setViewportSize(MOBILE);
    await page.goto('/agent');
    await visible(page.getByTestId('referral-code').filter({ hasNotText: '-' }));
    await expectAccessible(page, '/agent at 375 px');
    await page.goto('/agent/daily');
    await visible(loadedTable(page, '일별 현황').getByRole('row', { name: /^합계/ }));
    await expectAccessible(page, '/agent/daily at 375 px');
    await page.setViewportSize(DESKTOP);

    // Nothing on the way asked a member-only call that refuses an agent.
    expect(forbidden).toEqual([]);
    await context.close();
  });

  it('shows a member the 403 page at /agent', async () => {
    const member = await registerViaApi();
    const { context, page } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await page.goto('/agent');
    await visible(page.getByRole('heading', { name: '권한이 없습니다.' }));
    await visible(page.getByText('총판만 이용할 수 있는 페이지입니다.'));
    await expectAccessible(page, '/agent as a member (403)');
    await context.close();
  });
});
