import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown } from './markdown';

afterEach(() => {
  delete (window as { pwned?: boolean }).pwned;
});

function renderMarkdown(source: string) {
  return render(<Markdown>{source}</Markdown>).container;
}

describe('Markdown', () => {
  it('renders GFM: headings, emphasis, lists, tables, task lists and strikethrough', () => {
    const container = renderMarkdown(
      [
        '## 제목',
        '',
        '**굵게** ~~취소~~',
        '',
        '- 하나',
        '- 둘',
        '',
        '| A | B |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '- [x] 완료',
      ].join('\n'),
    );

    expect(screen.getByRole('heading', { level: 2, name: '제목' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('굵게');
    expect(container.querySelector('del')?.textContent).toBe('취소');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '2']);
    expect(screen.getByRole('checkbox')).toMatchObject({ checked: true, disabled: true });
  });

  it('shows raw HTML as text: a <script> never becomes an element, nor runs', () => {
    const container = renderMarkdown(
      '안녕 <script>window.pwned = true</script> 하세요\n\n<script>\nwindow.pwned = true\n</script>',
    );

    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = true</script>');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('shows <img onerror> as text: no image, no handler', () => {
    const container = renderMarkdown(
      '<img src=x onerror="window.pwned = true">\n\n문단 <img src="x" onerror="alert(1)"> 안',
    );

    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="window.pwned = true">');
  });

  it('keeps inline HTML event handlers and iframes inert', () => {
    const container = renderMarkdown(
      '<a href="javascript:alert(1)" onclick="alert(1)">x</a> <iframe src="https://example.com"></iframe> <svg onload=alert(1)>',
    );

    expect(container.querySelector('a, iframe, svg, [onclick], [onload]')).toBeNull();
  });

  it('blanks javascript: and data: links, whatever their spelling', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderMarkdown(
      [
        '[one](javascript:alert(1))',
        '[two](JAVASCRIPT:alert(1))',
        '[three](&#106;avascript:alert(1))',
        '[four](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '[five](<java\tscript:alert(1)>)',
        '[six]: vbscript:msgbox(1)',
        '',
        '[six] <javascript:alert(1)>',
      ].join('\n\n'),
    );

    for (const name of ['one', 'two', 'three', 'four', 'five', 'six']) {
      expect(screen.getByText(name).closest('a')?.getAttribute('href')).toBe('');
    }
    // An autolink with a bad scheme keeps its text and loses its address.
    expect(document.querySelector('a[href^="javascript"], a[href^="data"], a[href^="vbscript"]')).toBeNull();
    screen.getByText('one').click();
    expect(alert).not.toHaveBeenCalled();
  });

  it('blanks javascript: and data: image addresses and renders no image for them', () => {
    const container = renderMarkdown(
      '![bad](javascript:alert(1)) ![svg](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=) ![ok](/api/x/poster.svg)',
    );

    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/api/x/poster.svg']);
    expect(container.textContent).toContain('bad');
  });

  it('keeps the allowed schemes and same-site paths; outside links open in a new tab without opener', () => {
    renderMarkdown(
      '[web](https://www.kcgp.or.kr) [mail](mailto:help@example.com) [chat](xmpp:cs@example.com) [irc](ircs://irc.example.net) [page](/inquire)',
    );

    const web = screen.getByRole('link', { name: 'web' });
    expect(web.getAttribute('href')).toBe('https://www.kcgp.or.kr');
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'chat' }).getAttribute('href')).toBe('xmpp:cs@example.com');
    expect(screen.getByRole('link', { name: 'irc' }).getAttribute('href')).toBe('ircs://irc.example.net');
    const page = screen.getByRole('link', { name: 'page' });
    expect(page.getAttribute('href')).toBe('/inquire');
    expect(page.getAttribute('target')).toBeNull();
  });
});
