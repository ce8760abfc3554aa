import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { InquiryForm } from './inquiry-form';

const INQUIRY_SENT_TEXT = '문의가 접수되었습니다. 답변이 등록되면 알림으로 알려드립니다.';

const created = {
  id: 9,
  title: '보너스 문의',
  status: 'open',
  has_reply: false,
  is_read: true,
  created_at: '2024-05-03T09:00:00.000Z',
  content: '롤링 조건이 궁금해요',
  reply_content: null,
  replied_at: null,
};

const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`) as HTMLInputElement;

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('InquiryForm', () => {
  it('checks the fields with the contract before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderWithProviders(<InquiryForm />);

    await user.type(screen.getByRole('textbox', { name: '내용' }), '   ');
    await user.click(screen.getByRole('button', { name: '문의하기' }));

    expect(screen.getByText('제목을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('내용을 입력해주세요.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '제목' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends title and content, then clears the form and says it was received', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    const fetchMock = mockApi({ 'POST /api/inquiries/inquiries': () => jsonResponse(created, 201) });
    renderWithProviders(<InquiryForm onCreated={onCreated} />);

    await user.type(field('title'), '  보너스 문의 ');
    await user.type(field('content'), '롤링 조건이{Enter}궁금해요');
    await user.click(screen.getByRole('button', { name: '문의하기' }));

    expect(await screen.findByText(INQUIRY_SENT_TEXT)).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST /api/inquiries/inquiries');
    expect(call?.body).toEqual({ title: '보너스 문의', content: '롤링 조건이\n궁금해요' });
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(field('title').value).toBe('');
    expect(field('content').value).toBe('');
    expect(onCreated).toHaveBeenCalledOnce();
  });

  it('shows the server field errors and message', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/inquiries/inquiries': () =>
        jsonResponse(
          {
            error: 'validation_failed',
            message: '입력값을 확인해주세요.',
            fields: { title: '제목에 사용할 수 없는 문자가 있습니다.' },
          },
          400,
        ),
    });
    renderWithProviders(<InquiryForm />);

    await user.type(field('title'), '제목');
    await user.type(field('content'), '내용');
    await user.click(screen.getByRole('button', { name: '문의하기' }));

    expect(await screen.findByText('제목에 사용할 수 없는 문자가 있습니다.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('입력값을 확인해주세요.');
    await waitFor(() => expect(screen.getByRole('button', { name: '문의하기' })).toHaveProperty('disabled', false));
    expect(field('title').value).toBe('제목');
  });
});

describe('InquiryForm in English', () => {
  it('labels the fields and says the inquiry was received in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({ 'POST /api/inquiries/inquiries': () => jsonResponse(created, 201) });
    renderWithProviders(<InquiryForm />);

    expect(screen.getByText("You'll find our reply on this page and in your notifications.")).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Bonus');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Rollover?');
    expect(screen.getByText('9 / 5,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));

    expect(
      await screen.findByText("Your inquiry has been received. We'll notify you as soon as we reply."),
    ).toBeTruthy();
  });
});
