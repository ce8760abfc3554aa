import type { BetLimitsResponse, DepositBonusRates, MultiFolderBonusResponse } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { SettingsService } from './settings.service';

/**
 * Public site information an operator maintains: what /contact shows, the sportsbook's limits and
 * bonus, and the deposit bonuses' rates (the deposit dialog shows the rates the server applies).
 */
export const siteRoutes: FastifyPluginAsync<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/contact', async () => settings.get('contact'));
  app.get('/bet-limits', async (): Promise<BetLimitsResponse> => settings.get('betLimits'));
  app.get('/multi-folder-bonus', async (): Promise<MultiFolderBonusResponse> => settings.get('multiFolderBonus'));
  app.get('/deposit-bonuses', async (): Promise<DepositBonusRates> => settings.get('depositBonuses'));
};
