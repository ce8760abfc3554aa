import { describe, expect, it } from 'vitest';
import { sanitizeUrl } from './safe-url';

describe('sanitizeUrl', () => {
  it.each([
    'http://example.com/a?b=c#d',
    'https://example.com',
    'HTTPS://EXAMPLE.COM',
    'irc://irc.example.net/chan',
    'ircs://irc.example.net/chan',
    'mailto:help@example.com',
    'xmpp:someone@example.com',
  ])('keeps %s', (url) => {
    expect(sanitizeUrl(url)).toBe(url);
  });

  it.each(['/event', '/api/users/events/first-deposit-bonus/poster.svg', '#top', '?page=2', 'notice', '/a/b:c'])(
    'keeps the same-site address %s',
    (url) => {
      expect(sanitizeUrl(url)).toBe(url);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'jav\u00a0ascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'blob:https://example.com/uuid',
    '//evil.example.com/x.png',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    '',
    '   ',
  ])('blanks %j', (url) => {
    expect(sanitizeUrl(url)).toBe('');
  });
});
