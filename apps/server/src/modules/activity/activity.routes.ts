import type { FastifyPluginAsync } from 'fastify';
import type { ActivityService } from './activity.service';

/** Public site activity under /api/activity: the home page's Bets panel. */
export const activityRoutes: FastifyPluginAsync<{ activity: ActivityService }> = async (app, { activity }) => {
  app.get('/bets', async (_request, reply) => {
    // Browsers re-fetch on each `activity` push and must get the new lists: the server caches instead.
    reply.header('cache-control', 'no-cache');
    return activity.bets();
  });
};
