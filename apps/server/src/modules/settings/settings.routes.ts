import type { BetLimitsResponse, DepositBonusRates, MultiFolderBonusResponse } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { LevelsService } from '../levels';
import type { SettingsService } from './settings.service';

/**
 * Public site information an operator maintains: what /contact shows, the multi-folder bonus, and
 * the entry level's sportsbook limits and deposit bonus rates (a guest's; a member reads their own
 * level's at /api/levels/me).
 */
export const siteRoutes: FastifyPluginAsync<{ settings: SettingsService; levels: LevelsService }> = async (
  app,
  { settings, levels },
) => {
  app.get('/contact', async () => settings.get('contact'));
  app.get('/bet-limits', async (): Promise<BetLimitsResponse> => (await levels.entryLevel()).limits);
  app.get('/multi-folder-bonus', async (): Promise<MultiFolderBonusResponse> => settings.get('multiFolderBonus'));
  app.get('/deposit-bonuses', async (): Promise<DepositBonusRates> => (await levels.entryLevel()).depositBonuses);
};
