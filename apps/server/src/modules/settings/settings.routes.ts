import type { BetLimitsResponse, MultiFolderBonusResponse } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { SettingsService } from './settings.service';

/** Public site information an operator maintains (what /contact shows, the sportsbook's limits and bonus). */
export const siteRoutes: FastifyPluginAsync<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/contact', async () => settings.get('contact'));
  app.get('/bet-limits', async (): Promise<BetLimitsResponse> => settings.get('betLimits'));
  app.get('/multi-folder-bonus', async (): Promise<MultiFolderBonusResponse> => settings.get('multiFolderBonus'));
};
