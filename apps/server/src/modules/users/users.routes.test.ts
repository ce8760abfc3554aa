import type { SessionResponse, User } from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAdmin,
  createTestApp,
  databaseKinds,
  registerMember,
  registrationForm,
  testConfig,
  verifiedRegistrationForm,
  type TestApp,
} from '../../../test/helpers';

describe.each(databaseKinds)('accounts API on %s', (kind) => {
  let harness: TestApp;
  const countUsers = async () =>
    Number(
      (
        await harness.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'POST', url, payload: payload as object, headers });

  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness.close();
  });

  describe('POST /api/users/register', () => {
    it('creates a member with an empty wallet and answers with a working session', async () => {
      const form = await verifiedRegistrationForm(harness.app);
      const response = await post('/api/users/register', form);
      expect(response.statusCode).toBe(201);
      const session = response.json<SessionResponse>();
      expect(session.user).toMatchObject({ username: form.username, nickname: form.nickname, role: 'member' });
      expect(session.user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
      expect(session.token.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const lifetimeHours = (Date.parse(session.token.expires_at) - Date.now()) / 3_600_000;
      expect(lifetimeHours).toBeGreaterThan(11.9);
      expect(lifetimeHours).toBeLessThanOrEqual(12);

      const me = await harness.app.inject({ url: '/api/users/me', headers: bearer(session) });
      expect(me.json<User>().username).toBe(form.username);
      const balances = await harness.app.inject({
        url: '/api/transactions/balances/my-balance',
        headers: bearer(session),
      });
      expect(balances.json()).toEqual({ cash_balance: 0, casino_balance: 0, points_balance: 0 });
    });

    it('stores only a hash of the token and of the password', async () => {
      const form = await verifiedRegistrationForm(harness.app);
      const session = (await post('/api/users/register', form)).json<SessionResponse>();
      const user = await harness.database.db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', form.username)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^scrypt\$/);
      expect(user.password_hash).not.toContain(form.password);
      const stored = await harness.database.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', user.id)
        .execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(session.token.token);
      expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      ['a missing field', (form: Record<string, unknown>) => ({ ...form, nickname: undefined }), 'nickname'],
      ['a wrong type', (form: Record<string, unknown>) => ({ ...form, username: 12345 }), 'username'],
      ['an overlong username', (form: Record<string, unknown>) => ({ ...form, username: 'a'.repeat(17) }), 'username'],
      [
        'an overlong realname',
        (form: Record<string, unknown>) => ({ ...form, realname: '김'.repeat(500) }),
        'realname',
      ],
      ['an unknown field', (form: Record<string, unknown>) => ({ ...form, role: 'admin' }), 'role'],
      ['uppercase in the username', (form: Record<string, unknown>) => ({ ...form, username: 'DemoUser' }), 'username'],
      [
        'a password without a digit',
        (form: Record<string, unknown>) => ({ ...form, password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
        'password',
      ],
      [
        'mismatched passwords',
        (form: Record<string, unknown>) => ({ ...form, confirmPassword: 'other1234' }),
        'confirmPassword',
      ],
      ['a bank not offered', (form: Record<string, unknown>) => ({ ...form, bank: 'Chase' }), 'bank'],
      ['a short account number', (form: Record<string, unknown>) => ({ ...form, account: '123-456' }), 'account'],
      ['a landline phone', (form: Record<string, unknown>) => ({ ...form, phone: '02-123-4567' }), 'phone'],
      ['a two-digit birth suffix', (form: Record<string, unknown>) => ({ ...form, birthSuffix: '12' }), 'birthSuffix'],
      ['a five-digit code', (form: Record<string, unknown>) => ({ ...form, verifyCode: '12345' }), 'verifyCode'],
    ])('refuses %s with a field message and creates nothing', async (_case, change, field) => {
      const before = await countUsers();
      const response = await post('/api/users/register', change(registrationForm() as Record<string, unknown>));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe('validation_error');
      expect(body.fields[field]).toMatch(/[가-힣]/);
      expect(body.message).toMatch(/[가-힣]/);
      expect(await countUsers()).toBe(before);
    });

    it("says the passwords do not match in the spec's words", async () => {
      const response = await post('/api/users/register', registrationForm({ confirmPassword: 'different1' }));
      expect(response.json().fields.confirmPassword).toBe('비밀번호가 일치하지 않습니다.');
    });

    it.each([
      ['malformed JSON', '{"username": "abc"', 'application/json', 400, 'invalid_json'],
      ['an empty JSON body', '', 'application/json', 400, 'validation_error'],
      ['a JSON array', '[1,2]', 'application/json', 400, 'validation_error'],
      ['a form-encoded body', 'username=abc', 'application/x-www-form-urlencoded', 415, 'unsupported_media_type'],
    ])('answers %s with %i and changes nothing', async (_case, body, contentType, status, code) => {
      const before = await countUsers();
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/users/register',
        body,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ error: code, message: expect.stringMatching(/[가-힣]/) });
      expect(await countUsers()).toBe(before);
    });

    it('refuses a body over 64 KiB with 413', async () => {
      const response = await post('/api/users/register', { ...registrationForm(), realname: 'x'.repeat(70_000) });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe('payload_too_large');
    });

    it('refuses a taken username and a taken nickname (any case) with 409', async () => {
      const first = registrationForm();
      await registerMember(harness.app, first);
      const sameUsername = await post(
        '/api/users/register',
        await verifiedRegistrationForm(harness.app, { username: first.username }),
      );
      expect(sameUsername.statusCode).toBe(409);
      expect(sameUsername.json()).toMatchObject({
        error: 'username_taken',
        fields: { username: '이미 사용 중인 아이디입니다.' },
      });

      const nicknameUpper = registrationForm({ nickname: 'Lucky7' });
      await registerMember(harness.app, nicknameUpper);
      const sameNickname = await post(
        '/api/users/register',
        await verifiedRegistrationForm(harness.app, { nickname: 'LUCKY7' }),
      );
      expect(sameNickname.statusCode).toBe(409);
      expect(sameNickname.json().error).toBe('nickname_taken');
    });

    it('refuses anyone under 19 and impossible dates', async () => {
      const today = new Date();
      const eighteen = `${today.getUTCFullYear() - 18}-01-01`;
      const underage = await post('/api/users/register', registrationForm({ birth: eighteen, birthSuffix: '3' }));
      expect(underage.statusCode).toBe(422);
      expect(underage.json()).toMatchObject({
        error: 'underage',
        fields: { birth: '만 19세 미만은 가입할 수 없습니다.' },
      });

      const impossible = await post('/api/users/register', registrationForm({ birth: '950230' }));
      expect(impossible.statusCode).toBe(422);
      expect(impossible.json().fields.birth).toBe('존재하지 않는 날짜입니다.');

      const wrongCentury = await post(
        '/api/users/register',
        registrationForm({ birth: '1995-05-01', birthSuffix: '3' }),
      );
      expect(wrongCentury.statusCode).toBe(422);
      expect(wrongCentury.json().fields).toHaveProperty('birthSuffix');
    });

    it('accepts the six-digit birth form', async () => {
      const response = await post(
        '/api/users/register',
        await verifiedRegistrationForm(harness.app, { birth: '950501', birthSuffix: '2' }),
      );
      expect(response.statusCode).toBe(201);
    });

    it('links a valid referral code and refuses an unknown one', async () => {
      const referrer = await registerMember(harness.app);
      const referred = await post(
        '/api/users/register',
        await verifiedRegistrationForm(harness.app, { recommend: referrer.user.referral_code.toLowerCase() }),
      );
      expect(referred.statusCode).toBe(201);
      const row = await harness.database.db
        .selectFrom('users')
        .select('referred_by')
        .where('id', '=', referred.json<SessionResponse>().user.id)
        .executeTakeFirstOrThrow();
      expect(row.referred_by).toBe(referrer.user.id);

      const unknown = await post('/api/users/register', registrationForm({ recommend: 'NOSUCH99' }));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        error: 'referral_not_found',
        fields: { recommend: '존재하지 않는 추천 코드입니다.' },
      });
    });

    it('treats an empty referral code as none', async () => {
      expect(
        (await post('/api/users/register', await verifiedRegistrationForm(harness.app, { recommend: '' }))).statusCode,
      ).toBe(201);
    });
  });

  describe('POST /api/users/login', () => {
    it('logs in with the right password; rememberMe gives 30 days instead of 12 hours', async () => {
      const form = registrationForm();
      await registerMember(harness.app, form);
      const short = await post('/api/users/login', { username: form.username, password: form.password });
      expect(short.statusCode).toBe(200);
      const shortHours = (Date.parse(short.json<SessionResponse>().token.expires_at) - Date.now()) / 3_600_000;
      expect(Math.round(shortHours)).toBe(12);

      const remembered = await post('/api/users/login', {
        username: form.username,
        password: form.password,
        rememberMe: true,
      });
      const rememberedDays =
        (Date.parse(remembered.json<SessionResponse>().token.expires_at) - Date.now()) / 86_400_000;
      expect(Math.round(rememberedDays)).toBe(30);
    });

    it('answers a wrong password and an unknown username alike', async () => {
      const form = registrationForm();
      await registerMember(harness.app, form);
      const wrong = await post('/api/users/login', { username: form.username, password: 'wrong1234' });
      const unknown = await post('/api/users/login', { username: 'nosuchuser', password: 'wrong1234' });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: 'invalid_credentials',
          message: '아이디 또는 비밀번호가 올바르지 않습니다.',
        });
      }
    });

    it.each([
      ['no password', { username: 'someone' }],
      ['a numeric password', { username: 'someone', password: 1234 }],
      ['rememberMe as text', { username: 'someone', password: 'x', rememberMe: 'yes' }],
      ['an unknown field', { username: 'someone', password: 'x', admin: true }],
      ['an overlong username', { username: 'u'.repeat(65), password: 'x' }],
    ])('refuses %s with 400', async (_case, payload) => {
      const response = await post('/api/users/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_error');
    });

    it('refuses with 429 after repeated failures, even with the right password', async () => {
      const form = registrationForm();
      await registerMember(harness.app, form);
      const defaultFailureLimit = 5;
      for (let attempt = 0; attempt < defaultFailureLimit; attempt++) {
        expect((await post('/api/users/login', { username: form.username, password: 'wrong1234' })).statusCode).toBe(
          401,
        );
      }
      const blocked = await post('/api/users/login', { username: form.username, password: form.password });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        error: 'too_many_login_attempts',
        message: expect.stringMatching(/로그인 시도가 너무 많습니다/),
      });
    });

    it('forgives earlier failures after a successful login', async () => {
      const form = registrationForm();
      await registerMember(harness.app, form);
      for (let attempt = 0; attempt < 4; attempt++) {
        await post(
          '/api/users/login',
          { username: form.username, password: 'wrong1234' },
          { 'x-forwarded-for': `10.0.0.${attempt}` },
        );
      }
      expect((await post('/api/users/login', { username: form.username, password: form.password })).statusCode).toBe(
        200,
      );
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await post('/api/users/login', { username: form.username, password: 'wrong1234' })).statusCode).toBe(
          401,
        );
      }
      expect((await post('/api/users/login', { username: form.username, password: form.password })).statusCode).toBe(
        200,
      );
    });
  });

  describe('sessions', () => {
    it('refuses /me without a token, with a malformed or unknown token', async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Basic abc' },
        { authorization: `Bearer ${'x'.repeat(43)}` },
      ]) {
        const response = await harness.app.inject({ url: '/api/users/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'unauthorized', message: '로그인이 필요합니다.' });
      }
    });

    it('shows every caller only their own account, admins included', async () => {
      const alice = await registerMember(harness.app);
      const bob = await registerMember(harness.app);
      const admin = await createAdmin(harness.app);
      for (const session of [alice, bob, admin]) {
        const me = await harness.app.inject({ url: '/api/users/me', headers: bearer(session) });
        expect(me.json<User>().id).toBe(session.user.id);
      }
      expect((await harness.app.inject({ url: '/api/users/me', headers: bearer(admin) })).json<User>().role).toBe(
        'admin',
      );
    });

    it('logout revokes only that token', async () => {
      const form = registrationForm();
      const first = await registerMember(harness.app, form);
      const second = (
        await post('/api/users/login', { username: form.username, password: form.password })
      ).json<SessionResponse>();
      const logout = await post('/api/users/logout', undefined, bearer(first));
      expect(logout.statusCode).toBe(204);
      expect((await harness.app.inject({ url: '/api/users/me', headers: bearer(first) })).statusCode).toBe(401);
      expect((await post('/api/users/logout', undefined, bearer(first))).statusCode).toBe(401);
      expect((await harness.app.inject({ url: '/api/users/me', headers: bearer(second) })).statusCode).toBe(200);
    });

    it('refuses logout without a token', async () => {
      expect((await post('/api/users/logout', undefined)).statusCode).toBe(401);
    });

    it('stops a suspended member at once: tokens die and login is refused', async () => {
      const form = registrationForm();
      const session = await registerMember(harness.app, form);
      await harness.database.db
        .updateTable('users')
        .set({ status: 'suspended' })
        .where('id', '=', session.user.id)
        .execute();
      expect((await harness.app.inject({ url: '/api/users/me', headers: bearer(session) })).statusCode).toBe(401);
      const login = await post('/api/users/login', { username: form.username, password: form.password });
      expect(login.statusCode).toBe(403);
      expect(login.json().error).toBe('account_suspended');
    });
  });

  describe('password policy and throttles', () => {
    const COMMON = '자주 쓰이는 비밀번호라 사용할 수 없습니다. 다른 비밀번호를 입력해주세요.';
    const HOLDS_USERNAME = '비밀번호에 아이디를 포함할 수 없습니다.';
    const password = 'korea2026wins';
    let proxied: TestApp;
    beforeAll(async () => {
      // The same database behind a trusted proxy, so each request can come from an address of its own.
      proxied = await createTestApp(kind, { database: harness.database, config: testConfig({ TRUST_PROXY: 'true' }) });
    });
    afterAll(async () => {
      await proxied.close();
    });

    it('refuses a common password or one holding the username at registration, on the password field, and creates nothing', async () => {
      const before = await countUsers();
      const common = await post(
        '/api/users/register',
        registrationForm({ password: 'Password1', confirmPassword: 'Password1' }),
      );
      expect(common.statusCode).toBe(422);
      expect(common.json()).toMatchObject({ error: 'weak_password', fields: { password: COMMON } });
      const form = registrationForm();
      const withUsername = await post('/api/users/register', {
        ...form,
        password: `${form.username}!`,
        confirmPassword: `${form.username}!`,
      });
      expect(withUsername.statusCode).toBe(422);
      expect(withUsername.json()).toMatchObject({ error: 'weak_password', fields: { password: HOLDS_USERNAME } });
      expect(await countUsers()).toBe(before);
    });

    it('refuses such a new password on a password change, on the new_password field, and keeps the old one', async () => {
      const member = await registerMember(harness.app, { password, confirmPassword: password });
      for (const [newPassword, message] of [
        ['qwer1234', COMMON],
        [`${member.user.username}9`, HOLDS_USERNAME],
      ] as const) {
        const response = await post(
          '/api/account/password',
          { current_password: password, new_password: newPassword, confirm_password: newPassword },
          bearer(member),
        );
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ error: 'weak_password', fields: { new_password: message } });
      }
      expect((await post('/api/users/login', { username: member.user.username, password })).statusCode).toBe(200);
    });

    it('refuses the sixth check of a current password with 429, the right one included', async () => {
      const member = await registerMember(harness.app, { password, confirmPassword: password });
      const change = (current: string) =>
        post(
          '/api/account/password',
          { current_password: current, new_password: 'mint8walrus', confirm_password: 'mint8walrus' },
          bearer(member),
        );
      for (let attempt = 0; attempt < 5; attempt++) expect((await change('wrong1234')).statusCode).toBe(422);
      const refused = await change(password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: 'too_many_attempts',
        message: expect.stringMatching(/비밀번호 확인 시도가 너무 많습니다/),
      });
      expect((await post('/api/users/login', { username: member.user.username, password })).statusCode).toBe(200);
    });

    it('refuses a username at an address that failed five times, and lets its owner in from any other address', async () => {
      const owner = await registerMember(harness.app, { password, confirmPassword: password });
      const login = (guess: string, ip: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username: owner.user.username, password: guess },
          headers: { 'x-forwarded-for': ip },
        });
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await login('wrong1234', '198.51.100.20')).statusCode).toBe(401);
      expect((await login(password, '198.51.100.20')).statusCode).toBe(429);
      expect((await login(password, '192.0.2.20')).statusCode).toBe(200);
      // Guesses spread over many addresses never refuse the owner either.
      for (let address = 1; address <= 10; address++)
        expect((await login('wrong1234', `198.51.100.${100 + address}`)).statusCode).toBe(401);
      expect((await login(password, '192.0.2.20')).statusCode).toBe(200);
    });
  });

  describe('expired tokens', () => {
    let pastApp: TestApp;
    beforeAll(async () => {
      // The same database, served by an app whose clock is 13 hours behind: its 12-hour tokens are already dead.
      pastApp = await createTestApp(kind, {
        database: harness.database,
        now: () => new Date(Date.now() - 13 * 3_600_000),
      });
    });
    afterAll(async () => {
      await pastApp.close();
    });

    it('refuses a token past its expiry but honours a remembered one', async () => {
      const form = registrationForm();
      await registerMember(harness.app, form);
      const login = (rememberMe: boolean) =>
        pastApp.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username: form.username, password: form.password, rememberMe },
        });
      const expired = (await login(false)).json<SessionResponse>();
      const remembered = (await login(true)).json<SessionResponse>();
      expect((await harness.app.inject({ url: '/api/users/me', headers: bearer(expired) })).statusCode).toBe(401);
      expect((await harness.app.inject({ url: '/api/users/me', headers: bearer(remembered) })).statusCode).toBe(200);
    });
  });
});
