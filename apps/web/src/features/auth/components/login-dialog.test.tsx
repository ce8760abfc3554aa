import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openLogin, useAuthDialog } from '@/lib/auth/auth-dialogs';
import { REMEMBER_ME_STORAGE_KEY } from '@/lib/auth/session-store';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { AuthDialogs } from './auth-dialogs';

/** Spec section 8: shown when a failed login carries no text of its own. */
const LOGIN_FAILED_MESSAGE = '로그인에 실패했습니다. 아이디 또는 비밀번호를 확인해주세요.';

const fetchMock = vi.fn<typeof fetch>();

function OpenDialogProbe() {
  return <output data-testid="open-dialog">{useAuthDialog() ?? 'none'}</output>;
}

async function renderLoginDialog(title = '로그인') {
  const user = userEvent.setup();
  render(
    <>
      <AuthDialogs />
      <OpenDialogProbe />
    </>,
  );
  openLogin();
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, dialog: within(dialog) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('LoginDialog', () => {
  it('requires username and password before calling the server', async () => {
    const { user, dialog } = await renderLoginDialog();

    await user.click(dialog.getByRole('button', { name: '로그인' }));

    expect(dialog.getByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(dialog.getByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the text the server sent when login fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'invalid_credentials', message: '아이디 또는 비밀번호가 올바르지 않습니다.' }, 401),
    );
    const { user, dialog } = await renderLoginDialog();

    await user.type(dialog.getByLabelText('아이디'), 'player01');
    await user.type(dialog.getByLabelText('비밀번호'), 'wrong-pass1');
    await user.click(dialog.getByRole('button', { name: '로그인' }));

    expect((await dialog.findByRole('alert')).textContent).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
    expect(sessionStore.getSession()).toBeNull();
    // The form keeps what was typed so the member can correct it.
    expect(dialog.getByLabelText<HTMLInputElement>('아이디').value).toBe('player01');
  });

  it('falls back to the spec text when the failure carries no text', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }));
    const { user, dialog } = await renderLoginDialog();

    await user.type(dialog.getByLabelText('아이디'), 'player01');
    await user.type(dialog.getByLabelText('비밀번호'), 'mint7walrus');
    await user.click(dialog.getByRole('button', { name: '로그인' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('shows "로그인 중..." while submitting, then logs in, remembers and closes', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, dialog } = await renderLoginDialog();

    await user.type(dialog.getByLabelText('아이디'), 'player01');
    await user.type(dialog.getByLabelText('비밀번호'), 'mint7walrus');
    await user.click(dialog.getByLabelText('로그인 상태 유지'));
    await user.click(dialog.getByRole('button', { name: '로그인' }));

    const submit = await dialog.findByRole('button', { name: '로그인 중...' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'player01',
      password: 'mint7walrus',
      rememberMe: true,
    });

    answer(jsonResponse(createSessionResponse()));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull());
    expect(screen.getByTestId('open-dialog').textContent).toBe('none');
    expect(sessionStore.getToken()).toBe('token-abc');
    expect(window.localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBe('true');
  });

  it('shows and hides the password', async () => {
    const { user, dialog } = await renderLoginDialog();
    const password = dialog.getByLabelText<HTMLInputElement>('비밀번호');

    expect(password.type).toBe('password');
    await user.click(dialog.getByRole('button', { name: '비밀번호 보기' }));
    expect(password.type).toBe('text');
    await user.click(dialog.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(password.type).toBe('password');
  });

  it('switches to the registration dialog', async () => {
    const { user, dialog } = await renderLoginDialog();

    await user.click(dialog.getByRole('button', { name: '회원가입' }));

    expect(await screen.findByRole('dialog', { name: '회원가입' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull();
  });

  it('speaks English: labels, the password toggle, the fallback failure and the switch to registration', async () => {
    await i18n.changeLanguage('en');
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }));
    const { user, dialog } = await renderLoginDialog('Log in');

    expect(dialog.getByText('Welcome to Hanpan.')).toBeTruthy();
    expect(dialog.getByPlaceholderText('Enter your username')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect(dialog.getByText('Enter your username.')).toBeTruthy();

    await user.type(dialog.getByLabelText('Username'), 'player01');
    await user.type(dialog.getByLabelText('Password'), 'mint7walrus');
    await user.click(dialog.getByRole('button', { name: 'Show password' }));
    expect(dialog.getByRole('button', { name: 'Hide password' })).toBeTruthy();
    expect(dialog.getByLabelText('Keep me logged in')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Login failed. Please check your username and password.',
    );

    expect(dialog.getByText(/Not a member yet\?/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeTruthy();
  });
});
