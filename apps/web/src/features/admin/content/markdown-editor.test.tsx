import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { MarkdownEditor } from './markdown-editor';

function Harness() {
  const [value, setValue] = useState('');
  return <MarkdownEditor name="body" label="본문" maxLength={20_000} value={value} onChange={setValue} />;
}

const preview = () => screen.getByTestId('markdown-preview');

describe('MarkdownEditor', () => {
  it('previews markdown as members will see it, while it is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(preview().textContent).toBe('내용을 입력하면 회원에게 보일 모습이 여기에 나타납니다.');

    await user.click(screen.getByLabelText('본문'));
    await user.paste('# 첫충 이벤트\n\n**10%** 보너스\n\n| 구분 | 비율 |\n|---|---|\n| 첫충 | 10% |');
    expect(preview().querySelector('h1')?.textContent).toBe('첫충 이벤트');
    expect(preview().querySelector('strong')?.textContent).toBe('10%');
    expect(preview().querySelector('table td')?.textContent).toBe('첫충');
    expect(screen.getByText(/마크다운\(GFM\) · \d+\/20,000자/)).toBeTruthy();
  });

  it('keeps raw HTML inert and blanks unsafe links, exactly as the member site does', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('본문'));
    await user.paste(
      '<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n[눌러보세요](javascript:alert(3)) [안전](https://hanpan.example)',
    );

    expect(preview().querySelector('img')).toBeNull();
    expect(preview().querySelector('script')).toBeNull();
    expect(preview().querySelector('[onerror]')).toBeNull();
    // The markup is shown as the text it is.
    expect(preview().textContent).toContain('<script>alert(2)</script>');
    // The unsafe address is blanked: the text stays, it leads nowhere.
    expect(screen.getByText('눌러보세요').closest('a')?.getAttribute('href')).toBe('');
    const safe = screen.getByRole('link', { name: '안전' });
    expect(safe.getAttribute('href')).toBe('https://hanpan.example');
    expect(safe.getAttribute('rel')).toContain('noopener');
  });

  it('reads in English: the preview heading, its empty line and the length hint', async () => {
    await i18n.changeLanguage('en');
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Preview' })).toBeTruthy();
    expect(preview().textContent).toBe('Start typing to see how members will see it.');
    expect(screen.getByText('Markdown (GFM) · 0/20,000 characters')).toBeTruthy();
  });
});
