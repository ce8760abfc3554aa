import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/testing/data-generators';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { createSport } from '@/testing/sports-data';
import { Sidebar } from './sidebar';

const SPORTS = [createSport(), createSport({ id: 7, slug: 'curling', name: 'Curling', locations: [] })];

function renderSidebar({ collapsed = false } = {}) {
  window.localStorage.setItem('hanpan.sidebarCollapsed', String(collapsed));
  mockApi({ 'GET /api/sports/sports/prematch': jsonResponse(SPORTS) });
  renderWithRouter(<Sidebar />);
}

describe('Sidebar', () => {
  it('names the feed’s sports in Korean (unknown ones as the feed does), with whole-sentence region toggles', async () => {
    const user = userEvent.setup();
    renderSidebar();
    const sports = screen.getByRole('region', { name: 'Sports' });

    expect(await within(sports).findByRole('link', { name: /^축구\s*21$/ })).toBeTruthy();
    expect(within(sports).getByRole('link', { name: /^Curling\s*0$/ })).toBeTruthy();
    const toggle = within(sports).getByRole('button', { name: '축구 지역 펼치기' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-label')).toBe('축구 지역 접기');
    expect(within(sports).getByRole('link', { name: /^대한민국\s*9$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '사이드바 접기' })).toBeTruthy();
  });

  it('speaks English, expanded and as an icon rail', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderSidebar();

    const sports = screen.getByRole('region', { name: 'Sports' });
    expect(await within(sports).findByRole('link', { name: /^Soccer\s*21$/ })).toBeTruthy();
    expect(within(sports).getByRole('link', { name: 'All Sports' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Home' })).getByRole('link', { name: 'Events' })).toBeTruthy();
    await user.click(within(sports).getByRole('button', { name: 'Show Soccer regions' }));
    expect(within(sports).getByRole('button', { name: 'Hide Soccer regions' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(await screen.findByRole('link', { name: 'Soccer (21)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it('shows the icon rail’s sports by their Korean names', async () => {
    renderSidebar({ collapsed: true });
    expect(await screen.findByRole('link', { name: '축구 (21)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Curling (0)' })).toBeTruthy();
  });
});
