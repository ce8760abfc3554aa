import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { AlertCenter } from './alert-center';

const CLEAR_MESSAGES_CONFIRM = '이 페이지의 메시지를 모두 삭제할까요?';

interface TestMessage {
  id: number;
  subject: string;
  body: string;
  created_at: string;
  is_read: boolean;
}

/** A tiny server: the list reflects mark-read and delete calls, like the real one. */
function messageServer(initial: TestMessage[]) {
  let messages = initial.map((message) => ({ ...message }));
  const list = () => ({
    results: messages,
    total_pages: messages.length === 0 ? 0 : 1,
    count: messages.length,
    unread_count: messages.filter((message) => !message.is_read).length,
  });
  return mockApi({
    'GET /api/users/messages': () => jsonResponse(list()),
    'POST /api/users/messages/mark-read': ({ body }) => {
      const ids = (body as { message_ids: number[] }).message_ids;
      messages = messages.map((message) => (ids.includes(message.id) ? { ...message, is_read: true } : message));
      return jsonResponse({ updated: ids.length });
    },
    'POST /api/users/messages/delete': ({ body }) => {
      const ids = (body as { message_ids: number[] }).message_ids;
      messages = messages.filter((message) => !ids.includes(message.id));
      return jsonResponse({ updated: ids.length });
    },
  });
}

const seed: TestMessage[] = [
  {
    id: 3,
    subject: '출금 처리 안내',
    body: '요청하신 출금이\n처리되었습니다. <b>굵게</b>',
    created_at: '2024-05-03T09:00:00.000Z',
    is_read: false,
  },
  { id: 2, subject: '이벤트 당첨', body: '축하합니다', created_at: '2024-05-02T09:00:00.000Z', is_read: false },
  {
    id: 1,
    subject: '환영합니다',
    body: '한판에 오신 것을 환영합니다',
    created_at: '2024-05-01T09:00:00.000Z',
    is_read: true,
  },
];

function Page() {
  const [page, setPage] = useState(1);
  return <AlertCenter page={page} onPageChange={setPage} />;
}

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('AlertCenter', () => {
  it('lists the messages with subject, date and read state', async () => {
    const fetchMock = messageServer(seed);
    renderWithProviders(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: 'Alert Center' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Alert Center' });
    const row = await within(table).findByRole('row', { name: /출금 처리 안내/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Subject', 'Date', 'Status', '상세']);
    expect(within(row).getByText('안 읽음')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /환영합니다/ }).textContent).toContain('읽음');
    expect(screen.getByText('읽지 않은 메시지가 2개 있습니다.')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'GET /api/users/messages');
    expect(call?.url.search).toBe('?page=1&size=10');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');
  });

  it('opening a message shows its body as text and marks that one read, then refetches', async () => {
    const user = userEvent.setup();
    const fetchMock = messageServer(seed);
    renderWithProviders(<Page />);
    const row = await screen.findByRole('row', { name: /출금 처리 안내/ });

    await user.click(row);

    const body = screen.getByText(/요청하신 출금이/);
    expect(body.textContent).toBe('요청하신 출금이\n처리되었습니다. <b>굵게</b>');
    expect(body.querySelector('b')).toBeNull();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/users/messages/mark-read').map((call) => call.body)).toEqual([
        { message_ids: [3] },
      ]),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/users/messages')).toHaveLength(2));
    expect(within(row).queryByText('안 읽음')).toBeNull();

    // A read message does not call again.
    await user.click(row);
    await user.click(screen.getByRole('row', { name: /환영합니다/ }));
    expect(callsTo(fetchMock, 'POST /api/users/messages/mark-read')).toHaveLength(1);
  });

  it('Mark as read sends the unread ids of the page', async () => {
    const user = userEvent.setup();
    const fetchMock = messageServer(seed);
    renderWithProviders(<Page />);
    await screen.findByRole('row', { name: /출금 처리 안내/ });

    await user.click(screen.getByRole('button', { name: 'Mark as read' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/users/messages/mark-read').map((call) => call.body)).toEqual([
        { message_ids: [3, 2] },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as read' })).toHaveProperty('disabled', true));
    expect(screen.queryByText('안 읽음')).toBeNull();
  });

  it('Clear All deletes every message on the page after confirming, then refetches', async () => {
    const user = userEvent.setup();
    const fetchMock = messageServer(seed);
    renderWithProviders(<Page />);
    await screen.findByRole('row', { name: /출금 처리 안내/ });

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(CLEAR_MESSAGES_CONFIRM)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '확인' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/users/messages/delete').map((call) => call.body)).toEqual([
        { message_ids: [3, 2, 1] },
      ]),
    );
    expect(await screen.findByText('NO DATA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Mark as read' })).toHaveProperty('disabled', true);
  });

  it('keeps the messages when Clear All is cancelled', async () => {
    const user = userEvent.setup();
    const fetchMock = messageServer(seed);
    renderWithProviders(<Page />);
    await screen.findByRole('row', { name: /출금 처리 안내/ });

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));

    expect(callsTo(fetchMock, 'POST /api/users/messages/delete')).toHaveLength(0);
    expect(screen.getByRole('row', { name: /출금 처리 안내/ })).toBeTruthy();
  });

  it('tells the member when marking fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/users/messages': () => jsonResponse({ results: seed, total_pages: 1, count: 3, unread_count: 2 }),
      'POST /api/users/messages/mark-read': () =>
        jsonResponse({ error: 'validation_failed', message: '메시지를 선택해주세요.' }, 400),
    });
    renderWithProviders(<Page />);
    await screen.findByRole('row', { name: /출금 처리 안내/ });

    await user.click(screen.getByRole('button', { name: 'Mark as read' }));

    expect(within(await screen.findByRole('alertdialog')).getByText('메시지를 선택해주세요.')).toBeTruthy();
  });
});

describe('AlertCenter in English', () => {
  it('shows the page, the read states and the questions in English, leaving the messages as written', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    messageServer(seed);
    renderWithProviders(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: 'Alert Center' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /출금 처리 안내/ });
    expect(screen.getByText('You have 2 unread messages.')).toBeTruthy();
    expect(within(row).getByText('Unread')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /환영합니다/ })).getByText('Read')).toBeTruthy();

    await user.click(row);
    await waitFor(() => expect(screen.getByText('You have 1 unread message.')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(within(await screen.findByRole('alertdialog')).getByText('Delete all messages on this page?')).toBeTruthy();
  });
});
