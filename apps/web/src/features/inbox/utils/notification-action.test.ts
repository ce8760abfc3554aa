import { describe, expect, it } from 'vitest';
import { resolveNotificationAction } from './notification-action';

describe('resolveNotificationAction', () => {
  it('sends a deep link to /{target lower-cased}', () => {
    expect(resolveNotificationAction({ type: 'deep_link', target: 'Messages' })).toEqual({
      kind: 'navigate',
      to: '/messages',
    });
    expect(resolveNotificationAction({ type: 'deep_link', target: 'event/First-Deposit-Bonus' })).toEqual({
      kind: 'navigate',
      to: '/event/first-deposit-bonus',
    });
  });

  it('sends a deep link with a game_id to /game/{target}', () => {
    expect(resolveNotificationAction({ type: 'deep_link', target: 'Sweet-Bonanza', params: { game_id: 12 } })).toEqual({
      kind: 'navigate',
      to: '/game/Sweet-Bonanza',
    });
  });

  it('opens an http(s) external link', () => {
    expect(resolveNotificationAction({ type: 'external_link', target: 'https://t.me/hanpan_cs' })).toEqual({
      kind: 'external',
      url: 'https://t.me/hanpan_cs',
    });
  });

  it.each([
    ['no action', null],
    ['an undefined action', undefined],
    ['an unknown type', { type: 'popup', target: 'messages' }],
    ['a missing target', { type: 'deep_link' }],
    ['an empty target', { type: 'deep_link', target: '' }],
    ['a target leaving the site', { type: 'deep_link', target: '/evil.example.com' }],
    ['a protocol-relative target', { type: 'deep_link', target: '//evil.example.com' }],
    ['a javascript: external link', { type: 'external_link', target: 'javascript:alert(1)' }],
    ['a data: external link', { type: 'external_link', target: 'data:text/html,<script>alert(1)</script>' }],
    ['not an object', 'messages'],
  ])('does nothing for %s', (_case, action) => {
    expect(resolveNotificationAction(action)).toBeNull();
  });
});
