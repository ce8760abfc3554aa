import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { InquiryBoard } from './inquiry-board';

const answered = {
  id: 8,
  title: '출금이 지연돼요',
  status: 'answered',
  has_reply: true,
  is_read: false,
  created_at: '2024-05-03T09:00:00.000Z',
};
const open = {
  id: 7,
  title: '보너스 문의',
  status: 'open',
  has_reply: false,
  is_read: true,
  created_at: '2024-05-02T09:00:00.000Z',
};
const list = { results: [answered, open], total_pages: 2, count: 12 };

const details = {
  8: {
    ...answered,
    is_read: true,
    content: '어제 신청한 출금이\n아직이에요 <img src=x onerror=alert(1)>',
    reply_content: '확인 후 처리해드렸습니다.',
    replied_at: '2024-05-03T10:00:00.000Z',
  },
  7: { ...open, content: '슬롯 보너스 롤링은?', reply_content: null, replied_at: null },
};

function Page() {
  const [page, setPage] = useState(1);
  return <InquiryBoard page={page} onPageChange={setPage} />;
}

const routes = {
  'GET /api/inquiries/inquiries': () => jsonResponse(list),
  'GET /api/inquiries/inquiries/8': () => jsonResponse(details[8]),
  'GET /api/inquiries/inquiries/7': () => jsonResponse(details[7]),
};

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('InquiryBoard', () => {
  it('lists Date, Title and Status with the spec badges, and pages', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(routes);
    renderWithProviders(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: 'Inquire' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Inquire' });
    expect(within(table).getByText('LOADING...')).toBeTruthy();
    const row = await within(table).findByRole('row', { name: /출금이 지연돼요/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Title', 'Status', '상세']);
    expect(within(row).getByText('답변완료').dataset.tone).toBe('purple');
    expect(within(row).getByText('새 답변,')).toBeTruthy();
    expect(within(table).getByText('답변대기').dataset.tone).toBe('green');
    expect(callsTo(fetchMock, 'GET /api/inquiries/inquiries')[0]?.url.search).toBe('?page=1&size=10');

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/inquiries/inquiries').map((call) => call.url.searchParams.get('page')),
      ).toEqual(['1', '2']),
    );
  });

  it('opens an inquiry: Loading..., then its content and Reply line; fetched once, then cached', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      ...routes,
      'GET /api/inquiries/inquiries/8': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<Page />);
    const row = await screen.findByRole('row', { name: /출금이 지연돼요/ });

    await user.click(row);
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.getByText('Reply:')).toBeTruthy();
    answer(jsonResponse(details[8]));
    expect(await screen.findByText('확인 후 처리해드렸습니다.')).toBeTruthy();
    expect(screen.getByText('Reply:')).toBeTruthy();
    const content = screen.getByText(/어제 신청한 출금이/);
    expect(content.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    // Opening the reply read it: the row says so.
    expect(within(row).queryByText('새 답변,')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/inquiries/inquiries/8')[0]?.headers.get('Accept')).toBe('application/json');

    await user.click(row);
    await user.click(row);
    expect(screen.getByText('확인 후 처리해드렸습니다.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/inquiries/inquiries/8')).toHaveLength(1);

    await user.click(screen.getByRole('row', { name: /보너스 문의/ }));
    expect(await screen.findByText('No reply yet')).toBeTruthy();
    expect(screen.getByText('슬롯 보너스 롤링은?')).toBeTruthy();
  });

  it('Mark as read and Clear All act on this screen only', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(routes);
    renderWithProviders(<Page />);
    const row = await screen.findByRole('row', { name: /출금이 지연돼요/ });

    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(within(row).queryByText('새 답변,')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByText('NO MESSAGES')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as read' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('says NO MESSAGES with both actions disabled when there are none', async () => {
    mockApi({ 'GET /api/inquiries/inquiries': () => jsonResponse({ results: [], total_pages: 0, count: 0 }) });
    renderWithProviders(<Page />);

    expect(await screen.findByText('NO MESSAGES')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as read' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveProperty('disabled', true);
  });
});

describe('InquiryBoard in English', () => {
  it('shows the board, the Reply line and the form in English, leaving the inquiries as written', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const fetchMock = mockApi(routes);
    renderWithProviders(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: 'Inquire' })).toBeTruthy();
    expect(screen.getByText('Have a question? Leave it here and our team will get back to you.')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /출금이 지연돼요/ });
    expect(within(row).getByText('New reply,')).toBeTruthy();
    expect(within(row).getByText('Answered').dataset.tone).toBe('purple');
    expect(screen.getByText('Awaiting reply').dataset.tone).toBe('green');

    await user.click(screen.getByRole('row', { name: /보너스 문의/ }));
    expect(await screen.findByText('No reply yet')).toBeTruthy();
    expect(screen.getByText('Reply:')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'New inquiry' });
    expect(within(form).getByText('0 / 5,000 characters')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send inquiry' }));
    expect(within(form).getByRole('textbox', { name: 'Subject' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Enter the title.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/inquiries/inquiries')).toHaveLength(0);
  });
});
