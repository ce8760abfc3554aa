import type { AdminInquiry } from '@hanpan/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { downloadCsv } from '../utils/csv-download';
import { InquiriesPage } from './inquiries-page';

vi.mock('../utils/csv-download', () => ({ downloadCsv: vi.fn() }));

const INQUIRIES = 'GET /api/admin/inquiries';

const inquiry: AdminInquiry = {
  id: 7,
  title: '출금 문의',
  status: 'answered',
  has_reply: true,
  is_read: true,
  created_at: '2026-11-20T03:00:00.000Z',
  content: '출금이 늦어요.',
  reply_content: '처리되었습니다.',
  replied_at: '2026-11-20T04:00:00.000Z',
  user_info: { id: 3, username: 'member01', nickname: '회원일' },
};

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
  vi.mocked(downloadCsv).mockClear();
});

describe('InquiriesPage', () => {
  it('downloads the queue at the shown status as the server’s CSV', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [INQUIRIES]: ({ url }) =>
        url.searchParams.get('format') === 'csv'
          ? new Response('\uFEFF번호,작성일시\r\n7,2026-11-20T03:00:00.000Z\r\n', {
              headers: { 'content-type': 'text/csv; charset=utf-8' },
            })
          : jsonResponse({ results: [inquiry], count: 1, total_pages: 1 }),
    });
    renderWithProviders(
      <MemoryRouter>
        <InquiriesPage />
      </MemoryRouter>,
    );
    await screen.findByText('출금 문의');
    // The member by username (their page) with the nickname under it, as in every table.
    expect(screen.getByRole('link', { name: 'member01' }).getAttribute('href')).toBe('/admin/members/3');
    expect(screen.getByText('회원일')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'answered');
    await user.click(screen.getByRole('button', { name: 'CSV 다운로드' }));

    await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
    const csvCall = callsTo(fetchMock, INQUIRIES).find((call) => call.url.searchParams.get('format') === 'csv');
    expect(csvCall?.url.searchParams.get('status')).toBe('answered');
    expect(csvCall?.url.searchParams.has('page')).toBe(false);
    expect(vi.mocked(downloadCsv).mock.calls[0]?.[0]).toMatch(/^inquiries-\d{8}\.csv$/);
    expect(vi.mocked(downloadCsv).mock.calls[0]?.[1]).toContain('7,2026-11-20T03:00:00.000Z');
  });

  it('confirms an answer on the page after the answered inquiry leaves the waiting queue', async () => {
    const user = userEvent.setup();
    const waiting: AdminInquiry = {
      ...inquiry,
      status: 'open',
      has_reply: false,
      reply_content: null,
      replied_at: null,
    };
    let answered = false;
    mockApi({
      [INQUIRIES]: () =>
        jsonResponse(
          answered ? { results: [], count: 0, total_pages: 0 } : { results: [waiting], count: 1, total_pages: 1 },
        ),
      'POST /api/admin/inquiries/7/reply': () => {
        answered = true;
        return jsonResponse({ ...inquiry, reply_content: '확인했습니다.' });
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <InquiriesPage />
      </MemoryRouter>,
    );
    await user.click(await screen.findByText('출금 문의'));
    await user.type(screen.getByLabelText('답변'), '확인했습니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));

    await waitFor(() => expect(screen.queryByText('출금 문의')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('답변을 등록했습니다. 회원에게 알림이 갑니다.');
  });

  it('reads in English: the status filter, the count, the columns and an opened inquiry', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({
      [INQUIRIES]: () =>
        jsonResponse({ results: [{ ...inquiry, status: 'open', reply_content: null }], count: 1, total_pages: 1 }),
    });
    renderWithProviders(
      <MemoryRouter>
        <InquiriesPage />
      </MemoryRouter>,
    );

    expect(await screen.findByText('1 inquiry')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Subject' })).toBeTruthy();
    expect(screen.getAllByText('Awaiting reply').length).toBeGreaterThan(0);
    await user.click(screen.getByText('출금 문의'));
    expect(screen.getByRole('form', { name: 'Reply to inquiry 7' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close inquiry' })).toBeTruthy();
  });
});
