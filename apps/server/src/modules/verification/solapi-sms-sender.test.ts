import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolapiStandIn, type SolapiStandIn } from '../../../test/solapi-stand-in';
import { createSolapiSmsSender, type SolapiSettings } from './solapi-sms-sender';

describe('the Solapi adapter against a stand-in speaking Solapi’s protocol', () => {
  let solapi: SolapiStandIn;
  let settings: SolapiSettings;
  beforeAll(async () => {
    solapi = await startSolapiStandIn();
    settings = { apiKey: solapi.apiKey, apiSecret: solapi.apiSecret, sender: solapi.sender, baseUrl: solapi.url };
  });
  afterAll(async () => {
    await solapi.close();
  });

  it('sends each message signed with a fresh salt, from the registered sender', async () => {
    const sender = createSolapiSmsSender(settings);
    // The stand-in refuses a signature it has seen: three accepted sends carry three salts.
    for (const to of ['01012340001', '01012340002', '01012340003'])
      await sender.send({ to, text: `[한판] 인증번호는 12345${to.at(-1)}입니다.` });
    expect(solapi.messages.slice(-3)).toEqual([
      { to: '01012340001', from: solapi.sender, text: '[한판] 인증번호는 123451입니다.' },
      { to: '01012340002', from: solapi.sender, text: '[한판] 인증번호는 123452입니다.' },
      { to: '01012340003', from: solapi.sender, text: '[한판] 인증번호는 123453입니다.' },
    ]);
  });

  it.each([
    ['a wrong API secret', { apiSecret: 'not-the-secret' }, /403 SignatureDoesNotMatch/],
    ['an unknown API key', { apiKey: 'NCSUNKNOWN' }, /403 InvalidAPIKey/],
    ['a sender number Solapi does not know', { sender: '0299998888' }, /400 ValidationError/],
  ])('throws with Solapi’s error for %s, and nothing is sent', async (_case, change, error) => {
    const before = solapi.messages.length;
    await expect(
      createSolapiSmsSender({ ...settings, ...change }).send({ to: '01012340009', text: '인증번호' }),
    ).rejects.toThrow(error);
    expect(solapi.messages).toHaveLength(before);
  });

  it('throws when Solapi cannot be reached', async () => {
    const gone = await startSolapiStandIn();
    await gone.close();
    await expect(
      createSolapiSmsSender({ ...settings, baseUrl: gone.url }).send({ to: '01012340009', text: '인증번호' }),
    ).rejects.toThrow();
  });
});
