import { loginRequestSchema, registerRequestSchema } from '@hanpan/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { ClientInfo, UsersService } from './users.service';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const usersRoutes: FastifyPluginAsync<{ users: UsersService }> = async (fastify, { users }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/register', { schema: { body: registerRequestSchema } }, async (request, reply) => {
    reply.status(201);
    return users.register(request.body, clientOf(request));
  });

  app.post('/login', { schema: { body: loginRequestSchema } }, async (request) =>
    users.login(request.body, clientOf(request)),
  );

  app.get('/me', { onRequest: app.requireSession }, async (request) => users.me(authOf(request)));

  app.post('/logout', { onRequest: app.requireSession }, async (request, reply) => {
    await users.logout(authOf(request));
    return reply.status(204).send();
  });
};
