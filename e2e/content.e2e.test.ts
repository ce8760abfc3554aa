import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, loginToken, registerViaApi } from './api';
import { launchBrowser, logIn, openPage, visible } from './browser';

/** Markdown a stranger might write: every way of getting a script or a hostile address in. */
const HOSTILE_MARKDOWN = [
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'">',
  '[javascript link](javascript:window.__xss=1)',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![data image](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
  '**bold stays**',
].join('\n\n');

/** Nothing hostile ran and nothing hostile is left in the page. */
async function expectInert(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('[onerror], script:not([src])').count()).toBe(0);
  for (const href of await page
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
  }
}

describe('content and support in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('renders hostile notices, event descriptions, inquiry titles and messages inert', async () => {
    const admin = await loginToken('admin', 'admin1234');
    const member = await registerViaApi();
    const tag = Date.now().toString(36).slice(-6);
    await callApi(
      'POST',
      '/api/admin/posts',
      { title: `<script>window.__xss="title"</script>공지 ${tag}`, body: HOSTILE_MARKDOWN },
      admin,
    );
    const slug = `xss-${tag}`;
    await callApi(
      'POST',
      '/api/admin/events',
      {
        slug,
        title: `<img src=x onerror="window.__xss=1">이벤트`,
        description: HOSTILE_MARKDOWN,
        starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      },
      admin,
    );
    await callApi(
      'POST',
      '/api/inquiries/inquiries',
      { title: `<script>window.__xss="inquiry"</script>문의 ${tag}`, content: HOSTILE_MARKDOWN },
      member.token,
    );
    const me = await callApi<{ id: number }>('GET', '/api/users/me', undefined, member.token);
    await callApi(
      'POST',
      '/api/admin/messages',
      { user_id: me.id, subject: `<b onmouseover="window.__xss=1">쪽지</b> ${tag}`, body: HOSTILE_MARKDOWN },
      admin,
    );

    const { context, page } = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await logIn(page, member.username, member.password);

    await page.goto('/notice');
    const notice = page.getByRole('table', { name: 'Notice' }).getByRole('row', { name: new RegExp(`공지 ${tag}`) });
    await visible(notice);
    await notice.click();
    await visible(page.getByText('bold stays').first());
    await expectInert(page, dialogs);

    await page.goto(`/event/${slug}`);
    await visible(page.getByText('bold stays').first());
    expect(await page.getByRole('link', { name: 'javascript link' }).getAttribute('href')).toBe('');
    expect(await page.getByRole('link', { name: 'data link' }).getAttribute('href')).toBe('');
    await expectInert(page, dialogs);

    await page.goto('/inquire');
    const inquiry = page.getByRole('table', { name: 'Inquire' }).getByRole('row', { name: new RegExp(`문의 ${tag}`) });
    await visible(inquiry);
    await inquiry.click();
    await visible(page.getByText('No reply yet'));
    await expectInert(page, dialogs);

    await page.goto('/messages');
    const message = page
      .getByRole('table', { name: 'Alert Center' })
      .getByRole('row', { name: new RegExp(`쪽지</b> ${tag}`) });
    await visible(message);
    await message.click();
    await expectInert(page, dialogs);
    await context.close();
  });

  it("takes an inquiry from the form to the operator's answer, with the notification arriving by push", async () => {
    const member = await registerViaApi();
    const { context, page } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await page.goto('/inquire');
    const title = `입금 확인 문의 ${Date.now().toString(36).slice(-5)}`;
    await page.locator('[name="title"]').fill(title);
    await page.locator('[name="content"]').fill('10만원 입금했는데 아직 반영되지 않았습니다.');
    await page.getByRole('button', { name: '문의하기' }).click();
    const row = page.getByRole('table', { name: 'Inquire' }).getByRole('row', { name: new RegExp(title) });
    await visible(row);

    const admin = await loginToken('admin', 'admin1234');
    const queue = await callApi<{ results: { id: number; title: string }[] }>(
      'GET',
      '/api/admin/inquiries?status=open&size=100',
      undefined,
      admin,
    );
    const mine = queue.results.find((inquiry) => inquiry.title === title)!;
    await callApi(
      'POST',
      `/api/admin/inquiries/${mine.id}/reply`,
      { reply_content: '확인 후 반영해 드렸습니다.' },
      admin,
    );

    // No reload: the push stream brings the notification, and the bell counts it.
    await visible(page.locator('[data-testid="inbox-unread-count"]'));
    await page.reload();
    await page
      .getByRole('table', { name: 'Inquire' })
      .getByRole('row', { name: new RegExp(title) })
      .click();
    await visible(page.getByText('확인 후 반영해 드렸습니다.'));
    await context.close();
  });
});
