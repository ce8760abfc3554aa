import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedLanguage } from '@/lib/i18n/languages';
import { Footer } from './footer';

describe('Footer', () => {
  it('holds the language switch, the way a visitor changes language, and switches its own texts', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('region', { name: '게임 제공사' })).toBeTruthy();
    expect(within(footer).getByText('19세 미만 이용 불가 · 건전하고 책임감 있는 게임 문화를 지향합니다.')).toBeTruthy();
    expect(within(footer).getByText('© 2024 Hanpan. All rights reserved.')).toBeTruthy();

    const switcher = within(footer).getByRole('group', { name: '언어' });
    await user.click(within(switcher).getByRole('button', { name: 'English' }));

    expect(storedLanguage()).toBe('en');
    expect(within(footer).getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(within(footer).getByRole('region', { name: 'Game providers' })).toBeTruthy();
    expect(within(footer).getByText('19+ only · We are committed to safe and responsible gaming.')).toBeTruthy();
    expect(within(footer).getByRole('button', { name: '한국어' }).getAttribute('aria-pressed')).toBe('false');
  });

  describe('the providers’ strip', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('is drawn only once it comes near the screen', () => {
      let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: typeof report) {
            report = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      render(<Footer />);
      const strip = screen.getByRole('region', { name: '게임 제공사' });
      expect(within(strip).queryAllByRole('img')).toHaveLength(0);

      act(() => report?.([{ isIntersecting: true }]));
      // Drawn twice for the loop; the second copy is hidden from screen readers.
      expect(within(strip).getAllByRole('img').length).toBeGreaterThan(0);
      expect(within(strip).getAllByRole('img', { hidden: true })).toHaveLength(
        2 * within(strip).getAllByRole('img').length,
      );
    });
  });
});
