import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storedLanguage } from '@/lib/i18n/languages';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('shows Korean pressed first, switches to English and remembers it', async () => {
    render(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: '언어' });
    expect(screen.getByRole('button', { name: '한국어' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(group.getAttribute('aria-label')).toBe('Language');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '한국어' }).getAttribute('aria-pressed')).toBe('false');
    expect(storedLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
