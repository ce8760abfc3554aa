import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { SendMessageForm, SendNotificationForm } from './send-forms';

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('send forms', () => {
  it('asks before a message to every member, with the particle its word takes (메시지를)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'POST /api/admin/messages': () => jsonResponse({ sent: 1204 }, 201) });
    renderWithProviders(<SendMessageForm />);

    await user.selectOptions(field('to'), 'all');
    await user.type(field('subject'), '점검 안내');
    await user.type(field('body'), '오늘 새벽 점검이 있습니다.');
    await user.click(screen.getByRole('button', { name: '메시지 보내기' }));
    expect(await screen.findByText('전체 회원에게 메시지를 보내시겠습니까?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '확인' }));

    expect(await screen.findByText('메시지를 1,204명에게 보냈습니다.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/messages')[0]?.body).toMatchObject({ all: true });
  });

  it('asks before a notification to every member (알림을), and offers the types in Korean', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderWithProviders(<SendNotificationForm />);

    expect([...field('type').querySelectorAll('option')].map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['프로모션', '점검', '입출금', '게임 소식']),
    );
    await user.type(field('title'), '주말 이벤트');
    await user.type(field('message'), '첫충 10%');
    await user.click(screen.getByRole('button', { name: '알림 보내기' }));
    expect(await screen.findByText('전체 회원에게 알림을 보내시겠습니까?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads in English: the form, the confirmation to everyone and the count sent', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({ 'POST /api/admin/messages': () => jsonResponse({ sent: 1204 }, 201) });
    renderWithProviders(<SendMessageForm />);

    expect(screen.getByRole('heading', { name: 'Send a message' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText("Enter the member's username.")).toBeTruthy();
    expect(screen.getByText('Enter the title.')).toBeTruthy();

    await user.selectOptions(field('to'), 'all');
    await user.type(field('subject'), 'Maintenance');
    await user.type(field('body'), 'Scheduled maintenance tonight.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Send this message to all members?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /확인|OK|Confirm/ }));
    expect(await screen.findByText('Message sent to 1,204 members.')).toBeTruthy();
  });
});
