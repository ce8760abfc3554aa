import type { ProviderGame, SessionResponse } from '@hanpan/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signWalletBody } from '../src/modules/casino/casino-wallet.routes';

/**
 * Test support for the casino: a small provider game list (the studio's real list is its own
 * module's), and a provider-side client that signs protocol calls the way docs/casino-protocol.md
 * says, so the tests do not depend on the studio's production signer.
 */
export const FIXTURE_GAMES: ProviderGame[] = [
  {
    slug: 'aurora-fruit-reels',
    name: 'Aurora Fruit Reels',
    title: '오로라 과일 릴',
    category: 'slots',
    provider_name: 'Aurora Reels',
    engine: 'slot',
    color: '#5eead4',
    is_new: true,
    rtp_percent: 96.5,
  },
  {
    slug: 'hanbit-gold-rush',
    name: 'Hanbit Gold Rush',
    title: '한빛 골드 러시',
    category: 'slots',
    provider_name: 'Hanbit Gaming',
    engine: 'slot',
    color: '#fbcf4f',
    is_new: false,
    rtp_percent: 95.8,
  },
  {
    slug: 'crimson-baccarat',
    name: 'Crimson Baccarat',
    title: '크림슨 바카라',
    category: 'live-casino',
    provider_name: 'Crimson Ace Live',
    engine: 'baccarat',
    color: '#f87171',
    is_new: false,
    rtp_percent: 98.94,
  },
  {
    slug: 'blue-tiger-speed-baccarat',
    name: 'Speed Baccarat',
    title: '스피드 바카라',
    category: 'live-casino',
    provider_name: 'Blue Tiger Live',
    engine: 'baccarat',
    color: '#60a5fa',
    is_new: true,
    rtp_percent: 98.94,
  },
  {
    slug: 'neon-powerball',
    name: 'Neon Powerball',
    title: '네온 파워볼',
    category: 'mini-games',
    provider_name: 'Neon Alley',
    engine: 'powerball',
    color: '#f472b6',
    is_new: false,
    rtp_percent: 97,
  },
  {
    slug: 'polaris-dice',
    name: 'Polaris <Dice> & Co',
    title: '폴라리스 주사위',
    category: 'mini-games',
    provider_name: 'Polaris Games',
    engine: 'dice',
    color: '#e0f2fe',
    is_new: true,
    rtp_percent: 99,
  },
];

export type WalletCall = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

/** A provider calling the operator's wallet: signs the exact bytes it sends. */
export function providerClient(app: FastifyInstance, options: { code: string; secret: string }) {
  let counter = 0;
  return {
    /** A fresh request id for each call unless the body names one. */
    nextRequestId: () => `req-${Date.now().toString(36)}-${++counter}`,

    send(
      call: WalletCall,
      body: object,
      overrides: { code?: string; signature?: string | null; rawBody?: string } = {},
    ): Promise<LightMyRequestResponse> {
      const raw = overrides.rawBody ?? JSON.stringify(body);
      const signature = overrides.signature === undefined ? signWalletBody(options.secret, raw) : overrides.signature;
      return app.inject({
        method: 'POST',
        url: `/api/casino/wallet/${call}`,
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-casino-provider': overrides.code ?? options.code,
          ...(signature === null ? {} : { 'x-casino-signature': signature }),
        },
      });
    },
  };
}

/**
 * The secret the operator checks the in-house studio's calls against: what a provider was given.
 * Unconfigured, it is the one this installation (test database) generated at start-up.
 */
export async function studioWalletSecret(app: FastifyInstance): Promise<string> {
  await app.ready();
  const integration = await app.services.casino.findIntegration('studio');
  if (!integration) throw new Error('the studio integration does not exist');
  return integration.secret;
}

/** Launches a game as the member and returns the one-time token of its launch URL. */
export async function launchToken(app: FastifyInstance, member: SessionResponse, slug: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/games/launch/${slug}`,
    headers: { authorization: `Bearer ${member.token.token}` },
  });
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.statusCode} ${response.body}`);
  const token = new URL(response.json<{ launch_url: string }>().launch_url, 'http://operator.test').searchParams.get(
    'token',
  );
  if (!token) throw new Error('the launch URL carries no token');
  return token;
}
