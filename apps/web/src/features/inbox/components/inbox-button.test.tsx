import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { InboxButton } from './inbox-button';

interface TestNotification {
  id: number;
  type: string;
  title: string;
  message: string;
  time: string;
  read: boolean;
  action: unknown;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const seed: TestNotification[] = [
  {
    id: 5,
    type: 'message',
    title: '새 메시지',
    message: '운영팀 메시지가 도착했습니다.',
    time: minutesAgo(2),
    read: false,
    action: { type: 'deep_link', target: 'Messages' },
  },
  {
    id: 4,
    type: 'win',
    title: '당첨금 지급',
    message: '축하합니다',
    time: minutesAgo(90),
    read: false,
    action: { type: 'deep_link', target: 'sweet-bonanza', params: { game_id: 7 } },
  },
  {
    id: 3,
    type: 'promotion',
    title: '텔레그램',
    message: '채널 안내',
    time: minutesAgo(60 * 30),
    read: true,
    action: { type: 'external_link', target: 'https://t.me/hanpan_cs' },
  },
  {
    id: 2,
    type: 'jackpot_party',
    title: '모르는 종류',
    message: '회색',
    time: minutesAgo(60 * 24 * 3),
    read: true,
    action: { type: 'teleport', target: 'moon' },
  },
  {
    id: 1,
    type: 'security',
    title: '보안 알림',
    message: '새 기기 로그인',
    time: minutesAgo(60 * 24 * 10),
    read: true,
    action: null,
  },
];

/** A tiny server holding notifications, applying mark-read and dismiss like the real one. */
function inboxServer(initial: TestNotification[]) {
  let items = initial.map((item) => ({ ...item }));
  const picks = (body: unknown, id: number) => {
    const request = body as { ids?: number[]; all?: true };
    return request.all === true || (request.ids?.includes(id) ?? false);
  };
  const summary = (updated: number) =>
    jsonResponse({ updated, unread_count: items.filter((item) => !item.read).length });
  return mockApi({
    'GET /api/users/notifications': () =>
      jsonResponse({
        results: items,
        total_pages: items.length ? 1 : 0,
        count: items.length,
        unread_count: items.filter((item) => !item.read).length,
      }),
    'POST /api/users/notifications/mark-read': ({ body }) => {
      const before = items.filter((item) => !item.read).length;
      items = items.map((item) => (picks(body, item.id) ? { ...item, read: true } : item));
      return summary(before - items.filter((item) => !item.read).length);
    },
    'POST /api/users/notifications/dismiss': ({ body }) => {
      const before = items.length;
      items = items.filter((item) => !picks(body, item.id));
      return summary(before - items.length);
    },
  });
}

async function openInbox() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '알림함' }));
  return { user, panel: await screen.findByRole('dialog', { name: '알림함' }) };
}

const itemNamed = (panel: HTMLElement, title: string) => {
  const item = within(panel).getByText(title).closest('li');
  if (!item) throw new Error(`no notification ${title}`);
  return item;
};

/** The notification's own button (the other one dismisses it). */
const openButtonOf = (panel: HTMLElement, title: string) => {
  const [button] = within(itemNamed(panel, title)).getAllByRole('button');
  if (!button) throw new Error(`no button for ${title}`);
  return button;
};

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('InboxButton', () => {
  it('shows the unread count on the bell', async () => {
    const fetchMock = inboxServer(seed);
    renderWithRouter(<InboxButton />);

    expect((await screen.findByTestId('inbox-unread-count')).textContent).toBe('2');
    expect(screen.getByRole('button', { name: '알림함' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('읽지 않은 알림 2개')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'GET /api/users/notifications');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(call?.url.searchParams.get('size')).toBe('100');
  });

  it('lists the notifications, newest first, each with its type colour and icon (unknown types grey)', async () => {
    inboxServer(seed);
    renderWithRouter(<InboxButton />);
    await screen.findByTestId('inbox-unread-count');
    const { panel } = await openInbox();

    const list = within(panel).getByRole('list', { name: '알림 목록' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.dataset.type),
    ).toEqual(['message', 'win', 'promotion', 'jackpot_party', 'security']);
    const message = itemNamed(panel, '새 메시지');
    expect(message.dataset.read).toBe('false');
    expect(message.querySelector('.lucide-mail')?.parentElement?.className).toContain('text-violet-300');
    expect(within(message).getByText('2분 전')).toBeTruthy();
    expect(itemNamed(panel, '당첨금 지급').querySelector('.lucide-trophy')?.parentElement?.className).toContain(
      'text-emerald-300',
    );
    expect(itemNamed(panel, '보안 알림').querySelector('.lucide-shield-alert')).toBeTruthy();
    const unknown = itemNamed(panel, '모르는 종류').querySelector('.lucide-bell')?.parentElement;
    expect(unknown?.className).toContain('bg-ink-700');
    expect(within(panel).getByText('Showing all 5 notifications')).toBeTruthy();
  });

  it('says so when there is nothing, with the spec texts', async () => {
    inboxServer([]);
    renderWithRouter(<InboxButton />);
    const { panel } = await openInbox();

    expect(await within(panel).findByText('Nothing here yet')).toBeTruthy();
    expect(within(panel).getByText('You have no notifications to display yet.')).toBeTruthy();
    expect(within(panel).getByText('Showing all 0 notifications')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /Mark all as read/ })).toHaveProperty('disabled', true);
    expect(within(panel).getByRole('button', { name: /Dismiss all/ })).toHaveProperty('disabled', true);
  });

  it('clicking one marks it read, follows its deep link and closes the panel', async () => {
    const fetchMock = inboxServer(seed);
    renderWithRouter(<InboxButton />, { route: '/' });
    await screen.findByTestId('inbox-unread-count');
    const { user, panel } = await openInbox();

    await user.click(openButtonOf(panel, '새 메시지'));

    expect(screen.getByTestId('location').textContent).toBe('/messages');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/users/notifications/mark-read').map((call) => call.body)).toEqual([
      { ids: [5] },
    ]);
    await waitFor(() => expect(screen.getByTestId('inbox-unread-count').textContent).toBe('1'));
  });

  it('a deep link with a game_id goes to /game/{target}', async () => {
    inboxServer(seed);
    renderWithRouter(<InboxButton />);
    await screen.findByTestId('inbox-unread-count');
    const { user, panel } = await openInbox();

    await user.click(openButtonOf(panel, '당첨금 지급'));

    expect(screen.getByTestId('location').textContent).toBe('/game/sweet-bonanza');
  });

  it('an external link opens in a new tab without opener; a read one is not marked again', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = inboxServer(seed);
    renderWithRouter(<InboxButton />);
    await screen.findByTestId('inbox-unread-count');
    const { user, panel } = await openInbox();

    await user.click(openButtonOf(panel, '텔레그램'));

    expect(open).toHaveBeenCalledExactlyOnceWith('https://t.me/hanpan_cs', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/users/notifications/mark-read')).toHaveLength(0);
  });

  it('an unknown or missing action does nothing, and the panel stays', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    inboxServer(seed);
    renderWithRouter(<InboxButton />, { route: '/notice' });
    await screen.findByTestId('inbox-unread-count');
    const { user, panel } = await openInbox();

    await user.click(openButtonOf(panel, '모르는 종류'));
    await user.click(openButtonOf(panel, '보안 알림'));

    expect(screen.getByTestId('location').textContent).toBe('/notice');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '알림함' })).toBeTruthy();
  });

  it('marks all as read, dismisses one and dismisses all, on the server', async () => {
    const fetchMock = inboxServer(seed);
    renderWithRouter(<InboxButton />);
    await screen.findByTestId('inbox-unread-count');
    const { user, panel } = await openInbox();

    await user.click(within(panel).getByRole('button', { name: /Mark all as read/ }));
    await waitFor(() => expect(screen.queryByTestId('inbox-unread-count')).toBeNull());
    expect(
      within(panel)
        .getAllByRole('listitem')
        .every((item) => item.dataset.read === 'true'),
    ).toBe(true);

    await user.click(within(panel).getByRole('button', { name: '알림 지우기: 당첨금 지급' }));
    await waitFor(() => expect(within(panel).queryByText('당첨금 지급')).toBeNull());
    expect(within(panel).getByText('Showing all 4 notifications')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: /Dismiss all/ }));
    expect(await within(panel).findByText('Nothing here yet')).toBeTruthy();

    expect(callsTo(fetchMock, 'POST /api/users/notifications/mark-read').map((call) => call.body)).toEqual([
      { all: true },
    ]);
    expect(callsTo(fetchMock, 'POST /api/users/notifications/dismiss').map((call) => call.body)).toEqual([
      { ids: [4] },
      { all: true },
    ]);
  });

  it('keeps rows it does not fully understand instead of emptying the inbox', async () => {
    inboxServer([{ ...seed[0], action: { type: 'deep_link', target: 'messages', extra: 1 } } as TestNotification]);
    renderWithRouter(<InboxButton />);
    const { panel } = await openInbox();

    expect(await within(panel).findByText('새 메시지')).toBeTruthy();
  });

  it('speaks English when English is shown, leaving the notifications as written', async () => {
    await i18n.changeLanguage('en');
    inboxServer(seed);
    renderWithRouter(<InboxButton />);
    await screen.findByTestId('inbox-unread-count');
    expect(screen.getByText('2 unread notifications')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const message = itemNamed(panel, '새 메시지');
    expect(within(message).getByText('2 minutes ago')).toBeTruthy();
    expect(within(message).getByText('Unread')).toBeTruthy();
    expect(within(message).getByText('Message')).toBeTruthy();
    expect(within(itemNamed(panel, '당첨금 지급')).getByText('1 hour ago')).toBeTruthy();
    expect(within(itemNamed(panel, '모르는 종류')).getByText('Notification')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Dismiss notification: 당첨금 지급' })).toBeTruthy();
    expect(within(panel).getByText('Showing all 5 notifications')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
