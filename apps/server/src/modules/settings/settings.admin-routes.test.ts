import {
  DEFAULT_ACCOUNT_REWARDS,
  DEFAULT_MULTI_FOLDER_BONUS,
  DEFAULT_SAME_FIXTURE_COMBINATIONS,
  DEFAULT_SPORTSBOOK_RULES,
  type AdminSettings,
  type SessionResponse,
} from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createAdmin,
  createTestApp,
  databaseKinds,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

describe.each(databaseKinds)('back-office settings on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let member: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
    admin = await createAdmin(harness.app);
    member = await createAccount(harness.app);
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, session?: SessionResponse, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      ...(payload === undefined
        ? {}
        : {
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json', ...(session ? bearer(session) : {}) },
          }),
      ...(payload === undefined && session ? { headers: bearer(session) } : {}),
    });
  const settingsNow = async () => (await call('GET', '/api/admin/settings', admin)).json<AdminSettings>();
  const auditCount = async () =>
    Number(
      (
        await harness.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers 401 without a token, 403 to a member and 200 to an operator, and a refused call changes nothing', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/settings' },
      {
        method: 'PUT' as const,
        url: '/api/admin/settings/accountRewards',
        payload: { ...DEFAULT_ACCOUNT_REWARDS, attendance_points: 2_000 },
      },
    ];
    const auditBefore = await auditCount();
    for (const { method, url, payload } of calls) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url} without a token`).toBe(401);
      const asMember = await call(method, url, member, payload);
      expect(asMember.statusCode, `${method} ${url} as a member`).toBe(403);
      expect(asMember.json()).toEqual({ error: 'forbidden', message: '권한이 없습니다.' });
    }
    expect(await auditCount()).toBe(auditBefore);
    expect((await settingsNow()).accountRewards).toEqual(DEFAULT_ACCOUNT_REWARDS);
    for (const { method, url, payload } of calls) {
      expect((await call(method, url, admin, payload)).statusCode, `${method} ${url} as an operator`).toBe(200);
    }
    expect((await settingsNow()).accountRewards.attendance_points).toBe(2_000);
    await call('PUT', '/api/admin/settings/accountRewards', admin, DEFAULT_ACCOUNT_REWARDS);
  });

  it('lists every setting with the values the site runs with', async () => {
    const settings = await settingsNow();
    expect(Object.keys(settings).sort()).toEqual([
      'accountRewards',
      'contact',
      'depositAccount',
      'multiFolderBonus',
      'sameFixtureCombinations',
      'sportsbookRules',
    ]);
    expect(settings.multiFolderBonus).toEqual(DEFAULT_MULTI_FOLDER_BONUS);
    expect(settings.sportsbookRules).toEqual(DEFAULT_SPORTSBOOK_RULES);
    expect(settings.sameFixtureCombinations).toEqual({ allowed_pairs: [] });
  });

  it('shows a changed deposit account and support channels to members at once', async () => {
    const account = { bank: '신한은행', account_number: '110-123-456789', account_holder: '(주)한판' };
    expect((await call('PUT', '/api/admin/settings/depositAccount', admin, account)).statusCode).toBe(200);
    expect((await call('GET', '/api/transactions/deposit-account', member)).json()).toEqual(account);

    const contact = {
      channels: [{ kind: 'telegram', label: '텔레그램', value: '@new_cs', url: 'https://t.me/new_cs' }],
      hours: '매일 10:00-22:00',
    };
    expect((await call('PUT', '/api/admin/settings/contact', admin, contact)).statusCode).toBe(200);
    expect((await call('GET', '/api/site/contact')).json()).toEqual(contact);
  });

  it('shows the multi-folder bonus in force to anyone, a change at once', async () => {
    const publicBonus = await call('GET', '/api/site/multi-folder-bonus');
    expect(publicBonus.statusCode).toBe(200);
    expect(publicBonus.json()).toEqual(DEFAULT_MULTI_FOLDER_BONUS);
    const changed = {
      minimum_price_x100: 150,
      tiers: [
        { folders: 2, multiplier_x100: 102 },
        { folders: 4, multiplier_x100: 110 },
      ],
    };
    expect((await call('PUT', '/api/admin/settings/multiFolderBonus', admin, changed)).statusCode).toBe(200);
    try {
      expect((await call('GET', '/api/site/multi-folder-bonus')).json()).toEqual(changed);
      expect((await call('GET', '/api/site/multi-folder-bonus', member)).json()).toEqual(changed);
    } finally {
      await call('PUT', '/api/admin/settings/multiFolderBonus', admin, DEFAULT_MULTI_FOLDER_BONUS);
    }
  });

  it('is read fresh on every call, so another API process sees a change at once', async () => {
    const other = await createTestApp(kind, { database: harness.database, now: () => TEST_NOW });
    try {
      const rules = { ...DEFAULT_SPORTSBOOK_RULES, cancels_per_day: 5 };
      expect((await call('PUT', '/api/admin/settings/sportsbookRules', admin, rules)).statusCode).toBe(200);
      expect(await other.app.services.settings.get('sportsbookRules')).toEqual(rules);
    } finally {
      await other.close();
      await call('PUT', '/api/admin/settings/sportsbookRules', admin, DEFAULT_SPORTSBOOK_RULES);
    }
  });

  it.each([
    [
      'multiFolderBonus',
      {
        minimum_price_x100: 130,
        tiers: [
          { folders: 3, multiplier_x100: 103 },
          { folders: 3, multiplier_x100: 105 },
        ],
      },
      'tiers',
      '같은 폴더 수의 보너스 단계가 두 번 있습니다.',
    ],
    [
      'multiFolderBonus',
      { minimum_price_x100: 130, tiers: [{ folders: 3, multiplier_x100: 250 }] },
      'tiers.0.multiplier_x100',
      '보너스 배당(×100): 200 이하여야 합니다.',
    ],
    [
      'sportsbookRules',
      { ...DEFAULT_SPORTSBOOK_RULES, cancels_per_day: -1 },
      'cancels_per_day',
      '하루 취소 횟수: 0회 이상이어야 합니다.',
    ],
    [
      'sportsbookRules',
      { ...DEFAULT_SPORTSBOOK_RULES, losing_stake_points_percent: 1 },
      'losing_stake_points_percent',
      '알 수 없는 항목입니다: losing_stake_points_percent',
    ],
    [
      'sameFixtureCombinations',
      {
        allowed_pairs: [
          { first: 1, second: 2 },
          { first: 2, second: 1 },
        ],
      },
      'allowed_pairs',
      '같은 조합이 두 번 있습니다.',
    ],
    [
      'sameFixtureCombinations',
      { allowed_pairs: [{ first: 1, second: 999 }] },
      'allowed_pairs.0.second',
      '마켓 종류를 선택해주세요.',
    ],
    [
      'sameFixtureCombinations',
      { ...DEFAULT_SAME_FIXTURE_COMBINATIONS, forbidden_pairs: [] },
      'forbidden_pairs',
      '알 수 없는 항목입니다: forbidden_pairs',
    ],
    [
      'depositAccount',
      { bank: '신한은행', account_number: '계좌', account_holder: '한판' },
      'account_number',
      '계좌번호: 숫자와 - 만 입력해주세요.',
    ],
    [
      'contact',
      { channels: [{ kind: 'telegram', label: '텔레그램', value: 'x', url: 'javascript:alert(1)' }], hours: '24시간' },
      'channels.0.url',
      '링크는 http(s)://, mailto: 또는 tel: 주소여야 합니다.',
    ],
    [
      'accountRewards',
      { ...DEFAULT_ACCOUNT_REWARDS, attendance_streak_days: 1 },
      'attendance_streak_days',
      '연속 출석 보너스 주기: 2일 이상이어야 합니다.',
    ],
  ])('refuses an invalid %s with 400 and a Korean message, changing nothing', async (key, value, field, message) => {
    const before = await settingsNow();
    const auditBefore = await auditCount();
    const response = await call('PUT', `/api/admin/settings/${key}`, admin, value);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', message, fields: { [field]: message } });
    expect(await settingsNow()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('refuses an unknown key and a missing body with 400', async () => {
    const unknown = await call('PUT', '/api/admin/settings/houseEdge', admin, { value: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('알 수 없는 설정입니다.');
    const empty = await harness.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/contact',
      headers: bearer(admin),
    });
    expect(empty.statusCode).toBe(400);
  });
});
