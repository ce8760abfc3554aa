import type { AdminInquiry } from '@hanpan/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { InquiryReplyForm } from './inquiry-reply-form';

const ROUTE = 'POST /api/admin/inquiries/12/reply';
const inquiry: AdminInquiry = {
  id: 12,
  title: '출금 문의',
  status: 'open',
  has_reply: false,
  is_read: true,
  created_at: '2026-11-20T03:00:00.000Z',
  content: '출금이 언제 되나요?\n확인 부탁드립니다.',
  reply_content: null,
  replied_at: null,
  user_info: { id: 3, username: 'member01', nickname: '회원일' },
};

const onAnswered = vi.fn();

beforeEach(() => {
  onAnswered.mockReset();
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('InquiryReplyForm', () => {
  it('shows the member’s text and refuses an empty answer without sending', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderWithProviders(<InquiryReplyForm inquiry={inquiry} onAnswered={onAnswered} />);
    expect(screen.getByText(/출금이 언제 되나요\?/)).toBeTruthy();

    await user.type(screen.getByLabelText('답변'), '   ');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(screen.getByText('답변을 입력해주세요.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed answer and confirms it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [ROUTE]: ({ body }) =>
        jsonResponse({
          ...inquiry,
          status: 'answered',
          has_reply: true,
          reply_content: (body as { reply_content: string }).reply_content,
          replied_at: '2026-11-20T04:00:00.000Z',
        }),
    });
    renderWithProviders(<InquiryReplyForm inquiry={inquiry} onAnswered={onAnswered} />);

    await user.type(screen.getByLabelText('답변'), '  오늘 처리되었습니다.  ');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    await waitFor(() => expect(onAnswered).toHaveBeenCalledWith('답변을 등록했습니다. 회원에게 알림이 갑니다.'));
    expect(callsTo(fetchMock, ROUTE)[0]?.body).toEqual({ reply_content: '오늘 처리되었습니다.' });
  });

  it('shows the server’s refusal, and an answered inquiry shows its answer instead of the form', async () => {
    const user = userEvent.setup();
    mockApi({ [ROUTE]: () => jsonResponse({ error: 'already_answered', message: '이미 답변한 문의입니다.' }, 409) });
    const { rerender } = renderWithProviders(<InquiryReplyForm inquiry={inquiry} onAnswered={onAnswered} />);
    await user.type(screen.getByLabelText('답변'), '답변');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe('이미 답변한 문의입니다.');
    expect(onAnswered).not.toHaveBeenCalled();

    rerender(
      <InquiryReplyForm
        onAnswered={onAnswered}
        inquiry={{ ...inquiry, status: 'answered', has_reply: true, reply_content: '처리 완료' }}
      />,
    );
    expect(screen.getByText('처리 완료')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '답변 등록' })).toBeNull();
  });
});
