import { adminSettingSchemas, settingParamsSchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { RequestValidationError, type ZodTypeProvider } from '../../plugins/validation';
import { auditActorOf } from '../audit';
import type { SettingsService } from './settings.service';

/** Operator settings under /api/admin: all of them, and one key replaced at a time (the body is its whole new value). */
export const settingsAdminRoutes: FastifyPluginAsync<{ settings: SettingsService }> = async (fastify, { settings }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/settings', async () => settings.all());
  app.put('/settings/:key', { schema: { params: settingParamsSchema } }, async (request) => {
    const { key } = request.params;
    // Each key has its own schema, so the body is checked here once the key is known.
    const value = adminSettingSchemas[key].safeParse(request.body);
    if (!value.success) throw new RequestValidationError('body', value.error.issues);
    return settings.update(auditActorOf(request), key, value.data);
  });
};
