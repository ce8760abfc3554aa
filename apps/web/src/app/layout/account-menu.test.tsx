import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/languages';
import { createSessionResponse, createUser } from '@/testing/data-generators';
import { renderWithRouter } from '@/testing/router-utils';
import { AccountMenu } from './account-menu';

const MEMBER_PAGES = ['마이페이지', '베팅내역', '거래내역', '쪽지함', '출석부', '추천내역', '책임감 있는 이용'];

async function openMenu() {
  const user = userEvent.setup();
  renderWithRouter(<AccountMenu />);
  await user.click(screen.getByRole('button', { name: /^(계정 메뉴|Account menu)$/ }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('AccountMenu', () => {
  it('offers a member the cashier, their pages, the languages and logging out', async () => {
    sessionStore.save(createSessionResponse(), false);
    const { menu } = await openMenu();

    expect(within(menu).getByRole('menuitem', { name: '입출금' })).toBeTruthy();
    for (const page of MEMBER_PAGES) expect(within(menu).getByRole('menuitem', { name: page })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: '관리자 페이지' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: '로그아웃' })).toBeTruthy();
  });

  it('switches the language from its radio group, each language named in itself, and remembers it', async () => {
    sessionStore.save(createSessionResponse(), false);
    const { user, menu } = await openMenu();

    const languages = within(menu).getByRole('group', { name: '언어' });
    const korean = within(languages).getByRole('menuitemradio', { name: '한국어' });
    expect(korean.getAttribute('aria-checked')).toBe('true');
    expect(korean.getAttribute('lang')).toBe('ko');
    const english = within(languages).getByRole('menuitemradio', { name: 'English' });
    expect(english.getAttribute('aria-checked')).toBe('false');
    expect(english.getAttribute('lang')).toBe('en');

    await user.click(english);
    expect(i18n.language).toBe('en');
    expect(storedLanguage()).toBe('en');

    // Reopened, the menu speaks English and has English checked.
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const reopened = await screen.findByRole('menu');
    expect(within(reopened).getByRole('menuitem', { name: 'Cashier' })).toBeTruthy();
    expect(within(reopened).getByRole('menuitem', { name: 'Bet history' })).toBeTruthy();
    expect(within(reopened).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    const group = within(reopened).getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
  });

  it('gives an operator the back office instead of the cashier and the members’ pages', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin', username: 'admin' }) }), false);
    const { user, menu } = await openMenu();

    expect(within(menu).queryByRole('menuitem', { name: '입출금' })).toBeNull();
    for (const page of MEMBER_PAGES) expect(within(menu).queryByRole('menuitem', { name: page })).toBeNull();
    const backOffice = within(menu).getByRole('menuitem', { name: '관리자 페이지' });
    expect(backOffice.getAttribute('href')).toBe('/admin');
    expect(within(menu).getByRole('group', { name: '언어' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: '로그아웃' })).toBeTruthy();

    await user.click(backOffice);
    expect(screen.getByTestId('location').textContent).toBe('/admin');
  });

  it('gives an agent its portal instead of the cashier and the members’ pages', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'agent', username: 'agent01' }) }), false);
    const { user, menu } = await openMenu();

    expect(within(menu).queryByRole('menuitem', { name: '입출금' })).toBeNull();
    for (const page of MEMBER_PAGES) expect(within(menu).queryByRole('menuitem', { name: page })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: '관리자 페이지' })).toBeNull();
    const portal = within(menu).getByRole('menuitem', { name: '총판 페이지' });
    expect(portal.getAttribute('href')).toBe('/agent');
    expect(within(menu).getByRole('menuitem', { name: '로그아웃' })).toBeTruthy();

    await user.click(portal);
    expect(screen.getByTestId('location').textContent).toBe('/agent');
  });
});
