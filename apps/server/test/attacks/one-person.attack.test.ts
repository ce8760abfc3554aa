import type { RegisterRequest } from '@hanpan/contract';
import { afterAll, expect, it } from 'vitest';
import { registrationForm } from '../helpers';
import { startSolapiStandIn } from '../solapi-stand-in';
import { describeAttack, expectLedgerClean, type AttackRequest, type AttackResponse } from './attack-kit';

const ATTACKER_IP = '203.0.113.7';
const BURST = 40;

// Every API process texts through this stand-in, so the attack exercises the real Solapi adapter.
const solapi = await startSolapiStandIn();
afterAll(() => solapi.close());

const digits = (value: string) => value.replace(/\D/g, '');
const codeRequest = (phone: string): AttackRequest => ({
  method: 'POST',
  url: '/api/users/phone-verification',
  payload: { phone },
  ip: ATTACKER_IP,
});
const registration = (form: RegisterRequest): AttackRequest => ({
  method: 'POST',
  url: '/api/users/register',
  payload: form,
  ip: ATTACKER_IP,
});
const errorsOf = (responses: AttackResponse[]) =>
  responses.map((response) => (response.status < 300 ? response.status : response.json<{ error: string }>().error));
const textsTo = (phone: string) => solapi.messages.filter((message) => message.to === digits(phone)).length;
/** A six-digit code that is surely not `code`. */
const wrongCode = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');

/**
 * Issue #12 item 5: one person registering again and again to farm referral rewards, attendance
 * points and first-deposit bonuses. Each phone is verified by a code the server texted to it, and
 * a phone number or bank account belongs to one member.
 */
describeAttack(
  'one person, many accounts',
  (target) => {
    /** Members holding this phone or this bank account. */
    async function membersWith(identity: { phone?: string; account?: string }): Promise<number> {
      const rows = await target()
        .harness.database.db.selectFrom('users')
        .select('id')
        .where('role', '=', 'member')
        .where((eb) =>
          eb.or([
            eb('phone', '=', digits(identity.phone ?? 'none')),
            eb('account_number', '=', digits(identity.account ?? 'none')),
          ]),
        )
        .execute();
      return rows.length;
    }

    async function textedCode(phone: string): Promise<string> {
      const response = await target().send(codeRequest(phone));
      expect(response.status, response.body).toBe(200);
      return solapi.latestCodeFor(phone);
    }

    it('registers one phone, name and bank account three times: only the first gets in', async () => {
      const person = registrationForm();
      const sameIdentity = () =>
        registrationForm({
          realname: person.realname,
          bank: person.bank,
          account: person.account,
          phone: person.phone,
        });

      const first = await target().send(registration({ ...person, verifyCode: await textedCode(person.phone) }));
      expect(first.status, first.body).toBe(201);

      // Again with the same phone: no code is texted, and a guessed one meets the phone's owner.
      const noCode = await target().send(codeRequest(person.phone));
      expect(noCode.json()).toMatchObject({
        error: 'phone_taken',
        fields: { phone: '이미 가입된 휴대폰 번호입니다.' },
      });
      const second = await target().send(registration({ ...sameIdentity(), verifyCode: '000000' }));
      expect(second.json()).toMatchObject({ error: 'phone_taken' });

      // A second SIM card: its code arrives, but the bank account already has its member.
      const secondSim = registrationForm().phone;
      const third = await target().send(
        registration({ ...sameIdentity(), phone: secondSim, verifyCode: await textedCode(secondSim) }),
      );
      expect(third.json()).toMatchObject({
        error: 'account_taken',
        fields: { account: '이미 등록된 계좌번호입니다.' },
      });

      expect(await membersWith({ phone: person.phone, account: person.account })).toBe(1);
      expect(await membersWith({ phone: secondSim })).toBe(0);
      await expectLedgerClean(target());
    });

    it(`registers one bank account from ${BURST} phones at once: one member`, async () => {
      const account = registrationForm().account;
      const forms: RegisterRequest[] = [];
      for (let index = 0; index < BURST; index++) {
        const form = registrationForm({ account });
        forms.push({ ...form, verifyCode: await textedCode(form.phone) });
      }
      const outcomes = errorsOf(await target().burst(BURST, (index) => registration(forms[index]!)));
      expect(outcomes.filter((outcome) => outcome === 201)).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'account_taken')).toHaveLength(BURST - 1);
      expect(await membersWith({ account })).toBe(1);
      await expectLedgerClean(target());
    });

    it(`sends ${BURST} wrong codes at once: five are checked, then even the right code is dead`, async () => {
      const form = registrationForm();
      const code = await textedCode(form.phone);
      const outcomes = errorsOf(
        await target().burst(BURST, () =>
          registration({ ...registrationForm({ phone: form.phone }), verifyCode: wrongCode(code) }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'invalid_verification_code')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'verification_code_locked')).toHaveLength(BURST - 5);

      const right = await target().send(registration({ ...form, verifyCode: code }));
      expect(right.json()).toMatchObject({ error: 'verification_code_locked' });
      expect(await membersWith({ phone: form.phone })).toBe(0);
      await expectLedgerClean(target());
    });

    it(`spends one code on ${BURST} registrations at once: one member`, async () => {
      const phone = registrationForm().phone;
      const code = await textedCode(phone);
      const outcomes = errorsOf(
        await target().burst(BURST, () => registration({ ...registrationForm({ phone }), verifyCode: code })),
      );
      expect(outcomes.filter((outcome) => outcome === 201)).toHaveLength(1);
      expect(await membersWith({ phone })).toBe(1);
      await expectLedgerClean(target());
    });

    it(`asks for a code again within 60 seconds, and ${BURST} times at once: one text message`, async () => {
      const phone = registrationForm().phone;
      const outcomes = errorsOf(await target().burst(BURST, () => codeRequest(phone)));
      expect(outcomes.filter((outcome) => outcome === 200)).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'verification_code_too_soon')).toHaveLength(BURST - 1);
      const again = await target().send(codeRequest(phone));
      expect(again.status).toBe(429);
      expect(again.json()).toMatchObject({ message: '인증번호는 60초 후에 다시 요청할 수 있습니다.' });
      expect(textsTo(phone)).toBe(1);
      await expectLedgerClean(target());
    });

    it('registers phone B with the code texted to phone A: refused', async () => {
      const phoneA = registrationForm();
      const phoneB = registrationForm();
      const codeForA = await textedCode(phoneA.phone);
      const asB = await target().send(registration({ ...phoneB, verifyCode: codeForA }));
      expect(asB.status).toBe(422);
      expect(asB.json()).toMatchObject({ error: 'verification_code_expired' });
      expect(await membersWith({ phone: phoneB.phone })).toBe(0);
      // The code was genuine: it registers the phone it was texted to.
      expect((await target().send(registration({ ...phoneA, verifyCode: codeForA }))).status).toBe(201);
      await expectLedgerClean(target());
    });
  },
  { env: solapi.env },
);
