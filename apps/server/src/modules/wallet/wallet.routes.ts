import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth';
import type { WalletService } from './wallet.service';

export const walletRoutes: FastifyPluginAsync<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get('/balances/my-balance', { preHandler: app.requireUser }, async (request) =>
    wallet.getBalances(authOf(request).userId),
  );
};
