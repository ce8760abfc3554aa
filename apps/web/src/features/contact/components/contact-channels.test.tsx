import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { ContactChannels } from './contact-channels';

const contact = {
  channels: [
    { kind: 'telegram', label: '텔레그램', value: '@hanpan_cs', url: 'https://t.me/hanpan_cs' },
    { kind: 'email', label: '이메일', value: 'help@hanpan.example', url: null },
  ],
  hours: '24시간 연중무휴',
};

describe('ContactChannels', () => {
  it('lists the channels and the hours the operator set', async () => {
    mockApi({ 'GET /api/site/contact': () => jsonResponse(contact) });
    renderWithProviders(<ContactChannels />);

    expect(screen.getByRole('status').textContent).toBe('불러오는 중...');
    const list = await screen.findByRole('list', { name: '상담 채널' });
    expect(
      within(list)
        .getByRole('link', { name: /텔레그램\s*@hanpan_cs/ })
        .getAttribute('href'),
    ).toBe('https://t.me/hanpan_cs');
    expect(within(list).getByText('help@hanpan.example')).toBeTruthy();
    expect(screen.getByText('운영 시간').parentElement?.textContent).toBe('운영 시간 24시간 연중무휴');
  });

  it('speaks English, leaving what the operator wrote as written', async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const fetchMock = mockApi({
      'GET /api/site/contact': () =>
        fail ? jsonResponse({ error: 'internal', message: 'boom' }, 500) : jsonResponse(contact),
    });
    renderWithProviders(<ContactChannels />);

    expect(screen.getByRole('status').textContent).toBe('Loading...');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load our support details.")).toBeTruthy();

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Support channels' });
    expect(within(list).getByText('텔레그램')).toBeTruthy();
    expect(screen.getByText('Support hours').parentElement?.textContent).toBe('Support hours 24시간 연중무휴');
    expect(callsTo(fetchMock, 'GET /api/site/contact')).toHaveLength(2);
  });
});
