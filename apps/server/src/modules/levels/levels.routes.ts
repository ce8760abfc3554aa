import type { MyLevel } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth';
import type { LevelsService } from './levels.service';

/** A member's own level under /api/levels. */
export const levelsRoutes: FastifyPluginAsync<{ levels: LevelsService }> = async (app, { levels }) => {
  app.addHook('onRequest', app.requireUser);
  app.get('/me', async (request): Promise<MyLevel> => levels.myLevel(authOf(request).userId));
};
