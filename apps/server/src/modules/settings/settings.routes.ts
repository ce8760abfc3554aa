import type { FastifyPluginAsync } from 'fastify';
import type { SettingsService } from './settings.service';

/** Public site information an operator maintains (what /contact shows). */
export const siteRoutes: FastifyPluginAsync<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/contact', async () => settings.get('contact'));
};
