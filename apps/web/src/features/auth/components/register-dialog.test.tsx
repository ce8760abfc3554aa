import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/alert-host';
import { openRegister } from '@/lib/auth/auth-dialogs';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createRegistrationForm, createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { AuthDialogs } from './auth-dialogs';

// Spec sections 5 and 8, word for word.
const PASSWORD_MISMATCH_MESSAGE = '비밀번호가 일치하지 않습니다.';
const REGISTER_FAILED_MESSAGE = '회원가입에 실패했습니다. 다른 아이디를 사용하거나 다시 시도해주세요.';
const REGISTER_SUCCESS_MESSAGE = '회원가입이 완료되었습니다. 자동으로 로그인됩니다.';

const fetchMock = vi.fn<typeof fetch>();

const validForm = {
  아이디: 'player01',
  이름: '홍길동',
  비밀번호: 'mint7walrus',
  '비밀번호 확인': 'mint7walrus',
  닉네임: '행운왕',
  생년월일: '1990-01-01',
  '뒷자리 첫 숫자': '1',
  계좌번호: '12345678901',
  '휴대폰 번호': '010-1234-5678',
  인증번호: '123456',
};

type Dialog = ReturnType<typeof within>;

async function renderRegisterDialog(title = '회원가입') {
  const user = userEvent.setup();
  render(
    <>
      <AuthDialogs />
      <AlertHost />
    </>,
  );
  openRegister();
  // The dialog is its own chunk: the first test of the file waits for its modules to be transformed.
  const dialog = within(await screen.findByRole('dialog', { name: title }, { timeout: 5_000 }));
  return { user, dialog };
}

async function fillForm(user: UserEvent, dialog: Dialog, overrides: Partial<typeof validForm> = {}) {
  for (const [label, value] of Object.entries({ ...validForm, ...overrides })) {
    if (value) await user.type(dialog.getByLabelText(label), value);
  }
  await user.selectOptions(dialog.getByLabelText('은행'), '국민은행');
  await user.selectOptions(dialog.getByLabelText('통신사'), 'SKT');
}

async function alertText() {
  return (await screen.findByRole('alertdialog')).textContent;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('RegisterDialog', () => {
  it('alerts on a password mismatch and sends nothing', async () => {
    const { user, dialog } = await renderRegisterDialog();
    await fillForm(user, dialog, { '비밀번호 확인': 'different9' });

    await user.click(dialog.getByRole('button', { name: '회원가입' }));

    expect(await alertText()).toContain(PASSWORD_MISMATCH_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the contract’s field errors and sends nothing', async () => {
    const { user, dialog } = await renderRegisterDialog();
    await fillForm(user, dialog, { 아이디: 'AB', 인증번호: '12' });

    await user.click(dialog.getByRole('button', { name: '회원가입' }));

    expect(dialog.getByText('아이디는 영문 소문자와 숫자로 4~16자여야 합니다.')).toBeTruthy();
    expect(dialog.getByText('인증번호는 숫자 6자리입니다.')).toBeTruthy();
    expect(dialog.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the whole form, alerts success and logs the new member in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(createSessionResponse(), 201));
    const { user, dialog } = await renderRegisterDialog();
    await fillForm(user, dialog);
    await user.type(dialog.getByLabelText('추천코드'), 'FRIEND1');

    await user.click(dialog.getByRole('button', { name: '회원가입' }));

    expect(await alertText()).toContain(REGISTER_SUCCESS_MESSAGE);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/register');
    expect(JSON.parse(String(init?.body))).toEqual(createRegistrationForm({ recommend: 'FRIEND1' }));
    expect(sessionStore.getSession()?.user.username).toBe('player01');
    expect(screen.queryByRole('dialog', { name: '회원가입' })).toBeNull();
  });

  it('leaves out a blank referral code', async () => {
    fetchMock.mockResolvedValue(jsonResponse(createSessionResponse(), 201));
    const { user, dialog } = await renderRegisterDialog();
    await fillForm(user, dialog);

    await user.click(dialog.getByRole('button', { name: '회원가입' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).not.toHaveProperty('recommend');
  });

  it('alerts failure and shows the server’s field errors under their fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: 'validation_failed',
          message: '입력값을 확인해주세요.',
          fields: { username: '이미 사용 중인 아이디입니다.' },
        },
        409,
      ),
    );
    const { user, dialog } = await renderRegisterDialog();
    await fillForm(user, dialog);

    await user.click(dialog.getByRole('button', { name: '회원가입' }));

    expect(await alertText()).toContain(REGISTER_FAILED_MESSAGE);
    const username = dialog.getByLabelText('아이디');
    const errorId = username.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('이미 사용 중인 아이디입니다.');
    expect(sessionStore.getSession()).toBeNull();
  });

  it('counts a success answer without user or token as a failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }, 201));
    const { user, dialog } = await renderRegisterDialog();
    await fillForm(user, dialog);

    await user.click(dialog.getByRole('button', { name: '회원가입' }));

    expect(await alertText()).toContain(REGISTER_FAILED_MESSAGE);
    expect(sessionStore.getSession()).toBeNull();
  });

  it('asks the server to text a code to the phone and says it was sent', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ expires_at: '2026-11-20T03:10:00.000Z', resend_at: '2026-11-20T03:01:00.000Z' }),
    );
    const { user, dialog } = await renderRegisterDialog();
    await user.type(dialog.getByLabelText('휴대폰 번호'), '010-1234-5678');

    await user.click(dialog.getByRole('button', { name: '인증번호 요청' }));

    expect((await dialog.findByRole('status')).textContent).toContain('인증번호를 요청했습니다');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/phone-verification');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '010-1234-5678' });
    expect(dialog.getByText('인증번호는 10분 이내에 입력해주세요.')).toBeTruthy();
  });

  it('shows the server’s refusal under the phone field, and nothing as sent', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: 'verification_code_too_soon', message: '인증번호는 60초 후에 다시 요청할 수 있습니다.' },
        429,
      ),
    );
    const { user, dialog } = await renderRegisterDialog();
    await user.type(dialog.getByLabelText('휴대폰 번호'), '010-1234-5678');

    await user.click(dialog.getByRole('button', { name: '인증번호 요청' }));

    expect(await dialog.findByText('인증번호는 60초 후에 다시 요청할 수 있습니다.')).toBeTruthy();
    expect(dialog.getByLabelText('휴대폰 번호').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.queryByRole('status')).toBeNull();
  });

  it('asks for a valid phone number before requesting a code', async () => {
    const { user, dialog } = await renderRegisterDialog();
    await user.type(dialog.getByLabelText('휴대폰 번호'), '02-123-4567');

    await user.click(dialog.getByRole('button', { name: '인증번호 요청' }));

    expect(dialog.getByText('휴대폰 번호는 010-1234-5678 형식으로 입력해주세요.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('limits the birth suffix to one character', async () => {
    const { user, dialog } = await renderRegisterDialog();
    const suffix = dialog.getByLabelText<HTMLInputElement>('뒷자리 첫 숫자');

    await user.type(suffix, '12');

    expect(suffix.value).toBe('1');
  });

  it('speaks English: labels, banks and carriers by their English names, the mismatch alert and the code request', async () => {
    await i18n.changeLanguage('en');
    fetchMock.mockResolvedValue(
      jsonResponse({ expires_at: '2026-11-20T03:10:00.000Z', resend_at: '2026-11-20T03:01:00.000Z' }),
    );
    const { user, dialog } = await renderRegisterDialog('Register');

    expect(dialog.getByText('Enter the code within 10 minutes.')).toBeTruthy();
    expect(dialog.getByText(/Already a member\?/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Log in' })).toBeTruthy();
    const bank = dialog.getByLabelText<HTMLSelectElement>('Bank');
    expect(within(bank).getByRole('option', { name: 'KB Kookmin Bank' })).toBeTruthy();
    // The value sent is the contract's.
    await user.selectOptions(bank, 'KB Kookmin Bank');
    expect(bank.value).toBe('국민은행');
    expect(
      within(dialog.getByLabelText('Mobile carrier')).getByRole('option', { name: 'MVNO (budget carrier)' }),
    ).toBeTruthy();

    await user.type(dialog.getByLabelText('Mobile number'), '010-1234-5678');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect((await dialog.findByRole('status')).textContent).toBe('Code sent. Enter the code you received.');

    await user.type(dialog.getByLabelText('Password'), 'mint7walrus');
    await user.type(dialog.getByLabelText('Confirm password'), 'different9');
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await alertText()).toContain("The passwords don't match.");
    expect(dialog.getByText('Enter your username.')).toBeTruthy();
  });
});
