import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { EventGrid } from './event-grid';

const NO_EVENTS_TEXT = '진행 중인 이벤트가 없습니다.';

const events = [
  {
    id: 3,
    slug: 'first-deposit-bonus',
    name: '첫충 · 매충 입금 보너스',
    description: '입금할 때 원하는 보너스를 선택하세요.',
    thumbnail_image_url: '/api/users/events/first-deposit-bonus/thumbnail.svg',
  },
  { id: 4, slug: 'no-art', name: '그림 없는 이벤트', description: '설명', thumbnail_image_url: null },
  {
    id: 5,
    slug: 'elsewhere',
    name: '바깥 그림',
    description: '설명',
    thumbnail_image_url: 'https://evil.example.com/x.png',
  },
];

describe('EventGrid', () => {
  it('shows a card per event: thumbnail (or gradient), name and description, linking to /event/{id}', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'GET /api/users/events': () => jsonResponse({ data: events }) });
    renderWithRouter(<EventGrid />, { route: '/event' });

    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Events' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/event/3', '/event/4', '/event/5']);

    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: '첫충 · 매충 입금 보너스' })).toBeTruthy();
    expect(within(first).getByText('입금할 때 원하는 보너스를 선택하세요.')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/api/users/events/first-deposit-bonus/thumbnail.svg');
    // No art, or art from another host: the gradient stands in.
    expect(cards[1]?.querySelector('img')).toBeNull();
    expect(cards[2]?.querySelector('img')).toBeNull();
    expect(cards[2]?.querySelector('[role="img"]')?.className).toContain('bg-linear-135');
    expect(callsTo(fetchMock, 'GET /api/users/events')[0]?.headers.get('Accept')).toBe('application/json');

    await user.click(first);
    expect(screen.getByTestId('location').textContent).toBe('/event/3');
  });

  it('falls back to the gradient when a thumbnail fails to load', async () => {
    mockApi({ 'GET /api/users/events': () => jsonResponse({ data: events.slice(0, 1) }) });
    renderWithRouter(<EventGrid />);
    const link = await screen.findByRole('link', { name: /첫충/ });

    link.querySelector('img')?.dispatchEvent(new Event('error'));

    await vi.waitFor(() => expect(link.querySelector('img')).toBeNull());
  });

  it('accepts the body as a bare array', async () => {
    mockApi({ 'GET /api/users/events': () => jsonResponse(events.slice(1, 2)) });
    renderWithRouter(<EventGrid />);

    expect(await screen.findByRole('link', { name: /그림 없는 이벤트/ })).toBeTruthy();
  });

  it('says so when there are no events, and only logs a failed load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/users/events': () => jsonResponse({ error: 'internal', message: '오류' }, 500) });
    renderWithRouter(<EventGrid />);

    expect(await screen.findByText(NO_EVENTS_TEXT)).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch events', expect.anything());
  });
});

describe('EventGrid in English', () => {
  it('titles the page and says there are no events in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/users/events': () => jsonResponse({ data: [] }) });
    renderWithRouter(<EventGrid />);

    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByText('Check out our current events and promotions.')).toBeTruthy();
    expect(screen.getByText('Loading events...')).toBeTruthy();
    expect(await screen.findByText('There are no events running right now.')).toBeTruthy();
  });
});
