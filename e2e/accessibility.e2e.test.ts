import { AxeBuilder } from '@axe-core/playwright';
import type { Deposit, FixtureList, Inquiry, Sport } from '@hanpan/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, loginToken, registerViaApi } from './api';
import { DESKTOP, launchBrowser, loadedFixtures, logIn, MOBILE, openPage, visible } from './browser';

/** The bar: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Violations of these impacts fail the page; minor and moderate ones are axe's advice. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One screen to check: where it is, what shows it has loaded, and what to open on it first. */
interface Scan {
  name: string;
  /** A function where the address depends on data the suite made. */
  path: string | (() => string);
  /** Visible once the screen's content (its data, not a loading state) is in. */
  ready: (page: Page) => Locator[];
  /** Brings the screen into the state to check: a dialog open, a row expanded, a pick made. */
  open?: (page: Page) => Promise<void>;
  viewport?: typeof DESKTOP;
  /** Another app's content (the studio games' frame), checked by that app and not here. */
  exclude?: string[];
}

/**
 * The serious and critical violations on the page as it is now, one paragraph per rule: its id,
 * impact and help, then each offending element's selector and what axe found wrong with it.
 */
async function blockingViolations(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) =>
      [
        `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes.map((node) => {
          const found = [...node.any, ...node.all, ...node.none].map((check) => check.message).join(' / ');
          return `  - ${node.target.join(' >>> ')}\n    ${found}`;
        }),
      ].join('\n'),
    );
}

/** Opens the scan's screen on `page`, waits for its content and checks it. */
async function expectAccessible(page: Page, scan: Scan): Promise<void> {
  await page.setViewportSize(scan.viewport ?? DESKTOP);
  await page.goto(typeof scan.path === 'string' ? scan.path : scan.path());
  for (const locator of scan.ready(page)) await visible(locator);
  await scan.open?.(page);
  const violations = await blockingViolations(page, scan.exclude);
  expect(violations.length, `${scan.name}: serious or critical violations\n${violations.join('\n')}`).toBe(0);
}

/**
 * Dialogs and menus open over a page with little of its own (every page is scanned by itself), so
 * their scans report what is wrong in the dialog.
 */
const DIALOG_BACKDROP = '/contact';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
/** A data table with its rows (or its empty text) in: the table marks itself busy while loading. */
const loadedTable = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).and(page.locator(':not([aria-busy])'));
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens the header's deposit/withdraw dialog, as a member would. */
async function openWallet(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '입출금' }).first().click();
  const wallet = dialog(page, '입출금');
  await visible(wallet);
  return wallet;
}

/**
 * Scrolls the home page down most of a screen at a time (its sections load as they near the
 * screen), then waits for each section's content.
 */
async function loadHomeSections(page: Page): Promise<void> {
  const { height } = page.viewportSize() ?? DESKTOP;
  const lastSection = heading(page, '베팅 현황');
  for (let screens = 0; screens < 12 && !(await lastSection.isVisible()); screens += 1) {
    await page.mouse.wheel(0, height * 0.8);
  }
  for (const carousel of ['Live Casino', 'Slots', 'Sports']) {
    await visible(page.getByRole('region', { name: carousel }).getByRole('button').first());
  }
  await visible(lastSection);
}

/** Picks the home win of a fixture not yet in the cart, and waits for its button to show it picked. */
async function pickHomeWin(page: Page): Promise<void> {
  const fixtures = page.getByRole('list', { name: '경기 목록' });
  const bet = fixtures.getByRole('button', { name: / 홈 \d+\.\d\d$/, pressed: false }).first();
  const name = (await bet.getAttribute('aria-label')) ?? '';
  await bet.click();
  await visible(fixtures.getByRole('button', { name, exact: true, pressed: true }));
}

/** The first pick the bet slip lists, inside `slip` (the right column, or the sheet on a phone). */
const slipPick = (slip: Locator) => slip.getByRole('list', { name: '선택한 베팅' }).getByRole('listitem').first();

/** Whether `target` has the keyboard focus. */
const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; !(await isFocused(target)); presses += 1) {
    if (presses === limit) throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
    await page.keyboard.press('Tab');
  }
}

const VISITOR_SCANS: Scan[] = [
  {
    name: 'home',
    path: '/',
    ready: (page) => [heading(page, '한판에 오신 것을 환영합니다')],
    open: loadHomeSections,
  },
  ...(['all', 'live-casino', 'slots', 'mini-games', 'new'] as const).map((category) => ({
    name: `/games/${category}`,
    path: `/games/${category}`,
    ready: (page: Page) => [
      page
        .getByRole('list', { name: /게임 목록$/ })
        .getByRole('button')
        .first(),
    ],
  })),
  {
    name: 'an unknown game category',
    path: '/games/unknown',
    ready: (page) => [heading(page, 'Game not found')],
  },
  {
    name: 'a game page, logged out',
    path: '/game/lucky-odd-even',
    ready: (page) => [page.getByRole('region', { name: '게임 화면' }).getByRole('button', { name: 'Real Play' })],
  },
  {
    name: '/notice with a notice open',
    path: '/notice',
    ready: (page) => [loadedTable(page, 'Notice').getByRole('row', { name: /한판 오픈 안내/ })],
    open: async (page) => {
      await page.getByRole('row', { name: /한판 오픈 안내/ }).click();
      await visible(heading(page, '한판에 오신 것을 환영합니다'));
    },
  },
  {
    name: '/event',
    path: '/event',
    ready: (page) => [page.getByRole('list', { name: 'Events' }).getByRole('link').first()],
  },
  {
    name: '/event/{slug}',
    path: '/event/first-deposit-bonus',
    ready: (page) => [heading(page, '첫충 · 매충 입금 보너스')],
  },
  {
    name: '/contact',
    path: '/contact',
    ready: (page) => [page.getByRole('list', { name: '상담 채널' })],
  },
  {
    name: 'a page that does not exist',
    path: '/no-such-page',
    ready: (page) => [heading(page, '페이지를 찾을 수 없습니다')],
  },
  {
    name: 'the login dialog, with a refusal',
    path: DIALOG_BACKDROP,
    ready: (page) => [page.getByRole('button', { name: 'LOGIN' })],
    open: async (page) => {
      await page.getByRole('button', { name: 'LOGIN' }).click();
      const login = dialog(page, '로그인');
      await login.locator('input[name=username]').fill('nobody');
      await login.locator('input[name=password]').fill('wrong-password');
      await login.getByRole('button', { name: '로그인', exact: true }).click();
      await visible(login.getByRole('alert'));
    },
  },
  {
    name: 'the registration dialog, with its field errors',
    path: DIALOG_BACKDROP,
    ready: (page) => [page.getByRole('button', { name: 'REGISTER' })],
    open: async (page) => {
      await page.getByRole('button', { name: 'REGISTER' }).click();
      const register = dialog(page, '회원가입');
      await register.getByRole('button', { name: '회원가입', exact: true }).click();
      await visible(register.locator('[aria-invalid=true]').first());
    },
  },
  {
    name: 'home at 375 px',
    path: '/',
    viewport: MOBILE,
    ready: (page) => [heading(page, '한판에 오신 것을 환영합니다')],
    open: loadHomeSections,
  },
  {
    name: 'the login dialog at 375 px',
    path: DIALOG_BACKDROP,
    viewport: MOBILE,
    ready: (page) => [page.getByRole('button', { name: 'LOGIN' })],
    open: async (page) => {
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await visible(dialog(page, '로그인'));
    },
  },
];

describe('accessibility (axe: WCAG 2.1 A and AA, no serious or critical violations)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe('a visitor', () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await openPage(browser));
    });
    afterAll(async () => {
      await page.context().close();
    });

    for (const scan of VISITOR_SCANS) it(scan.name, () => expectAccessible(page, scan));
  });

  describe('a member with history', () => {
    let page: Page;
    /** /sports/{sportId}/{locationId} of a location with fixtures. */
    let sportPath = '';
    let username = '';

    beforeAll(async () => {
      const member = await registerViaApi();
      username = member.username;
      const admin = await loginToken('admin', 'admin1234');
      // A history: a deposit approved, a pre-match bet on its money, and a deposit pending.
      const approved = await callApi<Deposit>(
        'POST',
        '/api/transactions/deposits',
        { amount: 100_000, bonus: 'none' },
        member.token,
      );
      await callApi('POST', `/api/admin/deposits/${approved.id}/approve`, {}, admin);
      const { results } = await callApi<FixtureList>(
        'GET',
        '/api/sports/fixtures/prematch?size=20',
        undefined,
        member.token,
      );
      const fixture = results.find(
        (candidate) =>
          Date.parse(candidate.start_date) - Date.now() > 30 * 60_000 && candidate.markets[0]?.market_type_id === 1,
      )!;
      const home = fixture.markets[0]!.bets.find((bet) => bet.name === '1')!;
      await callApi('POST', '/api/betting/cart/toggle', { bet_id: home.id }, member.token);
      await callApi('POST', '/api/betting/place', { bet_selection_ids: [home.id], stake: '5000' }, member.token);
      await callApi('POST', '/api/transactions/deposits', { amount: 50_000, bonus: 'none' }, member.token);
      // Support: one inquiry answered (its reply also lands in the inbox), one waiting, and a message.
      const answered = await callApi<Inquiry>(
        'POST',
        '/api/inquiries/inquiries',
        { title: '입금 확인 문의', content: '10만원 입금했습니다. 확인 부탁드립니다.' },
        member.token,
      );
      await callApi(
        'POST',
        `/api/admin/inquiries/${answered.id}/reply`,
        { reply_content: '반영해 드렸습니다.' },
        admin,
      );
      await callApi(
        'POST',
        '/api/inquiries/inquiries',
        { title: '출금 시간 문의', content: '출금은 얼마나 걸리나요?' },
        member.token,
      );
      const me = await callApi<{ id: number }>('GET', '/api/users/me', undefined, member.token);
      await callApi(
        'POST',
        '/api/admin/messages',
        { user_id: me.id, subject: '점검 안내', body: '**새벽 4시**부터 30분간 점검합니다.' },
        admin,
      );
      const sports = await callApi<Sport[]>('GET', '/api/sports/sports/prematch');
      const soccer = sports.find((sport) => sport.slug === 'soccer')!;
      sportPath = `/sports/${soccer.slug}/${soccer.locations[0]!.id}`;

      ({ page } = await openPage(browser));
      await logIn(page, member.username, member.password);
    });
    afterAll(async () => {
      await page.context().close();
    });

    const scans: Scan[] = [
      {
        name: 'home, logged in',
        path: '/',
        ready: (page) => [page.getByRole('button', { name: /잔액 선택: 보유머니 [\d,]+원/ })],
        open: loadHomeSections,
      },
      {
        name: '/transactions',
        path: '/transactions',
        ready: (page) => [loadedTable(page, 'Transactions').getByRole('row', { name: /D\d+/ }).first()],
      },
      ...['/results', '/history'].map((path) => ({
        name: path,
        path,
        ready: (page: Page) => [loadedTable(page, '게임 내역').getByRole('row', { name: /5,000/ }).first()],
      })),
      {
        name: '/messages with a message open',
        path: '/messages',
        ready: (page) => [loadedTable(page, 'Alert Center').getByRole('row', { name: /점검 안내/ })],
        open: async (page) => {
          await page.getByRole('row', { name: /점검 안내/ }).click();
          await visible(page.getByText('부터 30분간 점검합니다.'));
        },
      },
      {
        name: '/inquire with an answered inquiry open',
        path: '/inquire',
        ready: (page) => [loadedTable(page, 'Inquire').getByRole('row', { name: /입금 확인 문의/ })],
        open: async (page) => {
          await page.getByRole('row', { name: /입금 확인 문의/ }).click();
          await visible(page.getByText('반영해 드렸습니다.'));
        },
      },
      {
        name: '/sports with a pick in the bet slip',
        path: '/sports',
        ready: (page) => [page.getByRole('list', { name: '경기 목록' }).getByRole('article').first()],
        open: async (page) => {
          await pickHomeWin(page);
          await visible(slipPick(page.getByRole('region', { name: '베팅카드' })));
        },
      },
      {
        name: '/sports/{sportId}/{locationId}',
        path: () => sportPath,
        ready: (page) => [loadedFixtures(page)],
      },
      {
        name: '/live',
        path: '/live',
        ready: (page) => [loadedFixtures(page)],
      },
      {
        name: '/my-page',
        path: '/my-page',
        ready: (page) => [page.getByText(username, { exact: true }).first()],
      },
      {
        name: '/attendance',
        path: '/attendance',
        ready: (page) => [page.getByRole('list', { name: /년 \d+월 출석$/ })],
      },
      {
        name: '/referrals',
        path: '/referrals',
        ready: (page) => [loadedTable(page, '추천내역')],
      },
      {
        name: '/responsible-play',
        path: '/responsible-play',
        ready: (page) => [page.getByRole('form', { name: '입금 한도 설정' })],
      },
      {
        name: '/admin as a member (403)',
        path: '/admin',
        ready: (page) => [heading(page, '권한이 없습니다.')],
      },
      {
        name: 'a game page in Real Play (the game frame excluded)',
        path: '/game/lucky-odd-even',
        ready: (page) => [page.getByRole('region', { name: '게임 화면' }).getByRole('button', { name: 'Real Play' })],
        open: async (page) => {
          await page.getByRole('button', { name: 'Real Play' }).click();
          await visible(page.getByRole('region', { name: '게임 화면' }).locator('iframe'));
        },
        exclude: ['iframe'],
      },
      {
        name: 'the wallet dialog, deposit step 2 with the account shown',
        path: DIALOG_BACKDROP,
        ready: (page) => [page.getByRole('button', { name: /잔액 선택/ })],
        open: async (page) => {
          const wallet = await openWallet(page);
          await wallet.getByRole('button', { name: '+10만' }).click();
          await wallet.getByRole('button', { name: '다음' }).click();
          await wallet.getByRole('button', { name: '계좌 요청' }).click();
          await visible(wallet.getByRole('region', { name: '입금 계좌' }));
        },
      },
      {
        name: 'the wallet dialog, deposit step 1 with a refusal',
        path: DIALOG_BACKDROP,
        ready: (page) => [page.getByRole('button', { name: /잔액 선택/ })],
        open: async (page) => {
          const wallet = await openWallet(page);
          await wallet.getByLabel('입금 금액 (만원 단위)').fill('0.5');
          await wallet.getByRole('button', { name: '다음' }).click();
          await visible(wallet.getByRole('alert'));
        },
      },
      {
        name: 'the wallet dialog, withdraw tab',
        path: DIALOG_BACKDROP,
        ready: (page) => [page.getByRole('button', { name: /잔액 선택/ })],
        open: async (page) => {
          const wallet = await openWallet(page);
          await wallet.getByRole('tab', { name: '출금' }).click();
          await visible(wallet.getByRole('region', { name: '출금 규정' }));
        },
      },
      {
        name: 'the casino money top-up dialog',
        path: DIALOG_BACKDROP,
        ready: (page) => [page.getByRole('button', { name: /잔액 선택/ })],
        open: async (page) => {
          await page.getByRole('button', { name: /잔액 선택/ }).click();
          await page.getByRole('menuitem', { name: '카지노머니 충전' }).click();
          await visible(dialog(page, '카지노머니 충전'));
        },
      },
      {
        name: 'the balance menu',
        path: DIALOG_BACKDROP,
        ready: (page) => [page.getByRole('button', { name: /잔액 선택/ })],
        open: async (page) => {
          await page.getByRole('button', { name: /잔액 선택/ }).click();
          await visible(page.getByRole('menuitem', { name: '카지노머니 충전' }));
        },
      },
      {
        name: 'the account menu',
        path: DIALOG_BACKDROP,
        ready: (page) => [page.getByRole('button', { name: '계정 메뉴' })],
        open: async (page) => {
          await page.getByRole('button', { name: '계정 메뉴' }).click();
          await visible(page.getByRole('menuitem', { name: '마이페이지' }));
        },
      },
      {
        name: 'the inbox panel with a notification',
        path: DIALOG_BACKDROP,
        ready: (page) => [page.getByRole('button', { name: '알림함' })],
        open: async (page) => {
          await page.getByRole('button', { name: '알림함' }).click();
          await visible(page.getByRole('list', { name: '알림 목록' }).getByRole('listitem').first());
        },
      },
      {
        name: 'home, logged in, at 375 px',
        path: '/',
        viewport: MOBILE,
        ready: (page) => [page.getByRole('button', { name: /잔액 선택/ })],
        open: loadHomeSections,
      },
      {
        name: '/sports at 375 px with the bet slip sheet open',
        path: '/sports',
        viewport: MOBILE,
        ready: (page) => [page.getByRole('list', { name: '경기 목록' }).getByRole('article').first()],
        open: async (page) => {
          await pickHomeWin(page);
          await page.getByRole('button', { name: /^베팅카드 열기/ }).click();
          await visible(slipPick(dialog(page, '베팅카드')));
        },
      },
      {
        name: '/transactions at 375 px',
        path: '/transactions',
        viewport: MOBILE,
        ready: (page) => [loadedTable(page, 'Transactions').getByRole('row', { name: /D\d+/ }).first()],
      },
      {
        name: 'the wallet dialog at 375 px',
        path: DIALOG_BACKDROP,
        viewport: MOBILE,
        ready: (page) => [page.getByRole('button', { name: /잔액 선택/ })],
        open: async (page) => {
          await openWallet(page);
        },
      },
    ];
    for (const scan of scans) it(scan.name, () => expectAccessible(page, scan));
  });

  describe('the operator in the back office', () => {
    let page: Page;
    let memberPath = '';
    let fixturePath = '';

    beforeAll(async () => {
      const admin = await loginToken('admin', 'admin1234');
      // A member with a pending deposit in the queue and a bet on a fixture.
      const member = await registerViaApi();
      await callApi('POST', '/api/transactions/deposits', { amount: 30_000, bonus: 'none' }, member.token);
      const me = await callApi<{ id: number }>('GET', '/api/users/me', undefined, member.token);
      memberPath = `/admin/members/${me.id}`;
      const { results } = await callApi<FixtureList>('GET', '/api/sports/fixtures/prematch?size=5', undefined, admin);
      fixturePath = `/admin/sports/fixtures/${results[0]!.id}`;

      ({ page } = await openPage(browser));
      await logIn(page, 'admin', 'admin1234');
    });
    afterAll(async () => {
      await page.context().close();
    });

    const scans: Scan[] = [
      {
        name: '/admin (dashboard)',
        path: '/admin',
        ready: (page) => [heading(page, '대시보드'), page.getByText('정상', { exact: true })],
      },
      { name: '/admin/members', path: '/admin/members', ready: (page) => [loadedTable(page, '회원 목록')] },
      {
        name: '/admin/members/{id}',
        path: () => memberPath,
        ready: (page) => [loadedTable(page, '원장 내역'), loadedTable(page, '세션')],
      },
      {
        name: '/admin/money',
        path: '/admin/money',
        ready: (page) => [
          loadedTable(page, '입금 신청')
            .getByRole('button', { name: /번 승인$/ })
            .first(),
        ],
      },
      { name: '/admin/sports', path: '/admin/sports', ready: (page) => [loadedTable(page, '경기')] },
      {
        name: '/admin/sports/fixtures/{id}',
        path: () => fixturePath,
        ready: (page) => [page.getByRole('table', { name: /배당$/ }).first()],
      },
      { name: '/admin/sports/bets', path: '/admin/sports/bets', ready: (page) => [loadedTable(page, '스포츠 베팅')] },
      { name: '/admin/casino', path: '/admin/casino', ready: (page) => [loadedTable(page, '게임')] },
      {
        name: '/admin/casino/rounds',
        path: '/admin/casino/rounds',
        ready: (page) => [loadedTable(page, '게임 라운드')],
      },
      { name: '/admin/content', path: '/admin/content', ready: (page) => [loadedTable(page, '공지 목록')] },
      {
        name: '/admin/content/events',
        path: '/admin/content/events',
        ready: (page) => [loadedTable(page, '이벤트 목록')],
      },
      { name: '/admin/support', path: '/admin/support', ready: (page) => [loadedTable(page, '문의 목록')] },
      {
        name: '/admin/support/messages',
        path: '/admin/support/messages',
        ready: (page) => [page.getByRole('form', { name: '메시지 보내기' })],
      },
      {
        name: '/admin/settings',
        path: '/admin/settings',
        ready: (page) => [page.getByRole('form', { name: '다폴더 보너스' })],
      },
      {
        name: '/admin/levels',
        path: '/admin/levels',
        ready: (page) => [loadedTable(page, '등급 목록'), page.getByRole('form', { name: 'LV.10' })],
      },
      {
        name: '/admin/paybacks',
        path: '/admin/paybacks',
        // The newest week's totals, or that none is paid yet (the worker pays the week before at start-up).
        ready: (page) => [page.getByText(/^\d+명 · [\d,]+P · |^아직 지급한 주가 없습니다\.$/)],
      },
      { name: '/admin/audit', path: '/admin/audit', ready: (page) => [loadedTable(page, '감사 로그')] },
      {
        name: 'an unknown back-office page',
        path: '/admin/nowhere',
        ready: (page) => [page.getByText('/admin 아래에 없는 페이지입니다.')],
      },
      {
        name: '/admin/members at 375 px',
        path: '/admin/members',
        viewport: MOBILE,
        ready: (page) => [loadedTable(page, '회원 목록')],
      },
    ];
    for (const scan of scans) it(scan.name, () => expectAccessible(page, scan));
  });

  it('lets a member deposit through the wallet dialog with the keyboard alone', async () => {
    const member = await registerViaApi();
    const { context, page } = await openPage(browser);
    await logIn(page, member.username, member.password);
    // From the top of a fresh page, as a keyboard user arrives.
    await page.goto('/');
    const opener = page.getByRole('button', { name: '입출금' });
    await visible(opener);
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const wallet = dialog(page, '입출금');
    await visible(wallet);

    await tabTo(page, wallet.getByLabel('입금 금액 (만원 단위)'));
    await page.keyboard.type('10');
    expect(await wallet.getByRole('status').first().textContent()).toContain('100,000원');
    await tabTo(page, wallet.getByRole('button', { name: '다음' }));
    await page.keyboard.press('Enter');
    await tabTo(page, wallet.getByRole('button', { name: '계좌 요청' }));
    await page.keyboard.press('Enter');
    await visible(wallet.getByRole('region', { name: '입금 계좌' }));
    await tabTo(page, wallet.getByRole('button', { name: '입금 신청' }));
    await page.keyboard.press('Enter');

    // The application goes through: the dialog closes onto /transactions, the focus back on its opener.
    await page.waitForURL('**/transactions');
    await wallet.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(opener)).toBe(true);

    // Escape closes a dialog opened again, and the focus goes back to the opener too.
    await page.keyboard.press('Enter');
    await visible(wallet);
    await page.keyboard.press('Escape');
    await wallet.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(opener)).toBe(true);
    await context.close();
  });
});
