import type { FastifyPluginAsync } from 'fastify';
import { languageOf } from '../../plugins/request-language';
import type { DashboardService } from './dashboard.service';

/** The operator's dashboard under /api/admin. */
export const dashboardAdminRoutes: FastifyPluginAsync<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get('/dashboard', async (request) => dashboard.dashboard(languageOf(request)));
};
