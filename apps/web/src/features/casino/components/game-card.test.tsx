import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthDialog } from '@/lib/auth/auth-dialogs';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse } from '@/testing/data-generators';
import { renderWithRouter } from '@/testing/router-utils';
import { createGame } from '../testing/game-data';
import { GameCard } from './game-card';

function DialogProbe() {
  return <output aria-label="dialog">{useAuthDialog() ?? 'none'}</output>;
}

const game = createGame({
  slug: 'aurora-gems',
  name: 'Aurora Gems',
  title: '오로라 젬스',
  provider_name: 'Aurora Reels',
  is_new: true,
  color: '#5eead4',
});

function renderCard(shown = game) {
  renderWithRouter(
    <>
      <GameCard game={shown} />
      <DialogProbe />
    </>,
  );
  return userEvent.setup();
}

describe('GameCard', () => {
  it('shows our art, the Korean title with the English name under it, the provider and the NEW mark', () => {
    renderCard();
    const card = screen.getByRole('button', { name: '오로라 젬스 Aurora Gems Aurora Reels NEW' });
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/games/art/aurora-gems.svg');
    const lines = [...card.querySelectorAll('span.truncate')].map((line) => line.textContent);
    expect(lines).toEqual(['오로라 젬스', 'Aurora Gems', 'Aurora Reels']);
    expect(within(card).getByText('NEW')).toBeTruthy();
  });

  it('draws the colour and the title for a game without art', () => {
    renderCard(
      createGame({ name: 'Powerball', title: '파워볼', image: '', is_new: false, provider_name: 'Hanpan Studio' }),
    );
    const card = screen.getByRole('button', { name: '파워볼 Powerball Hanpan Studio' });
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getAllByText('파워볼')).toHaveLength(2);
  });

  it('writes the name once for a game whose title is its name, or that has none', () => {
    renderCard(createGame({ name: 'VIP Baccarat', title: '', is_new: false }));
    const card = screen.getByRole('button', { name: 'VIP Baccarat Aurora Reels' });
    const lines = [...card.querySelectorAll('span.truncate')].map((line) => line.textContent);
    expect(lines).toEqual(['VIP Baccarat', 'Aurora Reels']);
  });

  it('opens the login dialog for a visitor and stays put', async () => {
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: /Aurora Gems/ }));
    expect(screen.getByRole('status', { name: 'dialog' }).textContent).toBe('login');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('opens /game/{slug} for a member', async () => {
    sessionStore.save(createSessionResponse(), false);
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: /Aurora Gems/ }));
    expect(screen.getByTestId('location').textContent).toBe('/game/aurora-gems');
    expect(screen.getByRole('status', { name: 'dialog' }).textContent).toBe('none');
  });

  it('shows only the English name in English, with the provider and the NEW mark', async () => {
    await i18n.changeLanguage('en');
    renderCard();
    const card = screen.getByRole('button', { name: 'Aurora Gems Aurora Reels NEW' });
    const lines = [...card.querySelectorAll('span.truncate')].map((line) => line.textContent);
    expect(lines).toEqual(['Aurora Gems', 'Aurora Reels']);
  });
});
