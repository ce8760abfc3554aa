import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser } from '@/testing/data-generators';
import { renderWithRouter } from '@/testing/router-utils';
import { HomeBanner } from './home-banner';
import { HomeHero } from './home-hero';

describe('the home page in English', () => {
  it('welcomes a visitor and shows the banner and the shortcuts in English', async () => {
    await i18n.changeLanguage('en');
    renderWithRouter(
      <>
        <HomeBanner />
        <HomeHero />
      </>,
    );

    const banner = screen.getByRole('region', { name: 'Banners' });
    expect(within(banner).getByRole('heading', { name: '10% bonus on your first slots deposit' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Play slots' }).getAttribute('href')).toBe('/games/slots');

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Hanpan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    const shortcuts = screen.getByRole('navigation', { name: 'Game shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: /Live Casino\s*Play with real dealers/ })).toBeTruthy();
  });

  it('greets a member by nickname in English', async () => {
    await i18n.changeLanguage('en');
    sessionStore.save(createSessionResponse({ user: createUser({ nickname: 'LuckyKing' }) }), false);
    renderWithRouter(<HomeHero />);

    expect(screen.getByRole('heading', { level: 1, name: 'Up for a round today, LuckyKing?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter live casino' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bet on sports' })).toBeTruthy();
  });
});
