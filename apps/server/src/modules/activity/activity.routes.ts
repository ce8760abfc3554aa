import type { FastifyPluginAsync } from 'fastify';
import type { ActivityService } from './activity.service';

/** Public site activity under /api/activity: the home page's Bets panel. */
export const activityRoutes: FastifyPluginAsync<{ activity: ActivityService }> = async (app, { activity }) => {
  app.get('/bets', async (_request, reply) => {
    // Everyone sees the same lists: a few seconds' caching is harmless.
    reply.header('cache-control', 'public, max-age=5');
    return activity.bets();
  });
};
