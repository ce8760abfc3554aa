import { notificationActionSchema } from '@hanpan/contract';

export type ResolvedAction = { kind: 'navigate'; to: string } | { kind: 'external'; url: string };

/**
 * Spec section 4: where a notification leads. deep_link: /game/{target} when the params carry a
 * game_id, else /{target lower-cased}; external_link: the http(s) address, in a new tab. An
 * unknown type, a missing action or target, or one that breaks the contract's rules (a target
 * that could leave the site) leads nowhere.
 */
export function resolveNotificationAction(action: unknown): ResolvedAction | null {
  if (action === null || action === undefined) return null;
  const parsed = notificationActionSchema.safeParse(action);
  if (!parsed.success) return null;
  const { type, target, params } = parsed.data;
  if (type === 'external_link') return { kind: 'external', url: target };
  return { kind: 'navigate', to: params?.game_id !== undefined ? `/game/${target}` : `/${target.toLowerCase()}` };
}
