import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { EventDetailView } from './event-detail';

const event = {
  id: 3,
  slug: 'first-deposit-bonus',
  title: '첫충 · 매충 입금 보너스',
  date: '2024-05-01T00:00:00+09:00',
  ends_at: null,
  poster_image_url: '/api/users/events/first-deposit-bonus/poster.svg',
  description: [
    '| 보너스 | 첫충 |',
    '|---|---:|',
    '| 슬롯 | 10% |',
    '',
    '<script>window.pwned = true</script>',
    '',
    '<img src=x onerror="window.pwned = true">',
    '',
    '[클릭](javascript:alert(1)) [데이터](data:text/html;base64,PHNjcmlwdD4=) [상담](https://t.me/hanpan_cs)',
  ].join('\n'),
};

describe('EventDetailView', () => {
  it('says "Loading event..." while fetching, then shows poster, title, date and the markdown description', async () => {
    const fetchMock = mockApi({ 'GET /api/users/events/first-deposit-bonus': () => jsonResponse(event) });
    renderWithRouter(<EventDetailView slug="first-deposit-bonus" />);

    expect(screen.getByText('Loading event...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeTruthy();

    const poster = screen.getByRole('img', { name: event.title });
    expect(poster.getAttribute('src')).toBe(event.poster_image_url);
    expect([poster.getAttribute('width'), poster.getAttribute('height')]).toEqual(['1000', '500']);
    expect(screen.getByText(/^2024-0[45]-\d\d$/).tagName).toBe('TIME');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '10%' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/users/events/first-deposit-bonus')).toHaveLength(1);
  });

  it('keeps the description inert: scripts and handlers as text, bad links blanked', async () => {
    mockApi({ 'GET /api/users/events/first-deposit-bonus': () => jsonResponse(event) });
    const { container } = renderWithRouter(<EventDetailView slug="first-deposit-bonus" />);
    await screen.findByRole('heading', { level: 1, name: event.title });

    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.textContent).toContain('<script>window.pwned = true</script>');
    expect(container.textContent).toContain('<img src=x onerror="window.pwned = true">');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    expect(screen.getByText('클릭').getAttribute('href')).toBe('');
    expect(screen.getByText('데이터').getAttribute('href')).toBe('');
    expect(screen.getByRole('link', { name: '상담' }).getAttribute('href')).toBe('https://t.me/hanpan_cs');
  });

  it('shows the gradient when the event has no poster', async () => {
    mockApi({
      'GET /api/users/events/plain': () =>
        jsonResponse({ ...event, slug: 'plain', poster_image_url: null, ends_at: '2024-06-30T00:00:00+09:00' }),
    });
    const { container } = renderWithRouter(<EventDetailView slug="plain" />);
    await screen.findByRole('heading', { level: 1, name: event.title });

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: event.title }).getAttribute('style')).toContain('1000 / 500');
    expect(container.querySelectorAll('time')).toHaveLength(2);
  });

  it.each([
    [404, { error: 'not_found', message: 'Event not found' }, 'Error: Event not found'],
    [500, { error: 'internal', message: '서버 오류' }, 'Error: Failed to fetch event'],
  ])('on a %i says "Error: " and the message', async (status, body, text) => {
    mockApi({ 'GET /api/users/events/missing': () => jsonResponse(body, status) });
    renderWithRouter(<EventDetailView slug="missing" />);

    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('says "Failed to fetch event" when the server cannot be reached', async () => {
    mockApi({ 'GET /api/users/events/offline': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithRouter(<EventDetailView slug="offline" />);

    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch event');
  });
});

describe('EventDetailView in English', () => {
  it("names the page in English and keeps the spec's English texts", async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/users/events/first-deposit-bonus': () => jsonResponse(event) });
    renderWithRouter(<EventDetailView slug="first-deposit-bonus" />);

    expect(document.title).toBe('Event | Hanpan');
    expect(screen.getByText('Loading event...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeTruthy();
    expect(document.title).toBe(`${event.title} | Hanpan`);
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/event');
  });
});
