import type { FastifyPluginAsync } from 'fastify';
import { languageOf } from '../../plugins/request-language';
import type { ActivityService } from './activity.service';

/** Public site activity under /api/activity: the home page's Bets panel. */
export const activityRoutes: FastifyPluginAsync<{ activity: ActivityService }> = async (app, { activity }) => {
  app.get('/bets', async (request, reply) => {
    // Browsers re-fetch on each `activity` push and must get the new lists: the server caches instead.
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language');
    return activity.bets(languageOf(request));
  });
};
