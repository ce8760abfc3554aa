import type { RegisterRequest } from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createTestApp,
  databaseKinds,
  registerMember,
  registrationForm,
  TEST_NOW,
  testConfig,
  testSms,
  verifiedRegistrationForm,
  type TestApp,
} from '../../../test/helpers';

describe.each(databaseKinds)('phone verification on %s', (kind) => {
  let harness: TestApp;
  let clock = TEST_NOW;
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => clock });
  });
  afterAll(async () => {
    await harness.close();
  });

  const requestCode = (phone: string, app = harness.app, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/users/phone-verification', payload: { phone }, headers });
  const register = (form: RegisterRequest) =>
    harness.app.inject({ method: 'POST', url: '/api/users/register', payload: form });
  const stored = (phone: string) =>
    harness.database.db
      .selectFrom('phone_verifications')
      .selectAll()
      .where('phone', '=', phone.replaceAll('-', ''))
      .executeTakeFirstOrThrow();
  const sentTo = (phone: string) => testSms.messages.filter((message) => message.to === phone.replaceAll('-', ''));
  /** A six-digit code that is surely not `code`. */
  const otherThan = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');

  it('texts a six-digit code to the phone, valid for 10 minutes, and keeps only a salted hash of it', async () => {
    const form = registrationForm();
    const response = await requestCode(form.phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      expires_at: new Date(clock.getTime() + 10 * 60_000).toISOString(),
      resend_at: new Date(clock.getTime() + 60_000).toISOString(),
    });
    const [message, ...more] = sentTo(form.phone);
    expect(more).toEqual([]);
    expect(message?.text).toMatch(/^\[한판\] 인증번호는 \d{6}입니다\. 10분 안에 입력해주세요\.$/);
    const code = testSms.latestCodeFor(form.phone);
    const row = await stored(form.phone);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.attempts).toBe(0);
  });

  it('texts the code in the language of the page that asked for it', async () => {
    const form = registrationForm();
    expect((await requestCode(form.phone, harness.app, { 'accept-language': 'en' })).statusCode).toBe(200);
    const [message] = sentTo(form.phone);
    expect(message?.text).toMatch(/^\[Hanpan\] Your verification code is \d{6}\. Enter it within 10 minutes\.$/);
    expect(message?.text).toContain(testSms.latestCodeFor(form.phone));
  });

  it('refuses another code within 60 seconds; at 60 seconds a new code replaces the old', async () => {
    const form = registrationForm();
    await requestCode(form.phone);
    const first = await stored(form.phone);
    later(59_000);
    const tooSoon = await requestCode(form.phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      error: 'verification_code_too_soon',
      message: '인증번호는 60초 후에 다시 요청할 수 있습니다.',
    });
    expect(sentTo(form.phone)).toHaveLength(1);

    later(1_000);
    expect((await requestCode(form.phone)).statusCode).toBe(200);
    expect(sentTo(form.phone)).toHaveLength(2);
    expect((await stored(form.phone)).code_hash).not.toBe(first.code_hash);
    expect((await register({ ...form, verifyCode: testSms.latestCodeFor(form.phone) })).statusCode).toBe(201);
  });

  it('refuses a code after its 10 minutes', async () => {
    const form = registrationForm();
    await requestCode(form.phone);
    const code = testSms.latestCodeFor(form.phone);
    later(10 * 60_000);
    const expired = await register({ ...form, verifyCode: code });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      error: 'verification_code_expired',
      fields: { verifyCode: expect.stringMatching(/인증번호를 다시 요청해주세요/) },
    });
  });

  it('checks a code five times at most: after five wrong tries even the right code is refused', async () => {
    const form = registrationForm();
    await requestCode(form.phone);
    const code = testSms.latestCodeFor(form.phone);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await register({ ...form, verifyCode: otherThan(code) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        error: 'invalid_verification_code',
        fields: { verifyCode: '인증번호가 올바르지 않습니다.' },
      });
    }
    const locked = await register({ ...form, verifyCode: code });
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({
      error: 'verification_code_locked',
      fields: { verifyCode: '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 요청해주세요.' },
    });
    expect((await stored(form.phone)).attempts).toBe(5);

    later(60_000);
    await requestCode(form.phone);
    expect((await register({ ...form, verifyCode: testSms.latestCodeFor(form.phone) })).statusCode).toBe(201);
  });

  it('proves only the phone it was sent to', async () => {
    const phoneA = registrationForm();
    const phoneB = registrationForm();
    await requestCode(phoneA.phone);
    const codeForA = testSms.latestCodeFor(phoneA.phone);
    const asB = await register({ ...phoneB, verifyCode: codeForA });
    expect(asB.statusCode).toBe(422);
    expect(asB.json().error).toBe('verification_code_expired');
    expect((await register({ ...phoneA, verifyCode: codeForA })).statusCode).toBe(201);
  });

  it('is consumed by the registration it proves, and only by one that succeeds', async () => {
    const owner = await registerMember(harness.app);
    const form = await verifiedRegistrationForm(harness.app, { username: owner.user.username });
    const takenName = await register(form);
    expect(takenName.json().error).toBe('username_taken');
    expect((await stored(form.phone)).consumed_at).toBeNull();

    expect((await register({ ...form, username: `${form.username.slice(0, 12)}x` })).statusCode).toBe(201);
    expect((await stored(form.phone)).consumed_at).toEqual(clock);
  });

  it('refuses a phone or a bank account a member holds, however it is typed, before spending a try', async () => {
    const holder = registrationForm();
    await registerMember(harness.app, holder);
    const samePhone = await requestCode(holder.phone.replaceAll('-', ''));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({
      error: 'phone_taken',
      fields: { phone: '이미 가입된 휴대폰 번호입니다.' },
    });

    const sameAccount = await verifiedRegistrationForm(harness.app, { account: holder.account.replaceAll('-', '') });
    const refused = await register(sameAccount);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'account_taken',
      fields: { account: '이미 등록된 계좌번호입니다.' },
    });
    expect((await stored(sameAccount.phone)).attempts).toBe(0);

    const alsoSamePhone = await register({ ...registrationForm(), phone: holder.phone.replaceAll('-', '') });
    expect(alsoSamePhone.json().error).toBe('phone_taken');
  });

  it('lets a member use a phone and bank account an operator also has', async () => {
    const operator = await createAdmin(harness.app);
    const { phone, account_number } = await harness.database.db
      .selectFrom('users')
      .select(['phone', 'account_number'])
      .where('id', '=', operator.user.id)
      .executeTakeFirstOrThrow();
    await expect(registerMember(harness.app, { phone, account: account_number })).resolves.toMatchObject({
      user: { role: 'member' },
    });
  });

  it('answers 502 when the provider does not take the message, and the member may ask again at once', async () => {
    const failing = await createTestApp(kind, {
      database: harness.database,
      now: () => clock,
      smsSender: {
        send: async () => {
          throw new Error('provider unreachable');
        },
      },
    });
    try {
      const form = registrationForm();
      const refused = await requestCode(form.phone, failing.app);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({
        error: 'sms_send_failed',
        message: '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
      });
      expect((await requestCode(form.phone)).statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });

  it('texts one address at most SMS_SENDS_PER_ADDRESS_PER_HOUR times, whatever phones it names; other addresses still get theirs', async () => {
    const capped = await createTestApp(kind, {
      database: harness.database,
      config: testConfig({ SMS_SENDS_PER_ADDRESS_PER_HOUR: '3', TRUST_PROXY: 'true' }),
    });
    try {
      const send = (ip: string) =>
        capped.app.inject({
          method: 'POST',
          url: '/api/users/phone-verification',
          payload: { phone: registrationForm().phone },
          headers: { 'x-forwarded-for': ip },
        });
      const before = testSms.messages.length;
      const pumped = [];
      for (let index = 0; index < 5; index++) pumped.push((await send('198.51.100.9')).statusCode);
      expect(pumped).toEqual([200, 200, 200, 429, 429]);
      expect((await send('198.51.100.10')).statusCode).toBe(200);
      expect(testSms.messages.length - before).toBe(4);
    } finally {
      await capped.close();
    }
  });

  it.each([
    ['a landline', { phone: '02-123-4567' }, 'phone'],
    ['no phone', {}, 'phone'],
    ['an unknown field', { phone: '010-1234-5678', code: '123456' }, 'code'],
  ])('refuses %s with 400 and sends nothing', async (_case, payload, field) => {
    const before = testSms.messages.length;
    const response = await harness.app.inject({ method: 'POST', url: '/api/users/phone-verification', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      fields: { [field]: expect.stringMatching(/[가-힣]/) },
    });
    expect(testSms.messages.length).toBe(before);
  });
});
